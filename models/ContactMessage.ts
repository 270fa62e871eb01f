import { Schema, type InferSchemaType, type Types } from "mongoose";
import { INBOX_LIMITS as L, INBOX_STATUSES } from "@/lib/collections/inbox";
import { EMAIL_MAX } from "@/lib/collections/fields";
import { defineModel, jsonOptions } from "./model";

const contactMessageSchema = new Schema(
  {
    name: { type: String, required: true, maxlength: L.name.max },
    email: { type: String, default: "", maxlength: EMAIL_MAX },
    phone: { type: String, default: "", maxlength: L.phone.max },
    message: { type: String, required: true, maxlength: L.message.max },
    status: { type: String, enum: INBOX_STATUSES, default: "new" },
    /** The short reference the visitor was given ("KA-7Q3F"); messages stored before it have none. */
    reference: { type: String },
  },
  { timestamps: true, toJSON: jsonOptions(), toObject: jsonOptions() },
);

contactMessageSchema.index({ createdAt: -1 });
contactMessageSchema.index({ reference: 1 }, { unique: true, partialFilterExpression: { reference: { $type: "string" } } });

export type ContactMessageDoc = InferSchemaType<typeof contactMessageSchema> & { _id: Types.ObjectId };
export const ContactMessage = defineModel("ContactMessage", contactMessageSchema);
