import { Types } from "mongoose";
import { badRequest, conflict, notFound, unauthorized } from "../api/errors";
import type { RegisterInput, Role, UpdateUserInput } from "../collections/user";
import { generatePassword, hashPassword, verifyPassword } from "../auth/password";
import { signToken } from "../auth/token";
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from "../auth/login-throttle";
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

export interface Session {
  user: PublicUser;
  token: string;
}

function sessionFor(user: StoredUser, tokenVersion: number): Session {
  return { user: toPublicUser(user), token: signToken({ sub: String(user._id), role: user.role as Role, tv: tokenVersion }) };
}

/**
 * Signs a user in. A wrong email, a wrong password and an inactive account all answer the
 * same "Login failed", so the answer never tells whether an account exists.
 */
export async function login(email: string, password: string, address: string): Promise<Session> {
  await assertLoginAllowed(email, address);
  // Emails are stored lowercased and the login schema lowercases what is typed.
  const user = await User.findOne({ email: email.toLowerCase() }).select("+passwordHash +tokenVersion").lean();
  const matches = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHashOnce()));
  if (!user || !matches || !user.isActive) {
    await recordLoginFailure(email, address);
    throw unauthorized(TEXTS.loginFailed);
  }
  await recordLoginSuccess(email);
  const lastLogin = new Date();
  await User.updateOne({ _id: user._id }, { $set: { lastLogin } });
  return sessionFor({ ...user, lastLogin }, user.tokenVersion ?? 0);
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
  if (!user) throw notFound("User not found");
  return user;
}

async function assertAnotherActiveSuperAdmin(id: string, message: string): Promise<void> {
  const others = await User.countDocuments({ _id: { $ne: new Types.ObjectId(id) }, role: "superadmin", isActive: true });
  if (others === 0) throw conflict(message);
}

/** Activates or deactivates a user; deactivation ends all of that user's sessions at once. */
export async function setUserStatus(actorId: Types.ObjectId, id: string, isActive: boolean): Promise<PublicUser> {
  const target = await findUser(id);
  if (!isActive) {
    if (String(actorId) === id) throw badRequest("You cannot deactivate your own account");
    if (target.role === "superadmin" && target.isActive) {
      await assertAnotherActiveSuperAdmin(id, "The last active super admin cannot be deactivated");
    }
  }
  const update = isActive ? { $set: { isActive } } : { $set: { isActive }, $inc: { tokenVersion: 1 } };
  const updated = await User.findByIdAndUpdate(id, update, { returnDocument: "after" }).select(USER_FIELDS).lean();
  if (!updated) throw notFound("User not found");
  return toPublicUser(updated);
}

/** Edits a user's profile and role; a new password, when given, ends that user's sessions. */
export async function updateUser(actorId: Types.ObjectId, id: string, input: UpdateUserInput): Promise<PublicUser> {
  const target = await findUser(id);
  const demoting = target.role === "superadmin" && input.role !== "superadmin";
  if (demoting) {
    if (String(actorId) === id) throw badRequest("You cannot remove your own super admin role", { role: "You cannot remove your own super admin role" });
    if (target.isActive) await assertAnotherActiveSuperAdmin(id, "The last active super admin cannot be demoted");
  }
  await assertUnique(input, id);
  const { password, ...profile } = input;
  const update = password
    ? { $set: { ...profile, passwordHash: await hashPassword(password) }, $inc: { tokenVersion: 1 } }
    : { $set: profile };
  try {
    const updated = await User.findByIdAndUpdate(id, update, { returnDocument: "after", runValidators: true }).select(USER_FIELDS).lean();
    if (!updated) throw notFound("User not found");
    return toPublicUser(updated);
  } catch (error) {
    duplicateToConflict(error);
  }
}
