import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TEXTS } from "@/lib/texts";
import { ADMIN, renderSignedIn } from "../test-support";
import { MailOffNotice } from "./MailOffNotice";
import type { OutboxMailRecord } from "../types";
import { OutboxList } from "./OutboxList";

jest.mock("next/navigation", () => ({ useRouter: () => jest.requireActual("../test-support").router, usePathname: () => "/admin/outbox" }));

const base = {
  request: { kind: "contact-message" as const, id: "r1", reference: "REF-1" },
  subject: "s",
  nextAttemptAt: null,
  sentAt: null,
  createdAt: "2026-11-26T09:00:00.000Z",
};
const MAILS: OutboxMailRecord[] = [
  { ...base, _id: "m1", kind: "staff-notification", to: ["partners@kamarachambers.sl"], status: "failed", attempts: 10, lastError: "451 Mailbox busy" },
  {
    ...base,
    _id: "m2",
    kind: "visitor-confirmation",
    to: ["kadiatu@example.com"],
    status: "sent",
    attempts: 1,
    lastError: "",
    sentAt: "2026-11-26T09:00:05.000Z",
  },
  { ...base, _id: "m3", kind: "staff-notification", to: ["duty@kamarachambers.sl"], status: "sent", attempts: 2, lastError: "" },
];

beforeEach(() => localStorage.clear());

describe("MailOffNotice", () => {
  it("says plainly that no mail is sent and how to turn it on", () => {
    render(<MailOffNotice />);
    expect(screen.getByRole("status")).toHaveTextContent(TEXTS.mailNotConfigured);
    expect(screen.getByRole("status")).toHaveTextContent("set SMTP_URL and MAIL_FROM");
  });
});

describe("OutboxList", () => {
  it("lists each mail with its status, tries and last error, and offers Resend where it is allowed", async () => {
    await renderSignedIn(<OutboxList />, ADMIN, { "GET /api/outbox": { body: { mailConfigured: true, mails: MAILS } } });
    expect(await screen.findByRole("heading", { name: "Email delivery" })).toBeInTheDocument();
    expect(screen.queryByTestId("mail-off-notice")).not.toBeInTheDocument();
    const failed = screen.getByRole("row", { name: "Staff notification to partners@kamarachambers.sl" });
    expect(within(failed).getByText("Failed")).toBeInTheDocument();
    expect(within(failed).getByText("10")).toBeInTheDocument();
    expect(within(failed).getByText("451 Mailbox busy")).toBeInTheDocument();
    expect(within(failed).getByRole("button", { name: "Resend" })).toBeEnabled();
    // A visitor's confirmation that arrived is never sent twice.
    expect(within(screen.getByRole("row", { name: "Visitor confirmation to kadiatu@example.com" })).queryByRole("button")).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("row", { name: "Staff notification to duty@kamarachambers.sl" })).getByRole("button", { name: "Resend" }),
    ).toBeInTheDocument();
  });

  it("queues a mail again with Resend and shows the new status", async () => {
    const { calls } = await renderSignedIn(<OutboxList />, ADMIN, {
      "GET /api/outbox": { body: { mailConfigured: true, mails: MAILS } },
      "POST /api/outbox/m1/resend": { body: { mail: { ...MAILS[0], status: "queued", attempts: 0, lastError: "" } } },
    });
    const row = await screen.findByRole("row", { name: "Staff notification to partners@kamarachambers.sl" });
    await userEvent.click(within(row).getByRole("button", { name: "Resend" }));
    expect(await screen.findByText("The mail to partners@kamarachambers.sl is queued again.")).toBeInTheDocument();
    expect(within(row).getByText("Queued")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST" && call.path === "/api/outbox/m1/resend")).toBe(true);
  });

  it("shows the server's reason when Resend is refused", async () => {
    await renderSignedIn(<OutboxList />, ADMIN, {
      "GET /api/outbox": { body: { mailConfigured: true, mails: MAILS } },
      "POST /api/outbox/m1/resend": { status: 409, body: { message: "This mail is already waiting to be sent." } },
    });
    const row = await screen.findByRole("row", { name: "Staff notification to partners@kamarachambers.sl" });
    await userEvent.click(within(row).getByRole("button", { name: "Resend" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This mail is already waiting to be sent.");
  });

  it("says so when SMTP is not configured, and offers no Resend", async () => {
    await renderSignedIn(<OutboxList />, ADMIN, { "GET /api/outbox": { body: { mailConfigured: false, mails: [MAILS[0]] } } });
    expect(await screen.findByTestId("mail-off-notice")).toHaveTextContent(TEXTS.mailNotConfigured);
    expect(screen.getByRole("button", { name: "Resend" })).toBeDisabled();
  });
});
