import { PRACTICE_AREAS } from "../firm";
import { VISITOR_EXAMPLES } from "./examples";
import { AREA_TRAINING, FIXED_TRAINING, KNOWLEDGE_TRAINING, OFF_TOPIC_TRAINING } from "./training";
import { OFF_TOPIC, SITUATIONS, type TrainingTopic } from "./training-topics";
import { FIXED_INTENT_PHRASES, PRACTICE_AREA_VOCABULARY, type FixedIntent } from "./vocabulary";

/** Answers the classifier never gives: "not sure", and a lawyer asked about by name (names change with the team). */
const NOT_LEARNT = /^(unknown|attorney:.+)$/;

/**
 * The sentences each topic is learnt from: its vocabulary phrases, the sentences written for it
 * and every development message labelled with it (the test sets are never among them). A
 * knowledge entry staff add later is learnt from its own title and keywords when the matcher is
 * built; the sentences here serve the entries the chat ships with, by title.
 */
export function trainingSentences(): Map<TrainingTopic, string[]> {
  const sentences = new Map<TrainingTopic, string[]>();
  const add = (topic: TrainingTopic, more: readonly string[]) => {
    const list = sentences.get(topic) ?? [];
    list.push(...more);
    sentences.set(topic, list);
  };
  for (const [intent, phrases] of Object.entries(FIXED_INTENT_PHRASES)) add(intent, [...phrases, ...FIXED_TRAINING[intent as FixedIntent]]);
  for (const area of PRACTICE_AREAS) add(`area:${area.slug}`, [...PRACTICE_AREA_VOCABULARY[area.slug].phrases, area.name, ...AREA_TRAINING[area.slug]]);
  for (const [title, written] of Object.entries(KNOWLEDGE_TRAINING)) add(`knowledge:${title}`, written);
  add(OFF_TOPIC, OFF_TOPIC_TRAINING);
  for (const situation of SITUATIONS) add(situation, []);
  for (const example of VISITOR_EXAMPLES) {
    if (NOT_LEARNT.test(example.intent)) continue;
    if (!sentences.has(example.intent)) throw new Error(`A development message is labelled with an unknown topic: ${example.intent}`);
    add(example.intent, [example.message]);
  }
  return sentences;
}
