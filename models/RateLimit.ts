import { Schema } from "mongoose";
import { defineModel } from "./model";

/**
 * The store of every rate limit and sign-in lockout (lib/rate-limit.ts). rate-limiter-flexible
 * reads and writes these documents itself; the model exists so the unique key, on which its
 * atomic upsert relies, and the expiry index are created with the other indexes. Kept in the
 * database so that several app instances share the counts.
 */
export const RATE_LIMIT_COLLECTION = "ratelimits";

const rateLimitSchema = new Schema(
  {
    key: { type: String, required: true },
    points: { type: Number, required: true },
    expire: { type: Date, default: null },
  },
  { collection: RATE_LIMIT_COLLECTION, versionKey: false },
);

rateLimitSchema.index({ key: 1 }, { unique: true });
rateLimitSchema.index({ expire: -1 }, { expireAfterSeconds: 0 });

export const RateLimit = defineModel("RateLimit", rateLimitSchema);
