import { Schema, type InferSchemaType } from "mongoose";
import { PRACTICE_AREA_SLUGS } from "@/lib/firm";
import { defineModel } from "./model";

/**
 * The state of a consultation booking in progress, keyed by the conversation's random id.
 * Only the answers given so far are kept, never the conversation itself; an idle booking
 * expires (checked on read, and the TTL index removes it from the collection).
 */
export const BOOKING_STEPS = ["name", "contact", "area", "attorney", "day", "matter"] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

const chatConversationSchema = new Schema({
  conversationId: { type: String, required: true },
  step: { type: String, enum: BOOKING_STEPS, required: true },
  booking: {
    type: new Schema(
      {
        name: String,
        email: String,
        phone: String,
        practiceArea: { type: String, enum: [...PRACTICE_AREA_SLUGS, null], default: null },
        attorneyId: { type: String, default: null },
        attorneyName: { type: String, default: null },
        preferredDate: String,
      },
      { _id: false },
    ),
    default: {},
  },
  updatedAt: { type: Date, required: true },
  expiresAt: { type: Date, required: true },
});

chatConversationSchema.index({ conversationId: 1 }, { unique: true });
chatConversationSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type ChatConversationDoc = InferSchemaType<typeof chatConversationSchema>;
export const ChatConversation = defineModel("ChatConversation", chatConversationSchema);
