/** The firm's short answers to frequent questions, which the chat gives word for word. */
import { notFound } from "../api/errors";
import { cached, CACHE_TAGS, invalidate } from "../cache";
import { connectToDatabase } from "../db/connect";
import { CHAT_KNOWLEDGE_NOT_FOUND, type ChatKnowledgeEntry, type ChatKnowledgeInput } from "../collections/chat-knowledge";
import { ChatKnowledge, type ChatKnowledgeDoc } from "@/models/ChatKnowledge";

function toEntry(doc: ChatKnowledgeDoc): ChatKnowledgeEntry {
  return { _id: String(doc._id), title: doc.title, keywords: doc.keywords ?? [], answer: doc.answer, isActive: doc.isActive ?? true };
}

async function loadActive(): Promise<ChatKnowledgeEntry[]> {
  await connectToDatabase();
  const docs = await ChatKnowledge.find({ isActive: true }).sort({ createdAt: 1 }).lean();
  return docs.map(toEntry);
}

export function listActiveKnowledge(): Promise<ChatKnowledgeEntry[]> {
  return cached(CACHE_TAGS.chatKnowledge, "active", loadActive);
}

export async function listKnowledge(): Promise<ChatKnowledgeEntry[]> {
  const docs = await ChatKnowledge.find().sort({ createdAt: 1 }).lean();
  return docs.map(toEntry);
}

export async function getKnowledge(id: string): Promise<ChatKnowledgeEntry> {
  const doc = await ChatKnowledge.findById(id).lean();
  if (!doc) throw notFound(CHAT_KNOWLEDGE_NOT_FOUND);
  return toEntry(doc);
}

export async function createKnowledge(input: ChatKnowledgeInput): Promise<ChatKnowledgeEntry> {
  const doc = await ChatKnowledge.create(input);
  invalidate(CACHE_TAGS.chatKnowledge);
  return toEntry(doc.toObject());
}

export async function updateKnowledge(id: string, input: ChatKnowledgeInput): Promise<ChatKnowledgeEntry> {
  const doc = await ChatKnowledge.findByIdAndUpdate(id, { $set: input }, { returnDocument: "after", runValidators: true }).lean();
  if (!doc) throw notFound(CHAT_KNOWLEDGE_NOT_FOUND);
  invalidate(CACHE_TAGS.chatKnowledge);
  return toEntry(doc);
}

export async function deleteKnowledge(id: string): Promise<void> {
  const result = await ChatKnowledge.deleteOne({ _id: id });
  if (result.deletedCount === 0) throw notFound(CHAT_KNOWLEDGE_NOT_FOUND);
  invalidate(CACHE_TAGS.chatKnowledge);
}
