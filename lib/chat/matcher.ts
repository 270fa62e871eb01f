import MiniSearch from "minisearch";
import { FIRM_NAME, PRACTICE_AREAS, type PracticeAreaSlug } from "../firm";
import { NaiveBayes } from "./classifier";
import { readTrainingTermsOnThread } from "./training-thread";
import { OFF_TOPIC, SITUATIONS, type Situation, type TrainingTopic } from "./training-topics";
import { contentTerms, readMessage, Speller, words, type ReadMessage } from "./normalize";
import {
  COMMON_WORDS,
  DAY,
  FIXED_INTENT_PHRASES,
  FRENCH,
  KRIO,
  PRACTICE_AREA_VOCABULARY,
  QUICK_REPLY_INTENTS,
  RULE_WORDS,
  type FixedIntent,
} from "./vocabulary";

/** What a message is about, as the matcher sees it. */
export type MatchedIntent =
  | { kind: "fixed"; intent: FixedIntent }
  | { kind: "area"; area: PracticeAreaSlug }
  | { kind: "attorney"; attorneyId: string }
  | { kind: "knowledge"; knowledgeId: string };

export interface Match {
  intent: MatchedIntent;
  score: number;
  /** The message's content words this intent accounts for. */
  explains: readonly string[];
}

/** The classifier's reading of a message: one of the matcher's intents, or a request outside the firm's work. */
export interface Classified {
  intent: MatchedIntent | "off-topic";
  probability: number;
  /** The message's words that argued most for it. */
  evidence: readonly string[];
}

/** What the classifier reads in a message: the firm's topics, and a situation the rules decide when it is the likeliest reading. */
export interface ClassifierReadings {
  topics: Classified[];
  situation?: { situation: Situation; probability: number; evidence: readonly string[] };
}

export interface MatcherSources {
  attorneys: readonly { _id: string; name: string }[];
  knowledge: readonly { _id: string; title: string; keywords: readonly string[] }[];
}

interface IntentDocument {
  id: string;
  terms: string;
}

const TITLE = "( (mr|mrs|ms|miss|dr|lawyer|barrister|counsel|madam))?";

/**
 * Specific topics beat general ones, and small talk only wins when nothing else matched:
 * "hi, where is your office?" is about the address, "land lawyer" about land, not the team.
 */
const WEIGHT = { specific: 1, general: 0.6, social: 0.35 } as const;
const FIXED_WEIGHT: Record<FixedIntent, number> = {
  greeting: WEIGHT.social,
  thanks: WEIGHT.social,
  goodbye: WEIGHT.social,
  services: WEIGHT.general,
  team: WEIGHT.general,
  contact: WEIGHT.general,
  booking: WEIGHT.specific,
  hours: WEIGHT.specific,
  address: WEIGHT.specific,
  phone: WEIGHT.specific,
  email: WEIGHT.specific,
};

function uniqueTerms(phrases: readonly string[]): string {
  return [...new Set(phrases.flatMap((phrase) => contentTerms(phrase)))].join(" ");
}

/**
 * Words that hint at several topics ("how", "much", "law") count for less, so "how can I
 * contact you" is about contact, not about "how much" fees.
 */
const WEAK_TERMS = new Set([
  ..."how much good law legal time work information detail address number lawyer attorney case".split(" "),
  ..."where when pay money company office come help problem people find".split(" "),
  ..."refuse owner release sign term offer handle detail near visit write call reach house build charge court today open".split(" "),
]);

/** A word that hints at several topics, which weighs less in the matcher's score. */
/** The topic a quick reply's own words lead back to, when the message is exactly one of them ("Meet Our Team"). */
export function quickReplyIntent(message: ReadMessage): FixedIntent | undefined {
  return QUICK_REPLY_INTENTS[message.text];
}

export function isWeakTerm(term: string): boolean {
  return WEAK_TERMS.has(term);
}

function termBoost(term: string): number {
  return isWeakTerm(term) ? 0.3 : 1;
}

function encode(intent: MatchedIntent): string {
  switch (intent.kind) {
    case "fixed":
      return `fixed:${intent.intent}`;
    case "area":
      return `area:${intent.area}`;
    case "attorney":
      return `attorney:${intent.attorneyId}`;
    case "knowledge":
      return `knowledge:${intent.knowledgeId}`;
  }
}

function decode(id: string): MatchedIntent {
  const [kind, value] = [id.slice(0, id.indexOf(":")), id.slice(id.indexOf(":") + 1)];
  if (kind === "fixed") return { kind, intent: value as FixedIntent };
  if (kind === "area") return { kind, area: value as PracticeAreaSlug };
  if (kind === "attorney") return { kind, attorneyId: value };
  return { kind: "knowledge", knowledgeId: value };
}

function weightOf(intent: MatchedIntent): number {
  return intent.kind === "fixed" ? FIXED_WEIGHT[intent.intent] : WEIGHT.specific;
}

/**
 * The firm's name as visitors shorten it ("Kamara Chambers", "Kamara & Associates"): its first word
 * and any of the others. It names no lawyer, though it shares a lawyer's surname.
 */
const [FIRM_HEAD, ...FIRM_TAIL] = words(FIRM_NAME);
const FIRM_NAMED = new RegExp(`\\b${FIRM_HEAD}((\\s+(and|&))?\\s+(${FIRM_TAIL.join("|")}))+\\b`, "gi");

function areaPhrases(slug: PracticeAreaSlug): string[] {
  return [...PRACTICE_AREA_VOCABULARY[slug].phrases, PRACTICE_AREAS.find((area) => area.slug === slug)?.name ?? slug];
}

/** The words misspellings are corrected towards that do not change with the firm's data. */
const FIXED_DOMAIN_WORDS = [
  ...RULE_WORDS.split(" "),
  ...Object.values(FIXED_INTENT_PHRASES).flatMap((phrases) => phrases.flatMap(words)),
  ...PRACTICE_AREAS.flatMap((area) => areaPhrases(area.slug).flatMap(words)),
];
const EVERYDAY_WORDS = [...COMMON_WORDS, ...Object.keys(KRIO), ...Object.keys(FRENCH)];

/** A speller for the fixed domain and the names and phrases of the firm's live data. */
export function spellerFor(livePhrases: readonly string[]): Speller {
  return new Speller([...FIXED_DOMAIN_WORDS, ...livePhrases.flatMap(words)], EVERYDAY_WORDS);
}

/** A message read with a speller, the firm's shortened name read as the firm. */
export function readWith(raw: string, speller: Speller): ReadMessage {
  return readMessage(raw.replace(FIRM_NAMED, "chambers"), speller);
}

/** Each topic's training sentences, each sentence's words kept as one string. */
export type TrainingTerms = ReadonlyMap<TrainingTopic, readonly string[]>;

// Kept on globalThis, as the caches are: the server's start (instrumentation.ts) reads the sentences
// before the first visitor writes, and the chat's route handler loads this module separately.
const shared = globalThis as typeof globalThis & { __chambersTrainingTerms?: Promise<TrainingTerms> };

/**
 * The training sentences' words, read once per process (some 22,000 sentences take under a
 * second), on a thread of their own: the sentences and the modules holding them are freed with
 * it, and only their words are kept here.
 */
export function readTrainingSentences(): Promise<TrainingTerms> {
  shared.__chambersTrainingTerms ??= readTrainingTermsOnThread().then((entries) => new Map(entries));
  return shared.__chambersTrainingTerms;
}

/** The words of sentences read by `readTrainingSentences`. */
const wordsOf = (sentences: readonly string[]) => sentences.map((sentence) => (sentence ? sentence.split(" ") : []));

const SITUATION_LABEL = "situation:";
const isSituationLabel = (label: string) => label.startsWith(SITUATION_LABEL);

/** The classifier's label of a topic; knowledge entries are learnt per live entry instead. */
function labelOf(topic: TrainingTopic): string | undefined {
  if (topic === OFF_TOPIC) return OFF_TOPIC;
  if ((SITUATIONS as readonly string[]).includes(topic)) return `${SITUATION_LABEL}${topic}`;
  if (topic.startsWith("knowledge:")) return undefined;
  if (topic.startsWith("area:")) return encode({ kind: "area", area: topic.slice("area:".length) as PracticeAreaSlug });
  return encode({ kind: "fixed", intent: topic as FixedIntent });
}

/**
 * Ranks intents for a message with MiniSearch: each intent is one document holding its
 * vocabulary, so the BM25 weighting makes a word shared by many intents ("lawyer") count for
 * less than a telling one ("custody"); typos are forgiven by the reading's spelling correction.
 */
export class IntentMatcher {
  private readonly index: MiniSearch<IntentDocument>;
  private readonly speller: Speller;
  private readonly classifier: NaiveBayes;
  /**
   * "a wan mit Mohamed Conteh", "talk to Hawa Turay on Wednesday", "consult Ibrahim Jalloh", "could Mrs
   * Kamara receive me", "I wish to meet with Christiana Thomas", "grateful for an appointment with Mr Sesay", "schedule a call with
   * Christiana Thomas": asking to
   * meet a lawyer by name, or to talk to one on a given day, is a booking ("I want to speak to Christiana Thomas" asks
   * about her, "my appointment with Hawa Turay" speaks of one made).
   */
  private readonly meetingByName: RegExp | undefined;

  constructor(sources: MatcherSources, training: TrainingTerms) {
    this.index = new MiniSearch<IntentDocument>({
      fields: ["terms"],
      tokenize: (text) => text.split(" ").filter(Boolean),
      processTerm: (term) => term,
      searchOptions: {
        // Misspellings are corrected once, at the reading, keeping the first letter; a second
        // fuzzy search here would let "night" meet "fight" and "tailor" meet "sailor".
        fuzzy: false,
        prefix: (term) => term.length >= 5,
        weights: { fuzzy: 0, prefix: 0.4 },
        boostTerm: termBoost,
        // Length normalisation off: an intent with many synonyms is not less likely for it.
        bm25: { k: 1.2, b: 0, d: 0.5 },
      },
    });
    const documents: IntentDocument[] = [];
    for (const [intent, phrases] of Object.entries(FIXED_INTENT_PHRASES)) {
      documents.push({ id: encode({ kind: "fixed", intent: intent as FixedIntent }), terms: uniqueTerms(phrases) });
    }
    for (const area of PRACTICE_AREAS) {
      documents.push({ id: encode({ kind: "area", area: area.slug }), terms: uniqueTerms(areaPhrases(area.slug)) });
    }
    for (const attorney of sources.attorneys) {
      documents.push({ id: encode({ kind: "attorney", attorneyId: attorney._id }), terms: uniqueTerms([attorney.name]) });
    }
    for (const entry of sources.knowledge) {
      documents.push({ id: encode({ kind: "knowledge", knowledgeId: entry._id }), terms: uniqueTerms([entry.title, ...entry.keywords]) });
    }
    this.index.addAll(documents.filter((document) => document.terms));
    this.speller = spellerFor([
      ...sources.attorneys.map((attorney) => attorney.name),
      ...sources.knowledge.flatMap((entry) => [entry.title, ...entry.keywords]),
    ]);
    this.classifier = this.train(sources, training);
    const names = [...new Set(sources.attorneys.flatMap((attorney) => words(attorney.name)).filter((name) => /^[a-z]{3,}$/.test(name)))];
    this.meetingByName = names.length
      ? new RegExp(
          `\\b((meet|see|consult|sit with|sit down with)( with| wit)?${TITLE} (${names.join("|")})\\b|(${names.join("|")}) (\\w+ ){0,3}(receive|see|meet) (me|us)\\b|(talk|speak) (to|with)${TITLE} (${names.join("|")})\\b.*\\b${DAY}\\b|(book|reserve|schedule|arrange) (a |an )?(time|slot|appointment|meeting|session|consultation|call|phone call|video call) (with|wit)${TITLE} (${names.join("|")})\\b|(?<!\\b(had|my|our|last|previous|the|his|her|their) (an |a )?)(appointment|consultation|session) (with|wit)${TITLE} (${names.join("|")})\\b)`,
        )
      : undefined;
  }

  /**
   * The classifier learns each topic from its training sentences' words (`readTrainingSentences`),
   * and a knowledge entry from its title and keywords as well, so an entry staff add is learnt at
   * once.
   */
  private train(sources: MatcherSources, training: TrainingTerms): NaiveBayes {
    const examples = new Map<string, (readonly string[])[]>();
    const learn = (label: string, terms: readonly (readonly string[])[]) => {
      const list = examples.get(label) ?? [];
      list.push(...terms);
      examples.set(label, list);
    };
    for (const [topic, sentences] of training) {
      const label = labelOf(topic);
      if (label) learn(label, wordsOf(sentences));
    }
    for (const entry of sources.knowledge) {
      const label = encode({ kind: "knowledge", knowledgeId: entry._id });
      learn(
        label,
        [entry.title, ...entry.keywords].map((sentence) => this.read(sentence).terms),
      );
      learn(label, wordsOf(training.get(`knowledge:${entry.title}`) ?? []));
    }
    return new NaiveBayes(new Map([...examples].map(([label, terms]) => [label, terms.filter((list) => list.length > 0)])));
  }

  /**
   * The classifier's readings of the message, from one pass over its words: among the firm's
   * topics and the world beyond them, likeliest first, with probabilities as if no situation had
   * been learnt (empty when none of its words was); and the situation it reads, when that is its
   * likeliest reading of all.
   */
  readings(message: ReadMessage): ClassifierReadings {
    const ranked = this.classifier.rank(message.terms);
    const topics = ranked.filter(({ label }) => !isSituationLabel(label));
    const share = topics.reduce((sum, { probability }) => sum + probability, 0);
    const explained = topics.map(({ label, probability }, rank): Classified => ({
      intent: label === OFF_TOPIC ? OFF_TOPIC : decode(label),
      probability: probability / share,
      // Only the likeliest readings are ever explained or offered.
      evidence: rank < 2 ? this.classifier.explain(message.terms, label) : [],
    }));
    const [best] = ranked;
    if (!best || !isSituationLabel(best.label)) return { topics: explained };
    const situation = best.label.slice(SITUATION_LABEL.length) as Situation;
    return { topics: explained, situation: { situation, probability: best.probability, evidence: this.classifier.explain(message.terms, best.label) } };
  }

  /** Whether the word is one the classifier learnt from any sentence about the firm's topics or beyond them. */
  knows(term: string): boolean {
    return this.classifier.knows(term);
  }

  /** Reads a message with this matcher's spelling of the domain (its attorneys and knowledge included). */
  read(raw: string): ReadMessage {
    const message = readWith(raw, this.speller);
    if (message.phrases.includes("booking") || !this.meetingByName?.test(message.english)) return message;
    return { ...message, phrases: [...message.phrases, "booking"] };
  }

  /** Intents for the message, best first; empty when nothing in it is recognised. */
  rank(message: ReadMessage): Match[] {
    const exact = quickReplyIntent(message);
    if (exact) return [{ intent: { kind: "fixed", intent: exact }, score: Number.POSITIVE_INFINITY, explains: message.terms }];
    const terms = message.terms;
    if (terms.length === 0) return [];
    const distinct = new Set(terms).size;
    return this.index
      .search(terms.join(" "))
      .map((result) => {
        const intent = decode(String(result.id));
        // An intent that accounts for more of the message's words is the likelier reading.
        const coverage = result.queryTerms.length / distinct;
        return { intent, score: result.score * weightOf(intent) * (0.5 + coverage), explains: result.queryTerms };
      })
      .sort((a, b) => b.score - a.score);
  }
}
