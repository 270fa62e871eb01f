import { Schema, type InferSchemaType, type Types } from "mongoose";
import { OUTBOX_KINDS, OUTBOX_LIMITS as L, OUTBOX_REQUEST_KINDS, OUTBOX_STATUSES, SENT_MAIL_KEPT_DAYS } from "@/lib/collections/outbox";
import { EMAIL_MAX } from "@/lib/collections/fields";
import { defineModel, jsonOptions } from "./model";

const recipientSchema = new Schema({ name: { type: String, default: "" }, address: { type: String, required: true, maxlength: EMAIL_MAX } }, { _id: false });

const outboxMailSchema = new Schema(
  {
    kind: { type: String, enum: OUTBOX_KINDS, required: true },
    request: {
      type: new Schema(
        {
          kind: { type: String, enum: OUTBOX_REQUEST_KINDS, required: true },
          id: { type: Schema.Types.ObjectId, required: true },
          reference: { type: String, required: true },
        },
        { _id: false },
      ),
      required: true,
    },
    to: { type: [recipientSchema], validate: (list: unknown[]) => list.length >= 1 && list.length <= L.recipients },
    replyTo: { type: recipientSchema, default: null },
    subject: { type: String, required: true, maxlength: L.subject },
    text: { type: String, required: true },
    html: { type: String, required: true },
    status: { type: String, enum: OUTBOX_STATUSES, default: "queued" },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, default: () => new Date() },
    /** While sending: when another sender may take the mail over, and which claim holds it. */
    leaseUntil: { type: Date, default: null },
    claim: { type: String, default: null, select: false },
    lastError: { type: String, default: "", maxlength: L.lastError },
    sentAt: { type: Date, default: null },
  },
  { timestamps: true, toJSON: jsonOptions(["claim"]), toObject: jsonOptions(["claim"]) },
);

// At most one mail of each kind per request: a visitor is confirmed once, staff told once.
outboxMailSchema.index({ "request.id": 1, kind: 1 }, { unique: true });
outboxMailSchema.index({ status: 1, nextAttemptAt: 1 });
outboxMailSchema.index({ createdAt: -1 });
// A delivered mail carries a visitor's details and is of no use after a while; failed ones stay for staff to see.
outboxMailSchema.index({ sentAt: 1 }, { expireAfterSeconds: SENT_MAIL_KEPT_DAYS * 24 * 60 * 60 });

export type OutboxMailDoc = InferSchemaType<typeof outboxMailSchema> & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };
export const OutboxMail = defineModel("OutboxMail", outboxMailSchema);
