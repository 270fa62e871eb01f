import { Schema, type InferSchemaType } from "mongoose";
import { PRACTICE_AREA_SLUGS } from "@/lib/firm";
import { defineModel } from "./model";

/** The questions of a booking, in the order the chat asks them. */
const BOOKING_STEPS = ["name", "contact", "area", "attorney", "day", "matter", "confirm"] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/**
 * The state of a consultation booking in progress, keyed by the conversation's random id, or,
 * before any booking, the practice area and lawyer the visitor asked about (so a booking begun
 * later need not ask again). Only these answers are kept, never the conversation itself; an idle
 * entry expires (checked on read, and the TTL index removes it from the collection).
 */
const chatConversationSchema = new Schema({
  conversationId: { type: String, required: true },
  /** Absent while no booking is in progress. */
  step: { type: String, enum: BOOKING_STEPS },
  booking: {
    type: new Schema(
      {
        name: String,
        email: String,
        phone: String,
        // No defaults: absent means not asked yet, null means "not sure" or "any lawyer".
        practiceArea: { type: String, enum: [...PRACTICE_AREA_SLUGS, null] },
        attorneyId: String,
        attorneyName: String,
        preferredDate: String,
        description: String,
      },
      { _id: false },
    ),
    default: {},
  },
  topic: {
    type: new Schema(
      {
        practiceArea: { type: String, enum: [...PRACTICE_AREA_SLUGS, null], default: null },
        attorneyId: { type: String, default: null },
      },
      { _id: false },
    ),
    default: null,
  },
  updatedAt: { type: Date, required: true },
  expiresAt: { type: Date, required: true },
});

chatConversationSchema.index({ conversationId: 1 }, { unique: true });
chatConversationSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type ChatConversationDoc = InferSchemaType<typeof chatConversationSchema>;
export const ChatConversation = defineModel("ChatConversation", chatConversationSchema);
