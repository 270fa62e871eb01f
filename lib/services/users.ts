import { Types } from "mongoose";
import { badRequest, conflict, notFound, unauthorized } from "../api/errors";
import { USER_NOT_FOUND, type RegisterInput, type Role, type UpdateUserInput } from "../collections/user";
import { generatePassword, hashPassword, verifyPassword } from "../auth/password";
import { signToken } from "../auth/token";
import { issueDeviceToken, trustedDeviceId } from "../auth/device-cookie";
import { countSignInAttempt, signInSucceeded } from "../auth/login-throttle";
import { TEXTS } from "../texts";
import { User, type UserDoc } from "@/models/User";

/** What any response may show of a user: never the password hash or the token version. */
export interface PublicUser {
  _id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  lastLogin: Date | null;
  createdAt?: Date;
  updatedAt?: Date;
}

type StoredUser = Omit<UserDoc, "passwordHash" | "tokenVersion"> & { createdAt?: Date; updatedAt?: Date };

export function toPublicUser(user: StoredUser): PublicUser {
  return {
    _id: String(user._id),
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role as Role,
    isActive: user.isActive !== false,
    lastLogin: user.lastLogin ?? null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

const USER_FIELDS = "username email firstName lastName role isActive lastLogin createdAt updatedAt";

// Compared against when the email is unknown, so an unknown account costs the same time as a wrong password.
let unknownUserHash: Promise<string> | undefined;
const unknownUserHashOnce = () => (unknownUserHash ??= hashPassword(generatePassword()));

function escapeRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
}

const sameText = (value: string) => new RegExp(`^${escapeRegex(value)}$`, "i");

/** 409 with the field's message when another user already has this email or username. */
async function assertUnique(fields: { email: string; username: string }, exceptId?: string): Promise<void> {
  const others = exceptId ? { _id: { $ne: new Types.ObjectId(exceptId) } } : {};
  if (await User.exists({ ...others, email: sameText(fields.email) })) {
    throw conflict(TEXTS.emailInUse, { email: TEXTS.emailInUse });
  }
  if (await User.exists({ ...others, username: sameText(fields.username) })) {
    throw conflict(TEXTS.usernameInUse, { username: TEXTS.usernameInUse });
  }
}

/** The unique indexes catch what the checks above miss in a race; answer with the same texts. */
function duplicateToConflict(error: unknown): never {
  const e = error as { code?: number; keyPattern?: Record<string, unknown> };
  if (e?.code === 11000) {
    if (e.keyPattern && "username" in e.keyPattern) throw conflict(TEXTS.usernameInUse, { username: TEXTS.usernameInUse });
    throw conflict(TEXTS.emailInUse, { email: TEXTS.emailInUse });
  }
  throw error;
}

interface Session {
  user: PublicUser;
  token: string;
}

function sessionFor(user: StoredUser, tokenVersion: number): Session {
  return { user: toPublicUser(user), token: signToken({ sub: String(user._id), role: user.role as Role, tv: tokenVersion }) };
}

/** A successful sign-in: the session, and a fresh device cookie value for the browser that signed in. */
interface SignIn extends Session {
  deviceToken: string;
}

/**
 * Signs a user in: `address` is the visitor's address, `deviceCookie` the value of the device
 * cookie the browser sent (lib/auth/device-cookie.ts), if any. The attempt is counted against
 * the lockouts (lib/auth/login-throttle.ts) before the password is compared; a lock answers
 * 429. A wrong email, a wrong password and an inactive account all answer the same 401
 * "Login failed", so the answer never tells whether an account exists.
 */
export async function login(email: string, password: string, address: string, deviceCookie?: string): Promise<SignIn> {
  // Emails are stored lowercased.
  const typed = email.trim().toLowerCase();
  const user = await User.findOne({ email: typed }).select("+passwordHash +tokenVersion").lean();
  const attempt = { email: typed, address, deviceId: user ? trustedDeviceId(deviceCookie, String(user._id)) : null };
  await countSignInAttempt(attempt);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHashOnce()));
  if (!user || !matches || !user.isActive) throw unauthorized(TEXTS.loginFailed);
  await signInSucceeded(attempt);
  const lastLogin = new Date();
  await User.updateOne({ _id: user._id }, { $set: { lastLogin } });
  return { ...sessionFor({ ...user, lastLogin }, user.tokenVersion ?? 0), deviceToken: issueDeviceToken(String(user._id)) };
}

/** Revokes every token the user holds; returns the new token version. */
export async function revokeTokens(userId: Types.ObjectId | string): Promise<number> {
  const updated = await User.findByIdAndUpdate(userId, { $inc: { tokenVersion: 1 } }, { returnDocument: "after" })
    .select("+tokenVersion")
    .lean();
  return updated?.tokenVersion ?? 0;
}

/** Changes the signed-in user's password; every other session ends, this one gets a fresh token. */
export async function changePassword(userId: Types.ObjectId, currentPassword: string, newPassword: string): Promise<Session> {
  const user = await User.findById(userId).select("+passwordHash").lean();
  if (!user) throw unauthorized();
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw badRequest(TEXTS.passwordChangeFailed, { currentPassword: "Current password is incorrect" });
  }
  const updated = await User.findByIdAndUpdate(
    userId,
    { $set: { passwordHash: await hashPassword(newPassword) }, $inc: { tokenVersion: 1 } },
    { returnDocument: "after" },
  )
    .select(`${USER_FIELDS} +tokenVersion`)
    .lean();
  if (!updated) throw unauthorized();
  return sessionFor(updated, updated.tokenVersion ?? 0);
}

export async function registerUser(input: RegisterInput): Promise<PublicUser> {
  await assertUnique(input);
  const { password, ...profile } = input;
  try {
    const created = await User.create({ ...profile, passwordHash: await hashPassword(password) });
    return toPublicUser(created.toObject());
  } catch (error) {
    duplicateToConflict(error);
  }
}

/** Every admin user, newest first. */
export async function listUsers(): Promise<PublicUser[]> {
  const users = await User.find().select(USER_FIELDS).sort({ createdAt: -1, _id: -1 }).lean();
  return users.map(toPublicUser);
}

/** One admin user, for the edit screen. */
export async function getUser(id: string): Promise<PublicUser> {
  return toPublicUser(await findUser(id));
}

async function findUser(id: string): Promise<StoredUser> {
  const user = await User.findById(id).select(USER_FIELDS).lean();
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

const ACTIVE_SUPER_ADMIN = { role: "superadmin", isActive: true } as const;

async function assertAnotherActiveSuperAdmin(id: string, message: string): Promise<void> {
  const others = await User.countDocuments({ _id: { $ne: new Types.ObjectId(id) }, ...ACTIVE_SUPER_ADMIN });
  if (others === 0) throw conflict(message);
}

/**
 * Run after a write that took super-admin rights from `id` (a demotion or a deactivation). The
 * check before it can race another super admin doing the same to this one; so the count is
 * taken again after the write, and when no active super admin is left the rights are given
 * back and the request refused. Of two such writes at once, the later count sees both and
 * undoes its own, so one active super admin always remains.
 */
async function keepAnActiveSuperAdmin(id: string, message: string): Promise<void> {
  if (await User.exists(ACTIVE_SUPER_ADMIN)) return;
  await User.updateOne({ _id: id }, { $set: ACTIVE_SUPER_ADMIN });
  throw conflict(message);
}

/** Activates or deactivates a user; deactivation ends all of that user's sessions at once. */
export async function setUserStatus(actorId: Types.ObjectId, id: string, isActive: boolean): Promise<PublicUser> {
  const target = await findUser(id);
  const LAST = "The last active super admin cannot be deactivated";
  const removesSuperAdmin = !isActive && target.role === "superadmin" && target.isActive;
  if (!isActive) {
    if (String(actorId) === id) throw badRequest("You cannot deactivate your own account");
    if (removesSuperAdmin) await assertAnotherActiveSuperAdmin(id, LAST);
  }
  const update = isActive ? { $set: { isActive } } : { $set: { isActive }, $inc: { tokenVersion: 1 } };
  const updated = await User.findByIdAndUpdate(id, update, { returnDocument: "after" }).select(USER_FIELDS).lean();
  if (!updated) throw notFound(USER_NOT_FOUND);
  if (removesSuperAdmin) await keepAnActiveSuperAdmin(id, LAST);
  return toPublicUser(updated);
}

/**
 * Edits a user's profile and, when `role` is given, their role (left out, the role stays); a
 * new password, when given, ends that user's sessions.
 */
export async function updateUser(actorId: Types.ObjectId, id: string, input: UpdateUserInput): Promise<PublicUser> {
  const target = await findUser(id);
  const LAST = "The last active super admin cannot be demoted";
  const demoting = target.role === "superadmin" && input.role !== undefined && input.role !== "superadmin";
  if (demoting) {
    if (String(actorId) === id) throw badRequest("You cannot remove your own super admin role", { role: "You cannot remove your own super admin role" });
    if (target.isActive) await assertAnotherActiveSuperAdmin(id, LAST);
  }
  await assertUnique(input, id);
  const { password, role, ...profile } = input;
  const fields = role === undefined ? profile : { ...profile, role };
  const update = password ? { $set: { ...fields, passwordHash: await hashPassword(password) }, $inc: { tokenVersion: 1 } } : { $set: fields };
  let updated;
  try {
    updated = await User.findByIdAndUpdate(id, update, { returnDocument: "after", runValidators: true }).select(USER_FIELDS).lean();
  } catch (error) {
    duplicateToConflict(error);
  }
  if (!updated) throw notFound(USER_NOT_FOUND);
  if (demoting && target.isActive) await keepAnActiveSuperAdmin(id, LAST);
  return toPublicUser(updated);
}
