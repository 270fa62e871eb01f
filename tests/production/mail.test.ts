import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { startProductionServer, until, useServerFolder } from "../helpers/production-server";

/**
 * The built server with SMTP_URL set: its sender starts with the server, a contact message is
 * answered at once and reaches staff and the visitor within seconds, and SIGTERM still exits 0.
 */
let smtp: TestSmtpServer;
const inFolder = useServerFolder("chambers-mail-", { afterKill: () => smtp?.stop() });

beforeAll(async () => {
  smtp = await startSmtpServer();
});

it("delivers the staff notification and the visitor confirmation of a new message, then stops cleanly", async () => {
  const server = await startProductionServer({
    DATA_DIR: inFolder("data"),
    UPLOADS_DIR: inFolder("uploads"),
    DEMO_CONTENT: "false",
    ADMIN_PASSWORD: "mail-admin-password",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Kamara Chambers <no-reply@kamarachambers.sl>",
    SITE_URL: "https://kamarachambers.sl",
  });
  // The sender starts with the server, before any request.
  await until("the sender to start", () => server.output().includes("Outgoing mail is on"), { timeoutMs: 20_000 });
  const post = (body: Record<string, string>) =>
    fetch(`${server.url}/api/contact`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  // A bot's message (honeypot filled) loads the route and is dropped: it must not produce mail.
  expect((await post({ name: "Bot", email: "bot@example.com", message: "Spam", website: "http://spam.example" })).status).toBe(201);

  const started = Date.now();
  const answer = await post({ name: "Kadiatu Kamara", email: "kadiatu@example.com", message: "A question about a lease." });
  expect(answer.status).toBe(201);
  const answeredIn = Date.now() - started;

  const mails = await until("two mails", () => smtp.received.length >= 2 && smtp.received, { timeoutMs: 20_000, everyMs: 50 });
  const deliveredIn = Date.now() - started;
  console.log(`contact message answered in ${answeredIn} ms; both mails delivered ${deliveredIn} ms after it was sent`);
  expect(mails.map((mail) => mail.rcptTo).sort()).toEqual([["info@kamarachambers.sl"], ["kadiatu@example.com"]]);
  const staff = mails.find((mail) => mail.rcptTo.includes("info@kamarachambers.sl"))!;
  expect(staff.text).toMatch(/Open it in the inbox: https:\/\/kamarachambers\.sl\/admin\/inbox#item-[0-9a-f]{24}/);
  expect(staff.text).toContain("A question about a lease.");

  await server.stop();
  expect(server.process.exitCode).toBe(0);
  expect(smtp.received).toHaveLength(2);
});
