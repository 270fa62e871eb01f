/** @jest-environment node */
import * as quickReplies from "@/app/api/admin/quick-replies/route";
import * as quickReply from "@/app/api/admin/quick-replies/[id]/route";
import * as order from "@/app/api/admin/quick-replies/order/route";
import * as knowledgeList from "@/app/api/admin/knowledge/route";
import * as knowledgeEntry from "@/app/api/admin/knowledge/[id]/route";
import * as firm from "@/app/api/admin/firm/route";
import { GET as publicQuickReplies } from "@/app/api/quick-replies/route";
import { respondToMessage } from "@/lib/chat/engine";
import { DEFAULT_CHAT_KNOWLEDGE } from "@/lib/collections/chat-knowledge";
import { DEFAULT_FIRM_CONTACT } from "@/lib/firm";
import { useTestDatabase } from "../../helpers/database";
import { call, firstAdmin } from "./support";

useTestDatabase();

const MISSING_ID = "0123456789abcdef01234567";
let token = "";
beforeAll(async () => {
  ({ token } = await firstAdmin());
});

describe("quick replies", () => {
  it("lists, creates, edits, reorders, deactivates and deletes, and the public list follows", async () => {
    const list = await call(quickReplies.GET, "/api/admin/quick-replies", { token });
    expect(list.status).toBe(200);
    const initial = list.body.quickReplies as { _id: string; text: string; order: number; isActive: boolean }[];
    expect(initial.map((q) => q.text)).toEqual(["Legal Services", "Meet Our Team", "Contact Information", "Schedule Consultation"]);

    const created = await call(quickReplies.POST, "/api/admin/quick-replies", {
      method: "POST",
      token,
      body: { text: "  Office Hours ", icon: "info", description: "When we are open" },
    });
    expect(created.status).toBe(201);
    const added = created.body.quickReply as { _id: string; text: string; order: number };
    expect(added).toMatchObject({ text: "Office Hours", order: 4, isActive: true });
    expect(added).not.toHaveProperty("id");

    const edited = await call(quickReply.PUT, "/api/admin/quick-replies/x", {
      method: "PUT",
      token,
      params: { id: added._id },
      body: { text: "Opening Hours", icon: "home", description: "", order: 4, isActive: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.quickReply).toMatchObject({ text: "Opening Hours", icon: "home" });

    const ids = [added._id, ...initial.map((q) => q._id)];
    const reordered = await call(order.PUT, "/api/admin/quick-replies/order", { method: "PUT", token, body: { ids } });
    expect(reordered.status).toBe(200);
    const publicList = await call(publicQuickReplies, "/api/quick-replies");
    expect((publicList.body.quickReplies as { text: string }[]).map((q) => q.text)[0]).toBe("Opening Hours");
    expect(Object.keys((publicList.body.quickReplies as object[])[0]).sort()).toEqual(["description", "icon", "id", "text"]);

    expect(
      (await call(quickReply.PATCH, "/api/admin/quick-replies/x", { method: "PATCH", token, params: { id: added._id }, body: { isActive: false } })).status,
    ).toBe(200);
    expect(((await call(publicQuickReplies, "/api/quick-replies")).body.quickReplies as { text: string }[]).map((q) => q.text)).not.toContain("Opening Hours");

    expect((await call(quickReply.DELETE, "/api/admin/quick-replies/x", { method: "DELETE", token, params: { id: added._id } })).status).toBe(200);
    expect((await call(quickReply.DELETE, "/api/admin/quick-replies/x", { method: "DELETE", token, params: { id: added._id } })).status).toBe(404);
  });

  it.each([
    ["an empty text", { text: "  " }],
    ["a long text", { text: "x".repeat(61) }],
    ["an unknown icon", { text: "Hi", icon: "rocket" }],
    ["a text that is not text", { text: 5 }],
    ["an operator", { text: { $ne: null } }],
    ["a negative order", { text: "Hi", order: -1 }],
  ])("refuses %s", async (_label, body) => {
    expect((await call(quickReplies.POST, "/api/admin/quick-replies", { method: "POST", token, body })).status).toBe(400);
  });

  it("refuses a bad status and unknown or malformed ids", async () => {
    const [first] = (await call(quickReplies.GET, "/api/admin/quick-replies", { token })).body.quickReplies as { _id: string }[];
    expect(
      (await call(quickReply.PATCH, "/api/admin/quick-replies/x", { method: "PATCH", token, params: { id: first._id }, body: { isActive: "yes" } })).status,
    ).toBe(400);
    expect(
      (await call(quickReply.PATCH, "/api/admin/quick-replies/x", { method: "PATCH", token, params: { id: "nope" }, body: { isActive: true } })).status,
    ).toBe(404);
    expect((await call(quickReply.PUT, "/api/admin/quick-replies/x", { method: "PUT", token, params: { id: MISSING_ID }, body: { text: "Hi" } })).status).toBe(
      404,
    );
  });

  it("refuses an order that leaves out, repeats or invents a quick reply", async () => {
    const ids = ((await call(quickReplies.GET, "/api/admin/quick-replies", { token })).body.quickReplies as { _id: string }[]).map((q) => q._id);
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), MISSING_ID], [...ids.slice(1), "nope"], "nope"]) {
      expect((await call(order.PUT, "/api/admin/quick-replies/order", { method: "PUT", token, body: { ids: bad } })).status).toBe(400);
    }
  });
});

describe("chat knowledge", () => {
  it("is seeded with the defaults on the first start", async () => {
    const { body } = await call(knowledgeList.GET, "/api/admin/knowledge", { token });
    expect((body.entries as { title: string }[]).map((e) => e.title)).toEqual(DEFAULT_CHAT_KNOWLEDGE.map((e) => e.title));
  });

  it("creates, edits, deactivates and deletes entries, and the chat answers from them", async () => {
    const created = await call(knowledgeList.POST, "/api/admin/knowledge", {
      method: "POST",
      token,
      body: { title: "Wifi for visitors", keywords: ["wifi", "internet", "wifi", " "], answer: "Visitors can use our free wifi in the waiting room." },
    });
    expect(created.status).toBe(201);
    const entry = created.body.entry as { _id: string; keywords: string[] };
    expect(entry.keywords).toEqual(["wifi", "internet"]);
    expect((await respondToMessage({ message: "do you have internet?" })).response).toContain("free wifi");

    const edited = await call(knowledgeEntry.PUT, "/api/admin/knowledge/x", {
      method: "PUT",
      token,
      params: { id: entry._id },
      body: { title: "Wifi for visitors", keywords: ["wifi"], answer: "Our wifi password is at the front desk.", isActive: true },
    });
    expect(edited.status).toBe(200);
    expect((await respondToMessage({ message: "wifi" })).response).toContain("front desk");

    await call(knowledgeEntry.PUT, "/api/admin/knowledge/x", {
      method: "PUT",
      token,
      params: { id: entry._id },
      body: { title: "Wifi for visitors", keywords: ["wifi"], answer: "Our wifi password is at the front desk.", isActive: false },
    });
    expect((await respondToMessage({ message: "wifi" })).response).not.toContain("front desk");

    expect((await call(knowledgeEntry.GET, "/api/admin/knowledge/x", { token, params: { id: entry._id } })).status).toBe(200);
    expect((await call(knowledgeEntry.DELETE, "/api/admin/knowledge/x", { method: "DELETE", token, params: { id: entry._id } })).status).toBe(200);
    expect((await call(knowledgeEntry.GET, "/api/admin/knowledge/x", { token, params: { id: entry._id } })).status).toBe(404);
    expect((await call(knowledgeEntry.GET, "/api/admin/knowledge/x", { token, params: { id: "nope" } })).status).toBe(404);
  });

  it.each([
    ["a missing answer", { title: "Wifi" }],
    ["a short question", { title: "W", answer: "Free wifi here." }],
    ["keywords that are not a list", { title: "Wifi", answer: "Free wifi here.", keywords: "wifi" }],
    ["an overlong answer", { title: "Wifi", answer: "x".repeat(1501) }],
    ["an operator", { title: "Wifi", answer: { $gt: "" } }],
  ])("refuses %s", async (_label, body) => {
    expect((await call(knowledgeList.POST, "/api/admin/knowledge", { method: "POST", token, body })).status).toBe(400);
  });
});

describe("firm details", () => {
  it("reads and saves the contact details", async () => {
    expect((await call(firm.GET, "/api/admin/firm", { token })).body.contact).toEqual(DEFAULT_FIRM_CONTACT);
    const changed = { ...DEFAULT_FIRM_CONTACT, address: "5 Wilberforce Street, Freetown" };
    expect((await call(firm.PUT, "/api/admin/firm", { method: "PUT", token, body: changed })).status).toBe(200);
    expect((await call(firm.GET, "/api/admin/firm", { token })).body.contact).toMatchObject({ address: "5 Wilberforce Street, Freetown" });
    expect((await respondToMessage({ message: "where is your office" })).response).toContain("5 Wilberforce Street");
  });

  it.each([
    ["a bad phone", { ...DEFAULT_FIRM_CONTACT, phone: "call us!" }],
    ["a bad email", { ...DEFAULT_FIRM_CONTACT, emails: ["info", "consult@kamarachambers.sl"] }],
    ["one email only", { ...DEFAULT_FIRM_CONTACT, emails: ["info@kamarachambers.sl"] }],
    ["an http social link", { ...DEFAULT_FIRM_CONTACT, social: { facebook: "http://facebook.com/x" } }],
    ["an operator", { ...DEFAULT_FIRM_CONTACT, address: { $ne: null } }],
  ])("refuses %s", async (_label, body) => {
    expect((await call(firm.PUT, "/api/admin/firm", { method: "PUT", token, body })).status).toBe(400);
  });
});
