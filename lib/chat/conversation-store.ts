/**
 * Booking state kept between messages, keyed by a random conversation id, and before a booking
 * the practice area and lawyer asked about; nothing else is kept.
 */
import { randomBytes } from "node:crypto";
import { findOnePlain } from "@/lib/db/plain-find";
import { ChatConversation, type BookingStep, type ChatConversationDoc } from "@/models/ChatConversation";

/** A conversation with no message for this long is forgotten: its booking in progress and the topic it remembered. */
export const CONVERSATION_IDLE_MS = 30 * 60 * 1000;
const CONVERSATION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A booking's answers as stored: absent means not asked yet, null means "not sure" or "any lawyer". */
export type BookingAnswers = NonNullable<ChatConversationDoc["booking"]>;

type StoredTopic = NonNullable<ChatConversationDoc["topic"]>;

/** What a visitor asked about before booking, carried into the booking so it is not asked twice; absent when not asked. */
export type BookingTopic = { [K in keyof StoredTopic]?: NonNullable<StoredTopic[K]> };

export interface BookingState {
  step: BookingStep;
  booking: BookingAnswers;
  /** When the current question was asked (as loaded): an answer faster than a person types is a bot's. */
  askedAt?: Date;
}

/**
 * Conversation state is written with `{ j: false }`: acknowledged once applied, on disk with the
 * next journal write. A crash can lose a booking in progress (the visitor is asked again), never
 * a stored request, and no chat message waits for the disk.
 */
const STATE_WRITE = { writeConcern: { w: 1, j: false } } as const;

/**
 * Random bytes drawn 4 KB at a time, as crypto.randomUUID draws its own: one call into the
 * system's generator per message cost more than the rest of making an id.
 */
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/** 128 random bits, URL-safe. */
export function newConversationId(): string {
  if (poolOffset + 16 > randomPool.length) {
    randomPool = randomBytes(4096);
    poolOffset = 0;
  }
  poolOffset += 16;
  return randomPool.toString("base64url", poolOffset - 16, poolOffset);
}

export function isConversationId(value: unknown): value is string {
  return typeof value === "string" && CONVERSATION_ID_PATTERN.test(value);
}

/** The booking in progress for this conversation; an unknown or idle one reads as none. */
export async function loadBooking(conversationId: string, now: Date): Promise<BookingState | null> {
  if (!isConversationId(conversationId)) return null;
  const doc = await findOnePlain<ChatConversationDoc>(ChatConversation, { conversationId });
  if (!doc?.step) return null;
  // The TTL index sweeps only about once a minute; the timestamp decides.
  if (now.getTime() - doc.updatedAt.getTime() > CONVERSATION_IDLE_MS) {
    await ChatConversation.deleteOne({ conversationId }, STATE_WRITE);
    return null;
  }
  // Null is an answer ("not sure", "any lawyer"); only absent fields are still to be asked.
  const booking: BookingAnswers = Object.fromEntries(Object.entries(doc.booking ?? {}).filter(([, value]) => value !== undefined));
  return { step: doc.step, booking, askedAt: doc.updatedAt };
}

function expiry(now: Date) {
  return { updatedAt: now, expiresAt: new Date(now.getTime() + CONVERSATION_IDLE_MS) };
}

export async function saveBooking(conversationId: string, state: BookingState, now: Date): Promise<void> {
  await ChatConversation.updateOne(
    { conversationId },
    { $set: { step: state.step, booking: state.booking, ...expiry(now) }, $unset: { topic: "" } },
    { upsert: true, ...STATE_WRITE },
  );
}

/**
 * Remembers the latest area or lawyer a conversation asked about (outside a booking). Sent to
 * the collection as written, past Mongoose's casting: every value is already a string, a null or
 * a Date, and on a chat message that names an area the cast cost more of the event loop than
 * the write itself.
 */
export async function rememberTopic(conversationId: string, topic: BookingTopic, now: Date): Promise<void> {
  if (!isConversationId(conversationId) || (!topic.practiceArea && !topic.attorneyId)) return;
  await ChatConversation.collection.updateOne(
    { conversationId },
    { $set: { topic: { practiceArea: topic.practiceArea ?? null, attorneyId: topic.attorneyId ?? null }, ...expiry(now) } },
    { upsert: true, ...STATE_WRITE },
  );
}

/** The topic remembered for a conversation, removed as it is read (a booking takes it over). */
export async function takeTopic(conversationId: string | undefined, now: Date): Promise<BookingTopic> {
  if (!isConversationId(conversationId)) return {};
  const doc = await ChatConversation.findOneAndDelete({ conversationId }, STATE_WRITE).lean<ChatConversationDoc>();
  if (!doc?.topic || now.getTime() - doc.updatedAt.getTime() > CONVERSATION_IDLE_MS) return {};
  return {
    ...(doc.topic.practiceArea ? { practiceArea: doc.topic.practiceArea } : {}),
    ...(doc.topic.attorneyId ? { attorneyId: doc.topic.attorneyId } : {}),
  };
}

export async function endBooking(conversationId: string): Promise<void> {
  await ChatConversation.deleteOne({ conversationId }, STATE_WRITE);
}
