/** @jest-environment node */
import * as login from "@/app/api/auth/login/route";
import * as logout from "@/app/api/auth/logout/route";
import * as profile from "@/app/api/auth/profile/route";
import * as changePassword from "@/app/api/auth/change-password/route";
import * as register from "@/app/api/auth/register/route";
import * as users from "@/app/api/auth/users/route";
import * as user from "@/app/api/auth/users/[id]/route";
import * as userStatus from "@/app/api/auth/users/[id]/status/route";
import { LOGIN_THROTTLE } from "@/lib/auth/login-throttle";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { setUserStatus, updateUser } from "@/lib/services/users";
import { RateCounter } from "@/models/RateCounter";
import { User } from "@/models/User";
import { useTestDatabase } from "../../helpers/database";
import { FIRST_ADMIN, call, createUser, firstAdmin } from "./support";

useTestDatabase();

const PRIVATE_USER_FIELDS = ["passwordHash", "tokenVersion", "__v"];

beforeEach(() => RateCounter.deleteMany({}));

const signIn = (email: string, password: string, address = "198.51.100.1") =>
  call(login.POST, "/api/auth/login", { body: { email, password }, headers: { "x-client-ip": address } });

describe("login", () => {
  it("answers { user, token }, sets the httpOnly session cookie and records the sign-in", async () => {
    const { status, body, response } = await signIn(FIRST_ADMIN.email, FIRST_ADMIN.password);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["token", "user"]);
    expect(body.user).toMatchObject({ email: FIRST_ADMIN.email, role: "superadmin", isActive: true });
    for (const field of PRIVATE_USER_FIELDS) expect(body.user).not.toHaveProperty(field);
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toContain(`${sessionCookieName()}=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
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

/** Failures counted earlier in the current window, without paying for each bcrypt check. */
async function presetFailures(key: string, count: number) {
  const now = Date.now();
  await RateCounter.updateOne(
    { key },
    { $set: { count, windowStart: new Date(now - 1000), lockedUntil: null, expiresAt: new Date(now + LOGIN_THROTTLE.windowMs) } },
    { upsert: true },
  );
}

describe("lockout", () => {
  it(`locks an account after ${LOGIN_THROTTLE.accountLimit} failures, even for the right password, with Retry-After`, async () => {
    const member = await createUser("admin");
    for (let i = 0; i < LOGIN_THROTTLE.accountLimit; i += 1) {
      expect((await signIn(member.email, "wrong-password", `203.0.113.${i}`)).status).toBe(401);
    }
    const locked = await signIn(member.email, member.password, "203.0.113.200");
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe("Too many failed sign-in attempts. Please try again in 10 minutes.");
    expect(Number(locked.response.headers.get("retry-after"))).toBeGreaterThan(500);
    // Other accounts are not affected by this account's lock.
    expect((await signIn(FIRST_ADMIN.email, FIRST_ADMIN.password, "203.0.113.201")).status).toBe(200);
  });

  it("lets the lock run out", async () => {
    const member = await createUser("admin");
    for (let i = 0; i < LOGIN_THROTTLE.accountLimit; i += 1) await signIn(member.email, "wrong-password");
    expect((await signIn(member.email, member.password)).status).toBe(429);
    await RateCounter.updateMany({}, { $set: { lockedUntil: new Date(Date.now() - 1000), windowStart: new Date(Date.now() - LOGIN_THROTTLE.windowMs - 1000) } });
    expect((await signIn(member.email, member.password)).status).toBe(200);
  });

  it("clears the account's failures on a successful sign-in", async () => {
    const member = await createUser("admin");
    await presetFailures(`login:account:${member.email}`, LOGIN_THROTTLE.accountLimit - 1);
    expect((await signIn(member.email, member.password)).status).toBe(200);
    // Had the count survived, this failure would reach the limit and lock the account.
    expect((await signIn(member.email, "wrong-password")).status).toBe(401);
    expect((await signIn(member.email, member.password)).status).toBe(200);
  });

  it(`locks an address after ${LOGIN_THROTTLE.addressLimit} failures across accounts`, async () => {
    const address = "192.0.2.77";
    await presetFailures(`login:address:${address}`, LOGIN_THROTTLE.addressLimit - 2);
    expect((await signIn("someone@example.com", "wrong-password", address)).status).toBe(401);
    expect((await signIn("someone.else@example.com", "wrong-password", address)).status).toBe(401);
    const locked = await signIn(FIRST_ADMIN.email, FIRST_ADMIN.password, address);
    expect(locked.status).toBe(429);
    expect(locked.response.headers.get("retry-after")).toBeTruthy();
    expect((await signIn(FIRST_ADMIN.email, FIRST_ADMIN.password, "192.0.2.78")).status).toBe(200);
  });

  it("counts failures for unknown emails too, so a lock reveals nothing", async () => {
    for (let i = 0; i < LOGIN_THROTTLE.accountLimit; i += 1) await signIn("ghost@example.com", "x", `198.18.0.${i}`);
    expect((await signIn("ghost@example.com", "x", "198.18.0.99")).status).toBe(429);
  });
});

describe("token invalidation", () => {
  it("logout clears the cookie and kills every token of the user", async () => {
    const member = await createUser("admin");
    const other = await signIn(member.email, member.password);
    const out = await call(logout.POST, "/api/auth/logout", { method: "POST", token: member.token });
    expect(out.status).toBe(200);
    expect(out.response.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await call(profile.GET, "/api/auth/profile", { token: member.token })).status).toBe(401);
    expect((await call(profile.GET, "/api/auth/profile", { token: other.body.token })).status).toBe(401);
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
    expect(changed.response.headers.get("set-cookie")).toContain(changed.body.token);
    expect((await call(profile.GET, "/api/auth/profile", { token: member.token })).status).toBe(401);
    expect((await call(profile.GET, "/api/auth/profile", { token: other.body.token })).status).toBe(401);
    expect((await call(profile.GET, "/api/auth/profile", { token: changed.body.token })).status).toBe(200);
    expect((await signIn(member.email, member.password)).status).toBe(401);
    expect((await signIn(member.email, "brand-new-password")).status).toBe(200);
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
    for (const id of ["0123456789abcdef01234567", "nope", "{\"$ne\":null}"]) {
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
    const off = await call(userStatus.PATCH, "/api/auth/users/x/status", { method: "PATCH", token: me.token, params: { id: me.id }, body: { isActive: false } });
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
