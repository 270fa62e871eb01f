/** @jest-environment node */
import { POST as chat } from "@/app/api/chat/route";
import { GET as publicQuickReplies } from "@/app/api/quick-replies/route";
import { PUT as putFirm } from "@/app/api/admin/firm/route";
import { PATCH as patchQuickReply } from "@/app/api/admin/quick-replies/[id]/route";
import { CACHE_TAGS, invalidate } from "@/lib/cache";
import { CHAT_MESSAGES } from "@/lib/collections/chat";
import { DEFAULT_QUICK_REPLIES } from "@/lib/collections/quick-reply";
import { DEFAULT_FIRM_CONTACT } from "@/lib/firm";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { TEXTS } from "@/lib/texts";
import { Attorney } from "@/models/Attorney";
import { ChatConversation } from "@/models/ChatConversation";
import { useTestDatabase } from "../../helpers/database";
import { call, firstAdmin } from "../api/support";

useTestDatabase({ demoContent: true });

let address = 0;
/** Each test speaks from its own address so the rate limit only bites where it is tested. */
function send(body: unknown, options: { raw?: string; ip?: string } = {}) {
  return call(chat, "/api/chat", { method: "POST", body, raw: options.raw, headers: { [CLIENT_ADDRESS_HEADER]: options.ip ?? `10.0.0.${++address}` } });
}

describe("POST /api/chat", () => {
  it("answers in the agreed shape, with the quick replies when options help", async () => {
    const { status, body } = await send({ message: "hello" });
    expect(status).toBe(200);
    expect(body.response).toBe(TEXTS.chatGreeting("Kamara & Associates Chambers"));
    expect(body.showOptions).toBe(true);
    expect(body.conversationId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.quickReplies).toEqual(DEFAULT_QUICK_REPLIES.map(({ text, icon, description }) => ({ id: expect.any(String), text, icon, description })));
  });

  it("leaves the quick replies out when no options are offered", async () => {
    const { body } = await send({ message: "my brother has been arrested" });
    expect(body.showOptions).toBe(false);
    expect(body).not.toHaveProperty("quickReplies");
    expect(body.response).toContain(DEFAULT_FIRM_CONTACT.phone);
    expect(body.response).toContain("Ibrahim Jalloh");
  });

  it("names active attorneys only, and follows a deactivation at once", async () => {
    const before = await send({ message: "I need help with a divorce" });
    expect(before.body.response).toContain("Fatmata Kamara");
    expect(String(before.body.response).endsWith(TEXTS.notLegalAdvice)).toBe(true);
    await Attorney.updateOne({ name: "Fatmata Kamara" }, { $set: { isActive: false } });
    invalidate(CACHE_TAGS.attorneys);
    const after = await send({ message: "I need help with a divorce" });
    expect(after.body.response).not.toContain("Fatmata Kamara");
    expect(after.body.response).toContain("Hawa Turay");
    const byName = await send({ message: "Tell me about Fatmata Kamara" });
    expect(byName.body.response).not.toContain("Senior Partner");
    await Attorney.updateOne({ name: "Fatmata Kamara" }, { $set: { isActive: true } });
    invalidate(CACHE_TAGS.attorneys);
  });

  it("gives the phone staff saved in the firm details", async () => {
    const { token } = await firstAdmin();
    const contact = { ...DEFAULT_FIRM_CONTACT, phone: "+232 99 555 000" };
    expect((await call(putFirm, "/api/admin/firm", { method: "PUT", token, body: contact })).status).toBe(200);
    const { body } = await send({ message: "what is your phone number" });
    expect(body.response).toContain("+232 99 555 000");
    expect(body.response).not.toContain(DEFAULT_FIRM_CONTACT.phone);
    await call(putFirm, "/api/admin/firm", { method: "PUT", token, body: DEFAULT_FIRM_CONTACT });
  });

  it("says whether the office is open now", async () => {
    const { body } = await send({ message: "are you open now?" });
    expect(body.response).toMatch(/We are (open|closed) right now/);
  });

  it("defers questions that need a lawyer and never states the law", async () => {
    const { body } = await send({ message: "Can I get custody of my children if I divorce?" });
    expect(body.response).toContain("needs a lawyer's judgement");
    expect(body.response).toContain("Fatmata Kamara");
    expect(body.response).toContain(DEFAULT_FIRM_CONTACT.phone);
    expect(String(body.response).endsWith(TEXTS.notLegalAdvice)).toBe(true);
  });

  it("starts fresh for an unknown or malformed conversation id", async () => {
    const before = await ChatConversation.countDocuments();
    for (const conversationId of ["AAAAAAAAAAAAAAAAAAAAAA", "not-an-id", ""]) {
      const { status, body } = await send({ message: "hi", conversationId });
      expect(status).toBe(200);
      expect(body.conversationId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    expect(await ChatConversation.countDocuments()).toBe(before);
  });

  it("sends a booking question's choices with the reply, and none otherwise", async () => {
    const start = await send({ message: "book" });
    expect(start.body).not.toHaveProperty("choices");
    const ip = `10.0.1.${++address}`;
    let conversationId = String(start.body.conversationId);
    for (const message of ["Aminata Sesay", "+232 77 555 123"]) {
      const { body } = await send({ message, conversationId }, { ip });
      conversationId = String(body.conversationId);
      if (message !== "+232 77 555 123") continue;
      expect(body.choices).toEqual(
        [...["Family Law", "Business Law", "Shipping Law", "Land Law", "Arbitration", "Contract Law", "Criminal Law"], "Not sure"].map((text) => ({ text })),
      );
      expect(body.showOptions).toBe(false);
    }
  });

  it.each([
    ["an empty message", { message: "" }, CHAT_MESSAGES.empty],
    ["a whitespace message", { message: "   \n\t " }, CHAT_MESSAGES.empty],
    ["10,000 characters", { message: "a".repeat(10_000) }, CHAT_MESSAGES.tooLong],
    ["a number", { message: 42 }, CHAT_MESSAGES.notText],
    ["a list", { message: ["hello"] }, CHAT_MESSAGES.notText],
    ["a missing message", {}, CHAT_MESSAGES.notText],
    ["an operator", { message: { $ne: null } }, "Invalid field name"],
    ["an operator in the id", { message: "hi", conversationId: { $gt: "" } }, "Invalid field name"],
    ["a non-string id", { message: "hi", conversationId: 7 }, "Conversation id must be text"],
  ])("refuses %s with a clear 400", async (_label, body, message) => {
    const result = await send(body);
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
  });

  it("remembers the topic of a well-formed id it never gave out once, however many copies of the message arrive at once", async () => {
    const conversationId = "AAAAAAAAAAAAAAAAAAAAAA";
    const replies = await Promise.all(Array.from({ length: 40 }, () => send({ message: "I need help with a land dispute", conversationId })));
    expect(replies.map((reply) => reply.status)).toEqual(Array(40).fill(200));
    expect(new Set(replies.map((reply) => reply.body.conversationId))).toEqual(new Set([conversationId]));
    const stored = await ChatConversation.find({ conversationId }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0].topic).toEqual({ practiceArea: "land", attorneyId: null });
    expect(stored[0].step).toBeUndefined();
  });

  it("accepts exactly 1000 characters", async () => {
    expect((await send({ message: `divorce ${"x".repeat(992)}` })).status).toBe(200);
  });

  it("answers the costliest message it accepts, 1000 characters of words it has to spell-check, without holding the server", async () => {
    // Every word is new, long enough to be spell-checked, and near the domain's vocabulary, so
    // each one asks the speller and the fuzzy matcher for work: their budgets must bound it.
    const stems = ["custdy", "divorse", "husbnd", "arrestd", "contrat", "shiping", "propety", "lawer", "consultaton", "inheritence"];
    const words: string[] = [];
    for (let i = 0; words.join(" ").length < 990; i += 1) words.push(`${stems[i % stems.length]}${"qxzj"[i % 4]}${i % 7}`);
    const message = words.join(" ").slice(0, 1000);
    await send({ message: "hello" });
    const started = performance.now();
    const result = await send({ message });
    const elapsed = performance.now() - started;
    expect(result.status).toBe(200);
    expect(typeof result.body.response).toBe("string");
    // Typically a few milliseconds; the margin is for a loaded machine, the bound for a freeze.
    expect(elapsed).toBeLessThan(1000);
  });

  it("answers 40 copies at once of 1,000 characters of Krio in its own alphabet and French, and lets only 30 of them through from one address", async () => {
    const message = "mi brɔda dem lɔk am na stesin, les policiers sont devant ma maison, mama seh wusai una ɔfis de ".repeat(12).slice(0, 1000);
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: 40 }, () => send({ message }, { ip: "192.0.2.77" })));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    // Each one answered is the urgent answer: someone is held at a station.
    for (const result of results.filter(({ status }) => status === 200)) expect(result.body.response).toContain("Ibrahim Jalloh");
    // Typically well under a second in all; the bound is for a freeze, not a target.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("answers 40 copies at once of 1,000 characters of long words before a short cry for help, each from its own address, without holding the server", async () => {
    // Long words before a few short ones make a careless count of words try every split of each long word.
    const message = `${`${"ab".repeat(60)} `.repeat(8)}arrest pls help x y z`;
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: 40 }, (_, index) => send({ message }, { ip: `192.0.2.${100 + index}` })));
    expect(results.map((result) => result.status)).toEqual(Array.from({ length: 40 }, () => 200));
    // The long runs of letters are no words: what is left asks for help about an arrest.
    for (const result of results) expect(result.body.response).toContain("+232 76 123 456");
    // Typically well under a second in all; the bound is for a freeze, not a target.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("refuses malformed JSON", async () => {
    const result = await send(undefined, { raw: "{message:" });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe("Malformed JSON body");
  });

  it("stops a flood from one address with 429 and leaves others alone", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await send({ message: "hi" }, { ip: "192.0.2.50" })).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const blocked = await send({ message: "hi" }, { ip: "192.0.2.50" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(CHAT_MESSAGES.rateLimited);
    expect(Number(blocked.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send({ message: "hi" }, { ip: "192.0.2.51" })).status).toBe(200);
  });
});

describe("GET /api/quick-replies", () => {
  it("serves the active quick replies in order and follows staff changes", async () => {
    const first = await call(publicQuickReplies, "/api/quick-replies");
    expect(first.status).toBe(200);
    const replies = first.body.quickReplies as { id: string; text: string }[];
    expect(replies.map((reply) => reply.text)).toEqual(DEFAULT_QUICK_REPLIES.map((reply) => reply.text));
    const { token } = await firstAdmin();
    const patched = await call(patchQuickReply, "/api/admin/quick-replies/x", {
      method: "PATCH",
      token,
      body: { isActive: false },
      params: { id: replies[1].id },
    });
    expect(patched.status).toBe(200);
    const after = await call(publicQuickReplies, "/api/quick-replies");
    expect((after.body.quickReplies as { text: string }[]).map((reply) => reply.text)).toEqual([
      "Legal Services",
      "Contact Information",
      "Schedule Consultation",
    ]);
    await call(patchQuickReply, "/api/admin/quick-replies/x", { method: "PATCH", token, body: { isActive: true }, params: { id: replies[1].id } });
  });
});
