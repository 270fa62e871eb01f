import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { conflict, notFound } from "../api/errors";
import { MAIL_NOT_FOUND, OUTBOX_LIMITS, OUTBOX_PAGE, type OutboxKind, type OutboxRequestKind, type OutboxStatus } from "../collections/outbox";
import { getConfig, type Mailbox } from "../config";
import { errorText, logger } from "../log";
import type { FirmContact } from "../firm";
import { staffNotification, visitorConfirmation, type ComposedMail, type RequestSummary } from "../mail/compose";
import { TEXTS } from "../texts";
import { getFirmContact } from "./firm";
import { OutboxMail, type OutboxMailDoc } from "@/models/OutboxMail";

/**
 * The outbox: mails about new requests are stored here in the same call that stores the
 * request, and the sender (lib/mail/sender.ts) delivers them. Claiming is one atomic update, so
 * however many senders share the database, each mail is handed to exactly one of them.
 */

// Kept on globalThis: the server's startup and the route handlers may load separate copies of
// this module, and an enqueue in one must wake the sender started by the other.
const shared = globalThis as typeof globalThis & { __chambersOutboxSignal?: EventEmitter };
/** Emits "queued" whenever a mail becomes ready to send. */
export const outboxSignal: EventEmitter = (shared.__chambersOutboxSignal ??= new EventEmitter().setMaxListeners(0));

export function isMailConfigured(): boolean {
  return getConfig().mail !== undefined;
}

/** The staff addresses set in the firm details, or the general email when none are. */
function staffRecipients(contact: FirmContact): Mailbox[] {
  const addresses = contact.notificationEmails.length > 0 ? contact.notificationEmails : [contact.emails[0]];
  return addresses.slice(0, OUTBOX_LIMITS.recipients).map((address) => ({ name: "", address }));
}

function outboxDocument(mail: ComposedMail, kind: OutboxKind, request: RequestSummary) {
  return { ...mail, kind, request: { kind: request.requestKind, id: request.id, reference: request.reference } };
}

/**
 * Queues the staff notification and, when the visitor gave an address, their confirmation. With
 * no SMTP_URL nothing is queued. A failure here is logged and never fails the visitor's request:
 * it is stored already and shows in the inbox.
 */
export async function enqueueRequestMails(request: RequestSummary): Promise<void> {
  const config = getConfig();
  if (!config.mail) return;
  try {
    const contact = await getFirmContact();
    const documents = [
      outboxDocument(staffNotification(request, { recipients: staffRecipients(contact), siteUrl: config.siteUrl }), "staff-notification", request),
    ];
    const confirmation = visitorConfirmation(request, { phone: contact.phone, officeHours: contact.officeHours });
    if (confirmation) documents.push(outboxDocument(confirmation, "visitor-confirmation", request));
    await OutboxMail.create(documents);
    outboxSignal.emit("queued");
  } catch (error) {
    logger.error({ request: request.id, error: errorText(error) }, "Could not queue the mails for a new request");
  }
}

/** A mail one sender holds until its lease runs out. */
export interface ClaimedMail {
  id: string;
  claim: string;
  attempts: number;
  to: Mailbox[];
  replyTo?: Mailbox;
  subject: string;
  text: string;
  html: string;
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  maxAttempts: number;
  /** The wait after the first failed try; each later wait doubles, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

function retryDelayMs(failedAttempts: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1));
}

const mailbox = (value: { name?: string | null; address: string }): Mailbox => ({ name: value.name ?? "", address: value.address });

/**
 * Takes the next mail that is due, or one whose sender's lease ran out (it crashed or hung), in
 * one atomic update that counts the attempt. Null when nothing is due.
 */
export async function claimNextMail(leaseMs: number): Promise<ClaimedMail | null> {
  const now = new Date();
  const claim = randomUUID();
  const doc = await OutboxMail.findOneAndUpdate(
    {
      $or: [
        { status: "queued", nextAttemptAt: { $lte: now } },
        { status: "sending", leaseUntil: { $lte: now } },
      ],
    },
    { $set: { status: "sending", leaseUntil: new Date(now.getTime() + leaseMs), claim }, $inc: { attempts: 1 } },
    { sort: { nextAttemptAt: 1, _id: 1 }, returnDocument: "after" },
  ).lean<OutboxMailDoc>();
  if (!doc) return null;
  return {
    id: String(doc._id),
    claim,
    attempts: doc.attempts,
    to: doc.to.map(mailbox),
    replyTo: doc.replyTo?.address ? mailbox(doc.replyTo) : undefined,
    subject: doc.subject,
    text: doc.text,
    html: doc.html,
  };
}

/** Only the sender still holding the claim may record the outcome. */
export async function markMailSent(mail: ClaimedMail): Promise<void> {
  await OutboxMail.updateOne(
    { _id: mail.id, status: "sending", claim: mail.claim },
    { $set: { status: "sent", sentAt: new Date(), leaseUntil: null, claim: null, lastError: "" } },
  );
}

/** A failed try: queued again after the backoff, or failed for good after the last try. */
export async function markMailAttemptFailed(mail: ClaimedMail, error: string, policy: RetryPolicy): Promise<OutboxStatus> {
  const last = mail.attempts >= policy.maxAttempts;
  const status: OutboxStatus = last ? "failed" : "queued";
  await OutboxMail.updateOne(
    { _id: mail.id, status: "sending", claim: mail.claim },
    {
      $set: {
        status,
        leaseUntil: null,
        claim: null,
        lastError: error.slice(0, OUTBOX_LIMITS.lastError),
        nextAttemptAt: new Date(Date.now() + (last ? 0 : retryDelayMs(mail.attempts, policy))),
      },
    },
  );
  return status;
}

/** When the next queued mail falls due or a lease runs out, if any. */
export async function nextMailDueAt(): Promise<Date | null> {
  const [queued, sending] = await Promise.all([
    OutboxMail.findOne({ status: "queued" }).sort({ nextAttemptAt: 1 }).select("nextAttemptAt").lean(),
    OutboxMail.findOne({ status: "sending" }).sort({ leaseUntil: 1 }).select("leaseUntil").lean(),
  ]);
  const times = [queued?.nextAttemptAt, sending?.leaseUntil].filter((time): time is Date => time instanceof Date);
  return times.length > 0 ? new Date(Math.min(...times.map((time) => time.getTime()))) : null;
}

/** One mail as the back office lists it: no bodies, only what delivery needs to show. */
export interface OutboxEntry {
  _id: string;
  kind: OutboxKind;
  request: { kind: OutboxRequestKind; id: string; reference: string };
  to: string[];
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string;
  nextAttemptAt: Date | null;
  sentAt: Date | null;
  createdAt: Date;
}

function toEntry(doc: OutboxMailDoc): OutboxEntry {
  return {
    _id: String(doc._id),
    kind: doc.kind as OutboxKind,
    request: { kind: doc.request.kind as OutboxRequestKind, id: String(doc.request.id), reference: doc.request.reference },
    to: doc.to.map((recipient) => recipient.address),
    subject: doc.subject,
    status: doc.status as OutboxStatus,
    attempts: doc.attempts,
    lastError: doc.lastError,
    nextAttemptAt: doc.status === "queued" ? doc.nextAttemptAt : null,
    sentAt: doc.sentAt ?? null,
    createdAt: doc.createdAt,
  };
}

export interface OutboxListing {
  /** False when SMTP_URL is not set: nothing is queued or sent. */
  mailConfigured: boolean;
  mails: OutboxEntry[];
}

export async function listOutbox(): Promise<OutboxListing> {
  const docs = await OutboxMail.find().sort({ createdAt: -1, _id: -1 }).limit(OUTBOX_PAGE).lean<OutboxMailDoc[]>();
  return { mailConfigured: isMailConfigured(), mails: docs.map(toEntry) };
}

/**
 * Staff ask for a mail to be tried again. A failed mail starts over with a full set of tries; a
 * staff notification already sent can be sent again (to today's recipients), a visitor's
 * confirmation cannot, so a visitor never gets more than one.
 */
export async function resendMail(id: string): Promise<OutboxEntry> {
  const existing = await OutboxMail.findById(id).lean<OutboxMailDoc>();
  if (!existing) throw notFound(MAIL_NOT_FOUND);
  if (!isMailConfigured()) throw conflict(TEXTS.mailNotConfigured);
  const staff = existing.kind === "staff-notification";
  const allowed: string[] = staff ? ["failed", "sent"] : ["failed"];
  if (!allowed.includes(existing.status)) {
    throw conflict(existing.status === "sent" ? "This confirmation has already reached the visitor." : "This mail is already waiting to be sent.");
  }
  const to = staff ? staffRecipients(await getFirmContact()) : existing.to;
  const updated = await OutboxMail.findOneAndUpdate(
    { _id: id, status: existing.status },
    { $set: { status: "queued", attempts: 0, nextAttemptAt: new Date(), lastError: "", sentAt: null, to } },
    { returnDocument: "after" },
  ).lean<OutboxMailDoc>();
  // Someone else changed it in between (another click, or a sender): the list shows the outcome.
  if (!updated) throw conflict("This mail is already waiting to be sent.");
  outboxSignal.emit("queued");
  return toEntry(updated);
}
