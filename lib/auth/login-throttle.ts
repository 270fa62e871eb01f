import { tooManyRequests } from "../api/errors";
import { TEXTS } from "../texts";
import { RateCounter } from "@/models/RateCounter";

/**
 * Failed sign-ins are counted per account (the email typed) and per address. Enough failures
 * within the window lock that account or address for a while. Counters live in the database so
 * every app instance sees the same lock.
 */
export const LOGIN_THROTTLE = {
  windowMs: 10 * 60 * 1000,
  lockMs: 10 * 60 * 1000,
  accountLimit: 5,
  addressLimit: 20,
} as const;

const accountKey = (email: string) => `login:account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `login:address:${address}`;

/** Refuses with 429 while the account or the address is locked. */
export async function assertLoginAllowed(email: string, address: string): Promise<void> {
  const now = new Date();
  const locks = await RateCounter.find({ key: { $in: [accountKey(email), addressKey(address)] }, lockedUntil: { $gt: now } })
    .select("lockedUntil")
    .lean();
  if (locks.length === 0) return;
  const until = Math.max(...locks.map((lock) => lock.lockedUntil!.getTime()));
  const seconds = (until - now.getTime()) / 1000;
  throw tooManyRequests(TEXTS.tooManyLoginAttempts(Math.max(1, Math.ceil(seconds / 60))), seconds);
}

/** Counts one failure in the current window; a window that has run out starts over. */
async function countFailure(key: string, limit: number, now: Date): Promise<void> {
  const { windowMs, lockMs } = LOGIN_THROTTLE;
  const counter = await RateCounter.findOneAndUpdate(
    { key, windowStart: { $gt: new Date(now.getTime() - windowMs) } },
    { $inc: { count: 1 } },
    { returnDocument: "after" },
  ).lean();
  let count = counter?.count;
  if (count === undefined) {
    try {
      await RateCounter.updateOne(
        { key },
        { $set: { count: 1, windowStart: now, lockedUntil: null, expiresAt: new Date(now.getTime() + windowMs) } },
        { upsert: true },
      );
      count = 1;
    } catch (error) {
      // Another request started the window at the same moment; count in theirs.
      if ((error as { code?: number }).code !== 11000) throw error;
      return countFailure(key, limit, now);
    }
  }
  if (count >= limit) {
    const lockedUntil = new Date(now.getTime() + lockMs);
    await RateCounter.updateOne({ key }, { $set: { lockedUntil, expiresAt: lockedUntil } });
  }
}

export async function recordLoginFailure(email: string, address: string): Promise<void> {
  const now = new Date();
  await countFailure(accountKey(email), LOGIN_THROTTLE.accountLimit, now);
  await countFailure(addressKey(address), LOGIN_THROTTLE.addressLimit, now);
}

/** A successful sign-in clears the account's failures (the address keeps its count). */
export async function recordLoginSuccess(email: string): Promise<void> {
  await RateCounter.deleteOne({ key: accountKey(email) });
}
