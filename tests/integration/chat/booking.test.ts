/** @jest-environment node */
import { respondToMessage } from "@/lib/chat/engine";
import { CONVERSATION_IDLE_MS } from "@/lib/chat/conversation-store";
import { Attorney } from "@/models/Attorney";
import { ChatConversation } from "@/models/ChatConversation";
import { ConsultationRequest } from "@/models/ConsultationRequest";
import * as consultations from "@/app/api/consultations/route";
import * as inbox from "@/app/api/inbox/route";
import { newRequestReference } from "@/lib/services/request-reference";
import { createConsultationRequest, createContactMessage } from "@/lib/services/inbox";
import { useTestDatabase } from "../../helpers/database";
import { call, firstAdmin } from "../api/support";

useTestDatabase({ demoContent: true });

// The real generator, replaceable for one call to force a clash.
jest.mock("@/lib/services/request-reference", () => {
  const actual = jest.requireActual("@/lib/services/request-reference");
  return { ...actual, newRequestReference: jest.fn(actual.newRequestReference) };
});

// Wednesday 6 March 2030, 10:00 in Freetown: in the future, so no expiry sweep touches the test's state.
const NOW = new Date("2030-03-06T10:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

/** A visitor typing into one conversation, each reply a minute after the last. */
function visitor(start = NOW) {
  let conversationId: string | undefined;
  let clock = start.getTime();
  return {
    async say(message: string, at?: Date) {
      clock = at ? at.getTime() : clock + 60_000;
      const reply = await respondToMessage({ message, conversationId }, new Date(clock));
      conversationId = reply.conversationId;
      return reply;
    },
    get id() {
      return conversationId;
    },
  };
}

beforeEach(async () => {
  await ConsultationRequest.deleteMany({});
  await ChatConversation.deleteMany({});
});

/** The texts of a reply's choices, as the widget shows them. */
const choiceTexts = (reply: { choices?: { text: string }[] }) => (reply.choices ?? []).map((choice) => choice.text);

const REFERENCE = /\bKA-[23456789ABCDEFGHJKMNPQRSTWXYZ]{4}\b/;

/** A visitor who has given a name and a phone number, now at the area question. */
async function atArea(start = NOW) {
  const v = visitor(start);
  await v.say("book", start);
  await v.say("Aminata Sesay");
  const area = await v.say("+232 77 555 123");
  expect(area.intent).toBe("booking:area");
  return v;
}

/** A visitor at the day question, land law with any lawyer. */
async function atDay(start = NOW) {
  const v = await atArea(start);
  await v.say("Land Law");
  expect((await v.say("Any available lawyer")).intent).toBe("booking:day");
  return v;
}

describe("booking a consultation in the chat", () => {
  it("walks through every step, re-asking after each invalid answer, and stores the request after the summary is confirmed", async () => {
    const v = visitor();
    const start = await v.say("Schedule Consultation", NOW);
    expect(start.intent).toBe("booking");
    expect(start.response).toContain("full name");
    expect(start.choices).toBeUndefined();
    const bookingId = v.id;

    expect((await v.say("12345")).intent).toBe("booking:name");
    expect((await v.say("My name is Aminata Sesay")).response).toContain("Thank you, Aminata Sesay");

    const badContact = await v.say("call me maybe");
    expect(badContact.intent).toBe("booking:contact");
    expect(badContact.response).toContain("phone number");
    const areaQuestion = await v.say("you can reach me on +232 77 555 123 or aminata@example.com");
    expect(areaQuestion.response).toContain("Which area");
    expect(choiceTexts(areaQuestion)).toEqual([
      "Family Law",
      "Business Law",
      "Shipping Law",
      "Land Law",
      "Arbitration",
      "Contract Law",
      "Criminal Law",
      "Not sure",
    ]);

    const unknownArea = await v.say("astrology");
    expect(unknownArea.response).toContain("I did not recognise that area");
    expect(choiceTexts(unknownArea)).toContain("Land Law");
    const area = await v.say("a land dispute");
    expect(area.intent).toBe("booking:attorney");
    expect(area.response).toContain("Land Law");
    expect(choiceTexts(area)).toEqual(["Mohamed Conteh", "Hawa Turay", "Any available lawyer"]);

    expect((await v.say("Mr Nobody")).response).toContain("I did not find that lawyer");
    const dayQuestion = await v.say("conteh");
    expect(dayQuestion.intent).toBe("booking:day");
    // Wednesday 6 March: the next three working days, and an example two weeks ahead.
    expect(choiceTexts(dayQuestion)).toEqual(["Thu 7 Mar", "Fri 8 Mar", "Mon 11 Mar"]);
    expect(dayQuestion.response).toContain("such as 20/3/2030 or 20 Mar");

    expect((await v.say("someday")).response).toContain("could not read that day");
    expect((await v.say("2026-03-01")).response).toContain("not in the future");
    expect((await v.say("saturday")).response).toContain("Please choose one of those days");
    expect((await v.say("next monday")).intent).toBe("booking:matter");

    expect((await v.say("!!")).intent).toBe("booking:matter");
    const summary = await v.say("My neighbour built a wall on my plot in Waterloo");
    expect(summary.intent).toBe("booking:confirm");
    for (const part of [
      "Aminata Sesay",
      "+232 77 555 123, aminata@example.com",
      "Land Law",
      "Mohamed Conteh",
      "Monday, 11 March 2030",
      "My neighbour built a wall",
    ]) {
      expect(summary.response).toContain(part);
    }
    expect(choiceTexts(summary)).toEqual(["Confirm", "Change name", "Change phone or email", "Change area", "Change lawyer", "Change day", "Change matter"]);
    expect(await ConsultationRequest.countDocuments()).toBe(0);

    const unclear = await v.say("hmm");
    expect(unclear.intent).toBe("booking:confirm");
    expect(unclear.response).toContain('Please choose "Confirm"');

    const done = await v.say("Confirm");
    expect(done.intent).toBe("booking:complete");
    expect(done.response).toContain("Monday, 11 March 2030");
    expect(done.response).toContain("Mohamed Conteh");
    expect(done.response).toMatch(REFERENCE);
    expect(done.showOptions).toBe(true);
    expect(done.choices).toBeUndefined();
    expect(v.id).toBe(bookingId);

    const stored = await ConsultationRequest.find().lean();
    expect(stored).toHaveLength(1);
    const conteh = await Attorney.findOne({ name: "Mohamed Conteh" }).lean();
    expect(stored[0]).toMatchObject({
      name: "Aminata Sesay",
      phone: "+232 77 555 123",
      email: "aminata@example.com",
      practiceArea: "land",
      attorney: { id: conteh!._id, name: "Mohamed Conteh" },
      preferredDate: "2030-03-11",
      description: "My neighbour built a wall on my plot in Waterloo",
      source: "chat",
      status: "new",
      reference: done.response.match(REFERENCE)![0],
    });
    // The booking state is gone once the request is stored: nothing of the conversation is kept.
    expect(await ChatConversation.countDocuments()).toBe(0);
    expect((await v.say("hello")).intent).toBe("greeting");
  });

  it("is completed by choices alone once the name and contact are typed", async () => {
    const v = await atArea();
    const lawyers = await v.say("Family Law");
    expect(choiceTexts(lawyers)).toEqual(["Fatmata Kamara", "Hawa Turay", "Any available lawyer"]);
    const days = await v.say("Hawa Turay");
    await v.say(choiceTexts(days)[0]);
    await v.say("Inheritance of my father's house");
    expect((await v.say("Confirm")).intent).toBe("booking:complete");
    const [stored] = await ConsultationRequest.find().lean();
    expect(stored).toMatchObject({ practiceArea: "family", attorney: { name: "Hawa Turay" }, preferredDate: "2030-03-07" });
  });

  it("accepts 'not sure' and 'any' for the choices", async () => {
    const v = visitor();
    await v.say("I want to book an appointment", NOW);
    await v.say("Ibrahim Koroma");
    await v.say("ibrahim@example.com");
    const lawyers = await v.say("not sure");
    expect(lawyers.intent).toBe("booking:attorney");
    // With no area, every active lawyer is offered.
    expect(choiceTexts(lawyers)).toHaveLength((await Attorney.countDocuments({ isActive: true })) + 1);
    await v.say("any");
    await v.say("tomorrow");
    expect((await v.say("A question about a family business")).response).toContain("• Lawyer: Any available lawyer");
    await v.say("yes");
    const [stored] = await ConsultationRequest.find().lean();
    expect(stored).toMatchObject({
      name: "Ibrahim Koroma",
      email: "ibrahim@example.com",
      phone: "",
      practiceArea: null,
      attorney: null,
      preferredDate: "2030-03-07",
    });
  });

  it("takes 'any' at the area question as not sure", async () => {
    const v = await atArea();
    const lawyers = await v.say("any");
    expect(lawyers.intent).toBe("booking:attorney");
    expect(lawyers.response).not.toContain(" for ");
  });

  // Wednesday 6 March 2030: each way of writing a day, and the day it means.
  it.each([
    ["12/3/2030", "Tuesday, 12 March 2030"],
    ["12/03/2030", "Tuesday, 12 March 2030"],
    ["12-3-30", "Tuesday, 12 March 2030"],
    ["3 Apr", "Wednesday, 3 April 2030"],
    ["3rd April", "Wednesday, 3 April 2030"],
    ["April 3rd", "Wednesday, 3 April 2030"],
    ["tomorrow", "Thursday, 7 March 2030"],
    ["next Monday", "Monday, 11 March 2030"],
    ["friday", "Friday, 8 March 2030"],
    ["Mon 11 Mar", "Monday, 11 March 2030"],
    ["2030-03-12", "Tuesday, 12 March 2030"],
  ])("reads the day %s", async (typed, label) => {
    const v = await atDay();
    expect((await v.say(typed)).intent).toBe("booking:matter");
    expect((await v.say("Boundary dispute")).response).toContain(`• Preferred day: ${label}`);
  });

  it.each([
    ["6/3/2030", "not in the future"],
    ["9/3/2030", "Please choose one of those days"],
    ["31/2/2030", "could not read that day"],
    ["3/12", "within the next 6 months"],
  ])("refuses the day %s", async (typed, problem) => {
    const v = await atDay();
    const reply = await v.say(typed);
    expect(reply.intent).toBe("booking:day");
    expect(reply.response).toContain(problem);
    expect(choiceTexts(reply)).toHaveLength(3);
  });
});

describe("carrying over what the visitor already said", () => {
  async function throughContact(v: ReturnType<typeof visitor>) {
    await v.say("Aminata Sesay");
    return v.say("aminata@example.com");
  }

  it("skips the area asked about before booking", async () => {
    const v = visitor();
    expect((await v.say("I need help with a land dispute", NOW)).intent).not.toMatch(/^booking/);
    const start = await v.say("Schedule Consultation");
    expect(start.response).toContain("about Land Law");
    const next = await throughContact(v);
    expect(next.intent).toBe("booking:attorney");
    expect(choiceTexts(next)).toEqual(["Mohamed Conteh", "Hawa Turay", "Any available lawyer"]);
  });

  it("skips the lawyer asked about before booking, and the area when the lawyer has only one", async () => {
    const v = visitor();
    await v.say("Tell me about Mohamed Conteh", NOW);
    const start = await v.say("book");
    expect(start.response).toContain("with Mohamed Conteh");
    expect((await throughContact(v)).intent).toBe("booking:day");
    await v.say("tomorrow");
    const summary = await v.say("Title deed search");
    expect(summary.response).toContain("• Area: Land Law");
    expect(summary.response).toContain("• Lawyer: Mohamed Conteh");
  });

  it("takes the area and lawyer from the message that starts the booking", async () => {
    const v = visitor();
    const start = await v.say("Book an appointment about my divorce with Hawa Turay", NOW);
    expect(start.intent).toBe("booking");
    expect(start.response).toContain("about Family Law with Hawa Turay");
    expect((await throughContact(v)).intent).toBe("booking:day");
  });

  it("takes a lawyer named at the area question as the answer to both", async () => {
    const v = await atArea();
    const next = await v.say("I would like Ibrahim Jalloh");
    expect(next.intent).toBe("booking:day");
    await v.say("tomorrow");
    expect((await v.say("Bail for my brother")).response).toContain("• Area: Criminal Law");
  });

  it("asks again when a message names two areas, and never uses another conversation's topic", async () => {
    const other = visitor();
    await other.say("I need help with a land dispute", NOW);
    const v = visitor();
    await v.say("Is there parking?", NOW);
    await v.say("book");
    expect((await throughContact(v)).intent).toBe("booking:area");

    const both = visitor();
    await both.say("book about my land contract", NOW);
    expect((await throughContact(both)).intent).toBe("booking:area");
  });
});

describe("the summary", () => {
  async function atSummary() {
    const v = await atDay();
    await v.say("tomorrow");
    const summary = await v.say("Boundary dispute in Waterloo");
    expect(summary.intent).toBe("booking:confirm");
    return v;
  }

  it("changes the day and comes back to the summary", async () => {
    const v = await atSummary();
    const day = await v.say("Change day");
    expect(day.intent).toBe("booking:day");
    expect(choiceTexts(day)).toHaveLength(3);
    const summary = await v.say("Fri 8 Mar");
    expect(summary.intent).toBe("booking:confirm");
    expect(summary.response).toContain("Friday, 8 March 2030");
    expect(summary.response).toContain("Boundary dispute in Waterloo");
  });

  it("changing the area asks for the lawyer again", async () => {
    const v = await atSummary();
    expect((await v.say("Change area")).intent).toBe("booking:area");
    const lawyers = await v.say("Shipping Law");
    expect(choiceTexts(lawyers)).toEqual(["Isatu Bangura", "Any available lawyer"]);
    const summary = await v.say("Isatu Bangura");
    expect(summary.intent).toBe("booking:confirm");
    expect(summary.response).toContain("• Area: Shipping Law");
    expect(summary.response).toContain("• Lawyer: Isatu Bangura");
  });

  it.each([
    ["Change name", "booking:name"],
    ["change my phone", "booking:contact"],
    ["Change phone or email", "booking:contact"],
    ["Change lawyer", "booking:attorney"],
    ["change the matter", "booking:matter"],
    ["change", "booking:confirm"],
  ])("%s asks the right question", async (message, intent) => {
    const v = await atSummary();
    expect((await v.say(message)).intent).toBe(intent);
  });

  it("can still be cancelled, and nothing is stored", async () => {
    const v = await atSummary();
    expect((await v.say("cancel")).intent).toBe("booking:cancelled");
    expect(await ConsultationRequest.countDocuments()).toBe(0);
    expect(await ChatConversation.countDocuments()).toBe(0);
  });
});

describe("the reference", () => {
  it("is the same in the chat's confirmation, the stored request and the staff inbox", async () => {
    const v = await atDay();
    await v.say("tomorrow");
    await v.say("Boundary dispute");
    const done = await v.say("Confirm");
    const reference = done.response.match(REFERENCE)![0];
    const { token } = await firstAdmin();
    const { status, body } = await call(inbox.GET, "/api/inbox", { token });
    expect(status).toBe(200);
    expect((body.consultations as { reference: string }[]).map((item) => item.reference)).toEqual([reference]);
  });

  it("is given to requests from the website's form too, and differs between requests", async () => {
    const references = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const { status, body } = await call(consultations.POST, "/api/consultations", {
        method: "POST",
        body: { name: "Sorie", phone: "+232 77 123 456", description: "Cargo detained at the port." },
        headers: { "x-client-ip": `198.51.100.${i + 1}` },
      });
      expect(status).toBe(201);
      expect(body.reference).toMatch(REFERENCE);
      references.add(String(body.reference));
    }
    expect(references.size).toBe(3);
    const stored = await ConsultationRequest.find().lean();
    expect(new Set(stored.map((doc) => doc.reference))).toEqual(references);
  });

  it("a clash with a stored reference draws another", async () => {
    const taken = await createConsultationRequest({ name: "First", email: "a@example.com", description: "One" }, "website");
    const generator = jest.mocked(newRequestReference);
    generator.mockClear();
    generator.mockReturnValueOnce(taken.reference);
    const second = await createConsultationRequest({ name: "Second", email: "b@example.com", description: "Two" }, "website");
    expect(second.reference).toMatch(REFERENCE);
    expect(second.reference).not.toBe(taken.reference);
    expect(generator).toHaveBeenCalledTimes(2);
  });

  it("a contact message clashing with a stored message's reference draws another, and forty at once get forty references", async () => {
    const taken = await createContactMessage({ name: "First", email: "a@example.com", message: "One" });
    const generator = jest.mocked(newRequestReference);
    generator.mockClear();
    generator.mockReturnValueOnce(taken.reference);
    const second = await createContactMessage({ name: "Second", email: "b@example.com", message: "Two" });
    expect(second.reference).toMatch(REFERENCE);
    expect(second.reference).not.toBe(taken.reference);
    expect(generator).toHaveBeenCalledTimes(2);

    const many = await Promise.all(
      Array.from({ length: 40 }, (_, i) => createContactMessage({ name: `Visitor ${i}`, phone: "+232 76 000 111", message: "Hello" })),
    );
    expect(new Set([taken, second, ...many].map((message) => message.reference)).size).toBe(42);
  });
});

describe("cancelling and starting over", () => {
  it("cancels midway and keeps nothing", async () => {
    const v = visitor();
    await v.say("book", NOW);
    await v.say("Aminata Sesay");
    const cancelled = await v.say("Cancel");
    expect(cancelled.intent).toBe("booking:cancelled");
    expect(cancelled.showOptions).toBe(true);
    expect(await ChatConversation.countDocuments()).toBe(0);
    expect((await v.say("Aminata Sesay")).intent).not.toMatch(/^booking/);
    expect(await ConsultationRequest.countDocuments()).toBe(0);
  });

  it("starts over from the first question", async () => {
    const v = visitor();
    await v.say("book", NOW);
    await v.say("Aminata Sesay");
    await v.say("076 123 456");
    const restarted = await v.say("start over");
    expect(restarted.intent).toBe("booking:name");
    expect(restarted.response).toContain("full name");
    expect((await v.say("Fatu Bangura")).response).toContain("Thank you, Fatu Bangura");
  });

  it("forgets a booking left idle for more than 30 minutes", async () => {
    const v = visitor();
    await v.say("book", NOW);
    await v.say("Aminata Sesay", later(1));
    const stale = await v.say("aminata@example.com", later(1 + CONVERSATION_IDLE_MS / 60_000 + 1));
    expect(stale.intent).not.toMatch(/^booking/);
    expect(await ChatConversation.countDocuments()).toBe(0);
    expect(await ConsultationRequest.countDocuments()).toBe(0);
  });

  it("keeps an active booking alive while the visitor keeps answering", async () => {
    const v = visitor();
    await v.say("book", NOW);
    await v.say("Aminata Sesay", later(25));
    expect((await v.say("aminata@example.com", later(50))).intent).toBe("booking:area");
  });

  it("runs each booking under a fresh server-made id, never one the client chose", async () => {
    const chosen = "AAAAAAAAAAAAAAAAAAAAAA";
    const reply = await respondToMessage({ message: "book", conversationId: chosen }, NOW);
    expect(reply.conversationId).not.toBe(chosen);
    expect(await ChatConversation.exists({ conversationId: chosen })).toBeNull();
    const stored = await ChatConversation.findOne({ conversationId: reply.conversationId }).lean();
    expect(stored?.expiresAt.getTime()).toBe(NOW.getTime() + CONVERSATION_IDLE_MS);
  });
});
