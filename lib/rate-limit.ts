import { tooManyRequests } from "./api/errors";
import { RateCounter } from "@/models/RateCounter";
import { clientAddressOf } from "./http/client-address";

export interface RateRule {
  /** What is being limited, part of the counter key and of nothing visible. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

/**
 * Counts one more hit for `who` under `rule` and throws 429 when the window is full. Counters
 * live in the database (one atomic update each) so every app instance shares them.
 */
export async function consumeRateLimit(rule: RateRule, who: string): Promise<void> {
  const now = new Date();
  const key = `${rule.name}:${who}`;
  const windowStartFloor = new Date(now.getTime() - rule.windowMs);
  // A window that has run out starts over; otherwise the hit is counted in it.
  const counter = await RateCounter.findOneAndUpdate(
    { key, windowStart: { $gt: windowStartFloor } },
    { $inc: { count: 1 } },
    { returnDocument: "after" },
  ).lean();
  if (counter) {
    if (counter.count > rule.limit) {
      const retryMs = counter.windowStart.getTime() + rule.windowMs - now.getTime();
      throw tooManyRequests(rule.message, retryMs / 1000);
    }
    return;
  }
  try {
    await RateCounter.updateOne(
      { key },
      { $set: { count: 1, windowStart: now, expiresAt: new Date(now.getTime() + rule.windowMs) } },
      { upsert: true },
    );
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    return consumeRateLimit(rule, who);
  }
}

export { CLIENT_ADDRESS_HEADER } from "./http/client-address";

/** The visitor's address: the one server.ts decided, or one shared bucket when the app runs without it. */
export function clientAddress(request: Request): string {
  return clientAddressOf(request.headers);
}
