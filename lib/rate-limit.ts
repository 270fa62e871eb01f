import mongoose from "mongoose";
import { RateLimiterMongo, RateLimiterRes } from "rate-limiter-flexible";
import { tooManyRequests } from "./api/errors";
import { RATE_LIMIT_COLLECTION, RateLimit } from "@/models/RateLimit";
import { clientAddressOf } from "./http/client-address";

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
 * Counts are written with `{ j: false }`: acknowledged once applied, on disk with the next
 * journal write. A crash can forget the last moment's counts (a visitor or an attacker gets a
 * few more tries after a restart), which is what a count is worth; waiting for an fsync on
 * every chat message and sign-in would cost every visitor the disk's latency instead.
 */
const counterStore = {
  collection: (name: string) => {
    const db = mongoose.connection.db;
    if (!db) throw new Error("The database is not connected");
    return db.collection(name, { writeConcern: { w: 1, j: false } });
  },
};

/**
 * The rule's limiter: rate-limiter-flexible on the app's own database connection, one atomic
 * upsert per count, so concurrent requests can never slip past the limit and every app instance
 * shares the counts. Every rule keeps its documents in one collection, keyed `name:who`.
 */
function limiterFor(rule: RateRule): RateLimiterMongo {
  let limiter = limiters.get(rule.name);
  if (!limiter) {
    limiter = new RateLimiterMongo({
      storeClient: counterStore,
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

/** The visitor's address: the one server.ts decided, or one shared bucket when the app runs without it. */
export function clientAddress(request: Request): string {
  return clientAddressOf(request.headers);
}
