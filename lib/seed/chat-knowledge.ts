import { DEFAULT_CHAT_KNOWLEDGE } from "../collections/chat-knowledge";
import { ChatKnowledge } from "@/models/ChatKnowledge";
import { Setting } from "@/models/Setting";

const SEEDED_KEY = "chatKnowledgeSeededAt";

/** Adds the default chat knowledge once per database; entries staff later delete stay deleted. */
export async function seedDefaultKnowledge(): Promise<number> {
  if (await Setting.exists({ key: SEEDED_KEY })) return 0;
  let added = 0;
  for (const entry of DEFAULT_CHAT_KNOWLEDGE) {
    const result = await ChatKnowledge.updateOne({ title: entry.title }, { $setOnInsert: entry }, { upsert: true });
    added += result.upsertedCount;
  }
  await Setting.updateOne({ key: SEEDED_KEY }, { $setOnInsert: { value: new Date() } }, { upsert: true });
  return added;
}
