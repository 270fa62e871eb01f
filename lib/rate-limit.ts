import mongoose from "mongoose";
import { RateLimiterMongo, RateLimiterRes } from "rate-limiter-flexible";
import { tooManyRequests } from "./api/errors";
import { RATE_LIMIT_COLLECTION, RateLimit } from "@/models/RateLimit";

export interface RateRule {
  /** What is being limited: the prefix of its keys, shown nowhere. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
  /** Once over the limit, refuse for this long from that moment; unset: until the window ends. */
  lockMs?: number;
}

const limiters = new Map<string, RateLimiterMongo>();

/**
 * The rule's limiter: rate-limiter-flexible on the app's own database connection, one atomic
 * upsert per count, so concurrent requests can never slip past the limit and every app instance
 * shares the counts. Every rule keeps its documents in one collection, keyed `name:who`.
 */
function limiterFor(rule: RateRule): RateLimiterMongo {
  let limiter = limiters.get(rule.name);
  if (!limiter) {
    limiter = new RateLimiterMongo({
      storeClient: mongoose.connection,
      tableName: RATE_LIMIT_COLLECTION,
      keyPrefix: rule.name,
      points: rule.limit,
      duration: rule.windowMs / 1000,
      blockDuration: (rule.lockMs ?? 0) / 1000,
      // The RateLimit model declares the indexes; they exist once RateLimit.init() has run.
      disableIndexesCreation: true,
    });
    limiters.set(rule.name, limiter);
  }
  return limiter;
}

/** The answer for a refused count: 429 with the rule's message and the wait in Retry-After. */
function refusal(rule: RateRule, error: unknown, message?: (retryAfterSeconds: number) => string): never {
  if (error instanceof RateLimiterRes) {
    const seconds = error.msBeforeNext / 1000;
    throw tooManyRequests(message ? message(seconds) : rule.message, seconds);
  }
  throw error;
}

/**
 * Counts one more hit for `who` under `rule` and throws 429 (with Retry-After) when that goes
 * over the limit. `message` words the refusal from the seconds left, when the rule's is fixed.
 */
export async function consumeRateLimit(rule: RateRule, who: string, message?: (retryAfterSeconds: number) => string): Promise<void> {
  await RateLimit.init();
  try {
    await limiterFor(rule).consume(who);
  } catch (error) {
    refusal(rule, error, message);
  }
}

/** Throws the rule's 429 when `who` is already over the limit, without counting anything. */
export async function assertUnderRateLimit(rule: RateRule, who: string, message?: (retryAfterSeconds: number) => string): Promise<void> {
  await RateLimit.init();
  const state = await limiterFor(rule).get(who);
  if (state && state.consumedPoints > rule.limit) refusal(rule, state, message);
}

/** Gives back one hit counted for `who`: an attempt that turned out legitimate. */
export async function refundRateLimit(rule: RateRule, who: string): Promise<void> {
  await limiterFor(rule).reward(who);
}

/** Forgets every hit counted for `who` under `rule`. */
export async function resetRateLimit(rule: RateRule, who: string): Promise<void> {
  await limiterFor(rule).delete(who);
}

/**
 * The request header the production server (server.ts) fills with the visitor's address: the
 * socket's, or the trusted proxy's X-Forwarded-For entry when TRUST_PROXY is on. The server
 * overwrites any value a client sent under this name, so it can be believed there (and only
 * there: behind plain `next start` a client could set it).
 */
export const CLIENT_ADDRESS_HEADER = "x-client-ip";

/** The visitor's address; "local" when the app runs without server.ts (next dev, tests). */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "local";
}
