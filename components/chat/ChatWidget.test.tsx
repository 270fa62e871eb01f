import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEFAULT_QUICK_REPLIES } from "@/lib/collections/quick-reply";
import { FIRM_NAME } from "@/lib/firm";
import { TEXTS } from "@/lib/texts";
import { ChatWidget, OFFLINE_NOTICE, SHEET_QUERY } from "./ChatWidget";

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
  return within(screen.getByRole("log"))
    .queryAllByRole("listitem")
    .filter((item) => item.parentElement?.getAttribute("role") === "log");
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
  expect(
    within(grid)
      .getAllByRole("button")
      .map((button) => button.textContent),
  ).toEqual(["Land LawProperty and title"]);

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

describe("booking choices", () => {
  test("show as chips under the latest reply only; a tap sends the chip's text", async () => {
    chatHandler = () =>
      json({ response: "Which area is your matter about?", showOptions: false, conversationId: "b-1", choices: [{ text: "Land Law" }, { text: "Not sure" }] });
    const { user } = setup();
    const panel = await openChat(user);
    await user.type(within(panel).getByPlaceholderText("Type your message..."), "book{Enter}");
    const chips = await within(panel).findByRole("list", { name: "Suggested answers" });
    expect(
      within(chips)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Land Law", "Not sure"]);
    expect(within(panel).queryByRole("list", { name: "Quick replies" })).toBeNull();

    chatHandler = () =>
      json({
        response: "Do you have a preferred lawyer?",
        showOptions: false,
        conversationId: "b-1",
        choices: [{ text: "Mohamed Conteh" }, { text: "Any available lawyer" }],
      });
    await user.click(within(chips).getByRole("button", { name: "Land Law" }));
    expect(chatBodies.at(-1)).toEqual({ message: "Land Law", conversationId: "b-1" });
    await within(panel).findByText("Do you have a preferred lawyer?");
    const lists = within(panel).getAllByRole("list", { name: "Suggested answers" });
    expect(lists).toHaveLength(1);
    expect(
      within(lists[0])
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Mohamed Conteh", "Any available lawyer"]);
    expect(messages()[3]).toHaveTextContent("You said: Land Law");
  });

  test("are hidden while a reply is awaited and survive a reload", async () => {
    let answer!: (response: Response) => void;
    chatHandler = () => json({ response: "Which day?", showOptions: false, conversationId: "b-2", choices: [{ text: "Thu 7 Mar" }] });
    const first = setup();
    const panel = await openChat(first.user);
    await first.user.type(within(panel).getByPlaceholderText("Type your message..."), "book{Enter}");
    await within(panel).findByRole("button", { name: "Thu 7 Mar" });
    first.unmount();

    const second = setup();
    const again = await openChat(second.user);
    expect(within(again).getByRole("button", { name: "Thu 7 Mar" })).toBeInTheDocument();
    chatHandler = () => new Promise<Response>((resolve) => (answer = resolve));
    await second.user.type(within(again).getByPlaceholderText("Type your message..."), "tomorrow{Enter}");
    expect(within(again).queryByRole("list", { name: "Suggested answers" })).toBeNull();
    await act(async () => answer(json({ response: "In one line, what is your matter about?", showOptions: false, conversationId: "b-2" })));
    expect(await within(again).findByText("In one line, what is your matter about?")).toBeInTheDocument();
    expect(within(again).queryByRole("list", { name: "Suggested answers" })).toBeNull();
  });

  test.each([
    ["not a list", { text: "x" }],
    ["an entry without text", [{ label: "x" }]],
    ["an over-long text", [{ text: "x".repeat(81) }]],
  ])("malformed choices (%s) show no chips", async (_label, choices) => {
    chatHandler = () => json({ response: "Pick one", showOptions: false, choices });
    const { user } = setup();
    const panel = await openChat(user);
    await user.type(within(panel).getByPlaceholderText("Type your message..."), "x{Enter}");
    await within(panel).findByText("Pick one");
    expect(within(panel).queryByRole("list", { name: "Suggested answers" })).toBeNull();
  });
});

describe("a message that could not be sent", () => {
  test("is marked as not delivered beside the failure message, and Retry sends it again without a copy", async () => {
    chatHandler = () => Promise.reject(new TypeError("Failed to fetch"));
    const { user } = setup();
    const panel = await openChat(user);
    await user.type(within(panel).getByPlaceholderText("Type your message..."), "Is there parking?{Enter}");
    await within(panel).findByText(TEXTS.chatError);
    const [, mine, error] = messages();
    expect(mine).toHaveTextContent("Is there parking?");
    expect(within(mine).getByText("Not delivered")).toBeInTheDocument();
    expect(within(error).queryByRole("button", { name: "Retry" })).toBeNull();

    chatHandler = () => json({ response: "Yes, there is parking behind the building.", showOptions: false, conversationId: "c-9" });
    await user.click(within(mine).getByRole("button", { name: "Retry" }));
    await within(panel).findByText("Yes, there is parking behind the building.");
    expect(chatBodies.map((body) => body.message)).toEqual(["Is there parking?", "Is there parking?"]);
    expect(within(panel).queryByText("Not delivered")).toBeNull();
    expect(within(panel).getAllByText("Is there parking?")).toHaveLength(1);
    // The failure message stays where it was, as the specification has it.
    expect(messages().map((item) => item.textContent)).toEqual([
      expect.stringContaining("Hello!"),
      expect.stringContaining("Is there parking?"),
      expect.stringContaining(TEXTS.chatError),
      expect.stringContaining("Yes, there is parking"),
    ]);
  });

  test("an error status marks it too, and the mark survives a reload", async () => {
    chatHandler = () => json({ message: "Too many" }, 429);
    const first = setup();
    const panel = await openChat(first.user);
    await first.user.type(within(panel).getByPlaceholderText("Type your message..."), "hello{Enter}");
    await within(panel).findByText("Not delivered");
    first.unmount();
    const second = setup();
    const again = await openChat(second.user);
    expect(within(again).getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});

describe("offline", () => {
  function setOnline(value: boolean) {
    Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => value });
    act(() => void window.dispatchEvent(new Event(value ? "online" : "offline")));
  }
  afterEach(() => setOnline(true));

  test("the chat says so while the browser is offline", async () => {
    const { user } = setup();
    const panel = await openChat(user);
    expect(within(panel).queryByText(OFFLINE_NOTICE)).toBeNull();
    setOnline(false);
    expect(within(panel).getByRole("status")).toHaveTextContent(OFFLINE_NOTICE);
    setOnline(true);
    expect(within(panel).queryByText(OFFLINE_NOTICE)).toBeNull();
  });
});

describe("on a phone", () => {
  class FakeViewport extends EventTarget {
    height = 640;
    offsetTop = 0;
  }
  let viewport: FakeViewport;

  beforeEach(() => {
    viewport = new FakeViewport();
    Object.defineProperty(window, "visualViewport", { configurable: true, value: viewport });
    window.matchMedia = jest.fn((query: string) => ({
      matches: query === SHEET_QUERY,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    Reflect.deleteProperty(window, "visualViewport");
    Reflect.deleteProperty(window, "matchMedia");
  });

  test("the panel is a sheet sized to the visual viewport, the toggle hidden and the page held still", async () => {
    const { user } = setup();
    const panel = await openChat(user);
    expect(panel).toHaveAttribute("data-layout", "sheet");
    expect(panel.className).toMatch(/\binset-x-0\b/);
    expect(panel.style.getPropertyValue("--chat-sheet-height")).toBe("640px");
    expect(document.documentElement.style.overflow).toBe("hidden");
    expect(document.body.style.overflow).toBe("hidden");
    expect(screen.getByRole("button", { name: "Close chat", expanded: true })).toHaveClass("max-sm:hidden");

    // The keyboard opens: the visible part shrinks and moves.
    viewport.height = 360;
    viewport.offsetTop = 40;
    act(() => void viewport.dispatchEvent(new Event("resize")));
    expect(panel.style.getPropertyValue("--chat-sheet-height")).toBe("360px");
    expect(panel.style.getPropertyValue("--chat-sheet-top")).toBe("40px");

    await user.click(within(panel).getByRole("button", { name: "Close chat" }));
    expect(document.documentElement.style.overflow).toBe("");
    expect(document.body.style.overflow).toBe("");
  });

  test("the sheet is a labelled modal dialog: focus moves in at once, Tab and Shift+Tab stay inside, Escape returns focus to the toggle", async () => {
    const user = userEvent.setup();
    render(
      <div>
        <button type="button">Before the chat</button>
        <ChatWidget defaultQuickReplies={DEFAULT_QUICK_REPLIES} maxLength={1000} />
        <a href="#after">After the chat</a>
      </div>,
    );
    const toggle = screen.getByRole("button", { name: /open chat/i });
    await user.click(toggle);
    const panel = screen.getByRole("dialog", { name: `${FIRM_NAME} legal assistance chat` });
    expect(panel).toHaveAttribute("aria-modal", "true");
    expect(panel.contains(document.activeElement)).toBe(true);

    const input = screen.getByPlaceholderText("Type your message...");
    await waitFor(() => expect(input).toHaveFocus());
    const close = within(panel).getByRole("button", { name: "Close chat" });
    // With nothing typed, Send is disabled, so the input is the last control: Tab wraps to the first.
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(panel.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 12; i += 1) {
      await user.tab({ shift: true });
      expect(panel.contains(document.activeElement)).toBe(true);
    }
    // Focus sent outside (a screen reader's jump) comes back in.
    act(() => screen.getByRole("button", { name: "Before the chat" }).focus());
    expect(close).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  test("on a wide screen the panel is not modal: Tab moves on to the page", async () => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
    const user = userEvent.setup();
    render(
      <div>
        <ChatWidget defaultQuickReplies={DEFAULT_QUICK_REPLIES} maxLength={1000} />
        <a href="#after">After the chat</a>
      </div>,
    );
    const toggle = screen.getByRole("button", { name: /open chat/i });
    await user.click(toggle);
    const panel = screen.getByRole("dialog", { name: `${FIRM_NAME} legal assistance chat` });
    expect(panel).not.toHaveAttribute("aria-modal");
    expect(toggle).toHaveFocus();
    await waitFor(() => expect(screen.getByPlaceholderText("Type your message...")).toHaveFocus());
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "After the chat" })).toHaveFocus();
  });

  test("on a wide screen the page keeps scrolling and the panel keeps its size", async () => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
    const { user } = setup();
    const panel = await openChat(user);
    expect(panel).toHaveAttribute("data-layout", "panel");
    expect(panel.className).toMatch(/\bsm:h-\[650px\]/);
    expect(document.documentElement.style.overflow).toBe("");
    expect(panel.style.getPropertyValue("--chat-sheet-height")).toBe("");
  });
});

describe("links in answers", () => {
  test("phone numbers, emails and WhatsApp become links; nothing is read as HTML", async () => {
    chatHandler = () =>
      json({
        response: 'Call us on +232 76 123 456 or email info@kamarachambers.sl.\nWhatsApp: 077 123 456\n<a href="javascript:alert(1)">x</a>',
        showOptions: false,
      });
    const { user } = setup();
    const panel = await openChat(user);
    await user.type(within(panel).getByPlaceholderText("Type your message..."), "contact{Enter}");
    const reply = (await within(panel).findByText(/Call us on/)).closest("li")!;
    expect(within(reply).getByRole("link", { name: "+232 76 123 456" })).toHaveAttribute("href", "tel:+23276123456");
    expect(within(reply).getByRole("link", { name: "info@kamarachambers.sl" })).toHaveAttribute("href", "mailto:info@kamarachambers.sl");
    const whatsapp = within(reply).getByRole("link", { name: "WhatsApp 077 123 456" });
    expect(whatsapp).toHaveAttribute("href", "https://wa.me/23277123456");
    expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(reply).getAllByRole("link")).toHaveLength(3);
    expect(reply.textContent).toContain('<a href="javascript:alert(1)">x</a>');
  });

  test("the visitor's own text is never linked", async () => {
    const { user } = setup();
    const panel = await openChat(user);
    await user.type(within(panel).getByPlaceholderText("Type your message..."), "my number is +232 76 999 888{Enter}");
    await within(panel).findByText("We can help with that.");
    expect(within(messages()[1]).queryByRole("link")).toBeNull();
  });
});

test("a new reply is scrolled so that its first line shows, not to the bottom", async () => {
  // jsdom lays nothing out: each message is 400 px tall, taller than the 300 px conversation area.
  const isMessage = (element: HTMLElement) => element.parentElement?.getAttribute("role") === "log";
  const spies = [
    jest.spyOn(HTMLElement.prototype, "offsetTop", "get").mockImplementation(function (this: HTMLElement) {
      return isMessage(this) ? [...this.parentElement!.children].indexOf(this) * 400 + 16 : 0;
    }),
    jest.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(function (this: HTMLElement) {
      return (this.querySelector("[role=log]")?.children.length ?? 0) * 400 + 32;
    }),
    jest.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(300),
  ];
  try {
    let answer!: (response: Response) => void;
    chatHandler = () => new Promise<Response>((resolve) => (answer = resolve));
    const { user } = setup();
    const panel = await openChat(user);
    const scroller = within(panel).getByRole("log").parentElement!;
    await user.type(within(panel).getByPlaceholderText("Type your message..."), "Meet Our Team{Enter}");
    // The visitor's message and the typing indicator: the bottom.
    expect(scroller.scrollTop).toBe(2 * 400 + 32 - 300);
    await act(async () => answer(json({ response: "Our team:\n• …", showOptions: true })));
    await within(panel).findByText(/Our team:/);
    // The reply (the third message, 816 px down) starts at the top, 12 px below the edge,
    // rather than at the bottom (932).
    expect(scroller.scrollTop).toBe(816 - 12);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
});
