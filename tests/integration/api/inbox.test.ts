/** @jest-environment node */
import * as contact from "@/app/api/contact/route";
import * as consultations from "@/app/api/consultations/route";
import * as inbox from "@/app/api/inbox/route";
import * as inboxMessage from "@/app/api/inbox/messages/[id]/route";
import * as inboxConsultation from "@/app/api/inbox/consultations/[id]/route";
import * as firm from "@/app/api/admin/firm/route";
import { addDays, freetownTime, nextWorkingDays, weekdayOf } from "@/lib/chat/calendar";
import { DEFAULT_FIRM_CONTACT, DEFAULT_OFFICE_HOURS, officeHoursLabel, type OfficeHours } from "@/lib/firm";
import { ensureFirstAdmin } from "@/lib/seed/seed";
import { createConsultationRequest } from "@/lib/services/inbox";
import { Attorney } from "@/models/Attorney";
import { ConsultationRequest } from "@/models/ConsultationRequest";
import { ContactMessage } from "@/models/ContactMessage";
import { RateLimit } from "@/models/RateLimit";
import { TEXTS } from "@/lib/texts";
import { clearCollections, useTestDatabase } from "../../helpers/database";
import { attorneyBody, call, firstAdmin, snapshot } from "./support";

useTestDatabase();

let token = "";
let activeAttorney = { id: "", name: "" };
let inactiveAttorneyId = "";

beforeEach(async () => {
  await clearCollections();
  await ensureFirstAdmin(() => undefined);
  token = (await firstAdmin()).token;
  const active = await Attorney.create(attorneyBody({ name: "Isatu Bangura" }));
  activeAttorney = { id: String(active._id), name: active.name };
  inactiveAttorneyId = String((await Attorney.create(attorneyBody({ name: "Augustine Cole", isActive: false })))._id);
});

const from = (address: string) => ({ "x-client-ip": address });
const message = { name: "Kadiatu", email: "kadiatu@example.com", message: "I need advice on a lease." };
// A day the office opens (by the default hours) a little ahead, whenever the tests run.
const OPEN_DAY = nextWorkingDays(new Date(), 2, DEFAULT_OFFICE_HOURS)[1];
const consultation = {
  name: "Sorie",
  phone: "+232 77 123 456",
  practiceArea: "shipping",
  preferredDate: OPEN_DAY,
  description: "Cargo detained at the port.",
};

describe("POST /contact", () => {
  it("answers with the message's short reference, the one staff see with it in the inbox", async () => {
    const { status, body } = await call(contact.POST, "/api/contact", { body: message, headers: from("203.0.113.9") });
    expect(status).toBe(201);
    expect(body.message).toBe(TEXTS.contactThanks);
    expect(body.reference).toMatch(/^KA-[2-9A-HJKMNP-TW-Z]{4}$/);
    const listed = await call(inbox.GET, "/api/inbox", { token });
    expect(listed.body.messages).toEqual([expect.objectContaining({ reference: body.reference, name: "Kadiatu" })]);
    expect((await ContactMessage.findOne().lean())!.reference).toBe(body.reference);
  });

  it("gives a bot filling the honeypot a reference too, and stores nothing", async () => {
    const { status, body } = await call(contact.POST, "/api/contact", { body: { ...message, website: "x" }, headers: from("203.0.113.10") });
    expect(status).toBe(201);
    expect(body.reference).toMatch(/^KA-/);
    expect(await ContactMessage.countDocuments()).toBe(0);
  });

  it("stores the message and thanks the sender", async () => {
    const { status, body } = await call(contact.POST, "/api/contact", { body: message, headers: from("203.0.113.1") });
    expect(status).toBe(201);
    expect(body.message).toMatch(/^Thank you/);
    expect(await ContactMessage.findOne().lean()).toMatchObject({ ...message, status: "new" });
  });

  it("takes a phone number instead of an email, and the inbox lists it", async () => {
    const body = { name: message.name, phone: "+232 76 555 123", message: message.message };
    const { status } = await call(contact.POST, "/api/contact", { body, headers: from("203.0.113.5") });
    expect(status).toBe(201);
    expect(await ContactMessage.findOne().lean()).toMatchObject({ name: "Kadiatu", email: "", phone: "+232 76 555 123", status: "new" });
    const listed = await call(inbox.GET, "/api/inbox", { token });
    expect(listed.body.messages).toEqual([expect.objectContaining({ name: "Kadiatu", email: "", phone: "+232 76 555 123" })]);
  });

  it.each([
    ["neither a phone nor an email", { name: "Kadiatu", message: "Hello" }, { phone: TEXTS.phoneOrEmailRequired }],
    ["empty phone and email", { name: "Kadiatu", email: "", phone: "", message: "Hello" }, { phone: TEXTS.phoneOrEmailRequired }],
    ["a phone that is not a number", { name: "Kadiatu", phone: "call me", message: "Hello" }, { phone: "Phone is invalid" }],
  ])("refuses %s and stores nothing", async (_label, body, errors) => {
    const before = await snapshot();
    const answer = await call(contact.POST, "/api/contact", { body, headers: from("203.0.113.6") });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
    expect(await snapshot()).toBe(before);
  });

  it("thanks a bot that fills the honeypot and stores nothing", async () => {
    const before = await snapshot();
    const { status } = await call(contact.POST, "/api/contact", { body: { ...message, website: "http://spam.example" }, headers: from("203.0.113.2") });
    expect(status).toBe(201);
    expect(await snapshot()).toBe(before);
  });

  it("allows five messages per address in ten minutes", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await call(contact.POST, "/api/contact", { body: message, headers: from("203.0.113.3") })).status).toBe(201);
    }
    const limited = await call(contact.POST, "/api/contact", { body: message, headers: from("203.0.113.3") });
    expect(limited.status).toBe(429);
    expect(limited.response.headers.get("retry-after")).toBeTruthy();
    expect(await ContactMessage.countDocuments()).toBe(5);
    expect((await call(contact.POST, "/api/contact", { body: message, headers: from("203.0.113.4") })).status).toBe(201);
  });
});

describe("POST /consultations", () => {
  it("stores the request with the chosen active attorney", async () => {
    const { status, body } = await call(consultations.POST, "/api/consultations", {
      body: { ...consultation, attorneyId: activeAttorney.id },
      headers: from("198.51.100.5"),
    });
    expect(status).toBe(201);
    expect(body.message).toBe(TEXTS.consultationThanks);
    const stored = await ConsultationRequest.findOne().lean();
    expect(stored).toMatchObject({ name: "Sorie", practiceArea: "shipping", preferredDate: OPEN_DAY, source: "website", status: "new" });
    expect(stored!.attorney).toMatchObject({ name: activeAttorney.name });
    expect(String(stored!.attorney!.id)).toBe(activeAttorney.id);
  });

  it("answers with the request's short reference, the one staff see with it in the inbox", async () => {
    const { status, body } = await call(consultations.POST, "/api/consultations", { body: consultation, headers: from("198.51.100.10") });
    expect(status).toBe(201);
    expect(body.reference).toMatch(/^KA-[2-9A-HJKMNP-TW-Z]{4}$/);
    const listed = await call(inbox.GET, "/api/inbox", { token });
    expect(listed.body.consultations).toEqual([expect.objectContaining({ reference: body.reference, name: "Sorie" })]);
  });

  it.each([
    ["an inactive attorney", () => inactiveAttorneyId],
    ["an attorney that does not exist", () => "0123456789abcdef01234567"],
    ["a malformed attorney id", () => "robert'); drop"],
  ])("refuses %s with 'Unknown attorney' and stores nothing", async (_label, attorneyId) => {
    const before = await snapshot();
    const { status, body } = await call(consultations.POST, "/api/consultations", {
      body: { ...consultation, attorneyId: attorneyId() },
      headers: from("198.51.100.6"),
    });
    expect(status).toBe(400);
    expect(body.message).toBe("Unknown attorney");
    expect(await snapshot()).toBe(before);
  });

  describe("checks the preferred date against the office hours staff saved", () => {
    /** Tuesdays and Saturdays only, so a weekday open by the default hours is closed. */
    const HOURS: OfficeHours = [{ days: [2, 6], opens: "10:00", closes: "13:00" }];
    const CLOSED = TEXTS.closedDay(officeHoursLabel(HOURS));
    /** The first day after today with the given weekday. */
    const nextWeekday = (weekday: number) => {
      let day = addDays(freetownTime(new Date()).day, 1);
      while (weekdayOf(day) !== weekday) day = addDays(day, 1);
      return day;
    };

    beforeEach(async () => {
      const saved = await call(firm.PUT, "/api/admin/firm", { method: "PUT", token, body: { ...DEFAULT_FIRM_CONTACT, officeHours: HOURS } });
      expect(saved.status).toBe(200);
    });
    afterEach(async () => {
      await call(firm.PUT, "/api/admin/firm", { method: "PUT", token, body: DEFAULT_FIRM_CONTACT });
    });

    it.each([
      ["a Monday, open by the default hours but no longer", () => nextWeekday(1), CLOSED],
      ["a Sunday", () => nextWeekday(0), CLOSED],
      ["today", () => freetownTime(new Date()).day, TEXTS.dayNotInFuture],
      ["a day in the past", () => addDays(freetownTime(new Date()).day, -3), TEXTS.dayNotInFuture],
    ])("refuses %s with a field error and stores nothing", async (_label, day, error) => {
      const before = await snapshot();
      const { status, body } = await call(consultations.POST, "/api/consultations", {
        body: { ...consultation, preferredDate: day() },
        headers: from("198.51.100.20"),
      });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ preferredDate: error });
      expect(await snapshot()).toBe(before);
    });

    it("takes a day the office now opens, and no day at all", async () => {
      const saturday = nextWeekday(6);
      const first = await call(consultations.POST, "/api/consultations", {
        body: { ...consultation, preferredDate: saturday },
        headers: from("198.51.100.21"),
      });
      expect(first.status).toBe(201);
      const second = await call(consultations.POST, "/api/consultations", { body: { ...consultation, preferredDate: "" }, headers: from("198.51.100.21") });
      expect(second.status).toBe(201);
      expect((await ConsultationRequest.find().sort({ createdAt: 1 }).lean()).map((stored) => stored.preferredDate)).toEqual([saturday, ""]);
    });
  });

  it("needs a phone number or an email address", async () => {
    const { status, body } = await call(consultations.POST, "/api/consultations", { body: { name: "X", description: "Help" }, headers: from("198.51.100.7") });
    expect(status).toBe(400);
    expect(body.errors.phone).toBe("Please give a phone number or an email address");
  });

  it("limits requests per address", async () => {
    for (let i = 0; i < 5; i += 1) await call(consultations.POST, "/api/consultations", { body: consultation, headers: from("198.51.100.8") });
    expect((await call(consultations.POST, "/api/consultations", { body: consultation, headers: from("198.51.100.8") })).status).toBe(429);
    expect(await ConsultationRequest.countDocuments()).toBe(5);
  });

  it("honeypot: thanks and stores nothing", async () => {
    const { status } = await call(consultations.POST, "/api/consultations", { body: { ...consultation, website: "x" }, headers: from("198.51.100.9") });
    expect(status).toBe(201);
    expect(await ConsultationRequest.countDocuments()).toBe(0);
  });

  it("createConsultationRequest stores chat bookings with their source", async () => {
    const stored = await createConsultationRequest(
      { name: "Chat Visitor", email: "c@example.com", description: "Land boundary", attorneyId: activeAttorney.id },
      "chat",
    );
    expect(stored).toMatchObject({ source: "chat", attorney: activeAttorney, status: "new" });
    await expect(
      createConsultationRequest({ name: "C", email: "c@example.com", description: "d", attorneyId: inactiveAttorneyId }, "chat"),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe("inbox", () => {
  beforeEach(() => RateLimit.deleteMany({}));

  async function fill() {
    await call(contact.POST, "/api/contact", { body: { ...message, name: "Older" }, headers: from("192.0.2.1") });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call(contact.POST, "/api/contact", { body: { ...message, name: "Newer" }, headers: from("192.0.2.1") });
    await call(consultations.POST, "/api/consultations", { body: consultation, headers: from("192.0.2.1") });
  }

  it("lists messages and consultations newest first with the unread count", async () => {
    await fill();
    const { status, body } = await call(inbox.GET, "/api/inbox", { token });
    expect(status).toBe(200);
    expect(body.messages.map((m: { name: string }) => m.name)).toEqual(["Newer", "Older"]);
    expect(body.consultations).toHaveLength(1);
    expect(body.unread).toBe(3);
  });

  it("marks items read or handled and deletes them", async () => {
    await fill();
    const { body } = await call(inbox.GET, "/api/inbox", { token });
    const messageId = body.messages[0]._id;
    const consultationId = body.consultations[0]._id;

    const read = await call(inboxMessage.PATCH, "/api/inbox/messages/x", { method: "PATCH", token, params: { id: messageId }, body: { status: "read" } });
    expect(read.status).toBe(200);
    expect(read.body.contactMessage.status).toBe("read");
    const handled = await call(inboxConsultation.PATCH, "/api/inbox/consultations/x", {
      method: "PATCH",
      token,
      params: { id: consultationId },
      body: { status: "handled" },
    });
    expect(handled.body.consultation.status).toBe("handled");
    expect((await call(inbox.GET, "/api/inbox", { token })).body.unread).toBe(1);

    expect((await call(inboxMessage.DELETE, "/api/inbox/messages/x", { method: "DELETE", token, params: { id: messageId } })).status).toBe(200);
    expect((await call(inboxConsultation.DELETE, "/api/inbox/consultations/x", { method: "DELETE", token, params: { id: consultationId } })).status).toBe(200);
    const after = (await call(inbox.GET, "/api/inbox", { token })).body;
    expect(after.messages).toHaveLength(1);
    expect(after.consultations).toHaveLength(0);
  });

  it("does not mix the two kinds: a message id is unknown to the consultation routes", async () => {
    await fill();
    const { body } = await call(inbox.GET, "/api/inbox", { token });
    const { status } = await call(inboxConsultation.PATCH, "/api/inbox/consultations/x", {
      method: "PATCH",
      token,
      params: { id: body.messages[0]._id },
      body: { status: "read" },
    });
    expect(status).toBe(404);
  });
});
