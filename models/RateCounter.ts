import { Schema, type InferSchemaType } from "mongoose";
import { defineModel } from "./model";

/**
 * Counters for login lockouts and rate limits. They live in the database so that several app
 * instances share them.
 */
const rateCounterSchema = new Schema({
  key: { type: String, required: true },
  count: { type: Number, default: 0 },
  windowStart: { type: Date, required: true },
  lockedUntil: { type: Date, default: null },
  expiresAt: { type: Date, required: true },
});

rateCounterSchema.index({ key: 1 }, { unique: true });
rateCounterSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type RateCounterDoc = InferSchemaType<typeof rateCounterSchema>;
export const RateCounter = defineModel("RateCounter", rateCounterSchema);
