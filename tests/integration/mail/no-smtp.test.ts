/** @jest-environment node */
import * as firm from "@/app/api/admin/firm/route";
import * as contact from "@/app/api/contact/route";
import * as consultations from "@/app/api/consultations/route";
import * as inbox from "@/app/api/inbox/route";
import * as outbox from "@/app/api/outbox/route";
import * as resend from "@/app/api/outbox/[id]/resend/route";
import { startOutboxSender, stopOutboxSender } from "@/lib/mail/sender";
import { DEFAULT_FIRM_CONTACT } from "@/lib/firm";
import { ensureFirstAdmin } from "@/lib/seed/seed";
import { TEXTS } from "@/lib/texts";
import { OutboxMail } from "@/models/OutboxMail";
import { useTestDatabase } from "../../helpers/database";
import { startSmtpServer, type TestSmtpServer } from "../../helpers/smtp";
import { call, firstAdmin } from "../api/support";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // A sender address alone turns nothing on: without SMTP_URL no mail is queued or sent.
  delete process.env.SMTP_URL;
  process.env.MAIL_FROM = "no-reply@kamarachambers.sl";
});
useTestDatabase();
afterAll(async () => {
  await stopOutboxSender();
  await smtp.stop();
});

it("stores and lists requests as before, queues and sends nothing, and says so to staff", async () => {
  await ensureFirstAdmin(() => undefined);
  const { token } = await firstAdmin();
  startOutboxSender();

  const headers = { "x-client-ip": "203.0.113.50" };
  expect((await call(contact.POST, "/api/contact", { body: { name: "Kadiatu", email: "k@example.com", message: "Hello" }, headers })).status).toBe(201);
  expect((await call(consultations.POST, "/api/consultations", { body: { name: "Sorie", email: "s@example.com", description: "Land" }, headers })).status).toBe(
    201,
  );
  const listed = await call(inbox.GET, "/api/inbox", { token });
  expect(listed.body.messages).toHaveLength(1);
  expect(listed.body.consultations).toHaveLength(1);

  expect(await OutboxMail.countDocuments()).toBe(0);
  const delivery = await call(outbox.GET, "/api/outbox", { token });
  expect(delivery.status).toBe(200);
  expect(delivery.body).toEqual({ mailConfigured: false, mails: [] });

  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(smtp.recipientsTried).toEqual([]);
  expect(smtp.received).toEqual([]);
});

it("refuses Resend with the reason", async () => {
  const { token } = await firstAdmin();
  const mail = await OutboxMail.create({
    kind: "staff-notification",
    request: { kind: "contact-message", id: "6b07f93d118578b1efd1f315", reference: "6b07f93d118578b1efd1f315" },
    to: [{ address: "info@kamarachambers.sl" }],
    subject: "New contact message",
    text: "x",
    html: "<p>x</p>",
    status: "failed",
  });
  const id = String(mail._id);
  const answer = await call(resend.POST, `/api/outbox/${id}/resend`, { token, method: "POST", params: { id } });
  expect(answer.status).toBe(409);
  expect(answer.body.message).toBe(TEXTS.mailNotConfigured);
  expect((await OutboxMail.findById(id).lean())!.status).toBe("failed");
  expect((await call(resend.POST, "/api/outbox/x/resend", { token, method: "POST", params: { id: "not-an-id" } })).status).toBe(404);
});

it("keeps the staff's addresses for new requests in the firm details, checked and without repeats", async () => {
  const { token } = await firstAdmin();
  const put = (notificationEmails: unknown) =>
    call(firm.PUT, "/api/admin/firm", { method: "PUT", token, body: { ...DEFAULT_FIRM_CONTACT, notificationEmails } });
  expect((await put(["partners@kamarachambers.sl", "not an address"])).status).toBe(400);
  expect((await put(Array.from({ length: 6 }, (_, i) => `p${i}@kamarachambers.sl`))).status).toBe(400);
  expect((await put("partners@kamarachambers.sl")).status).toBe(400);
  const saved = await put(["Partners@Kamarachambers.sl", "partners@kamarachambers.sl", "duty@kamarachambers.sl"]);
  expect(saved.status).toBe(200);
  expect(saved.body.contact.notificationEmails).toEqual(["partners@kamarachambers.sl", "duty@kamarachambers.sl"]);
  expect((await call(firm.GET, "/api/admin/firm", { token })).body.contact.notificationEmails).toEqual([
    "partners@kamarachambers.sl",
    "duty@kamarachambers.sl",
  ]);
});
