import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEFAULT_QUICK_REPLIES } from "@/lib/collections/quick-reply";
import { FIRM_NAME } from "@/lib/firm";
import { TEXTS } from "@/lib/texts";
import ChatWidget from "./ChatWidget";

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;

// jsdom has no fetch Response; the widget reads only ok, status and json().
function json(data: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => data } as Response;
}

let chatHandler: Handler;
let quickRepliesHandler: () => Response | Promise<Response>;
let chatBodies: Record<string, unknown>[];

beforeEach(() => {
  window.sessionStorage.clear();
  chatBodies = [];
  chatHandler = () => json({ response: "We can help with that.", showOptions: false, conversationId: "c-1" });
  quickRepliesHandler = () => json({}, 404);
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === "/api/quick-replies") return quickRepliesHandler();
    if (url === "/api/chat") {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      chatBodies.push(body);
      return chatHandler(body);
    }
    throw new Error(`unexpected fetch ${url}`);
  }) as typeof fetch;
});

function setup() {
  const user = userEvent.setup();
  const view = render(
    <div>
      <p>Outside the chat</p>
      <ChatWidget defaultQuickReplies={DEFAULT_QUICK_REPLIES} maxLength={1000} />
    </div>,
  );
  return { user, ...view };
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: /open chat/i }));
  return screen.getByRole("dialog", { name: /legal assistance chat/i });
}

function messages() {
  return within(screen.getByRole("log")).queryAllByRole("listitem").filter((item) => item.parentElement?.getAttribute("role") === "log");
}

test("opens with the greeting and the default quick replies, added once", async () => {
  const { user } = setup();
  const panel = await openChat(user);
  expect(within(panel).getByText(FIRM_NAME)).toBeInTheDocument();
  expect(within(panel).getByText("Legal Assistance")).toBeInTheDocument();
  expect(within(panel).getByText(TEXTS.chatGreeting(FIRM_NAME))).toBeInTheDocument();
  for (const reply of DEFAULT_QUICK_REPLIES) expect(within(panel).getByRole("button", { name: new RegExp(reply.text) })).toBeInTheDocument();

  await user.click(within(panel).getByRole("button", { name: "Close chat" }));
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  await openChat(user);
  expect(screen.getAllByText(TEXTS.chatGreeting(FIRM_NAME))).toHaveLength(1);
});

test("the toggle is blue with a chat icon when closed and red when open", async () => {
  const { user } = setup();
  const toggle = screen.getByRole("button", { name: /open chat/i });
  expect(toggle).toHaveClass("bg-brand");
  await user.click(toggle);
  expect(toggle).toHaveClass("bg-red-600");
  expect(toggle).toHaveAttribute("aria-expanded", "true");
});

test("focus moves to the input 300 ms after opening", async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ChatWidget defaultQuickReplies={DEFAULT_QUICK_REPLIES} maxLength={1000} />);
    await user.click(screen.getByRole("button", { name: /open chat/i }));
    const input = screen.getByPlaceholderText("Type your message...");
    act(() => jest.advanceTimersByTime(250));
    expect(input).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(60));
    expect(input).toHaveFocus();
  } finally {
    jest.useRealTimers();
  }
});

test("the send button is disabled for empty or whitespace-only input", async () => {
  const { user } = setup();
  const panel = await openChat(user);
  const send = within(panel).getByRole("button", { name: "Send message" });
  const input = within(panel).getByPlaceholderText("Type your message...");
  expect(input).toHaveAttribute("maxlength", "1000");
  expect(send).toBeDisabled();
  await user.type(input, "   ");
  expect(send).toBeDisabled();
  await user.keyboard("{Enter}");
  expect(chatBodies).toHaveLength(0);
  await user.type(input, "hi");
  expect(send).toBeEnabled();
});

test("Enter sends: the user message shows, the input clears, the typing indicator shows until the reply", async () => {
  let answer!: (response: Response) => void;
  chatHandler = () => new Promise<Response>((resolve) => (answer = resolve));
  const { user } = setup();
  const panel = await openChat(user);
  const input = within(panel).getByPlaceholderText("Type your message...");
  await user.type(input, "  I need help with a land dispute  {Enter}");

  expect(input).toHaveValue("");
  expect(within(panel).getByText("I need help with a land dispute")).toBeInTheDocument();
  expect(within(panel).getByRole("status", { name: /is typing/ })).toBeInTheDocument();
  expect(chatBodies).toEqual([{ message: "I need help with a land dispute" }]);

  await act(async () => answer(json({ response: "Mohamed Conteh handles land disputes.\nCall us.", showOptions: false, conversationId: "conv-9" })));
  expect(await within(panel).findByText(/Mohamed Conteh handles land disputes\./)).toBeInTheDocument();
  expect(within(panel).queryByRole("status", { name: /is typing/ })).not.toBeInTheDocument();

  // The next message continues the same conversation.
  chatHandler = () => json({ response: "Anything else?", showOptions: false, conversationId: "conv-9" });
  await user.type(input, "thanks{Enter}");
  await within(panel).findByText("Anything else?");
  expect(chatBodies[1]).toEqual({ message: "thanks", conversationId: "conv-9" });
});

test("each message shows its time; user messages right, bot messages left, bot bubbles at most 80% wide", async () => {
  const { user } = setup();
  const panel = await openChat(user);
  await user.type(within(panel).getByPlaceholderText("Type your message..."), "hello{Enter}");
  await within(panel).findByText("We can help with that.");
  const [greeting, mine, reply] = messages();
  for (const item of [greeting, mine, reply]) expect(within(item).getByText(/^\d{1,2}:\d{2}/)).toBeInTheDocument();
  expect(mine).toHaveClass("items-end");
  expect(reply).toHaveClass("items-start");
  expect(within(reply).getByText("We can help with that.")).toHaveClass("max-w-[80%]");
});

test("bot text keeps its line breaks and is never read as HTML", async () => {
  chatHandler = () => json({ response: "Line one\nLine two <img src=x onerror=alert(1)>", showOptions: false });
  const { user } = setup();
  const panel = await openChat(user);
  await user.type(within(panel).getByPlaceholderText("Type your message..."), "x{Enter}");
  const bubble = await within(panel).findByText(/Line one/);
  expect(bubble).toHaveClass("whitespace-pre-line");
  expect(bubble.textContent).toContain("Line one\nLine two <img src=x onerror=alert(1)>");
  expect(panel.querySelector("img[src='x']")).toBeNull();
});

test("clicking a quick reply sends its text", async () => {
  const { user } = setup();
  const panel = await openChat(user);
  await user.click(within(panel).getByRole("button", { name: /Contact Information/ }));
  expect(chatBodies[0]).toEqual({ message: "Contact Information" });
  expect(messages()[1]).toHaveTextContent("You said: Contact Information");
});

test("quick replies appear only under the latest bot message, when its showOptions is true; a reply's own list is shown under it", async () => {
  chatHandler = () =>
    json({
      response: "Which area?",
      showOptions: true,
      quickReplies: [{ id: "land", text: "Land Law", icon: "home", description: "Property and title" }],
    });
  const { user } = setup();
  const panel = await openChat(user);
  await user.type(within(panel).getByPlaceholderText("Type your message..."), "areas{Enter}");
  await within(panel).findByText("Which area?");
  const [greeting, mine, reply] = messages();
  expect(within(greeting).queryByRole("list", { name: "Quick replies" })).toBeNull();
  expect(within(mine).queryByRole("list", { name: "Quick replies" })).toBeNull();
  const grid = within(reply).getByRole("list", { name: "Quick replies" });
  expect(grid).toHaveClass("grid-cols-2");
  expect(within(grid).getAllByRole("button").map((button) => button.textContent)).toEqual(["Land LawProperty and title"]);

  chatHandler = () => json({ response: "Noted.", showOptions: false });
  await user.type(within(panel).getByPlaceholderText("Type your message..."), "ok{Enter}");
  await within(panel).findByText("Noted.");
  expect(within(panel).queryByRole("list", { name: "Quick replies" })).toBeNull();
});

test("a failed chat call adds the error message without quick replies", async () => {
  chatHandler = () => json({ message: "boom" }, 500);
  const { user } = setup();
  const panel = await openChat(user);
  await user.type(within(panel).getByPlaceholderText("Type your message..."), "hello{Enter}");
  const error = await within(panel).findByText(TEXTS.chatError);
  const item = error.closest("li")!;
  expect(within(item).queryByRole("list", { name: "Quick replies" })).toBeNull();
  expect(within(panel).queryByRole("status", { name: /is typing/ })).not.toBeInTheDocument();
});

test("a network failure or a reply without text also shows the error message", async () => {
  chatHandler = () => json({ showOptions: true });
  const { user } = setup();
  const panel = await openChat(user);
  await user.type(within(panel).getByPlaceholderText("Type your message..."), "one{Enter}");
  await within(panel).findByText(TEXTS.chatError);
  chatHandler = () => Promise.reject(new TypeError("Failed to fetch"));
  await user.type(within(panel).getByPlaceholderText("Type your message..."), "two{Enter}");
  await waitFor(() => expect(within(panel).getAllByText(TEXTS.chatError)).toHaveLength(2));
});

test("quick replies from the server replace the defaults", async () => {
  quickRepliesHandler = () => json({ quickReplies: [{ id: "q1", text: "Office Hours", icon: "info", description: "When we are open" }] });
  const { user } = setup();
  const panel = await openChat(user);
  expect(await within(panel).findByRole("button", { name: /Office Hours/ })).toBeInTheDocument();
  expect(within(panel).queryByRole("button", { name: /Legal Services/ })).toBeNull();
});

test.each([
  ["a failed fetch", () => Promise.reject(new TypeError("offline"))],
  ["an error status", () => json({ message: "down" }, 503)],
  ["an empty list", () => json({ quickReplies: [] })],
  ["a malformed list", () => json({ quickReplies: [{ nope: true }] })],
])("%s keeps the default quick replies silently", async (_label, handler) => {
  quickRepliesHandler = handler as () => Promise<Response>;
  const { user } = setup();
  const panel = await openChat(user);
  await waitFor(() => expect(global.fetch).toHaveBeenCalledWith("/api/quick-replies"));
  await act(async () => undefined);
  for (const reply of DEFAULT_QUICK_REPLIES) expect(within(panel).getByRole("button", { name: new RegExp(reply.text) })).toBeInTheDocument();
  expect(screen.queryByRole("alert")).toBeNull();
});

test("a click outside the panel closes it; a click inside does not", async () => {
  const { user } = setup();
  const panel = await openChat(user);
  await user.click(within(panel).getByText("Legal Assistance"));
  expect(screen.getByRole("dialog")).toBeInTheDocument();
  await user.click(screen.getByText("Outside the chat"));
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
});

test("Escape closes the panel and returns focus to the toggle", async () => {
  const { user } = setup();
  await openChat(user);
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: /open chat/i })).toHaveFocus();
});

test("a reply that arrives while the panel is closed shows an unread badge, cleared on opening", async () => {
  let answer!: (response: Response) => void;
  chatHandler = () => new Promise<Response>((resolve) => (answer = resolve));
  const { user } = setup();
  const panel = await openChat(user);
  await user.type(within(panel).getByPlaceholderText("Type your message..."), "hello{Enter}");
  await user.click(screen.getByText("Outside the chat"));
  expect(screen.queryByTestId("unread-badge")).toBeNull();
  await act(async () => answer(json({ response: "Here is the answer.", showOptions: false })));
  expect(await screen.findByTestId("unread-badge")).toHaveTextContent("1");
  expect(screen.getByRole("button", { name: "Open chat, 1 new message" })).toBeInTheDocument();
  await openChat(user);
  expect(screen.queryByTestId("unread-badge")).toBeNull();
});

test("the conversation survives a remount from session storage, without a second greeting", async () => {
  const first = setup();
  const panel = await openChat(first.user);
  await first.user.type(within(panel).getByPlaceholderText("Type your message..."), "remember me{Enter}");
  await within(panel).findByText("We can help with that.");
  first.unmount();

  const second = setup();
  const again = await openChat(second.user);
  expect(within(again).getByText("remember me")).toBeInTheDocument();
  expect(within(again).getAllByText(TEXTS.chatGreeting(FIRM_NAME))).toHaveLength(1);
  await second.user.type(within(again).getByPlaceholderText("Type your message..."), "next{Enter}");
  await within(again).findAllByText("We can help with that.");
  expect(chatBodies.at(-1)).toEqual({ message: "next", conversationId: "c-1" });
});

test("corrupt session storage starts a fresh conversation", async () => {
  window.sessionStorage.setItem("chambers.chat.v1", "{not json");
  const { user } = setup();
  const panel = await openChat(user);
  expect(within(panel).getByText(TEXTS.chatGreeting(FIRM_NAME))).toBeInTheDocument();
});
