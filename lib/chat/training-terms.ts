import { DEFAULT_CHAT_KNOWLEDGE } from "../collections/chat-knowledge";
import { trainingSentences } from "./classifier-training";
import { readWith, spellerFor } from "./matcher";
import type { TrainingTopic } from "./training-topics";

/**
 * The training sentences' words, read with a speller of the fixed domain and the knowledge entries
 * the chat ships with, so a change to the team or the knowledge entries rebuilds the matcher without
 * reading them again. Each sentence's words are kept as one string: a list of words per sentence
 * would hold several times the memory. Read on the training thread (training-thread.ts), which alone
 * loads the sentences.
 */
export function readTrainingTerms(): Map<TrainingTopic, string[]> {
  const speller = spellerFor(DEFAULT_CHAT_KNOWLEDGE.flatMap((entry) => [entry.title, ...entry.keywords]));
  const read = (sentence: string) => readWith(sentence, speller).terms.join(" ");
  return new Map([...trainingSentences()].map(([topic, sentences]) => [topic, sentences.map(read)]));
}
