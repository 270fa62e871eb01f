/** @jest-environment node */
import * as contact from "@/app/api/contact/route";
import * as consultations from "@/app/api/consultations/route";
import * as outbox from "@/app/api/outbox/route";
import * as resend from "@/app/api/outbox/[id]/resend/route";
import { dayLabel, nextWorkingDays } from "@/lib/chat/calendar";
import { DEFAULT_FIRM_CONTACT, officeHoursLabel } from "@/lib/firm";
import { logger } from "@/lib/log";
import { OutboxSender, type OutboxSenderOptions } from "@/lib/mail/sender";
import { ensureFirstAdmin } from "@/lib/seed/seed";
import { updateFirmContact } from "@/lib/services/firm";
import { createConsultationRequest, createContactMessage } from "@/lib/services/inbox";
import { claimNextMail, enqueueRequestMails } from "@/lib/services/outbox";
import { Attorney } from "@/models/Attorney";
import { ContactMessage } from "@/models/ContactMessage";
import { ConsultationRequest } from "@/models/ConsultationRequest";
import { OutboxMail } from "@/models/OutboxMail";
import { clearCollections, useTestDatabase } from "../../helpers/database";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../../helpers/smtp";
import { attorneyBody, call, firstAdmin } from "../api/support";

const SITE = "https://kamarachambers.sl";
const STAFF = ["partners@kamarachambers.sl", "duty.lawyer@kamarachambers.sl"];
/** A short schedule so retries happen within a test: 4 tries, 100 ms, 200 ms, 400 ms apart. */
const FAST: Partial<OutboxSenderOptions> = { retry: { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 400 }, pollMs: 100, leaseMs: 2000, smtpTimeoutMs: 2000 };

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "Kamara Chambers <no-reply@kamarachambers.sl>";
  process.env.SITE_URL = SITE;
});
useTestDatabase();
afterAll(() => smtp.stop());

const senders: OutboxSender[] = [];
function startSender(options: Partial<OutboxSenderOptions> = {}): OutboxSender {
  const sender = new OutboxSender({ smtpUrl: smtp.url, from: { name: "Kamara Chambers", address: "no-reply@kamarachambers.sl" }, ...FAST, ...options });
  sender.start();
  senders.push(sender);
  return sender;
}

let attorney = { id: "", name: "" };
let token = "";
beforeEach(async () => {
  await clearCollections();
  await ensureFirstAdmin(() => undefined);
  token = (await firstAdmin()).token;
  await updateFirmContact({ ...DEFAULT_FIRM_CONTACT, notificationEmails: STAFF });
  const created = await Attorney.create(attorneyBody({ name: "Isatu Bangura" }));
  attorney = { id: String(created._id), name: created.name };
  smtp.received.length = 0;
  smtp.recipientsTried.length = 0;
  smtp.refuse = false;
});
afterEach(async () => {
  await Promise.all(senders.splice(0).map((sender) => sender.stop()));
});

let nextAddress = 0;
const from = () => ({ "x-client-ip": `198.51.100.${(nextAddress += 1)}` });
const staffMail = (mails: ReceivedMail[]) => mails.find((mail) => mail.rcptTo.includes(STAFF[0]))!;
const visitorMail = (mails: ReceivedMail[], address: string) => mails.find((mail) => mail.rcptTo.includes(address))!;

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("a new contact message", () => {
  it("emails the staff every detail and the visitor a receipt that repeats nothing they wrote", async () => {
    startSender();
    const message = { name: "Kadiatu Kamara", email: "kadiatu@example.com", message: "My landlord <b>changed</b> the locks & kept my deposit." };
    const sent = await call(contact.POST, "/api/contact", { body: message, headers: from() });
    expect(sent.status).toBe(201);
    const mails = await smtp.waitFor(2);
    const stored = await ContactMessage.findOne().lean();
    const id = String(stored!._id);
    // The short reference the visitor was shown names the message in both mails.
    const reference = stored!.reference;
    expect(sent.body.reference).toBe(reference);

    const staff = staffMail(mails);
    expect(staff.rcptTo.sort()).toEqual([...STAFF].sort());
    expect(staff.from).toBe("no-reply@kamarachambers.sl");
    expect(staff.subject).toBe(`New contact message from Kadiatu Kamara (${reference})`);
    expect(staff.headers.get("reply-to")?.[0]).toContain("kadiatu@example.com");
    expect(staff.text).toContain("Email: kadiatu@example.com");
    expect(staff.text).toContain("Source: Contact form on the website");
    expect(staff.text).toContain(message.message);
    expect(staff.text).toContain(`Open it in the inbox: ${SITE}/admin/inbox#item-${id}`);
    expect(staff.html).toContain("My landlord &lt;b&gt;changed&lt;/b&gt; the locks &amp; kept my deposit.");
    expect(staff.html).not.toContain("<b>changed</b>");
    expect(staff.html).toContain('href="mailto:kadiatu@example.com"');

    const visitor = visitorMail(mails, "kadiatu@example.com");
    expect(visitor.rcptTo).toEqual(["kadiatu@example.com"]);
    expect(visitor.subject).toBe(`We received your contact message (reference ${reference})`);
    expect(visitor.text).toContain("Dear Kadiatu Kamara,");
    expect(visitor.text).toContain(`Your reference: ${reference}`);
    expect(visitor.text).toContain(officeHoursLabel(DEFAULT_FIRM_CONTACT.officeHours));
    expect(visitor.text).toContain(DEFAULT_FIRM_CONTACT.phone);
    expect(visitor.text).toContain("it is not legal advice");
    expect(visitor.text + visitor.html).not.toMatch(/landlord|deposit/);

    await waitUntil(async () => (await OutboxMail.countDocuments({ status: "sent" })) === 2);
    expect(smtp.received).toHaveLength(2);
  });

  it("goes to the firm's general email when staff set no notification addresses", async () => {
    await updateFirmContact(DEFAULT_FIRM_CONTACT);
    startSender();
    await call(contact.POST, "/api/contact", { body: { name: "Musa", email: "musa@example.com", message: "Hello" }, headers: from() });
    const mails = await smtp.waitFor(2);
    expect(mails.map((mail) => mail.rcptTo).sort()).toEqual([[DEFAULT_FIRM_CONTACT.emails[0]], ["musa@example.com"]].sort());
  });
});

describe("a new consultation request", () => {
  it("emails the staff how to reach the visitor, the area, lawyer, day and matter, and confirms to the visitor", async () => {
    startSender();
    const day = nextWorkingDays(new Date(), 1, DEFAULT_FIRM_CONTACT.officeHours)[0];
    const body = {
      name: "Sorie Conteh",
      email: "sorie@example.com",
      phone: "+232 77 123 456",
      practiceArea: "shipping",
      attorneyId: attorney.id,
      preferredDate: day,
      description: "Cargo detained at the port of Freetown.",
    };
    expect((await call(consultations.POST, "/api/consultations", { body, headers: from() })).status).toBe(201);
    const mails = await smtp.waitFor(2);
    const stored = (await ConsultationRequest.findOne().lean())!;
    const id = String(stored._id);
    const reference = stored.reference;

    const staff = staffMail(mails);
    expect(staff.subject).toBe(`New consultation request from Sorie Conteh (${reference})`);
    for (const line of [
      "Name: Sorie Conteh",
      "Phone: +232 77 123 456",
      "Email: sorie@example.com",
      "Practice area: Shipping Law",
      "Preferred lawyer: Isatu Bangura",
      `Preferred day: ${dayLabel(day)}`,
      "Source: Consultation form in an attorney's profile on the website",
      `Reference: ${reference}`,
      "Cargo detained at the port of Freetown.",
      `${SITE}/admin/inbox#item-${id}`,
    ]) {
      expect(staff.text).toContain(line);
    }
    expect(staff.html).toContain('href="tel:+23277123456"');

    const visitor = visitorMail(mails, "sorie@example.com");
    expect(visitor.rcptTo).toEqual(["sorie@example.com"]);
    expect(visitor.text).toContain(`Your reference: ${reference}`);
    expect(visitor.text).toContain("contact you to confirm a time");
    expect(visitor.text + visitor.html).not.toMatch(/Cargo|Shipping|Isatu/);
  });

  it("names the chat as the source of a chat booking, and sends no confirmation without an email", async () => {
    startSender();
    await createConsultationRequest({ name: "Fatmata", phone: "+232 76 000 111", description: "Land boundary" }, "chat");
    const [staff] = await smtp.waitFor(1);
    expect(staff.text).toContain("Source: Booking in the website's chat");
    expect(staff.text).toContain("Preferred lawyer: Any");
    expect(await OutboxMail.countDocuments()).toBe(1);
  });

  it("queues no more mail than the rate limit lets requests through", async () => {
    const address = from();
    const statuses = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (await call(consultations.POST, "/api/consultations", { body: { name: "Flood", email: "flood@example.com", description: "x" }, headers: address }))
          .status,
      );
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(await OutboxMail.countDocuments({ kind: "staff-notification" })).toBe(5);
    expect(await OutboxMail.countDocuments({ kind: "visitor-confirmation" })).toBe(5);
  });
});

describe("once per request", () => {
  it("never queues a second confirmation or notification for the same request", async () => {
    const stored = await createContactMessage({ name: "Once", email: "once@example.com", message: "Hello" });
    const again = {
      requestKind: "contact-message" as const,
      id: stored._id,
      reference: stored._id,
      source: "form" as const,
      name: "Once",
      email: "other@example.com",
      phone: "",
      practiceArea: null,
      attorneyName: "",
      preferredDate: "",
      matter: "x",
      receivedAt: new Date(),
    };
    const error = jest.spyOn(logger, "error");
    await enqueueRequestMails(again);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    expect(await OutboxMail.countDocuments({ "request.id": stored._id })).toBe(2);
    expect(await OutboxMail.countDocuments({ "to.address": "other@example.com" })).toBe(0);
  });
});

describe("a mail server that refuses or is away", () => {
  it("answers the visitor at once, retries, and delivers when the server accepts again", async () => {
    smtp.refuse = true;
    startSender();
    const started = Date.now();
    const answer = await call(contact.POST, "/api/contact", { body: { name: "Abu", email: "abu@example.com", message: "Urgent" }, headers: from() });
    expect(answer.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1500);
    await waitUntil(async () => (await OutboxMail.countDocuments({ attempts: { $gte: 2 }, status: "queued" })) > 0);
    const waiting = await OutboxMail.findOne({ attempts: { $gte: 2 } }).lean();
    expect(waiting!.lastError).toMatch(/451/);
    expect(smtp.received).toHaveLength(0);

    smtp.refuse = false;
    await smtp.waitFor(2);
    await waitUntil(async () => (await OutboxMail.countDocuments({ status: "sent" })) === 2);
    expect(smtp.received).toHaveLength(2);
  });

  it("keeps the mail while the server is down and sends it when the server is back", async () => {
    await smtp.stop();
    try {
      startSender();
      const answer = await call(consultations.POST, "/api/consultations", {
        body: { name: "Hawa", email: "hawa@example.com", description: "Divorce" },
        headers: from(),
      });
      expect(answer.status).toBe(201);
      await waitUntil(async () => (await OutboxMail.countDocuments({ attempts: { $gte: 1 }, status: "queued" })) === 2);
      expect((await OutboxMail.findOne().lean())!.lastError).toMatch(/ECONNREFUSED/);
    } finally {
      await smtp.start();
    }
    await smtp.waitFor(2);
    await waitUntil(async () => (await OutboxMail.countDocuments({ status: "sent" })) === 2);
  });

  it("marks the mail failed after the last try, and Resend starts it over", async () => {
    smtp.refuse = true;
    startSender();
    await call(contact.POST, "/api/contact", { body: { name: "Ibrahim", email: "ibrahim@example.com", message: "Hi" }, headers: from() });
    await waitUntil(async () => (await OutboxMail.countDocuments({ status: "failed" })) === 2);
    const failed = await OutboxMail.find().lean();
    expect(failed.map((mail) => mail.attempts)).toEqual([4, 4]);
    // Each try asked the server once per recipient: 2 staff addresses + 1 visitor, 4 times.
    expect(smtp.recipientsTried).toHaveLength(12);

    const listed = await call(outbox.GET, "/api/outbox", { token });
    expect(listed.body.mailConfigured).toBe(true);
    expect(listed.body.mails).toHaveLength(2);
    expect(listed.body.mails[0]).toMatchObject({ status: "failed", attempts: 4, lastError: expect.stringMatching(/451/) });
    expect(listed.body.mails[0]).not.toHaveProperty("html");

    smtp.refuse = false;
    const staffId = String(failed.find((mail) => mail.kind === "staff-notification")!._id);
    const visitorId = String(failed.find((mail) => mail.kind === "visitor-confirmation")!._id);
    for (const id of [staffId, visitorId]) {
      const again = await call(resend.POST, `/api/outbox/${id}/resend`, { token, params: { id }, method: "POST" });
      expect(again.status).toBe(200);
      expect(again.body.mail).toMatchObject({ status: "queued", attempts: 0 });
    }
    await smtp.waitFor(2);
    await waitUntil(async () => (await OutboxMail.countDocuments({ status: "sent" })) === 2);

    // A staff notification may go out again; a visitor's confirmation never twice.
    expect((await call(resend.POST, "/x", { token, params: { id: visitorId }, method: "POST" })).status).toBe(409);
    expect((await call(resend.POST, "/x", { token, params: { id: staffId }, method: "POST" })).status).toBe(200);
    await smtp.waitFor(3);
  });

  it("starts a failed mail over once however many Resend clicks arrive together", async () => {
    await createContactMessage({ name: "Fatu", message: "Hello", phone: "+232 76 000 111" });
    const mail = await OutboxMail.findOneAndUpdate({}, { $set: { status: "failed", attempts: 4, lastError: "451" } }, { returnDocument: "after" }).lean();
    const id = String(mail!._id);

    const answers = await Promise.all(Array.from({ length: 12 }, () => call(resend.POST, "/x", { token, params: { id }, method: "POST" })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(11).fill(409)]);

    startSender();
    await smtp.waitFor(1);
    await waitUntil(async () => (await OutboxMail.countDocuments({ status: "sent" })) === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
    expect(await OutboxMail.findById(id).lean()).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("several senders sharing one outbox", () => {
  it("deliver each mail exactly once", async () => {
    startSender();
    startSender();
    startSender();
    const count = 15;
    for (let i = 0; i < count; i += 1) {
      await createContactMessage({ name: `Visitor ${i}`, email: `visitor${i}@example.com`, message: `Message ${i}` });
    }
    await smtp.waitFor(count * 2);
    await waitUntil(async () => (await OutboxMail.countDocuments({ status: "sent" })) === count * 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(count * 2);
    const subjects = smtp.received.map((mail) => `${mail.rcptTo.join(",")} ${mail.subject}`);
    expect(new Set(subjects).size).toBe(count * 2);
  });

  it("take over a mail whose sender stopped mid-way once its lease runs out", async () => {
    await createContactMessage({ name: "Lost", email: "lost@example.com", message: "Hello" });
    // A sender claims both mails and dies before sending them.
    expect(await claimNextMail(300)).not.toBeNull();
    expect(await claimNextMail(300)).not.toBeNull();
    startSender();
    await smtp.waitFor(2);
    await waitUntil(async () => (await OutboxMail.countDocuments({ status: "sent", attempts: 2 })) === 2);
  });
});

describe("header injection", () => {
  it("delivers a name carrying line breaks and header text as plain text with no extra header", async () => {
    startSender();
    const name = "Eve\r\nBcc: victim@example.net\r\nX-Injected: yes <script>";
    const answer = await call(contact.POST, "/api/contact", {
      body: { name, email: "eve@example.com", message: "Subject: hijack\r\n\r\nbody" },
      headers: from(),
    });
    expect(answer.status).toBe(201);
    const mails = await smtp.waitFor(2);
    for (const mail of mails) {
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.headers.has("x-injected")).toBe(false);
      expect(mail.rcptTo).not.toContain("victim@example.net");
      expect(mail.headers.get("subject")).toHaveLength(1);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.html).not.toContain("<script>");
    }
    const staff = staffMail(mails);
    expect(staff.subject).toContain("Eve Bcc: victim@example.net X-Injected: yes <script>");
    expect(staff.html).toContain("X-Injected: yes &lt;script&gt;");
    expect(visitorMail(mails, "eve@example.com").rcptTo).toEqual(["eve@example.com"]);
    expect(smtp.recipientsTried.sort()).toEqual([...STAFF, "eve@example.com"].sort());
  });
});
