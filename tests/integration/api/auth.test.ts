/** @jest-environment node */
import * as login from "@/app/api/auth/login/route";
import * as logout from "@/app/api/auth/logout/route";
import * as profile from "@/app/api/auth/profile/route";
import * as changePassword from "@/app/api/auth/change-password/route";
import * as register from "@/app/api/auth/register/route";
import * as users from "@/app/api/auth/users/route";
import * as user from "@/app/api/auth/users/[id]/route";
import * as userStatus from "@/app/api/auth/users/[id]/status/route";
import { Worker } from "node:worker_threads";
import { deviceCookieName } from "@/lib/auth/device-cookie";
import { LOGIN_LIMITS, LOGIN_RULES } from "@/lib/auth/login-throttle";
import { staffSessionCookieName } from "@/lib/auth/staff-session";
import { setUserStatus, updateUser } from "@/lib/services/users";
import { RateLimit } from "@/models/RateLimit";
import { User } from "@/models/User";
import { useTestDatabase } from "../../helpers/database";
import { BASE, FIRST_ADMIN, call, createUser, firstAdmin, sessionCookieOf } from "./support";

useTestDatabase();

const PRIVATE_USER_FIELDS = ["passwordHash", "tokenVersion", "__v"];

beforeEach(() => RateLimit.deleteMany({}));

const signIn = (email: string, password: string, address = "198.51.100.1", device?: string) =>
  call(login.POST, "/api/auth/login", {
    body: { email, password },
    headers: { "x-client-ip": address },
    ...(device ? { cookie: `${deviceCookieName()}=${device}` } : {}),
  });

/** The device cookie a successful sign-in handed out. */
function deviceCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${deviceCookieName()}=`));
  if (!cookie) throw new Error("no device cookie was set");
  return cookie.split(";")[0].slice(deviceCookieName().length + 1);
}

describe("login", () => {
  it("answers { user, token } and records the sign-in; the browser's session is next-auth's, so no session cookie", async () => {
    const { status, body, response } = await signIn(FIRST_ADMIN.email, FIRST_ADMIN.password);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["token", "user"]);
    expect(body.user).toMatchObject({ email: FIRST_ADMIN.email, role: "superadmin", isActive: true });
    for (const field of PRIVATE_USER_FIELDS) expect(body.user).not.toHaveProperty(field);
    expect(response.headers.getSetCookie().map((cookie) => cookie.split("=")[0])).toEqual([deviceCookieName()]);
    expect(response.headers.get("set-cookie")).not.toContain(body.token);
    expect((await User.findOne({ email: FIRST_ADMIN.email }).lean())!.lastLogin).toBeInstanceOf(Date);

    const me = await call(profile.GET, "/api/auth/profile", { token: body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(FIRST_ADMIN.email);
  });

  it("accepts the email in any case", async () => {
    expect((await signIn("ADMIN@Example.com", FIRST_ADMIN.password)).status).toBe(200);
  });

  it("answers the same 'Login failed' for a wrong password, an unknown email and an inactive account", async () => {
    const inactive = await createUser("admin", { isActive: false });
    const answers = await Promise.all([
      signIn(FIRST_ADMIN.email, "wrong-password"),
      signIn("nobody@example.com", "whatever-password"),
      signIn(inactive.email, inactive.password),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: "Login failed" });
    }
  });

  it("refuses a missing password and an operator in place of the email", async () => {
    expect((await call(login.POST, "/api/auth/login", { body: { email: FIRST_ADMIN.email } })).status).toBe(400);
    const injected = await call(login.POST, "/api/auth/login", { body: { email: { $ne: null }, password: { $ne: null } } });
    expect(injected.status).toBe(400);
    expect(injected.body.token).toBeUndefined();
  });
});

/** Attempts counted earlier in the current window under a sign-in rule, without paying for each bcrypt check. */
async function presetAttempts(rule: { name: string }, key: string, points: number) {
  await RateLimit.updateOne({ key: `${rule.name}:${key}` }, { $set: { points, expire: new Date(Date.now() + LOGIN_LIMITS.windowMs) } }, { upsert: true });
}
const pair = (email: string, address: string) => JSON.stringify([email, address]);

/**
 * Counts the bcrypt comparisons the sign-in service hands to its password worker: the
 * number of passwords actually checked.
 */
function countPasswordChecks(): { readonly count: number; restore: () => void } {
  const spy = jest.spyOn(Worker.prototype, "postMessage");
  return {
    get count() {
      return spy.mock.calls.filter(([message]) => (message as { op?: string }).op === "compare").length;
    },
    restore: () => spy.mockRestore(),
  };
}

describe("lockout", () => {
  it("checks exactly 5 passwords when 40 wrong ones for one account arrive at once from one address", async () => {
    const member = await createUser("admin");
    const checks = countPasswordChecks();
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(member.email, `wrong-password-${i}`, "203.0.113.9")));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perAccountAndAddress);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - LOGIN_LIMITS.perAccountAndAddress);
      expect(checks.count).toBe(LOGIN_LIMITS.perAccountAndAddress);
      for (const refused of answers.filter((answer) => answer.status === 429)) {
        expect(refused.body.message).toBe("Too many failed sign-in attempts. Please try again in 10 minutes.");
        expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(500);
      }
      // The attacking address stays locked out of the account, even with the right password...
      expect((await signIn(member.email, member.password, "203.0.113.9")).status).toBe(429);
      // ...while the owner, from their own address, signs in at once.
      expect((await signIn(member.email, member.password, "198.51.100.44")).status).toBe(200);
      expect(checks.count).toBe(LOGIN_LIMITS.perAccountAndAddress + 1);
    } finally {
      checks.restore();
    }
  }, 120_000);

  it("lets a lock run out", async () => {
    const member = await createUser("admin");
    await presetAttempts(LOGIN_RULES.accountAndAddress, pair(member.email, "203.0.113.10"), LOGIN_LIMITS.perAccountAndAddress);
    expect((await signIn(member.email, member.password, "203.0.113.10")).status).toBe(429);
    await RateLimit.updateMany({}, { $set: { expire: new Date(Date.now() - 1000) } });
    expect((await signIn(member.email, member.password, "203.0.113.10")).status).toBe(200);
  });

  it("clears the account-and-address count on a successful sign-in", async () => {
    const member = await createUser("admin");
    await presetAttempts(LOGIN_RULES.accountAndAddress, pair(member.email, "198.51.100.1"), LOGIN_LIMITS.perAccountAndAddress - 1);
    expect((await signIn(member.email, member.password)).status).toBe(200);
    // Had the count survived, the second of these would be refused.
    expect((await signIn(member.email, "wrong-password")).status).toBe(401);
    expect((await signIn(member.email, "wrong-password")).status).toBe(401);
    expect((await signIn(member.email, member.password)).status).toBe(200);
  });

  it(`locks an address out of every account after ${LOGIN_LIMITS.perAddress} attempts, and only that address`, async () => {
    const address = "192.0.2.77";
    await presetAttempts(LOGIN_RULES.address, address, LOGIN_LIMITS.perAddress - 2);
    expect((await signIn("someone@example.com", "wrong-password", address)).status).toBe(401);
    expect((await signIn("someone.else@example.com", "wrong-password", address)).status).toBe(401);
    const locked = await signIn(FIRST_ADMIN.email, FIRST_ADMIN.password, address);
    expect(locked.status).toBe(429);
    expect(locked.response.headers.get("retry-after")).toBeTruthy();
    // Refused before the body is even read: a malformed one gets the same 429.
    expect((await call(login.POST, "/api/auth/login", { raw: "{", headers: { "x-client-ip": address } })).status).toBe(429);
    expect((await signIn(FIRST_ADMIN.email, FIRST_ADMIN.password, "192.0.2.78")).status).toBe(200);
  });

  it("a known browser signs in during an attack spread over many addresses; unknown browsers are held back", async () => {
    const member = await createUser("admin");
    const other = await createUser("admin");
    const ownDevice = deviceCookieOf((await signIn(member.email, member.password, "198.51.100.20")).response);
    const othersDevice = deviceCookieOf((await signIn(other.email, other.password, "198.51.100.21")).response);

    const checks = countPasswordChecks();
    try {
      const attack = await Promise.all(Array.from({ length: 16 }, (_, i) => signIn(member.email, "guess", `203.0.113.${100 + i}`)));
      expect(attack.filter((answer) => answer.status === 401)).toHaveLength(LOGIN_LIMITS.perAccount);
      expect(attack.filter((answer) => answer.status === 429)).toHaveLength(16 - LOGIN_LIMITS.perAccount);
      expect(checks.count).toBe(LOGIN_LIMITS.perAccount);
    } finally {
      checks.restore();
    }

    // A browser the account has never signed in from is refused, right password or not...
    expect((await signIn(member.email, member.password, "198.51.100.30")).status).toBe(429);
    // ...as is one holding another account's device cookie, or a forged one.
    expect((await signIn(member.email, member.password, "198.51.100.31", othersDevice)).status).toBe(429);
    const [id, expires, nonce] = ownDevice.split(".");
    expect((await signIn(member.email, member.password, "198.51.100.32", `${id}.${Number(expires) + 1}.${nonce}.forged`)).status).toBe(429);
    // The owner's own browser, from any address, signs in.
    const owner = await signIn(member.email, member.password, "198.51.100.33", ownDevice);
    expect(owner.status).toBe(200);
    expect(deviceCookieOf(owner.response)).not.toBe(ownDevice);
    // Other accounts are untouched.
    expect((await signIn(other.email, other.password, "198.51.100.34")).status).toBe(200);
  }, 120_000);

  it("counts a known browser's attempts on their own, so a stolen device cookie does not guess freely", async () => {
    const member = await createUser("admin");
    const device = deviceCookieOf((await signIn(member.email, member.password, "198.51.100.40")).response);
    const [, , nonce] = device.split(".");
    await presetAttempts(LOGIN_RULES.device, nonce, LOGIN_LIMITS.perDevice);
    expect((await signIn(member.email, member.password, "198.51.100.41", device)).status).toBe(429);
    // Without it, the browser is an unknown one, under the account's ceiling, which is not reached.
    expect((await signIn(member.email, member.password, "198.51.100.41")).status).toBe(200);
  });

  it("sets the device cookie httpOnly, SameSite=Strict, for the whole site", async () => {
    const answer = await signIn(FIRST_ADMIN.email, FIRST_ADMIN.password);
    const cookie = answer.response.headers.getSetCookie().find((value) => value.startsWith(`${deviceCookieName()}=`))!;
    expect(cookie).toMatch(/; Path=\/; HttpOnly; SameSite=Strict; Max-Age=15552000$/);
  });

  it("counts unknown emails like real ones, so a lock reveals nothing", async () => {
    for (const email of ["ghost@example.com", FIRST_ADMIN.email]) {
      await presetAttempts(LOGIN_RULES.account, email, LOGIN_LIMITS.perAccount - 1);
      expect((await signIn(email, "wrong", "198.18.0.1")).status).toBe(401);
      const locked = await signIn(email, "wrong", "198.18.0.2");
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe("Too many failed sign-in attempts. Please try again in 10 minutes.");
    }
  });
});

describe("token invalidation", () => {
  it("logout clears the session cookie and kills every token and session of the user", async () => {
    const member = await createUser("admin");
    const other = await signIn(member.email, member.password);
    const browser = await sessionCookieOf(member.id);
    expect((await call(profile.GET, "/api/auth/profile", { cookie: browser })).status).toBe(200);
    const out = await call(logout.POST, "/api/auth/logout", { method: "POST", token: member.token });
    expect(out.status).toBe(200);
    expect(out.response.headers.get("set-cookie")).toMatch(new RegExp(`^${staffSessionCookieName()}=; .*Max-Age=0`));
    expect((await call(profile.GET, "/api/auth/profile", { token: member.token })).status).toBe(401);
    expect((await call(profile.GET, "/api/auth/profile", { token: other.body.token })).status).toBe(401);
    expect((await call(profile.GET, "/api/auth/profile", { cookie: browser })).status).toBe(401);
    expect((await signIn(member.email, member.password)).status).toBe(200);
  });

  it("logout without a session still clears the cookie", async () => {
    const out = await call(logout.POST, "/api/auth/logout", { method: "POST" });
    expect(out.status).toBe(200);
    expect(out.response.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });

  it("a password change ends the other sessions and hands this one a fresh token", async () => {
    const member = await createUser("admin");
    const other = await signIn(member.email, member.password);
    const changed = await call(changePassword.POST, "/api/auth/change-password", {
      token: member.token,
      body: { currentPassword: member.password, newPassword: "brand-new-password" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.token).toEqual(expect.any(String));
    // An API client gets its fresh token; there is no browser session to renew.
    expect(changed.response.headers.get("set-cookie")).toBeNull();
    expect((await call(profile.GET, "/api/auth/profile", { token: member.token })).status).toBe(401);
    expect((await call(profile.GET, "/api/auth/profile", { token: other.body.token })).status).toBe(401);
    expect((await call(profile.GET, "/api/auth/profile", { token: changed.body.token })).status).toBe(200);
    expect((await signIn(member.email, member.password)).status).toBe(401);
    expect((await signIn(member.email, "brand-new-password")).status).toBe(200);
  });

  it("a password change in the browser ends every other session and token, and renews this session's cookie", async () => {
    const member = await createUser("admin");
    const here = await sessionCookieOf(member.id);
    const elsewhere = await sessionCookieOf(member.id);
    const changed = await call(changePassword.POST, "/api/auth/change-password", {
      cookie: here,
      headers: { origin: BASE },
      body: { currentPassword: member.password, newPassword: "brand-new-password" },
    });
    expect(changed.status).toBe(200);
    const renewed = changed.response.headers.get("set-cookie")!;
    expect(renewed).toMatch(new RegExp(`^${staffSessionCookieName()}=[^;]+; Path=/; HttpOnly; SameSite=Lax; Max-Age=28800$`));
    for (const gone of [here, elsewhere]) expect((await call(profile.GET, "/api/auth/profile", { cookie: gone })).status).toBe(401);
    expect((await call(profile.GET, "/api/auth/profile", { token: member.token })).status).toBe(401);
    expect((await call(profile.GET, "/api/auth/profile", { cookie: renewed.split(";")[0] })).status).toBe(200);
  });

  it("a wrong current password answers 400 'Password change failed' and changes nothing", async () => {
    const member = await createUser("admin");
    const before = await User.findById(member.id).select("+passwordHash +tokenVersion").lean();
    const changed = await call(changePassword.POST, "/api/auth/change-password", {
      token: member.token,
      body: { currentPassword: "not-it", newPassword: "brand-new-password" },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.message).toBe("Password change failed");
    const after = await User.findById(member.id).select("+passwordHash +tokenVersion").lean();
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(after!.tokenVersion).toBe(before!.tokenVersion);
  });

  it("a too-short new password is refused with the form's message", async () => {
    const member = await createUser("admin");
    const changed = await call(changePassword.POST, "/api/auth/change-password", {
      token: member.token,
      body: { currentPassword: member.password, newPassword: "123" },
    });
    expect(changed.status).toBe(400);
    expect(changed.body.errors.newPassword).toBe("Password must be at least 6 characters");
  });

  it("deactivation ends the user's browser session on its next request, and reactivation does not revive it", async () => {
    const { token } = await firstAdmin();
    const member = await createUser("admin");
    const browser = await sessionCookieOf(member.id);
    expect((await call(profile.GET, "/api/auth/profile", { cookie: browser })).status).toBe(200);
    await call(userStatus.PATCH, "/api/auth/users/x/status", { method: "PATCH", token, params: { id: member.id }, body: { isActive: false } });
    expect((await call(profile.GET, "/api/auth/profile", { cookie: browser })).status).toBe(401);
    await call(userStatus.PATCH, "/api/auth/users/x/status", { method: "PATCH", token, params: { id: member.id }, body: { isActive: true } });
    expect((await call(profile.GET, "/api/auth/profile", { cookie: browser })).status).toBe(401);
  });

  it("a password reset by a super admin ends the user's browser session", async () => {
    const { token } = await firstAdmin();
    const member = await createUser("admin");
    const browser = await sessionCookieOf(member.id);
    const body = { username: member.user.username, email: member.email, firstName: "A", lastName: "B", role: "admin", password: "reset-password" };
    expect((await call(user.PUT, "/api/auth/users/x", { method: "PUT", token, params: { id: member.id }, body })).status).toBe(200);
    expect((await call(profile.GET, "/api/auth/profile", { cookie: browser })).status).toBe(401);
  });

  it("deactivation kills the user's tokens at once and reactivation does not revive them", async () => {
    const { token } = await firstAdmin();
    const member = await createUser("admin");
    expect((await call(profile.GET, "/api/auth/profile", { token: member.token })).status).toBe(200);
    const off = await call(userStatus.PATCH, "/api/auth/users/x/status", { method: "PATCH", token, params: { id: member.id }, body: { isActive: false } });
    expect(off.status).toBe(200);
    expect(off.body.user.isActive).toBe(false);
    expect((await call(profile.GET, "/api/auth/profile", { token: member.token })).status).toBe(401);
    const on = await call(userStatus.PATCH, "/api/auth/users/x/status", { method: "PATCH", token, params: { id: member.id }, body: { isActive: true } });
    expect(on.body.user.isActive).toBe(true);
    expect((await call(profile.GET, "/api/auth/profile", { token: member.token })).status).toBe(401);
    expect((await signIn(member.email, member.password)).status).toBe(200);
  });
});

describe("user management", () => {
  it("registers a user: 201 { user } without secrets, who can then sign in", async () => {
    const { token } = await firstAdmin();
    const input = { username: "mkargbo", email: "M.Kargbo@Example.com", firstName: "Mohamed", lastName: "Kargbo", role: "admin", password: "kargbo-password" };
    const { status, body } = await call(register.POST, "/api/auth/register", { token, body: input });
    expect(status).toBe(201);
    expect(body.user).toMatchObject({ username: "mkargbo", email: "m.kargbo@example.com", role: "admin", isActive: true });
    for (const field of PRIVATE_USER_FIELDS) expect(body.user).not.toHaveProperty(field);
    expect((await signIn("m.kargbo@example.com", "kargbo-password")).status).toBe(200);
  });

  it("refuses a duplicate email or username, in any case, with 409 and the field's message", async () => {
    const { token } = await firstAdmin();
    const base = { firstName: "A", lastName: "B", role: "admin", password: "password-1" };
    const email = await call(register.POST, "/api/auth/register", { token, body: { ...base, username: "fresh_name", email: "ADMIN@example.com" } });
    expect(email.status).toBe(409);
    expect(email.body).toEqual({ message: "Email is already in use", errors: { email: "Email is already in use" } });
    const username = await call(register.POST, "/api/auth/register", { token, body: { ...base, username: "ADMIN", email: "fresh@example.com" } });
    expect(username.status).toBe(409);
    expect(username.body.message).toBe("Username is already in use");
  });

  it("lists users newest first without secrets", async () => {
    const { token } = await firstAdmin();
    const newest = await createUser("admin");
    const { status, body } = await call(users.GET, "/api/auth/users", { token });
    expect(status).toBe(200);
    expect(body.users[0]._id).toBe(newest.id);
    const times = body.users.map((u: { createdAt: string }) => Date.parse(u.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const listed of body.users) for (const field of PRIVATE_USER_FIELDS) expect(listed).not.toHaveProperty(field);
  });

  it("reads one user without secrets, and answers 404 for an unknown or malformed id", async () => {
    const { token } = await firstAdmin();
    const member = await createUser("admin");
    const { status, body } = await call(user.GET, "/api/auth/users/x", { token, params: { id: member.id } });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ _id: member.id, email: member.email, role: "admin", isActive: true });
    for (const field of PRIVATE_USER_FIELDS) expect(body.user).not.toHaveProperty(field);
    for (const id of ["0123456789abcdef01234567", "nope", '{"$ne":null}']) {
      const missing = await call(user.GET, "/api/auth/users/x", { token, params: { id } });
      expect(missing).toMatchObject({ status: 404, body: { message: "User not found" } });
    }
  });

  it("edits a user and resets the password, ending that user's sessions", async () => {
    const { token } = await firstAdmin();
    const member = await createUser("admin");
    const edited = await call(user.PUT, "/api/auth/users/x", {
      method: "PUT",
      token,
      params: { id: member.id },
      body: { username: "renamed", email: "renamed@example.com", firstName: "Re", lastName: "Named", role: "superadmin", password: "reset-password" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.user).toMatchObject({ username: "renamed", email: "renamed@example.com", role: "superadmin" });
    expect((await call(profile.GET, "/api/auth/profile", { token: member.token })).status).toBe(401);
    expect((await signIn("renamed@example.com", "reset-password")).status).toBe(200);
  });

  it("keeps a user's sessions when the edit leaves the password alone, and refuses another user's email", async () => {
    const { token } = await firstAdmin();
    const member = await createUser("admin");
    const body = { username: "keeper", email: "keeper@example.com", firstName: "K", lastName: "P", role: "admin" };
    expect((await call(user.PUT, "/api/auth/users/x", { method: "PUT", token, params: { id: member.id }, body })).status).toBe(200);
    expect((await call(profile.GET, "/api/auth/profile", { token: member.token })).status).toBe(200);
    // Saving one's own unchanged email is fine; taking someone else's is not.
    expect((await call(user.PUT, "/api/auth/users/x", { method: "PUT", token, params: { id: member.id }, body })).status).toBe(200);
    const taken = await call(user.PUT, "/api/auth/users/x", { method: "PUT", token, params: { id: member.id }, body: { ...body, email: FIRST_ADMIN.email } });
    expect(taken.status).toBe(409);
  });

  it("a super admin cannot deactivate or demote themself", async () => {
    const me = await firstAdmin();
    const off = await call(userStatus.PATCH, "/api/auth/users/x/status", {
      method: "PATCH",
      token: me.token,
      params: { id: me.id },
      body: { isActive: false },
    });
    expect(off.status).toBe(400);
    const demote = await call(user.PUT, "/api/auth/users/x", {
      method: "PUT",
      token: me.token,
      params: { id: me.id },
      body: { username: "admin", email: FIRST_ADMIN.email, firstName: "Site", lastName: "Administrator", role: "admin" },
    });
    expect(demote.status).toBe(400);
    const stored = await User.findById(me.id).lean();
    expect(stored).toMatchObject({ isActive: true, role: "superadmin" });
  });

  it("a super admin can deactivate and demote another super admin while one stays active", async () => {
    const me = await firstAdmin();
    const other = await createUser("superadmin");
    const demote = await call(user.PUT, "/api/auth/users/x", {
      method: "PUT",
      token: me.token,
      params: { id: other.id },
      body: { username: `other${Date.now()}`, email: other.email, firstName: "O", lastName: "T", role: "admin" },
    });
    expect(demote.status).toBe(200);
    expect(demote.body.user.role).toBe("admin");
  });

  it("never deactivates or demotes the last active super admin", async () => {
    const me = await firstAdmin();
    await User.updateMany({ _id: { $ne: me.id }, role: "superadmin" }, { $set: { isActive: false } });
    const someoneElse = (await createUser("admin")).user._id;
    await expect(setUserStatus(someoneElse, me.id, false)).rejects.toMatchObject({ status: 409 });
    await expect(
      updateUser(someoneElse, me.id, { username: "admin", email: FIRST_ADMIN.email, firstName: "Site", lastName: "Administrator", role: "admin" }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await User.findById(me.id).lean()).toMatchObject({ isActive: true, role: "superadmin" });
  });
});
