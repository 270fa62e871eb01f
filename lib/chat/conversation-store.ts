import { randomBytes } from "node:crypto";
import { ChatConversation, type BookingStep } from "@/models/ChatConversation";
import type { PracticeAreaSlug } from "../firm";

/** Booking state kept between messages, keyed by a random conversation id; nothing else is kept. */
export const CONVERSATION_IDLE_MS = 30 * 60 * 1000;
const CONVERSATION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export interface BookingAnswers {
  name?: string;
  email?: string;
  phone?: string;
  practiceArea?: PracticeAreaSlug | null;
  attorneyId?: string | null;
  attorneyName?: string | null;
  preferredDate?: string;
}

export interface BookingState {
  step: BookingStep;
  booking: BookingAnswers;
  /** When the current question was asked (as loaded): an answer faster than a person types is a bot's. */
  askedAt?: Date;
}

/** 128 random bits, URL-safe. */
export function newConversationId(): string {
  return randomBytes(16).toString("base64url");
}

export function isConversationId(value: unknown): value is string {
  return typeof value === "string" && CONVERSATION_ID_PATTERN.test(value);
}

/** The booking in progress for this conversation; an unknown or idle one reads as none. */
export async function loadBooking(conversationId: string, now: Date): Promise<BookingState | null> {
  if (!isConversationId(conversationId)) return null;
  const doc = await ChatConversation.findOne({ conversationId }).lean();
  if (!doc) return null;
  // The TTL index sweeps only about once a minute; the timestamp decides.
  if (now.getTime() - doc.updatedAt.getTime() > CONVERSATION_IDLE_MS) {
    await ChatConversation.deleteOne({ conversationId });
    return null;
  }
  const booking = Object.fromEntries(Object.entries(doc.booking ?? {}).filter(([, value]) => value !== undefined && value !== null));
  return { step: doc.step, booking: booking as BookingAnswers, askedAt: doc.updatedAt };
}

export async function saveBooking(conversationId: string, state: BookingState, now: Date): Promise<void> {
  await ChatConversation.updateOne(
    { conversationId },
    { $set: { step: state.step, booking: state.booking, updatedAt: now, expiresAt: new Date(now.getTime() + CONVERSATION_IDLE_MS) } },
    { upsert: true },
  );
}

export async function endBooking(conversationId: string): Promise<void> {
  await ChatConversation.deleteOne({ conversationId });
}
