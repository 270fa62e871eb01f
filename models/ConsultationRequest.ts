import { Schema, type InferSchemaType, type Types } from "mongoose";
import { INBOX_LIMITS as L, INBOX_STATUSES } from "@/lib/collections/inbox";
import { PRACTICE_AREA_SLUGS } from "@/lib/firm";
import { EMAIL_MAX } from "@/lib/collections/fields";
import { defineModel, jsonOptions } from "./model";

const consultationRequestSchema = new Schema(
  {
    name: { type: String, required: true, maxlength: L.name.max },
    email: { type: String, default: "", maxlength: EMAIL_MAX },
    phone: { type: String, default: "", maxlength: L.phone.max },
    practiceArea: { type: String, enum: [...PRACTICE_AREA_SLUGS, null], default: null },
    attorney: {
      type: new Schema({ id: { type: Schema.Types.ObjectId, ref: "Attorney" }, name: String }, { _id: false }),
      default: null,
    },
    preferredDate: { type: String, default: "" },
    description: { type: String, required: true, maxlength: L.description.max },
    source: { type: String, enum: ["website", "chat"], default: "website" },
    status: { type: String, enum: INBOX_STATUSES, default: "new" },
    /** The short reference the visitor was given ("KA-7Q3F"); requests stored before it have none. */
    reference: { type: String },
  },
  { timestamps: true, toJSON: jsonOptions(), toObject: jsonOptions() },
);

consultationRequestSchema.index({ createdAt: -1 });
consultationRequestSchema.index({ reference: 1 }, { unique: true, partialFilterExpression: { reference: { $type: "string" } } });

export type ConsultationRequestDoc = InferSchemaType<typeof consultationRequestSchema> & { _id: Types.ObjectId };
export const ConsultationRequest = defineModel("ConsultationRequest", consultationRequestSchema);
