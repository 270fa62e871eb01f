import { badRequest, notFound } from "../api/errors";
import { HONEYPOT_FIELD, type ConsultationInput, type ContactInput, type InboxStatus } from "../collections/inbox";
import { isObjectIdString } from "../collections/fields";
import type { PracticeAreaSlug } from "../firm";
import { consumeRateLimit, type RateRule } from "../rate-limit";
import { TEXTS } from "../texts";
import { Attorney } from "@/models/Attorney";
import { ConsultationRequest, type ConsultationRequestDoc } from "@/models/ConsultationRequest";
import { ContactMessage, type ContactMessageDoc } from "@/models/ContactMessage";

/** How many of each the inbox lists; older items stay stored. */
const INBOX_PAGE = 500;

const TEN_MINUTES = 10 * 60 * 1000;
export const CONTACT_RATE_RULE: RateRule = { name: "contact", limit: 5, windowMs: TEN_MINUTES, message: TEXTS.tooManyRequests };
export const CONSULTATION_RATE_RULE: RateRule = { name: "consultation", limit: 5, windowMs: TEN_MINUTES, message: TEXTS.tooManyRequests };

export type ConsultationSource = "website" | "chat";

export interface InboxContactMessage {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: InboxStatus;
  createdAt?: Date;
  updatedAt?: Date;
}

export interface InboxConsultation {
  _id: string;
  name: string;
  email: string;
  phone: string;
  practiceArea: PracticeAreaSlug | null;
  attorney: { id: string; name: string } | null;
  preferredDate: string;
  description: string;
  source: ConsultationSource;
  status: InboxStatus;
  createdAt?: Date;
  updatedAt?: Date;
}

type Timestamps = { createdAt?: Date; updatedAt?: Date };

function toContactMessage(doc: ContactMessageDoc & Timestamps): InboxContactMessage {
  return {
    _id: String(doc._id),
    name: doc.name,
    email: doc.email ?? "",
    phone: doc.phone ?? "",
    message: doc.message,
    status: doc.status as InboxStatus,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

function toConsultation(doc: ConsultationRequestDoc & Timestamps): InboxConsultation {
  return {
    _id: String(doc._id),
    name: doc.name,
    email: doc.email ?? "",
    phone: doc.phone ?? "",
    practiceArea: (doc.practiceArea as PracticeAreaSlug | null) ?? null,
    attorney: doc.attorney?.id ? { id: String(doc.attorney.id), name: doc.attorney.name ?? "" } : null,
    preferredDate: doc.preferredDate ?? "",
    description: doc.description,
    source: doc.source as ConsultationSource,
    status: doc.status as InboxStatus,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

export async function createContactMessage(input: ContactInput): Promise<InboxContactMessage> {
  const doc = await ContactMessage.create({ name: input.name, email: input.email ?? "", phone: input.phone ?? "", message: input.message });
  return toContactMessage(doc.toObject());
}

/**
 * A visitor's message from the contact form, rate-limited per address. A filled honeypot means
 * a bot: it is told the same thanks and nothing is stored.
 */
export async function receiveContactMessage(input: ContactInput, address: string): Promise<void> {
  await consumeRateLimit(CONTACT_RATE_RULE, address);
  if (input[HONEYPOT_FIELD]) return;
  await createContactMessage(input);
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
 * Stores a consultation request from the website form or the chat. The input must already have
 * passed consultationInputSchema; the honeypot is the caller's business.
 */
export async function createConsultationRequest(input: ConsultationInput, source: ConsultationSource): Promise<InboxConsultation> {
  const attorney = await resolveAttorney(input.attorneyId);
  const doc = await ConsultationRequest.create({
    name: input.name,
    email: input.email ?? "",
    phone: input.phone ?? "",
    practiceArea: input.practiceArea ?? null,
    attorney,
    preferredDate: input.preferredDate ?? "",
    description: input.description,
    source,
  });
  return toConsultation(doc.toObject());
}

/** A consultation request from the website's form, rate-limited per address, honeypot as above. */
export async function receiveConsultationRequest(input: ConsultationInput, address: string): Promise<void> {
  await consumeRateLimit(CONSULTATION_RATE_RULE, address);
  if (input[HONEYPOT_FIELD]) return;
  await createConsultationRequest(input, "website");
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
  if (!doc) throw notFound("Message not found");
  return toContactMessage(doc);
}

export async function setConsultationStatus(id: string, status: InboxStatus): Promise<InboxConsultation> {
  const doc = await ConsultationRequest.findByIdAndUpdate(id, { $set: { status } }, { returnDocument: "after" }).lean();
  if (!doc) throw notFound("Consultation request not found");
  return toConsultation(doc);
}

export async function deleteContactMessage(id: string): Promise<void> {
  if (!(await ContactMessage.findByIdAndDelete(id).lean())) throw notFound("Message not found");
}

export async function deleteConsultation(id: string): Promise<void> {
  if (!(await ConsultationRequest.findByIdAndDelete(id).lean())) throw notFound("Consultation request not found");
}
