import { badRequest, notFound } from "../api/errors";
import {
  CONSULTATION_NOT_FOUND,
  CONTACT_MESSAGE_NOT_FOUND,
  HONEYPOT_FIELD,
  type ConsultationInput,
  type ContactInput,
  type InboxStatus,
} from "../collections/inbox";
import { isObjectIdString } from "../collections/fields";
import type { PracticeAreaSlug } from "../firm";
import { consumeRateLimit, type RateRule } from "../rate-limit";
import { TEXTS } from "../texts";
import type { RequestSource } from "../collections/outbox";
import { enqueueRequestMails } from "./outbox";
import { Attorney } from "@/models/Attorney";
import { ConsultationRequest, type ConsultationRequestDoc } from "@/models/ConsultationRequest";
import { ContactMessage, type ContactMessageDoc } from "@/models/ContactMessage";
import { newRequestReference } from "./request-reference";

/** How many of each the inbox lists; older items stay stored. */
const INBOX_PAGE = 500;

const TEN_MINUTES = 10 * 60 * 1000;
const CONTACT_RATE_RULE: RateRule = { name: "contact", limit: 5, windowMs: TEN_MINUTES, message: TEXTS.tooManyRequests };
const CONSULTATION_RATE_RULE: RateRule = { name: "consultation", limit: 5, windowMs: TEN_MINUTES, message: TEXTS.tooManyRequests };

type ConsultationSource = ConsultationRequestDoc["source"];

/** A contact message as the inbox shows it: the stored document with its id as a string. */
export type InboxContactMessage = Omit<ContactMessageDoc, "_id" | "reference"> & {
  _id: string;
  /** What the visitor quotes on the phone; "" for messages stored before references existed. */
  reference: string;
};

/** A consultation request as the inbox shows it: the stored document with its gaps filled. */
export type InboxConsultation = Omit<ConsultationRequestDoc, "_id" | "practiceArea" | "attorney" | "reference"> & {
  _id: string;
  practiceArea: PracticeAreaSlug | null;
  attorney: { id: string; name: string } | null;
  /** What the visitor quotes on the phone; "" for requests stored before references existed. */
  reference: string;
};

function toContactMessage(doc: ContactMessageDoc): InboxContactMessage {
  return {
    _id: String(doc._id),
    name: doc.name,
    email: doc.email ?? "",
    phone: doc.phone ?? "",
    message: doc.message,
    status: doc.status,
    reference: doc.reference ?? "",
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

function toConsultation(doc: ConsultationRequestDoc): InboxConsultation {
  return {
    _id: String(doc._id),
    name: doc.name,
    email: doc.email ?? "",
    phone: doc.phone ?? "",
    practiceArea: doc.practiceArea ?? null,
    attorney: doc.attorney?.id ? { id: String(doc.attorney.id), name: doc.attorney.name ?? "" } : null,
    preferredDate: doc.preferredDate ?? "",
    description: doc.description,
    source: doc.source,
    status: doc.status,
    reference: doc.reference ?? "",
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/** The reference the visitor quotes: the request's own short reference where it has one, else its id. */
function requestReference(doc: { _id: unknown; reference?: unknown }): string {
  return typeof doc.reference === "string" && doc.reference ? doc.reference : String(doc._id);
}

/** Where a consultation request was made, as the staff notification names it. */
const CONSULTATION_SOURCES: Record<ConsultationSource, RequestSource> = { website: "dialog", chat: "chat" };

/** A short reference is drawn at random; on the rare clash with a stored one, another is drawn. */
const REFERENCE_ATTEMPTS = 8;

function isReferenceClash(error: unknown): boolean {
  const { code, keyPattern } = error as { code?: number; keyPattern?: Record<string, unknown> };
  return code === 11000 && (keyPattern === undefined || "reference" in keyPattern);
}

/** Creates a document under a new short reference, drawing again on a clash. */
async function withNewReference<T>(create: (reference: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create(newRequestReference());
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || !isReferenceClash(error)) throw error;
    }
  }
}

export async function createContactMessage(input: ContactInput): Promise<InboxContactMessage> {
  const doc = await withNewReference((reference) =>
    ContactMessage.create({ name: input.name, email: input.email ?? "", phone: input.phone ?? "", message: input.message, reference }),
  );
  const stored = toContactMessage(doc.toObject());
  await enqueueRequestMails({
    requestKind: "contact-message",
    id: stored._id,
    reference: requestReference(doc),
    source: "form",
    name: stored.name,
    email: stored.email,
    phone: stored.phone,
    practiceArea: null,
    attorneyName: "",
    preferredDate: "",
    matter: stored.message,
    receivedAt: doc.createdAt,
  });
  return stored;
}

/** Counts a contact message against its sender's limit; the route does this before reading the body. */
export async function countContactMessage(address: string): Promise<void> {
  await consumeRateLimit(CONTACT_RATE_RULE, address);
}

/**
 * A visitor's message from the contact form, already counted by countContactMessage. A filled
 * honeypot means a bot: it is told the same thanks (with a reference) and nothing is stored.
 * Returns the reference to show the visitor.
 */
export async function receiveContactMessage(input: ContactInput): Promise<string> {
  if (input[HONEYPOT_FIELD]) return newRequestReference();
  return (await createContactMessage(input)).reference;
}

/** The preferred attorney must be one visitors can see; anything else is refused. */
async function resolveAttorney(attorneyId: string | undefined): Promise<{ id: string; name: string } | null> {
  if (!attorneyId) return null;
  const unknown = badRequest(TEXTS.unknownAttorney, { attorneyId: TEXTS.unknownAttorney });
  if (!isObjectIdString(attorneyId)) throw unknown;
  const attorney = await Attorney.findOne({ _id: attorneyId, isActive: true }).select("name").lean();
  if (!attorney) throw unknown;
  return { id: String(attorney._id), name: attorney.name };
}

/**
 * Stores a consultation request from the website form or the chat, under a new short reference.
 * The input must already have passed consultationInputSchema; the honeypot is the caller's business.
 */
export async function createConsultationRequest(input: ConsultationInput, source: ConsultationSource): Promise<InboxConsultation> {
  const attorney = await resolveAttorney(input.attorneyId);
  const doc = await withNewReference((reference) =>
    ConsultationRequest.create({
      name: input.name,
      email: input.email ?? "",
      phone: input.phone ?? "",
      practiceArea: input.practiceArea ?? null,
      attorney,
      preferredDate: input.preferredDate ?? "",
      description: input.description,
      source,
      reference,
    }),
  );
  const stored = toConsultation(doc.toObject());
  await enqueueRequestMails({
    requestKind: "consultation-request",
    id: stored._id,
    reference: requestReference(doc),
    source: CONSULTATION_SOURCES[source],
    name: stored.name,
    email: stored.email,
    phone: stored.phone,
    practiceArea: stored.practiceArea,
    attorneyName: stored.attorney?.name ?? "",
    preferredDate: stored.preferredDate,
    matter: stored.description,
    receivedAt: doc.createdAt,
  });
  return stored;
}

/**
 * Counts a consultation request against its sender's limit. The website form and the chat's
 * booking share the one limit, so neither is a way around the other.
 */
export async function countConsultationRequest(address: string): Promise<void> {
  await consumeRateLimit(CONSULTATION_RATE_RULE, address);
}

/**
 * A consultation request from the website's form, already counted; honeypot as above (a bot
 * gets a reference like anyone else). Returns the reference to show the visitor.
 */
export async function receiveConsultationRequest(input: ConsultationInput): Promise<string> {
  if (input[HONEYPOT_FIELD]) return newRequestReference();
  return (await createConsultationRequest(input, "website")).reference;
}

/** Faster than anyone reads a question and types a line about their matter: a script. */
const MIN_BOOKING_ANSWER_MS = 1000;

/**
 * A consultation request completed in the chat: counted against the sender's consultation limit
 * (429 beyond it), then stored, unless its last answer came within MIN_BOOKING_ANSWER_MS of the
 * question (`askedAt`): a bot, told the same confirmation (with a reference), and nothing is stored.
 * Returns the reference to show the visitor.
 */
export async function receiveChatConsultation(input: ConsultationInput, visitor: { address: string; askedAt: Date | undefined; now: Date }): Promise<string> {
  await countConsultationRequest(visitor.address);
  if (visitor.askedAt && visitor.now.getTime() - visitor.askedAt.getTime() < MIN_BOOKING_ANSWER_MS) return newRequestReference();
  return (await createConsultationRequest(input, "chat")).reference;
}

export interface Inbox {
  messages: InboxContactMessage[];
  consultations: InboxConsultation[];
  /** Items of both kinds still marked "new". */
  unread: number;
}

export async function listInbox(): Promise<Inbox> {
  const [messages, consultations, unreadMessages, unreadConsultations] = await Promise.all([
    ContactMessage.find().sort({ createdAt: -1, _id: -1 }).limit(INBOX_PAGE).lean(),
    ConsultationRequest.find().sort({ createdAt: -1, _id: -1 }).limit(INBOX_PAGE).lean(),
    ContactMessage.countDocuments({ status: "new" }),
    ConsultationRequest.countDocuments({ status: "new" }),
  ]);
  return {
    messages: messages.map(toContactMessage),
    consultations: consultations.map(toConsultation),
    unread: unreadMessages + unreadConsultations,
  };
}

export async function setContactMessageStatus(id: string, status: InboxStatus): Promise<InboxContactMessage> {
  const doc = await ContactMessage.findByIdAndUpdate(id, { $set: { status } }, { returnDocument: "after" }).lean();
  if (!doc) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
  return toContactMessage(doc);
}

export async function setConsultationStatus(id: string, status: InboxStatus): Promise<InboxConsultation> {
  const doc = await ConsultationRequest.findByIdAndUpdate(id, { $set: { status } }, { returnDocument: "after" }).lean();
  if (!doc) throw notFound(CONSULTATION_NOT_FOUND);
  return toConsultation(doc);
}

export async function deleteContactMessage(id: string): Promise<void> {
  if (!(await ContactMessage.findByIdAndDelete(id).lean())) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
}

export async function deleteConsultation(id: string): Promise<void> {
  if (!(await ConsultationRequest.findByIdAndDelete(id).lean())) throw notFound(CONSULTATION_NOT_FOUND);
}
