/** @jest-environment node */
import type { ZodType } from "zod";
import * as chat from "@/app/api/chat/route";
import * as consultations from "@/app/api/consultations/route";
import * as contact from "@/app/api/contact/route";
import * as health from "@/app/api/health/route";
import * as upload from "@/app/api/images/upload/route";
import * as login from "@/app/api/auth/login/route";
import * as user from "@/app/api/auth/users/[id]/route";
import * as userStatus from "@/app/api/auth/users/[id]/status/route";
import { advanceBooking } from "@/lib/chat/booking";
import { loadChatData } from "@/lib/chat/data";
import { respondToMessage } from "@/lib/chat/engine";
import { attorneyInputSchema } from "@/lib/collections/attorney";
import { chatMessageSchema } from "@/lib/collections/chat";
import { chatKnowledgeInputSchema } from "@/lib/collections/chat-knowledge";
import { consultationInputSchema, contactInputSchema } from "@/lib/collections/inbox";
import { quickReplyInputSchema } from "@/lib/collections/quick-reply";
import { changePasswordInputSchema, loginInputSchema, registerInputSchema, updateUserInputSchema } from "@/lib/collections/user";
import { firmContactInputSchema } from "@/lib/collections/firm";
import { ChatConversation } from "@/models/ChatConversation";
import { ConsultationRequest } from "@/models/ConsultationRequest";
import { RateLimit } from "@/models/RateLimit";
import { User } from "@/models/User";
import { useTestDatabase } from "../../helpers/database";
import { FIRST_ADMIN, attorneyBody, call, createUser, firstAdmin, formWith, snapshot } from "./support";

/** Every request here is sent as an attacker would send it; the figures measured are printed at the end. */
useTestDatabase({ demoContent: true });

const figures: string[] = [];
afterAll(() => console.log(`Attack figures:\n${figures.join("\n")}`));

beforeEach(() => RateLimit.deleteMany({}));

const from = (address: string) => ({ "x-client-ip": address });

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** The address `a@`, then 60,000 dots, then `@`: quadratic work for a backtracking email pattern. */
const DOTTED_EMAIL = `a@${".".repeat(60_000)}@`;

describe("a 60 KB email", () => {
  it.each([
    ["/api/contact", contact.POST, { name: "Visitor", message: "Hello" }],
    ["/api/consultations", consultations.POST, { name: "Visitor", description: "A land question" }],
  ])("to %s is answered 4xx within 50 ms (beyond an ordinary request) while a health check is answered within 100 ms", async (path, handler, rest) => {
    // Modules, connection and limiter warmed up, as on a running server.
    await call(handler, path, { body: { ...rest, email: "warm@example.com" }, headers: from("192.0.2.1") });
    await health.GET();

    // Five rounds, each from fresh addresses; medians are asserted, so a moment of CPU taken by
    // another process on a shared machine does not decide, while a slow pattern fails every round.
    // Each round also times an ordinary small invalid request to the same route: on a loaded
    // machine the database write that counts the rate limit alone can take tens of ms, and the
    // 60 KB email must add less than 50 ms to that.
    const rounds: { attack: number; ordinary: number; health: number }[] = [];
    for (let round = 0; round < 5; round += 1) {
      const ordinary = await timed(() => call(handler, path, { body: { ...rest, email: "not-an-email" }, headers: from(`192.0.2.${20 + round}`) }));
      expect(ordinary.result.status).toBe(400);
      const [attack, check] = await Promise.all([
        timed(() => call(handler, path, { body: { ...rest, email: DOTTED_EMAIL }, headers: from(`192.0.2.${10 + round}`) })),
        timed(() => health.GET()),
      ]);
      expect(attack.result.status).toBe(400);
      expect(attack.result.body.errors.email).toEqual(expect.any(String));
      expect(check.result.status).toBe(200);
      rounds.push({ attack: attack.ms, ordinary: ordinary.ms, health: check.ms });
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const attackMs = median(rounds.map((r) => r.attack));
    const ordinaryMs = median(rounds.map((r) => r.ordinary));
    const healthMs = median(rounds.map((r) => r.health));
    const list = (key: "attack" | "ordinary" | "health") => rounds.map((r) => r[key].toFixed(1)).join(", ");
    figures.push(
      `${path}: 60 KB email answered 400 in ${list("attack")} ms (median ${attackMs.toFixed(1)}); an ordinary invalid request ` +
        `${list("ordinary")} ms (median ${ordinaryMs.toFixed(1)}); concurrent /api/health ${list("health")} ms (median ${healthMs.toFixed(1)})`,
    );
    expect(attackMs).toBeLessThan(50 + ordinaryMs);
    expect(healthMs).toBeLessThan(100);

    // A burst of them: the address's limit is counted before any body is read, so most cost nothing.
    const burst = await timed(() =>
      Promise.all(Array.from({ length: 20 }, () => call(handler, path, { body: { ...rest, email: DOTTED_EMAIL }, headers: from("192.0.2.3") }))),
    );
    const statuses = burst.result.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    figures.push(`${path}, 20 such requests at once from one address: 5 x 400, 15 x 429 in ${burst.ms.toFixed(1)} ms`);
  });
});

/** Inputs that make backtracking patterns take quadratic or worse time, each about 60 KB. */
const HOSTILE: [string, string][] = [
  ["a@ + 60,000 dots + @", DOTTED_EMAIL],
  ["60,000 letters, then @", `${"a".repeat(60_000)}@`],
  ["a@ + 30,000 labels, then @", `a@${"b.".repeat(30_000)}@`],
  ["60,000 spaces, then x", `${" ".repeat(60_000)}x`],
  ["60,000 dots, then !x", `${".".repeat(60_000)}!x`],
  ["30,000 digit-space pairs, then x", `${"1 ".repeat(30_000)}x`],
  ["+ and 60,000 brackets", `+${"(".repeat(60_000)}x`],
  ["30,000 blank lines", `${"\n ".repeat(30_000)}x`],
  ["a day with 60,000 zeros", `2030-${"0".repeat(60_000)}`],
  ["30,000 accented letters", "é".repeat(30_000)],
];

/** Every schema that validates visitor or staff input, with a valid example to corrupt one field at a time. */
const SCHEMAS: [string, ZodType, Record<string, unknown>][] = [
  ["contact", contactInputSchema, { name: "V", email: "v@example.com", message: "Hi", website: "" }],
  [
    "consultation",
    consultationInputSchema,
    { name: "V", email: "v@example.com", phone: "+232 76 123 456", attorneyId: "", preferredDate: "2030-01-02", description: "Land", website: "" },
  ],
  ["login", loginInputSchema, { email: "v@example.com", password: "secret" }],
  ["register", registerInputSchema, { username: "abc", email: "v@example.com", firstName: "A", lastName: "B", password: "secret1" }],
  ["user update", updateUserInputSchema, { username: "abc", email: "v@example.com", firstName: "A", lastName: "B", password: "secret1" }],
  ["change password", changePasswordInputSchema, { currentPassword: "secret", newPassword: "secret1" }],
  ["attorney", attorneyInputSchema, attorneyBody()],
  ["attorney contact", attorneyInputSchema.shape.contact, attorneyBody().contact as Record<string, unknown>],
  ["attorney image", attorneyInputSchema.shape.image, attorneyBody().image as Record<string, unknown>],
  ["firm details", firmContactInputSchema, { address: "12 Main Road", phone: "+232 76 123 456", emails: ["a@example.com", "b@example.com"], social: {} }],
  ["chat message", chatMessageSchema, { message: "hello", conversationId: "" }],
  ["chat knowledge", chatKnowledgeInputSchema, { title: "Fees", keywords: ["fee"], answer: "It depends" }],
  ["quick reply", quickReplyInputSchema, { text: "Hi", description: "Say hi" }],
];

/**
 * The fastest of a few runs, in ms: a pattern that backtracks is slow on every run, while the
 * scheduling noise of a shared machine is not.
 */
function fastestOf(runs: number, work: () => unknown): number {
  let fastest = Infinity;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

describe("hostile inputs against every validated field", () => {
  it("are refused or accepted in linear time: under 25 ms each (fastest of three runs)", () => {
    let slowest = { ms: 0, what: "" };
    let checked = 0;
    for (const [schemaName, schema, valid] of SCHEMAS) {
      expect(schema.safeParse(valid).success).toBe(true);
      const fields: (string | number)[][] = Object.entries(valid).flatMap(([key, value]) =>
        typeof value === "string" ? [[key]] : Array.isArray(value) ? value.map((_, i) => [key, i]) : [],
      );
      for (const path of fields) {
        for (const [label, input] of HOSTILE) {
          const body = structuredClone(valid) as Record<string, unknown>;
          if (path.length === 1) body[path[0] as string] = input;
          else (body[path[0] as string] as unknown[])[path[1] as number] = input;
          const ms = fastestOf(3, () => schema.safeParse(body));
          checked += 1;
          if (ms > slowest.ms) slowest = { ms, what: `${schemaName}.${path.join(".")} with ${label}` };
        }
      }
    }
    figures.push(`${checked} hostile field values through every schema: slowest ${slowest.ms.toFixed(2)} ms (${slowest.what})`);
    expect(slowest.ms).toBeLessThan(25);
  });

  it("through the chat booking's own patterns take under 250 ms each even at 60 KB, 60 times the route's cap (fastest of three runs)", async () => {
    const data = await loadChatData(new Date("2030-03-06T10:00:00Z"));
    let slowest = { ms: 0, what: "" };
    // The steps that read an answer with patterns. The route caps a message at 1,000 characters,
    // but the patterns must not depend on that cap: at 60 KB a linear pattern takes milliseconds
    // to tens of them on a loaded machine, a backtracking one many seconds.
    for (const step of ["name", "contact", "day", "matter"] as const) {
      for (const [label, hostile] of HOSTILE) {
        const message = data.matcher.read(hostile);
        const ms = fastestOf(3, () => advanceBooking({ step, booking: {} }, message, data));
        if (ms > slowest.ms) slowest = { ms, what: `${step} step with ${label}` };
      }
    }
    figures.push(`chat booking steps (name, contact, day, matter) with the 60 KB hostile inputs: slowest ${slowest.ms.toFixed(2)} ms (${slowest.what})`);
    expect(slowest.ms).toBeLessThan(250);
  });

  it("refuses emails that could break out of a mailto: link", () => {
    for (const bad of [
      "a?cc=x@example.com",
      "a&b@example.com",
      "a/b@example.com",
      "<a@example.com>",
      '"a"@example.com',
      "a'b@example.com",
      "a b@example.com",
      "a@b@example.com",
      "a,b@example.com",
      "a@example",
    ]) {
      expect(contactInputSchema.safeParse({ name: "V", email: bad, message: "Hi" }).success).toBe(false);
    }
    for (const good of ["a@example.com", "first.last+tag@mail.example.co.uk", "o-brien_2@example.sl"]) {
      expect(contactInputSchema.safeParse({ name: "V", email: good, message: "Hi" }).success).toBe(true);
    }
  });
});

describe("cross-site simple posts", () => {
  const crossSite = (body: unknown) => ({
    raw: JSON.stringify(body),
    headers: { "content-type": "text/plain", origin: "https://attacker.example", "sec-fetch-site": "cross-site", ...from("192.0.2.60") },
  });

  it("to /api/auth/login are refused with 415: no token, no cookie", async () => {
    const answer = await call(login.POST, "/api/auth/login", crossSite({ email: FIRST_ADMIN.email, password: FIRST_ADMIN.password }));
    expect(answer.status).toBe(415);
    expect(answer.body.token).toBeUndefined();
    expect(answer.response.headers.get("set-cookie")).toBeNull();
  });

  it("to /api/contact, /api/consultations and /api/chat are refused with 415 and store nothing", async () => {
    const before = await snapshot();
    expect((await call(contact.POST, "/api/contact", crossSite({ name: "V", email: "v@example.com", message: "Hi" }))).status).toBe(415);
    expect((await call(consultations.POST, "/api/consultations", crossSite({ name: "V", email: "v@example.com", description: "Land" }))).status).toBe(415);
    expect((await call(chat.POST, "/api/chat", crossSite({ message: "book" }))).status).toBe(415);
    expect(await snapshot()).toBe(before);
    // Nor were they counted against the visitor.
    expect(await RateLimit.countDocuments()).toBe(0);
  });

  it("nested 9,000 deep to /api/chat is refused with 400", async () => {
    const answer = await call(chat.POST, "/api/chat", { raw: `${"[".repeat(9000)}${"]".repeat(9000)}` });
    expect(answer.status).toBe(400);
  });
});

describe("uploads", () => {
  it("refuse an SVG with 415 and store nothing", async () => {
    const { token } = await firstAdmin();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>');
    const before = await snapshot();
    for (const type of ["image/svg+xml", "image/png"]) {
      const answer = await call(upload.POST, "/api/images/upload", { token, raw: formWith("image", [{ data: svg, name: "portrait.svg", type }]) });
      expect(answer.status).toBe(415);
      expect(answer.body.message).toBe("Please select a valid image file");
    }
    expect(await snapshot()).toBe(before);
  });

  it("refuse anything but multipart/form-data with 415", async () => {
    const { token } = await firstAdmin();
    const answer = await call(upload.POST, "/api/images/upload", { token, raw: "image=x", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(answer.status).toBe(415);
  });
});

describe("user roles", () => {
  const profile = (u: { email: string }, username: string) => ({ username, email: u.email, firstName: "F", lastName: "L" });

  it("an edit without a role keeps the role", async () => {
    const { token } = await firstAdmin();
    const chief = await createUser("superadmin");
    const clerk = await createUser("admin");
    const kept = await call(user.PUT, "/api/auth/users/x", { method: "PUT", token, params: { id: chief.id }, body: profile(chief, "chief_renamed") });
    expect(kept.status).toBe(200);
    expect(kept.body.user).toMatchObject({ username: "chief_renamed", role: "superadmin" });
    const stays = await call(user.PUT, "/api/auth/users/x", { method: "PUT", token, params: { id: clerk.id }, body: profile(clerk, "clerk_renamed") });
    expect(stays.body.user.role).toBe("admin");
    expect((await User.findById(chief.id).lean())!.role).toBe("superadmin");
    await User.deleteMany({ _id: { $in: [chief.id, clerk.id] } });
  });

  it("two super admins removing each other at once always leave one active", async () => {
    const me = await firstAdmin();
    const first = await User.findById(me.id).lean();
    const outcomes: string[] = [];
    const attempts: [
      string,
      (a: { id: string; token: string; email: string }, b: { id: string; token: string; email: string }) => Promise<{ status: number }>,
    ][] = [
      [
        "demote",
        (a, b) =>
          call(user.PUT, "/api/auth/users/x", {
            method: "PUT",
            token: a.token,
            params: { id: b.id },
            body: { ...profile(b, `u${b.id.slice(-8)}`), role: "admin" },
          }),
      ],
      [
        "deactivate",
        (a, b) => call(userStatus.PATCH, "/api/auth/users/x/status", { method: "PATCH", token: a.token, params: { id: b.id }, body: { isActive: false } }),
      ],
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const [nameA, actA] of attempts) {
        for (const [nameB, actB] of attempts) {
          // Only two active super admins: the first admin and a fresh one.
          await User.updateMany({ _id: { $ne: me.id }, role: "superadmin" }, { $set: { isActive: false } });
          await User.updateOne({ _id: me.id }, { $set: { role: "superadmin", isActive: true } });
          const other = await createUser("superadmin");
          const a = { ...(await firstAdmin()), email: first!.email };
          const b = { id: other.id, token: other.token, email: other.email };
          const [byA, byB] = await Promise.all([actA(a, b), actB(b, a)]);
          const left = await User.countDocuments({ role: "superadmin", isActive: true });
          outcomes.push(`${nameA}/${nameB}: ${byA.status}/${byB.status}, ${left} left`);
          expect(left).toBeGreaterThanOrEqual(1);
          expect([byA.status, byB.status].every((status) => status === 200 || status === 409)).toBe(true);
        }
      }
    }
    figures.push(`mutual removal of the last two super admins, 8 races: ${[...new Set(outcomes.map((o) => o.split(": ")[1]))].join("; ")}`);
    await User.updateOne({ _id: me.id }, { $set: { role: "superadmin", isActive: true, username: first!.username } });
  }, 180_000);
});

describe("chat bookings", () => {
  const BOOKING = [
    "book",
    "Aminata Sesay",
    "+232 77 555 123",
    "Land Law",
    "Any available lawyer",
    "next monday",
    "A dispute over a plot in Waterloo",
    "Confirm",
  ];

  /** A whole booking, each answer `gapMs` after its question, on a simulated clock. */
  async function book(address: string, gapMs: number, start = new Date("2030-03-06T10:00:00Z")) {
    let conversationId: string | undefined;
    let clock = start.getTime();
    let last;
    for (const message of BOOKING) {
      clock += gapMs;
      last = await respondToMessage({ message, conversationId }, new Date(clock), address);
      conversationId = last.conversationId;
    }
    return last!;
  }

  beforeEach(() => ConsultationRequest.deleteMany({}));

  it("share the consultation limit with the website form, both ways", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await call(consultations.POST, "/api/consultations", {
            body: { name: "V", email: "v@example.com", description: "Land" },
            headers: from("192.0.2.70"),
          })
        ).status,
      ).toBe(201);
    }
    await expect(book("192.0.2.70", 5000)).rejects.toMatchObject({ status: 429 });
    expect(await ConsultationRequest.countDocuments({ source: "chat" })).toBe(0);

    for (let i = 0; i < 5; i += 1) expect((await book("192.0.2.71", 5000)).intent).toBe("booking:complete");
    expect(await ConsultationRequest.countDocuments({ source: "chat" })).toBe(5);
    expect(
      (await call(consultations.POST, "/api/consultations", { body: { name: "V", email: "v@example.com", description: "Land" }, headers: from("192.0.2.71") }))
        .status,
    ).toBe(429);
    await ChatConversation.deleteMany({});
  });

  it("refuse a script that answers faster than anyone types, through the real route, and store nothing", async () => {
    let conversationId: string | undefined;
    let last: { status: number; body: { response: string; conversationId: string } } | undefined;
    for (const message of BOOKING) {
      last = await call(chat.POST, "/api/chat", { body: conversationId ? { message, conversationId } : { message }, headers: from("192.0.2.80") });
      conversationId = last.body.conversationId;
    }
    expect(last!.status).toBe(200);
    expect(last!.body.response).toContain("Aminata Sesay");
    expect(await ConsultationRequest.countDocuments()).toBe(0);
    expect(await ChatConversation.countDocuments()).toBe(0);
    // The same booking at a person's pace is stored.
    expect((await book("192.0.2.81", 5000)).intent).toBe("booking:complete");
    expect(await ConsultationRequest.countDocuments()).toBe(1);
  });
});
