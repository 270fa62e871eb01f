/** @jest-environment node */
import * as login from "@/app/api/auth/login/route";
import * as profile from "@/app/api/auth/profile/route";
import * as changePassword from "@/app/api/auth/change-password/route";
import * as register from "@/app/api/auth/register/route";
import * as users from "@/app/api/auth/users/route";
import * as user from "@/app/api/auth/users/[id]/route";
import * as userStatus from "@/app/api/auth/users/[id]/status/route";
import * as attorneys from "@/app/api/attorneys/route";
import * as attorneysAdmin from "@/app/api/attorneys/admin/route";
import * as attorney from "@/app/api/attorneys/[id]/route";
import * as attorneyStatus from "@/app/api/attorneys/[id]/status/route";
import * as attorneyOrder from "@/app/api/attorneys/[id]/order/route";
import * as upload from "@/app/api/images/upload/route";
import * as uploadMultiple from "@/app/api/images/upload-multiple/route";
import * as imageDelete from "@/app/api/images/delete/[id]/route";
import * as imageInfo from "@/app/api/images/info/[id]/route";
import * as contact from "@/app/api/contact/route";
import * as consultations from "@/app/api/consultations/route";
import * as inbox from "@/app/api/inbox/route";
import * as inboxMessage from "@/app/api/inbox/messages/[id]/route";
import * as inboxConsultation from "@/app/api/inbox/consultations/[id]/route";
import * as outbox from "@/app/api/outbox/route";
import * as outboxResend from "@/app/api/outbox/[id]/resend/route";
import { RateLimit } from "@/models/RateLimit";
import * as quickReplies from "@/app/api/admin/quick-replies/route";
import * as quickReply from "@/app/api/admin/quick-replies/[id]/route";
import * as quickReplyOrder from "@/app/api/admin/quick-replies/order/route";
import * as knowledgeList from "@/app/api/admin/knowledge/route";
import * as knowledgeEntry from "@/app/api/admin/knowledge/[id]/route";
import * as firm from "@/app/api/admin/firm/route";
import { DEFAULT_FIRM_CONTACT } from "@/lib/firm";
import { User } from "@/models/User";
import { useTestDatabase } from "../../helpers/database";
import {
  BASE,
  attorneyBody,
  badSessions,
  badTokens,
  call,
  createUser,
  firstAdmin,
  formWith,
  pngBytes,
  randomId,
  sessionCookieOf,
  type CallOptions,
} from "./support";

useTestDatabase();

/** API clients with a Bearer token, and browsers with a next-auth session cookie (from the site's own origin). */
const BEARER_CALLERS = ["anonymous", "admin", "superadmin", "deactivated", "expired", "tampered", "algNone", "otherKey"] as const;
const SESSION_CALLERS = [
  "admin session",
  "superadmin session",
  "deactivated session",
  "revoked session",
  "expired session",
  "foreign session",
  "API token as session",
] as const;
type Caller = (typeof BEARER_CALLERS)[number] | (typeof SESSION_CALLERS)[number];
const CALLERS: Caller[] = [...BEARER_CALLERS, ...SESSION_CALLERS];

/** Who may call a route: anyone, any active staff member, or super admins only. */
type Access = "public" | "admin" | "superadmin";

interface Route {
  name: string;
  handler: unknown;
  path: string;
  access: Access;
  /** The status an allowed caller gets with this request (unknown ids give 404 past the guard). */
  allowed: number;
  options: () => Promise<CallOptions> | CallOptions;
}

let counter = 0;
const unique = () => (counter += 1);

const ROUTES: Route[] = [
  {
    name: "POST /auth/login",
    handler: login.POST,
    path: "/api/auth/login",
    access: "public",
    allowed: 401,
    options: () => ({ body: { email: "nobody@example.com", password: "wrong" } }),
  },
  { name: "GET /auth/profile", handler: profile.GET, path: "/api/auth/profile", access: "admin", allowed: 200, options: () => ({}) },
  {
    name: "POST /auth/change-password",
    handler: changePassword.POST,
    path: "/api/auth/change-password",
    access: "admin",
    allowed: 400,
    options: () => ({ body: { currentPassword: "not-my-password", newPassword: "another-password" } }),
  },
  {
    name: "POST /auth/register",
    handler: register.POST,
    path: "/api/auth/register",
    access: "superadmin",
    allowed: 201,
    options: () => {
      const n = unique();
      return {
        body: { username: `member${n}`, email: `member${n}@example.com`, firstName: "New", lastName: "Member", role: "admin", password: "secret-password" },
      };
    },
  },
  { name: "GET /auth/users", handler: users.GET, path: "/api/auth/users", access: "superadmin", allowed: 200, options: () => ({}) },
  {
    name: "GET /auth/users/{id}",
    handler: user.GET,
    path: "/api/auth/users/x",
    access: "superadmin",
    allowed: 404,
    options: () => ({ params: { id: randomId() } }),
  },
  {
    name: "PUT /auth/users/{id}",
    handler: user.PUT,
    path: "/api/auth/users/x",
    access: "superadmin",
    allowed: 404,
    options: () => ({
      method: "PUT",
      params: { id: randomId() },
      body: { username: "someone", email: "someone@example.com", firstName: "Some", lastName: "One", role: "admin" },
    }),
  },
  {
    name: "PATCH /auth/users/{id}/status",
    handler: userStatus.PATCH,
    path: "/api/auth/users/x/status",
    access: "superadmin",
    allowed: 404,
    options: () => ({ method: "PATCH", params: { id: randomId() }, body: { isActive: false } }),
  },
  { name: "GET /attorneys", handler: attorneys.GET, path: "/api/attorneys", access: "public", allowed: 200, options: () => ({}) },
  {
    name: "POST /attorneys",
    handler: attorneys.POST,
    path: "/api/attorneys",
    access: "admin",
    allowed: 201,
    options: () => ({ body: attorneyBody({ name: `Attorney ${unique()}` }) }),
  },
  { name: "GET /attorneys/admin", handler: attorneysAdmin.GET, path: "/api/attorneys/admin", access: "admin", allowed: 200, options: () => ({}) },
  {
    name: "GET /attorneys/{id}",
    handler: attorney.GET,
    path: "/api/attorneys/x",
    access: "admin",
    allowed: 404,
    options: () => ({ params: { id: randomId() } }),
  },
  {
    name: "PUT /attorneys/{id}",
    handler: attorney.PUT,
    path: "/api/attorneys/x",
    access: "admin",
    allowed: 404,
    options: () => ({ method: "PUT", params: { id: randomId() }, body: attorneyBody() }),
  },
  {
    name: "DELETE /attorneys/{id}",
    handler: attorney.DELETE,
    path: "/api/attorneys/x",
    access: "admin",
    allowed: 404,
    options: () => ({ method: "DELETE", params: { id: randomId() } }),
  },
  {
    name: "PATCH /attorneys/{id}/status",
    handler: attorneyStatus.PATCH,
    path: "/api/attorneys/x/status",
    access: "admin",
    allowed: 404,
    options: () => ({ method: "PATCH", params: { id: randomId() }, body: { isActive: false } }),
  },
  {
    name: "PATCH /attorneys/{id}/order",
    handler: attorneyOrder.PATCH,
    path: "/api/attorneys/x/order",
    access: "admin",
    allowed: 404,
    options: () => ({ method: "PATCH", params: { id: randomId() }, body: { order: 3 } }),
  },
  {
    name: "POST /images/upload",
    handler: upload.POST,
    path: "/api/images/upload",
    access: "admin",
    allowed: 201,
    options: async () => ({ raw: formWith("image", [{ data: await pngBytes(40, 40), name: "a.png", type: "image/png" }]) }),
  },
  {
    name: "POST /images/upload-multiple",
    handler: uploadMultiple.POST,
    path: "/api/images/upload-multiple",
    access: "admin",
    allowed: 201,
    options: async () => ({ raw: formWith("images", [{ data: await pngBytes(40, 40), name: "a.png", type: "image/png" }]) }),
  },
  {
    name: "DELETE /images/delete/{id}",
    handler: imageDelete.DELETE,
    path: "/api/images/delete/x",
    access: "admin",
    allowed: 404,
    options: () => ({ method: "DELETE", params: { id: randomId() } }),
  },
  {
    name: "GET /images/info/{id}",
    handler: imageInfo.GET,
    path: "/api/images/info/x",
    access: "admin",
    allowed: 404,
    options: () => ({ params: { id: randomId() } }),
  },
  {
    name: "POST /contact",
    handler: contact.POST,
    path: "/api/contact",
    access: "public",
    allowed: 201,
    options: () => ({ body: { name: "Visitor", email: "v@example.com", message: "Hello" } }),
  },
  {
    name: "POST /consultations",
    handler: consultations.POST,
    path: "/api/consultations",
    access: "public",
    allowed: 201,
    options: () => ({ body: { name: "Visitor", phone: "+232 76 000 000", practiceArea: "land", description: "A boundary dispute" } }),
  },
  { name: "GET /inbox", handler: inbox.GET, path: "/api/inbox", access: "admin", allowed: 200, options: () => ({}) },
  {
    name: "PATCH /inbox/messages/{id}",
    handler: inboxMessage.PATCH,
    path: "/api/inbox/messages/x",
    access: "admin",
    allowed: 404,
    options: () => ({ method: "PATCH", params: { id: randomId() }, body: { status: "read" } }),
  },
  {
    name: "DELETE /inbox/messages/{id}",
    handler: inboxMessage.DELETE,
    path: "/api/inbox/messages/x",
    access: "admin",
    allowed: 404,
    options: () => ({ method: "DELETE", params: { id: randomId() } }),
  },
  {
    name: "PATCH /inbox/consultations/{id}",
    handler: inboxConsultation.PATCH,
    path: "/api/inbox/consultations/x",
    access: "admin",
    allowed: 404,
    options: () => ({ method: "PATCH", params: { id: randomId() }, body: { status: "handled" } }),
  },
  {
    name: "DELETE /inbox/consultations/{id}",
    handler: inboxConsultation.DELETE,
    path: "/api/inbox/consultations/x",
    access: "admin",
    allowed: 404,
    options: () => ({ method: "DELETE", params: { id: randomId() } }),
  },
  { name: "GET /outbox", handler: outbox.GET, path: "/api/outbox", access: "admin", allowed: 200, options: () => ({}) },
  {
    name: "POST /outbox/{id}/resend",
    handler: outboxResend.POST,
    path: "/api/outbox/x/resend",
    access: "admin",
    allowed: 404,
    options: () => ({ method: "POST", params: { id: randomId() } }),
  },
  { name: "GET /admin/quick-replies", handler: quickReplies.GET, path: "/api/admin/quick-replies", access: "admin", allowed: 200, options: () => ({}) },
  {
    name: "POST /admin/quick-replies",
    handler: quickReplies.POST,
    path: "/api/admin/quick-replies",
    access: "admin",
    allowed: 201,
    options: () => ({ body: { text: `Reply ${unique()}` } }),
  },
  {
    name: "PUT /admin/quick-replies/{id}",
    handler: quickReply.PUT,
    path: "/api/admin/quick-replies/x",
    access: "admin",
    allowed: 404,
    options: () => ({ method: "PUT", params: { id: randomId() }, body: { text: "Office Hours" } }),
  },
  {
    name: "PATCH /admin/quick-replies/{id}",
    handler: quickReply.PATCH,
    path: "/api/admin/quick-replies/x",
    access: "admin",
    allowed: 404,
    options: () => ({ method: "PATCH", params: { id: randomId() }, body: { isActive: false } }),
  },
  {
    name: "DELETE /admin/quick-replies/{id}",
    handler: quickReply.DELETE,
    path: "/api/admin/quick-replies/x",
    access: "admin",
    allowed: 404,
    options: () => ({ method: "DELETE", params: { id: randomId() } }),
  },
  // An empty list leaves every quick reply out, so an allowed caller is refused past the guard.
  {
    name: "PUT /admin/quick-replies/order",
    handler: quickReplyOrder.PUT,
    path: "/api/admin/quick-replies/order",
    access: "admin",
    allowed: 400,
    options: () => ({ method: "PUT", body: { ids: [] } }),
  },
  { name: "GET /admin/knowledge", handler: knowledgeList.GET, path: "/api/admin/knowledge", access: "admin", allowed: 200, options: () => ({}) },
  {
    name: "POST /admin/knowledge",
    handler: knowledgeList.POST,
    path: "/api/admin/knowledge",
    access: "admin",
    allowed: 201,
    options: () => ({ body: { title: `Wifi ${unique()}`, answer: "There is free wifi." } }),
  },
  {
    name: "GET /admin/knowledge/{id}",
    handler: knowledgeEntry.GET,
    path: "/api/admin/knowledge/x",
    access: "admin",
    allowed: 404,
    options: () => ({ params: { id: randomId() } }),
  },
  {
    name: "PUT /admin/knowledge/{id}",
    handler: knowledgeEntry.PUT,
    path: "/api/admin/knowledge/x",
    access: "admin",
    allowed: 404,
    options: () => ({ method: "PUT", params: { id: randomId() }, body: { title: "Wifi", answer: "There is free wifi." } }),
  },
  {
    name: "DELETE /admin/knowledge/{id}",
    handler: knowledgeEntry.DELETE,
    path: "/api/admin/knowledge/x",
    access: "admin",
    allowed: 404,
    options: () => ({ method: "DELETE", params: { id: randomId() } }),
  },
  { name: "GET /admin/firm", handler: firm.GET, path: "/api/admin/firm", access: "admin", allowed: 200, options: () => ({}) },
  {
    name: "PUT /admin/firm",
    handler: firm.PUT,
    path: "/api/admin/firm",
    access: "admin",
    allowed: 200,
    options: () => ({ method: "PUT", body: DEFAULT_FIRM_CONTACT }),
  },
];

const credentials = {} as Record<Caller, CallOptions>;

beforeAll(async () => {
  const superadmin = await firstAdmin();
  const admin = await createUser("admin");
  const deactivated = await createUser("superadmin");
  await User.updateOne({ _id: deactivated.id }, { $set: { isActive: false } });
  const revoked = await createUser("admin");
  const bad = badTokens(superadmin.id);
  const bearer = (token: string | undefined): CallOptions => ({ token });
  const session = (cookie: string): CallOptions => ({ cookie, headers: { origin: BASE } });
  const sessions = await badSessions(superadmin.id);
  Object.assign(credentials, {
    anonymous: {},
    admin: bearer(admin.token),
    superadmin: bearer(superadmin.token),
    deactivated: bearer(deactivated.token),
    expired: bearer(bad.expired),
    tampered: bearer(bad.tampered),
    algNone: bearer(bad.none),
    otherKey: bearer(bad.otherKey),
    "admin session": session(await sessionCookieOf(admin.id)),
    "superadmin session": session(await sessionCookieOf(superadmin.id)),
    "deactivated session": session(await sessionCookieOf(deactivated.id)),
    "revoked session": session(await sessionCookieOf(revoked.id)),
    "expired session": session(sessions.expired),
    "foreign session": session(sessions.otherKey),
    "API token as session": session(sessions.apiToken),
  });
  // A logout elsewhere: the session above was issued before it.
  await User.updateOne({ _id: revoked.id }, { $inc: { tokenVersion: 1 } });
});

// Public posts are rate-limited per address; the matrix is about permissions, not limits.
beforeEach(() => RateLimit.deleteMany({}));

function expectedStatus(route: Route, caller: Caller): number {
  if (route.access === "public") return route.allowed;
  if (caller === "superadmin" || caller === "superadmin session") return route.allowed;
  if (caller === "admin" || caller === "admin session") return route.access === "admin" ? route.allowed : 403;
  return 401;
}

describe.each(ROUTES)("$name", (route) => {
  it.each(CALLERS)("as %s", async (caller) => {
    const options = await route.options();
    const { status, body } = await call(route.handler, route.path, {
      ...options,
      ...credentials[caller],
      headers: { ...options.headers, ...credentials[caller].headers },
    });
    expect({ caller, status }).toEqual({ caller, status: expectedStatus(route, caller) });
    expect(typeof body.message === "string" || status < 300).toBe(true);
  });
});

describe("session cookie", () => {
  it("authenticates reads without an Origin", async () => {
    const { status } = await call(profile.GET, "/api/auth/profile", { cookie: credentials["admin session"].cookie });
    expect(status).toBe(200);
  });

  it("refuses cookie-borne writes from another origin or without one", async () => {
    const options = { method: "PATCH", params: { id: randomId() }, body: { order: 1 }, cookie: credentials["admin session"].cookie };
    expect((await call(attorneyOrder.PATCH, "/api/attorneys/x/order", options)).status).toBe(403);
    expect((await call(attorneyOrder.PATCH, "/api/attorneys/x/order", { ...options, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await call(attorneyOrder.PATCH, "/api/attorneys/x/order", { ...options, headers: { origin: "http://localhost" } })).status).toBe(404);
  });

  it("lets Bearer writes through without an Origin", async () => {
    const { status } = await call(attorneyOrder.PATCH, "/api/attorneys/x/order", {
      method: "PATCH",
      params: { id: randomId() },
      body: { order: 1 },
      token: credentials.admin.token,
    });
    expect(status).toBe(404);
  });

  it("refuses a malformed Authorization header", async () => {
    const { status } = await call(profile.GET, "/api/auth/profile", { headers: { authorization: "Basic YWRtaW46cGFzcw==" } });
    expect(status).toBe(401);
  });
});
