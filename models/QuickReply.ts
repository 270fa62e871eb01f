import { Schema, type InferSchemaType, type Types } from "mongoose";
import { QUICK_REPLY_ICONS, QUICK_REPLY_LIMITS as L } from "@/lib/collections/quick-reply";
import { defineModel, jsonOptions } from "./model";

const quickReplySchema = new Schema(
  {
    text: { type: String, required: true, trim: true, maxlength: L.text.max },
    description: { type: String, default: "", maxlength: L.description.max },
    icon: { type: String, enum: QUICK_REPLY_ICONS, default: "info" },
    order: { type: Number, default: 0, min: L.order.min },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true, toJSON: jsonOptions(), toObject: jsonOptions() },
);

quickReplySchema.index({ isActive: 1, order: 1 });

export type QuickReplyDoc = InferSchemaType<typeof quickReplySchema> & { _id: Types.ObjectId };
export const QuickReply = defineModel("QuickReply", quickReplySchema);
