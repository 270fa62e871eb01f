/** @jest-environment node */
import { respondToMessage } from "@/lib/chat/engine";
import { CONVERSATION_IDLE_MS } from "@/lib/chat/conversation-store";
import { Attorney } from "@/models/Attorney";
import { ChatConversation } from "@/models/ChatConversation";
import { ConsultationRequest } from "@/models/ConsultationRequest";
import { useTestDatabase } from "../../helpers/database";

useTestDatabase({ demoContent: true });

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

describe("booking a consultation in the chat", () => {
  it("walks through every step, re-asking after each invalid answer, and stores the request", async () => {
    const v = visitor();
    const start = await v.say("Schedule Consultation", NOW);
    expect(start.intent).toBe("booking");
    expect(start.response).toContain("full name");
    const bookingId = v.id;

    expect((await v.say("12345")).intent).toBe("booking:name");
    expect((await v.say("My name is Aminata Sesay")).response).toContain("Thank you, Aminata Sesay");

    const badContact = await v.say("call me maybe");
    expect(badContact.intent).toBe("booking:contact");
    expect(badContact.response).toContain("phone number");
    expect((await v.say("you can reach me on +232 77 555 123 or aminata@example.com")).response).toContain("Which area");

    expect((await v.say("astrology")).response).toContain("I did not recognise that area");
    const area = await v.say("a land dispute");
    expect(area.intent).toBe("booking:attorney");
    expect(area.response).toContain("Mohamed Conteh");
    expect(area.response).not.toContain("Fatmata Kamara");

    expect((await v.say("Mr Nobody")).response).toContain("I did not find that lawyer");
    expect((await v.say("conteh")).intent).toBe("booking:day");

    expect((await v.say("someday")).response).toContain("could not read that day");
    expect((await v.say("2026-03-01")).response).toContain("not in the future");
    expect((await v.say("saturday")).response).toContain("Please choose a weekday");
    expect((await v.say("next monday")).intent).toBe("booking:matter");

    expect((await v.say("!!")).intent).toBe("booking:matter");
    const done = await v.say("My neighbour built a wall on my plot in Waterloo");
    expect(done.intent).toBe("booking:complete");
    expect(done.response).toContain("Monday, 11 March 2030");
    expect(done.response).toContain("Mohamed Conteh");
    expect(done.showOptions).toBe(true);
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
    });
    // The booking state is gone once the request is stored: nothing of the conversation is kept.
    expect(await ChatConversation.countDocuments()).toBe(0);
    expect((await v.say("hello")).intent).toBe("greeting");
  });

  it("accepts numbers, 'not sure' and 'any' for the choices", async () => {
    const v = visitor();
    await v.say("I want to book an appointment", NOW);
    await v.say("Ibrahim Koroma");
    await v.say("ibrahim@example.com");
    const areaChoice = await v.say("8");
    expect(areaChoice.intent).toBe("booking:attorney");
    await v.say("any");
    await v.say("tomorrow");
    await v.say("A question about a family business");
    const [stored] = await ConsultationRequest.find().lean();
    expect(stored).toMatchObject({ name: "Ibrahim Koroma", email: "ibrahim@example.com", phone: "", practiceArea: null, attorney: null, preferredDate: "2030-03-07" });
  });

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
