import { Schema, type InferSchemaType, type Types } from "mongoose";
import { CHAT_KNOWLEDGE_LIMITS as L } from "@/lib/collections/chat-knowledge";
import { defineModel, jsonOptions } from "./model";

const chatKnowledgeSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, minlength: L.title.min, maxlength: L.title.max },
    keywords: { type: [{ type: String, maxlength: L.keyword.max }], default: [] },
    answer: { type: String, required: true, maxlength: L.answer.max },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: true, toJSON: jsonOptions(), toObject: jsonOptions() },
);

chatKnowledgeSchema.index({ isActive: 1, createdAt: 1 });

export type ChatKnowledgeDoc = InferSchemaType<typeof chatKnowledgeSchema> & { _id: Types.ObjectId };
export const ChatKnowledge = defineModel("ChatKnowledge", chatKnowledgeSchema);
