/** @jest-environment node */
import { POST as chat } from "@/app/api/chat/route";
import { PUT as putFirm } from "@/app/api/admin/firm/route";
import * as consultations from "@/app/api/consultations/route";
import { respondToMessage } from "@/lib/chat/engine";
import { DEFAULT_FIRM_CONTACT, officeHoursLabel, type OfficeHours } from "@/lib/firm";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { TEXTS } from "@/lib/texts";
import { ConsultationRequest } from "@/models/ConsultationRequest";
import { OutboxMail } from "@/models/OutboxMail";
import { useTestDatabase } from "../../helpers/database";
import { call, firstAdmin } from "../api/support";

// Mail is queued (not sent: no sender runs here) only when SMTP is configured.
beforeAll(() => {
  process.env.SMTP_URL = "smtp://127.0.0.1:2525";
  process.env.MAIL_FROM = "no-reply@kamarachambers.sl";
});
useTestDatabase({ demoContent: true });

/** Hours unlike the defaults in every way: other days, a half-hour closing, a Saturday. */
const HOURS: OfficeHours = [
  { days: [2, 4], opens: "10:00", closes: "14:30" },
  { days: [6], opens: "08:00", closes: "12:00" },
];
const LABEL = "Tuesday and Thursday 10 AM to 2:30 PM; Saturday 8 AM to 12 PM";
const DEFAULT_LABEL = officeHoursLabel(DEFAULT_FIRM_CONTACT.officeHours);

// Wednesday 6 March 2030, 10:00 in Freetown (GMT): open by the default hours, closed by HOURS.
const WEDNESDAY = new Date("2030-03-06T10:00:00Z");

/** One visitor's chat from `start`: each message a minute after the last unless its time is given. */
function conversation(start: Date) {
  let conversationId: string | undefined;
  let clock = start.getTime();
  return async (message: string, at = clock + 60_000) => {
    clock = at;
    const reply = await respondToMessage({ message, conversationId }, new Date(clock));
    conversationId = reply.conversationId;
    return reply;
  };
}

beforeAll(async () => {
  const { token } = await firstAdmin();
  const saved = await call(putFirm, "/api/admin/firm", { method: "PUT", token, body: { ...DEFAULT_FIRM_CONTACT, officeHours: HOURS } });
  expect(saved.status).toBe(200);
  expect(officeHoursLabel(HOURS)).toBe(LABEL);
});

let address = 0;
function send(message: string) {
  return call(chat, "/api/chat", { method: "POST", body: { message }, headers: { [CLIENT_ADDRESS_HEADER]: `10.1.0.${++address}` } });
}

describe("the chat answers with the hours staff saved", () => {
  it.each(["what are your opening hours", "what is your phone number", "where is your office", "contact details"])("to %s", async (message) => {
    const { status, body } = await send(message);
    expect(status).toBe(200);
    expect(body.response).toContain(LABEL);
    expect(body.response).not.toContain(DEFAULT_LABEL);
  });

  it.each([
    ["on a day the office no longer opens", WEDNESDAY, "We are closed right now. We open again tomorrow at 10 AM."],
    ["during the new hours", new Date("2030-03-07T11:00:00Z"), "We are open right now, until 2:30 PM today."],
    ["after the new closing time", new Date("2030-03-07T15:00:00Z"), "We are closed right now. We open again on Saturday at 8 AM."],
  ])("says whether the office is open now %s", async (_label, now, expected) => {
    const reply = await respondToMessage({ message: "are you open now?" }, now);
    expect(reply.response).toContain(expected);
  });

  it.each([
    ["the day before an open day", WEDNESDAY, "are you open tomorrow?", "Tomorrow, Thursday, we are open from 10 AM to 2:30 PM."],
    ["in shorthand and Krio", WEDNESDAY, "wat time una open 2moro", "Tomorrow, Thursday, we are open from 10 AM to 2:30 PM."],
    [
      "the day before a closed day",
      new Date("2030-03-07T11:00:00Z"),
      "are you open tomorrow",
      "We are closed tomorrow, Friday. We open again on Saturday at 8 AM.",
    ],
    [
      "on a Friday evening, before a Saturday morning",
      new Date("2030-03-08T18:00:00Z"),
      "what time do you open tomorrow",
      "Tomorrow, Saturday, we are open from 8 AM to 12 PM.",
    ],
  ])("says whether the office opens tomorrow, asked %s", async (_label, now, message, expected) => {
    const reply = await respondToMessage({ message }, now);
    expect(reply.response).toContain(LABEL);
    expect(reply.response).toContain(expected);
    expect(reply.response).not.toContain("right now");
  });
});

describe("a booking in the chat", () => {
  it("offers only days the office opens and refuses a day it is now closed", async () => {
    const say = conversation(WEDNESDAY);
    await say("book");
    await say("Aminata Sesay");
    await say("+232 77 555 123");
    await say("Land Law");
    const day = await say("Any available lawyer");
    expect(day.intent).toBe("booking:day");
    expect(day.response).toContain(`We meet clients ${LABEL}.`);
    expect(day.choices?.map((choice) => choice.text)).toEqual(["Thu 7 Mar", "Sat 9 Mar", "Tue 12 Mar"]);

    // Monday was a working day by the default hours; it is closed now.
    const refused = await say("next monday");
    expect(refused.intent).toBe("booking:day");
    expect(refused.response).toContain(`We meet clients ${LABEL}. Please choose one of those days.`);
    expect((await say("11/3/2030")).intent).toBe("booking:day");

    // Saturday was closed by the default hours; it is open now.
    expect((await say("saturday")).intent).toBe("booking:matter");
    const summary = await say("Boundary dispute in Waterloo");
    expect(summary.response).toContain("Saturday, 9 March 2030");
  });
});

describe("a booking confirmed after staff changed the hours", () => {
  it("asks for the day again when the day picked is now closed, and stores nothing until then", async () => {
    const { token } = await firstAdmin();
    const say = conversation(WEDNESDAY);
    for (const answer of ["book", "Fatu Kamara", "+232 77 555 777", "Land Law", "Any available lawyer", "saturday", "Boundary dispute in Lumley"])
      await say(answer);
    const before = await ConsultationRequest.countDocuments();

    // While the visitor reads the summary, staff stop opening on Saturdays.
    const weekdaysOnly: OfficeHours = [{ days: [2, 4], opens: "10:00", closes: "14:30" }];
    const saved = await call(putFirm, "/api/admin/firm", { method: "PUT", token, body: { ...DEFAULT_FIRM_CONTACT, officeHours: weekdaysOnly } });
    expect(saved.status).toBe(200);
    try {
      const refused = await say("Confirm");
      expect(refused.intent).toBe("booking:day");
      expect(refused.response).toContain(TEXTS.closedDay("Tuesday and Thursday 10 AM to 2:30 PM"));
      expect(refused.choices?.map((choice) => choice.text)).toEqual(["Thu 7 Mar", "Tue 12 Mar", "Thu 14 Mar"]);
      expect(await ConsultationRequest.countDocuments()).toBe(before);

      // Only the day is asked again; the rest of the summary is kept.
      const summary = await say("Thu 7 Mar");
      expect(summary.intent).toBe("booking:confirm");
      expect(summary.response).toContain("Thursday, 7 March 2030");
      expect(summary.response).toContain("Boundary dispute in Lumley");
      const done = await say("Confirm");
      expect(done.intent).toBe("booking:complete");
      const stored = await ConsultationRequest.findOne({ name: "Fatu Kamara" }).lean();
      expect(stored).toMatchObject({ preferredDate: "2030-03-07", source: "chat", description: "Boundary dispute in Lumley" });
      expect(await ConsultationRequest.countDocuments()).toBe(before + 1);
    } finally {
      await call(putFirm, "/api/admin/firm", { method: "PUT", token, body: { ...DEFAULT_FIRM_CONTACT, officeHours: HOURS } });
    }
  });

  it("asks for the day again when the day picked is today by the time of confirming", async () => {
    // Late on Wednesday evening, so that "tomorrow" has come before the visitor confirms.
    const say = conversation(new Date("2030-03-06T23:40:00Z"));
    for (const answer of ["book", "Musa Bangura", "+232 77 555 888", "Land Law", "Any available lawyer", "tomorrow", "A lease"]) await say(answer);
    const before = await ConsultationRequest.countDocuments();
    // The summary is confirmed just after midnight, on the Thursday itself.
    const late = await say("Confirm", new Date("2030-03-07T00:05:00Z").getTime());
    expect(late.intent).toBe("booking:day");
    expect(late.response).toContain(TEXTS.dayNotInFuture);
    expect(await ConsultationRequest.countDocuments()).toBe(before);
  });
});

describe("the visitor's confirmation mail", () => {
  it("gives the hours staff saved", async () => {
    const { status } = await call(consultations.POST, "/api/consultations", {
      body: { name: "Sorie Conteh", email: "sorie@example.com", description: "Cargo held at the port." },
      headers: { [CLIENT_ADDRESS_HEADER]: "10.2.0.1" },
    });
    expect(status).toBe(201);
    const mail = await OutboxMail.findOne({ kind: "visitor-confirmation" }).lean();
    expect(mail?.text).toContain(`Our office is open ${LABEL} (Freetown time, GMT).`);
    expect(mail?.html).toContain(`Our office is open ${LABEL} (Freetown time, GMT).`);
    expect(`${mail?.text}${mail?.html}`).not.toContain(DEFAULT_LABEL);
  });
});
