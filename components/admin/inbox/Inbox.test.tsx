import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADMIN, renderSignedIn } from "../test-support";
import { Inbox } from "./Inbox";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("../test-support").router, usePathname: () => "/admin/inbox" }));

const INBOX = {
  messages: [
    { _id: "m1", name: "Older Sender", email: "older@example.com", message: "Old question", status: "handled", createdAt: "2026-05-01T10:00:00.000Z" },
    {
      _id: "m2",
      name: "Newer Sender",
      email: "newer@example.com",
      message: "New question",
      status: "new",
      reference: "KA-9XR4",
      createdAt: "2026-05-03T10:00:00.000Z",
    },
  ],
  consultations: [
    {
      _id: "c1",
      name: "Client Person",
      email: "",
      phone: "+232 76 111 222",
      practiceArea: null,
      attorney: { id: "a1", name: "Isatu Bangura" },
      preferredDate: "2026-06-10",
      description: "Cargo claim",
      source: "chat",
      status: "new",
      reference: "KA-7Q3F",
      createdAt: "2026-05-02T10:00:00.000Z",
    },
  ],
  unread: 2,
};

beforeEach(() => localStorage.clear());

describe("Inbox", () => {
  it("lists messages newest first, marks unread ones and counts them", async () => {
    await renderSignedIn(<Inbox />, ADMIN, { "GET /api/inbox": { body: INBOX } });
    expect(await screen.findByTestId("inbox-unread")).toHaveTextContent("2 unread");
    const messages = within(screen.getByRole("region", { name: "Contact Messages (2)" })).getAllByTestId("inbox-item");
    expect(messages.map((item) => item.getAttribute("aria-label"))).toEqual(["Unread: Newer Sender", "Older Sender"]);
    const consultation = screen.getByRole("listitem", { name: "Unread: Client Person" });
    expect(within(consultation).getByText("Isatu Bangura")).toBeInTheDocument();
    expect(within(consultation).getByText("Chat")).toBeInTheDocument();
  });

  it("shows a consultation's details, labelled, leaving out the ones not given", async () => {
    await renderSignedIn(<Inbox />, ADMIN, { "GET /api/inbox": { body: INBOX } });
    const consultation = await screen.findByRole("listitem", { name: "Unread: Client Person" });
    const details = [...consultation.querySelectorAll("dt")].map((term) => `${term.textContent}${term.nextElementSibling?.textContent}`);
    expect(details).toEqual([
      "Reference: KA-7Q3F",
      "Phone: +232 76 111 222",
      "Preferred attorney: Isatu Bangura",
      "Preferred date: 10 Jun 2026",
      "Source: Chat",
    ]);
    expect(within(consultation).getByRole("link", { name: "+232 76 111 222" })).toHaveAttribute("href", "tel:+23276111222");
    expect(within(consultation).getByText("2 May 2026, 10:00")).toHaveAttribute("datetime", "2026-05-02T10:00:00.000Z");
    const message = screen.getByRole("listitem", { name: "Unread: Newer Sender" });
    expect(within(message).getByRole("link", { name: "newer@example.com" })).toHaveAttribute("href", "mailto:newer@example.com");
    // A message's reference, the one its sender was shown; none for a message stored before references.
    expect([...message.querySelectorAll("dt")].map((term) => `${term.textContent}${term.nextElementSibling?.textContent}`)).toEqual(["Reference: KA-9XR4"]);
    expect(screen.getByRole("listitem", { name: "Older Sender" })).not.toHaveTextContent("Reference");
  });

  it("says so when either list is empty", async () => {
    await renderSignedIn(<Inbox />, ADMIN, { "GET /api/inbox": { body: { messages: [], consultations: [], unread: 0 } } });
    expect(await screen.findByRole("region", { name: "Contact Messages (0)" })).toHaveTextContent("No messages yet.");
    expect(screen.getByRole("region", { name: "Consultation Requests (0)" })).toHaveTextContent("No consultation requests yet.");
  });

  it("shows a failed load as an error with a retry, not as an empty inbox", async () => {
    let reply: { status: number; body: unknown } = { status: 500, body: {} };
    await renderSignedIn(<Inbox />, ADMIN, { "GET /api/inbox": () => reply });
    expect(await screen.findByRole("alert")).toHaveTextContent("The inbox could not be loaded.");
    expect(screen.queryByText("No messages yet.")).not.toBeInTheDocument();
    reply = { status: 200, body: INBOX };
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("inbox-unread")).toHaveTextContent("2 unread");
  });

  it("says when a status change fails and leaves the item as it was", async () => {
    await renderSignedIn(<Inbox />, ADMIN, {
      "GET /api/inbox": { body: INBOX },
      "PATCH /api/inbox/messages/m2": { status: 404, body: { message: "Message not found" } },
    });
    const item = await screen.findByRole("listitem", { name: "Unread: Newer Sender" });
    await userEvent.click(within(item).getByRole("button", { name: "Mark as read" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Message not found");
    expect(screen.getByTestId("inbox-unread")).toHaveTextContent("2 unread");
  });

  it("marks an item read and handled, and deletes only after confirming", async () => {
    const { calls } = await renderSignedIn(<Inbox />, ADMIN, {
      "GET /api/inbox": { body: INBOX },
      "PATCH /api/inbox/messages/m2": { body: {} },
      "DELETE /api/inbox/consultations/c1": { body: {} },
    });
    const item = await screen.findByRole("listitem", { name: "Unread: Newer Sender" });
    await userEvent.click(within(item).getByRole("button", { name: "Mark as read" }));
    await waitFor(() => expect(screen.getByTestId("inbox-unread")).toHaveTextContent("1 unread"));
    expect(screen.getByTestId("toast-success")).toHaveTextContent("Marked as read.");
    await userEvent.click(within(item).getByRole("button", { name: "Mark as handled" }));
    await waitFor(() => expect(within(item).getByText("Handled")).toBeInTheDocument());
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([{ status: "read" }, { status: "handled" }]);

    const consultation = screen.getByRole("listitem", { name: "Unread: Client Person" });
    await userEvent.click(within(consultation).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete consultation request" });
    expect(dialog).toHaveTextContent("Are you sure you want to delete the consultation request from Client Person? This action cannot be undone.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("Cargo claim")).toBeInTheDocument();
    await userEvent.click(within(consultation).getByRole("button", { name: "Delete" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Cargo claim")).not.toBeInTheDocument());
    expect(screen.getByTestId("toast-success")).toHaveTextContent("Consultation request deleted.");
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });
});
