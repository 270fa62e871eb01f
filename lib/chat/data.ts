import type { FirmContact } from "../firm";
import type { QuickReply } from "../collections/quick-reply";
import type { ChatKnowledgeEntry } from "../collections/chat-knowledge";
import { listActiveKnowledge } from "../services/chat-knowledge";
import { getFirmContact } from "../services/firm";
import { listPublicAttorneys, type PublicAttorney } from "../services/public-attorneys";
import { listActiveQuickReplies } from "../services/quick-replies";
import { IntentMatcher, readTrainingSentences, type TrainingTerms } from "./matcher";

/** Everything an answer may draw on: the firm's live data, read through the caches. */
export interface ChatData {
  attorneys: readonly PublicAttorney[];
  contact: FirmContact;
  knowledge: readonly ChatKnowledgeEntry[];
  quickReplies: readonly QuickReply[];
  matcher: IntentMatcher;
  now: Date;
}

let lastMatcher: { attorneys: readonly PublicAttorney[]; knowledge: readonly ChatKnowledgeEntry[]; signature: string; matcher: IntentMatcher } | undefined;

/** What the index is built from; the caches hand out fresh arrays every few seconds, often unchanged. */
function signatureOf(attorneys: readonly PublicAttorney[], knowledge: readonly ChatKnowledgeEntry[]): string {
  return JSON.stringify([attorneys.map((a) => [a._id, a.name]), knowledge.map((k) => [k._id, k.title, k.keywords])]);
}

/**
 * The index is rebuilt only when the attorneys' names or the knowledge entries change; between
 * the caches' reloads they hand out the same arrays, which need no signature at all.
 */
function matcherFor(attorneys: readonly PublicAttorney[], knowledge: readonly ChatKnowledgeEntry[], training: TrainingTerms): IntentMatcher {
  if (lastMatcher?.attorneys === attorneys && lastMatcher.knowledge === knowledge) return lastMatcher.matcher;
  const signature = signatureOf(attorneys, knowledge);
  const matcher = lastMatcher?.signature === signature ? lastMatcher.matcher : new IntentMatcher({ attorneys, knowledge }, training);
  lastMatcher = { attorneys, knowledge, signature, matcher };
  return matcher;
}

export async function loadChatData(now = new Date()): Promise<ChatData> {
  const [attorneys, contact, knowledge, quickReplies, training] = await Promise.all([
    listPublicAttorneys(),
    getFirmContact(),
    listActiveKnowledge(),
    listActiveQuickReplies(),
    readTrainingSentences(),
  ]);
  return { attorneys, contact, knowledge, quickReplies, matcher: matcherFor(attorneys, knowledge, training), now };
}
