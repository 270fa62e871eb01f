import { Types } from "mongoose";
import { findOnePlain } from "@/lib/db/plain-find";
import { User, type UserDoc } from "@/models/User";

/**
 * The one revocation check every session and token goes through: the account still exists, is
 * active, and its token version is still the one the session was issued with (logout, a
 * password change and deactivation bump it). Null when any of that fails.
 */
export async function activeUser(id: unknown, tokenVersion: unknown): Promise<UserDoc | null> {
  if (typeof id !== "string" || !Types.ObjectId.isValid(id) || typeof tokenVersion !== "number") return null;
  const user = await findOnePlain<UserDoc & { tokenVersion?: number }>(User, { _id: new Types.ObjectId(id) }, { passwordHash: 0 });
  if (!user || !user.isActive || (user.tokenVersion ?? 0) !== tokenVersion) return null;
  return user;
}
