import MiniSearch from "minisearch";
import { PRACTICE_AREAS, type PracticeAreaSlug } from "../firm";
import { contentTerms, readMessage, Speller, words, type ReadMessage } from "./normalize";
import { COMMON_WORDS, FIXED_INTENT_PHRASES, KRIO, PRACTICE_AREA_VOCABULARY, QUICK_REPLY_INTENTS, RULE_WORDS, type FixedIntent } from "./vocabulary";

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

interface MatcherSources {
  attorneys: readonly { _id: string; name: string }[];
  knowledge: readonly { _id: string; title: string; keywords: readonly string[] }[];
}

interface IntentDocument {
  id: string;
  terms: string;
}

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

/** Fuzziness grows with word length: words of four letters or fewer must be spelled right ("mate" is not "rate"). */
/**
 * Edit distance a message's typo-forgiving lookups may spend in all: a real message's misspellings
 * fit many times over, while 1,000 characters of nonsense words stop costing a fuzzy search each.
 */
const FUZZY_BUDGET = 60;

function fuzziness(term: string): number {
  if (term.length <= 4) return 0;
  if (term.length <= 7) return 1;
  return 2;
}

/**
 * Words that hint at several topics ("how", "much", "law") count for less, so "how can I
 * contact you" is about contact, not about "how much" fees.
 */
const WEAK_TERMS = new Set([
  ..."how much good law legal time work information detail address number lawyer attorney case".split(" "),
  ..."where when pay money company office come help problem people".split(" "),
  ..."refuse owner release sign term offer handle detail near visit write call reach house build charge court today open".split(" "),
]);

function termBoost(term: string): number {
  return WEAK_TERMS.has(term) ? 0.3 : 1;
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
 * Ranks intents for a message with MiniSearch: each intent is one document holding its
 * vocabulary, so the BM25 weighting makes a word shared by many intents ("lawyer") count for
 * less than a telling one ("custody"); fuzzy search forgives typos.
 */
export class IntentMatcher {
  private readonly index: MiniSearch<IntentDocument>;
  private readonly speller: Speller;

  constructor(sources: MatcherSources) {
    this.index = new MiniSearch<IntentDocument>({
      fields: ["terms"],
      tokenize: (text) => text.split(" ").filter(Boolean),
      processTerm: (term) => term,
      searchOptions: {
        fuzzy: fuzziness,
        prefix: (term) => term.length >= 5,
        weights: { fuzzy: 0.6, prefix: 0.4 },
        boostTerm: termBoost,
        // Length normalisation off: an intent with many synonyms is not less likely for it.
        bm25: { k: 1.2, b: 0, d: 0.5 },
      },
    });
    const documents: IntentDocument[] = [];
    const domainWords: string[] = RULE_WORDS.split(" ");
    const addWords = (phrases: readonly string[]) => {
      for (const phrase of phrases) domainWords.push(...words(phrase));
    };
    for (const [intent, phrases] of Object.entries(FIXED_INTENT_PHRASES)) {
      documents.push({ id: encode({ kind: "fixed", intent: intent as FixedIntent }), terms: uniqueTerms(phrases) });
      addWords(phrases);
    }
    for (const area of PRACTICE_AREAS) {
      const phrases = [...PRACTICE_AREA_VOCABULARY[area.slug].phrases, area.name];
      documents.push({ id: encode({ kind: "area", area: area.slug }), terms: uniqueTerms(phrases) });
      addWords(phrases);
    }
    for (const attorney of sources.attorneys) {
      documents.push({ id: encode({ kind: "attorney", attorneyId: attorney._id }), terms: uniqueTerms([attorney.name]) });
      addWords([attorney.name]);
    }
    for (const entry of sources.knowledge) {
      documents.push({ id: encode({ kind: "knowledge", knowledgeId: entry._id }), terms: uniqueTerms([entry.title, ...entry.keywords]) });
      addWords([entry.title, ...entry.keywords]);
    }
    this.index.addAll(documents.filter((document) => document.terms));
    this.speller = new Speller(domainWords, [...COMMON_WORDS, ...Object.keys(KRIO)]);
  }

  /** Reads a message with this matcher's spelling of the domain (its attorneys and knowledge included). */
  read(raw: string): ReadMessage {
    return readMessage(raw, this.speller);
  }

  /** Intents for the message, best first; empty when nothing in it is recognised. */
  rank(message: ReadMessage): Match[] {
    const exact = QUICK_REPLY_INTENTS[message.text];
    if (exact) return [{ intent: { kind: "fixed", intent: exact }, score: Number.POSITIVE_INFINITY, explains: message.terms }];
    const terms = message.terms;
    if (terms.length === 0) return [];
    const distinct = new Set(terms).size;
    let budget = FUZZY_BUDGET;
    const fuzzy = (term: string) => {
      const allowed = Math.min(fuzziness(term), Math.max(budget, 0));
      budget -= allowed;
      return allowed;
    };
    return this.index
      .search(terms.join(" "), { fuzzy })
      .map((result) => {
        const intent = decode(String(result.id));
        // An intent that accounts for more of the message's words is the likelier reading.
        const coverage = result.queryTerms.length / distinct;
        return { intent, score: result.score * weightOf(intent) * (0.5 + coverage), explains: result.queryTerms };
      })
      .sort((a, b) => b.score - a.score);
  }
}
