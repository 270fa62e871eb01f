import type { ChatMessageInput, ChatReply } from "../collections/chat";
import type { Situation } from "./training-topics";
import {
  areaAnswer,
  areaName,
  attorneyAnswer,
  fixedAnswer,
  judgementAnswer,
  knowledgeAnswer,
  offTopicAnswer,
  safetyAnswer,
  unknownAnswer,
  unsureAnswer,
  urgentAnswer,
  type Answer,
  type Suggestion,
} from "./answers";
import { advanceBooking, bookingQuestion } from "./booking";
import { beginBooking, continueBooking, noteTopic, type BookingTurn } from "./booking-flow";
import { isConversationId, loadBooking, newConversationId, saveBooking } from "./conversation-store";
import { loadChatData, type ChatData } from "./data";
import { isEnglishWord } from "./english-words";
import { isWeakTerm, quickReplyIntent, type Classified, type Match, type MatchedIntent } from "./matcher";
import type { ReadMessage } from "./normalize";
import {
  asksAnything,
  asksForHelp,
  asksForMediation,
  harmGoesOn,
  costOrWhatToBringTerms,
  asksForMoney,
  asksTheLaw,
  mayAskTheLaw,
  callsItAnEmergency,
  isAboutElsewhere,
  isCancel,
  isDanger,
  isDetention,
  isStartOver,
  saysNobodyIsHeld,
  speaksOfAThingKept,
  speaksOfAnAward,
  onlyAVehicleHeld,
  speaksOfCustody,
  needsJudgement,
  readOutOfScope,
  wantsProsecution,
} from "./rules";
import { matches } from "./pattern-gate";
import type { FixedIntent, PhraseIntent } from "./vocabulary";

/**
 * How sure the chat is of an answer: the winning score, how far ahead of the runner-up it is
 * (a ratio, 1 = a tie) and the share of the message's content words the winner accounts for.
 * A rule or a recognised phrase decides outright and reports full confidence.
 */
interface Confidence {
  score: number;
  margin: number;
  explained: number;
  /** The classifier's probability for the answer's topic, when it was asked. */
  probability?: number;
}

/** What the chat understood and answered; `intent`, `reason` and `confidence` are for the evaluation and the bench only. */
interface ChatResult extends ChatReply {
  intent: string;
  /** Why this answer: the rule, phrase or words that decided it. */
  reason: string;
  confidence: Confidence;
}

type Understanding = ({ kind: "answer"; answer: Answer } | { kind: "booking" }) & { reason: string; confidence: Confidence };

const CERTAIN: Confidence = { score: Number.POSITIVE_INFINITY, margin: Number.POSITIVE_INFINITY, explained: 1 };

/**
 * Below these the best match is not trusted. Chosen on the development set: a weak winner, or
 * one barely ahead of another reading that explains little of the message, gets "not sure".
 */
const CONFIDENCE = { minScore: 0.8, minMargin: 1.25, minExplained: 0.5, minExplainedAhead: 0.25, farAhead: 2, strongScore: 2.5, tie: 1.01 } as const;

/**
 * When the classifier's reading counts, chosen on the development set. It rescues a match that is
 * not confident when it agrees with one of the matcher's two best readings (two independent ways
 * of reading point the same way), and it overrules a confident match when it is surer still of
 * another of them. Fairly sure of a topic the matcher does not see, it makes a confident match
 * unsure; surer still (`insist`), or when the matcher is not confident (`alone`), its reading is
 * the answer: on messages written after the chat was tuned, the classifier alone was right more
 * often than the matcher's word lists (README). All but certain of a topic (`sure`), it outweighs
 * the words of another world that make a message look off-topic. All but ruling out the topic of a
 * match on a few words (`disown`), it leaves the message to another world or to "not sure": on the
 * unlearnt development batches no right answer had so low a share (README, "The twenty-fifth round").
 */
const CLASSIFIER = { disown: 0.2, agree: 0.3, ahead: 2, overrule: 0.5, alone: 0.6, insist: 0.7, sure: 0.95 } as const;

/**
 * How sure the classifier must be, of all its readings, that a message tells of someone held, in
 * danger or asking for a lawyer's judgement, when no rule read it so. Chosen on four development
 * batches the chat had not yet seen (README): anything from 0.4 to 0.7 gave the same result.
 */
const SITUATION: Record<Situation, number> = { urgent: 0.5, safety: 0.5, "legal-question": 0.5 };

/** How many distinct content words make a sentence, not a fragment such as "hmm" or "I have a question". */
const FOREIGN_SENTENCE = 3;
/** How many, and what share, of an unsure message's words must be new to every topic for it to be about something else. */
const UNFAMILIAR = { words: 2, share: 1 / 3 } as const;

/** How many of the message's content words are English words: a date or "asdf qwer" is no sentence. */
function dictionaryWords(message: ReadMessage): string[] {
  const english = message.tokens.filter((token) => /^[a-z]{3,}$/.test(token) && isEnglishWord(token));
  return [...new Set(message.terms.filter((term) => /^[a-z]{3,}$/.test(term) && english.some((token) => token.startsWith(term))))];
}

/**
 * The visitor has yet to say what the matter is: "I don't know how to start" ("start" is not starting a business), "helo i want
 * ask somtin", "Good day. I wish to make an enquiry.", "helo pls i get problm", "so wat now".
 */
const NOT_STARTED =
  /^((hello|hi|please|sorry) )?(i )?(dont|do not|not|no|nor) (even )?(know|kno|no) (how|where|what) (to|for) (start|begin|say|write|explain|ask|type)( this| it| from| here)?$|\b(not sure|dont know) (whether|if) (this|i am|im) (is )?(the )?right place\b|^((hello|hi|hey|good (morning|afternoon|evening|day)|please|sir|madam) )*(i )?(want|wish|would like|need) (to )?(ask|make) (you |una )?(something|somtin|sumtin|smtin|a question|question|an enquiry|enquiry|an inquiry)( please)?$|^((hello|hi|hey|good (morning|afternoon|evening|day)|please|sir|madam) )*(i )?(get|have|got) (a )?(small )?(problem|problm|palava|wahala|issue|question|questions)( please)?$|^((so|ok|okay|please|and|then|eh|ehn) )*(what|wetin) (now|next|(a|i) (for|fo) do now)$/;

/**
 * A call into the silence, "hello?? anybody dey": the visitor has waited and not yet said what they want, so the not-sure answer's
 * topics help more than a greeting back. A plain "hello, anybody there?" is still a greeting.
 */
const CALLS_INTO_SILENCE = /^\W*(hel+o+|hi+|hey+)\W*\?{2,}\W*(any ?body|any ?one)( (there|dey|de|der|dere|here|around))?( or no)?\W*$/i;

/** Phrases fix the topic of short questions; a long story's own words still outweigh them. */
const PHRASE_BOOST = 3;

/** The firm's people by what they are: "which team won" asks about football. */
const LAWYERS = /\b(lawyers?|attorneys?|partners?|barristers?|solicitors?|advocates?)\b/;

/** The firm spoken to or named: "you", "una", "your office". */
const THE_FIRM_ADDRESSED = /\b(you|una|your office|the office|your firm|the firm|your chambers)\b/;

/** "Can I come on Saturday morning or are you closed?", "…at 8:30 or do you open at 9?" ask whether the office is open then, not for a meeting. */
const ASKS_WHETHER_OPEN =
  /\bor (are|is|do|does|will|would) (you|una|the office|your office|it|the firm|the chambers|your chambers) (be )?(closed|open|shut|close)\b/;
/**
 * Asking to be called or written to, not to meet; a phone that is the matter ("my stolen phone case") calls nobody, and a call
 * scheduled with a lawyer ("schedule a call with Christiana Thomas") is a consultation to book.
 */
const CALLING =
  /\b((?<!\b(schedule|book|arrange|set up) (a |an )?(phone |video )?)call|dial|ring|(?<!\b(stolen|used|fake|lost|broken|pawned) )phone(?! (case|shop|sellers?|repairs?|theft)\b)|whatsapp|email|text|hotline|direct line)\b/;

function decided(answer: Answer, reason: string): Understanding {
  return { kind: "answer", answer, reason, confidence: CERTAIN };
}

/**
 * A practical question phrased like a legal one ("can I park?", "can I speak to Mr Conteh?") gets its
 * practical answer, unless a practice area is just as likely ("what happens if I don't pay my loan").
 */
function isPractical(ranked: readonly Match[]): boolean {
  const [top] = ranked;
  if (!top) return false;
  const practical = top.intent.kind === "knowledge" || top.intent.kind === "attorney" || (top.intent.kind === "fixed" && top.intent.intent !== "services");
  const area = ranked.find((match) => match.intent.kind === "area");
  return practical && (!area || area.score < top.score);
}

/** Readings the matcher's words alone may give only when they explain most of the message. */
const NEEDS_MOST: readonly FixedIntent[] = ["greeting", "thanks", "goodbye", "booking"];

function needsMost(intent: MatchedIntent): boolean {
  return intent.kind === "fixed" && NEEDS_MOST.includes(intent.intent);
}

function isFixed(intent: MatchedIntent, name: FixedIntent): boolean {
  return intent.kind === "fixed" && intent.intent === name;
}

/** The matcher's ranking with the recognised phrases counted in. */
function rankWithPhrases(message: ReadMessage, data: ChatData): Match[] {
  const ranked = data.matcher.rank(message);
  const phrases = message.phrases.filter((phrase): phrase is Exclude<PhraseIntent, "booking"> => phrase !== "booking");
  if (phrases.length === 0 || ranked[0]?.score === Number.POSITIVE_INFINITY) return ranked;
  const lead = Math.max(ranked[0]?.score ?? 0, CONFIDENCE.minScore);
  const boosted = ranked.filter((match) => !phrases.some((phrase) => isFixed(match.intent, phrase)));
  for (const phrase of phrases) {
    const own = ranked.find((match) => isFixed(match.intent, phrase));
    boosted.push({ intent: { kind: "fixed", intent: phrase }, score: Math.max(own?.score ?? 0, lead) + PHRASE_BOOST, explains: own?.explains ?? [] });
  }
  return boosted.sort((a, b) => b.score - a.score);
}

function confidenceOf(message: ReadMessage, ranked: readonly Match[]): Confidence {
  const [top, second] = ranked;
  if (!top) return { score: 0, margin: 0, explained: 0 };
  const distinct = new Set(message.terms).size;
  return {
    score: top.score,
    margin: second ? top.score / second.score : Number.POSITIVE_INFINITY,
    explained: distinct === 0 ? 1 : new Set(top.explains).size / distinct,
  };
}

function isConfident(confidence: Confidence): boolean {
  // Two readings exactly as likely as each other: picking one would be a guess.
  if (confidence.score < CONFIDENCE.minScore || confidence.margin < CONFIDENCE.tie) return false;
  if (confidence.explained >= CONFIDENCE.minExplained) return true;
  // Clearly ahead of every other reading, and accounting for a fair part of the message.
  if (confidence.margin >= CONFIDENCE.minMargin && confidence.explained >= CONFIDENCE.minExplainedAhead) return true;
  // A long story: most of its words are the story, but the telling ones point one way.
  return confidence.margin >= CONFIDENCE.farAhead && confidence.score >= CONFIDENCE.strongScore;
}

/** The topics the not-sure answer may offer, by intent; each text leads back to its intent. */
export const FIXED_SUGGESTIONS: Partial<Record<FixedIntent, Suggestion>> = {
  services: { text: "Legal Services", icon: "scale" },
  team: { text: "Meet Our Team", icon: "users" },
  contact: { text: "Contact Information", icon: "phone" },
  booking: { text: "Schedule Consultation", icon: "calendar" },
  hours: { text: "Office hours", icon: "info" },
  address: { text: "Our address", icon: "home" },
  phone: { text: "Phone number", icon: "phone" },
  email: { text: "Email address", icon: "mail" },
};

/** The words a quick reply sends, which lead back to the same topic. */
function suggestionFor(intent: MatchedIntent, data: ChatData): Suggestion | undefined {
  switch (intent.kind) {
    case "fixed":
      return FIXED_SUGGESTIONS[intent.intent];
    case "area":
      return { text: areaName(intent.area), icon: "briefcase" };
    case "attorney": {
      const attorney = data.attorneys.find((a) => a._id === intent.attorneyId);
      return attorney && { text: attorney.name, icon: "users" };
    }
    case "knowledge": {
      const entry = data.knowledge.find((k) => k._id === intent.knowledgeId);
      return entry && { text: entry.title, icon: "info" };
    }
  }
}

function suggestions(ranked: readonly Match[], data: ChatData): Suggestion[] {
  const found: Suggestion[] = [];
  for (const match of ranked) {
    const suggestion = suggestionFor(match.intent, data);
    if (suggestion && !found.some((s) => s.text === suggestion.text)) found.push(suggestion);
    if (found.length === 2) break;
  }
  return found;
}

function answerFor(intent: MatchedIntent, data: ChatData, message: ReadMessage): Answer | "booking" {
  switch (intent.kind) {
    case "fixed":
      return intent.intent === "booking" ? "booking" : fixedAnswer(data, intent.intent, message);
    case "area":
      return areaAnswer(data, intent.area);
    case "attorney":
      return attorneyAnswer(data, intent.attorneyId) ?? unknownAnswer(data);
    case "knowledge":
      return knowledgeAnswer(data, intent.knowledgeId) ?? unknownAnswer(data);
  }
}

function describe(intent: MatchedIntent): string {
  switch (intent.kind) {
    case "fixed":
      return intent.intent;
    case "area":
      return `area:${intent.area}`;
    case "attorney":
      return `attorney:${intent.attorneyId}`;
    case "knowledge":
      return `knowledge:${intent.knowledgeId}`;
  }
}

/**
 * Whether the classifier all but rules out the topic of a match trusted on a few words ("job" in "where can I get a whistle
 * for my watchman job", "start" in "how do I make my generator start"): then the match is no answer, and the classifier's
 * reading of another world, or "not sure", is.
 */
function disowns(best: Classified, top: Match, explained: number, probabilityOf: (intent: MatchedIntent) => number | undefined): boolean {
  if (explained >= CONFIDENCE.minExplained || sameIntent(best.intent, top.intent)) return false;
  return (probabilityOf(top.intent) ?? 0) < CLASSIFIER.disown && best.probability >= CLASSIFIER.agree;
}

/** The two readings of a message combined: the matcher's ranking and the classifier's. */
type Reading =
  | { kind: "match"; match: Match; probability?: number }
  | { kind: "classified"; classified: Classified & { intent: MatchedIntent } }
  | { kind: "off-topic"; classified: Classified }
  | { kind: "unsure"; contested?: Classified };

/** The topic a reading settled on, if it settled on one of the firm's. */
function readingIntent(reading: Reading): MatchedIntent | undefined {
  if (reading.kind === "match") return reading.match.intent;
  return reading.kind === "classified" ? reading.classified.intent : undefined;
}

function sameIntent(a: MatchedIntent | "off-topic", b: MatchedIntent): boolean {
  return a !== "off-topic" && describe(a) === describe(b);
}

/**
 * Whether the classifier reads another topic clearly enough to doubt a match trusted on a few
 * words (one that explains less than half the message): fairly sure of it, and at least twice as
 * sure of it as of the match's own topic. A match that explains most of the message is doubted
 * only by a classifier sure of another reading (`CLASSIFIER.overrule`).
 */
function doubts(best: Classified, top: Match, explained: number, probabilityOf: (intent: MatchedIntent) => number | undefined): boolean {
  if (explained >= CONFIDENCE.minExplained || sameIntent(best.intent, top.intent) || best.intent === "off-topic") return false;
  return best.probability >= CLASSIFIER.agree && best.probability >= CLASSIFIER.ahead * (probabilityOf(top.intent) ?? 0);
}

/** The two readings of a message combined (see the README): which answer, if any, they agree on. */
export function combine(ranked: readonly Match[], confident: boolean, classified: readonly Classified[], explained: number): Reading {
  const [top] = ranked;
  const best = classified[0];
  const probabilityOf = (intent: MatchedIntent) => classified.find((reading) => sameIntent(reading.intent, intent))?.probability;
  if (!best) return top && confident ? { kind: "match", match: top } : { kind: "unsure" };
  const seen = ranked.slice(0, 2).find((match) => sameIntent(best.intent, match.intent));
  const agreed = seen && best.intent !== "off-topic" ? { ...best, intent: seen.intent } : undefined;
  const topic = best.intent !== "off-topic" ? { ...best, intent: best.intent } : undefined;
  if (top && confident) {
    // The classifier never learnt the lawyers' names, so it has no say on a match by name.
    const doubted = doubts(best, top, explained, probabilityOf);
    const disowned = top.intent.kind !== "attorney" && !agreed && disowns(best, top, explained, probabilityOf);
    if (top.intent.kind === "attorney" || sameIntent(best.intent, top.intent) || (best.probability < CLASSIFIER.overrule && !doubted && !disowned))
      return { kind: "match", match: top, probability: probabilityOf(top.intent) };
    if (agreed) return { kind: "classified", classified: agreed };
    if (best.probability >= CLASSIFIER.insist) return topic ? { kind: "classified", classified: topic } : { kind: "off-topic", classified: best };
    if (topic) return { kind: "unsure", contested: best };
    return disowned ? { kind: "off-topic", classified: best } : { kind: "match", match: top, probability: probabilityOf(top.intent) };
  }
  // Agreement counts when the classifier is fairly sure, or when it and the matcher put the same reading first, well ahead of the classifier's next.
  // Picking the matcher's runner-up over its first reading, the classifier must also be well ahead of that first reading.
  const ahead = best.probability >= CLASSIFIER.ahead * (classified[1]?.probability ?? 0) && top && sameIntent(best.intent, top.intent);
  const overTop = top && !sameIntent(best.intent, top.intent) && best.probability < CLASSIFIER.ahead * (probabilityOf(top.intent) ?? 0);
  if (agreed && !overTop && (best.probability >= CLASSIFIER.agree || ahead)) return { kind: "classified", classified: agreed };
  if (best.intent === "off-topic" && best.probability >= CLASSIFIER.overrule) return { kind: "off-topic", classified: best };
  if (topic && topic.probability >= CLASSIFIER.alone) return { kind: "classified", classified: topic };
  return { kind: "unsure" };
}

const FAREWELLS = new Set(["bye", "goodbye", "farewell", "later", "night"]);

/**
 * "thanks, bye": a message that only thanks and says goodbye is a goodbye, whose answer thanks
 * the visitor too; neither reading alone explains most of it, so each would be unsure.
 */
function thanksAndGoodbye(message: ReadMessage, ranked: readonly Match[]): Match | undefined {
  const pair = ranked.slice(0, 2);
  if (pair.length < 2 || !pair.some((match) => isFixed(match.intent, "thanks"))) return undefined;
  // A word of parting, not one that only goes with one ("nice" in "have a nice day", "all" in "that's all").
  const goodbye = pair.find((match) => isFixed(match.intent, "goodbye") && match.explains.some((term) => FAREWELLS.has(term)));
  const explained = new Set(pair.flatMap((match) => match.explains));
  return goodbye && message.terms.every((term) => explained.has(term)) ? goodbye : undefined;
}

/** "Thank you, I will be in touch. Goodbye.", "ok thanks, later": a short message that ends by taking leave. */
const TAKING_LEAVE =
  /\b(bye|goodbye|bye bye|farewell|see you|see ya|take care|regards(?<!\b(kindly|please|pls|send|give|furnish|provide|share|tell|need|want|would like)\b.*regards)|(thanks|thank you|ok|okay|talk|chat|speak) later|(talk|chat|speak) (to|with) (you|una)( all)? later|(im|i am|i) out( peace| later)?|peace out|(we|wi) go talk back|(we|i) go see (back|later)|(talk|speak|chat|see) (to |with )?(you|una)( all)? (another|next|some other) time|over and out|(ok|okay|k) by|(we|wi) go (talk|tok)|(i|a) (is|am) (going|go)( now)?|(bye|goodbye)( and)? (god bless|stay blessed|stay safe)( you)?|(thanks|thank you|cheers)( \w+)? peace)$|^laters?$|^((ok|okay) )?(i|a) (is|am) (going|go) now\b|^((ok|okay|sorry) )?(i|a) (have to|must|need to|got to|gotta) go( now)?\b(?!( now)? (to|for|and|with|there|see|meet|court|station|police|back)\b)/;
const SHORT_MESSAGE = 8;
/** The visitor names a lawyer but would take another: "…or another lawyer", "or anyone else". */
const ANOTHER_LAWYER = new RegExp(
  `\\bor (another|any other|other|one of (the|your) other|any|one of your) ${LAWYERS.source}|\\bor (anyone|someone|somebody) else\\b`,
);

/** "Do you do immigration?": a kind of work none of the firm's areas names; the list of what it does is the answer. */
const ASKS_WHAT_WE_HANDLE =
  /^((hello|hi|please|sir|madam|good \w+) )*(do|does|can|will) (you|una|the firm|your firm|your office|(the |your )?chambers) (also )?(do|handle|deal with|take on|take|cover|help with|assist|assist with|work on)\b/;
/** "See you on Monday then, goodbye", Krio "a go si una tumara": a farewell, though "see" with a day usually asks to meet. */
const SEE_YOU_THEN =
  /^((ok|okay|alright|fine|good|great|then|so) )*((i|we) (go|will|shall) )?see you( (all|then|soon|later|tomorrow|today|there|next week|on \w+|next \w+|\w+day))*( (then|bye|goodbye|bye bye|take care))*$/;

/**
 * "cheers mate", "thanks boss, that helps a lot", "afternoon boss": courtesies and the words that go
 * with them and nothing else, so "boss" is no employer, "mate" no partner and a husband told of no family matter.
 */
const COURTESY_WORDS = new Set(
  (
    "ok okay k aight alright oh great so much a lot very again really that this it helps helped clears cleared up for me all khair khairan " +
    "mate boss bro brother sis sister sir sah madam ma pa man fam chale friend child son daughter dem my dear you una everyone there guys team people good blessed " +
    // What a thank-you goes on to say of itself: "thanks eh, you people are kind", "thank you, I will tell my husband", "I'll wait for your call".
    "eh bo kind are is i ill will wait waiting your call help helping tell pass on to husband wife mum mom mother family " +
    // Krio "una wel done" (well done to you) beside a greeting: "Kushe o, una wel done."
    "o well done"
  ).split(" "),
);
const THANKING_WORDS = new Set(["thanks", "thank", "cheers", "tenki", "appreciated", "appreciate", "obliged"]);
// A season's greeting is a greeting too: "Eid Mubarak", "Merry Christmas", "happy new year".
const GREETING_WORDS = new Set([
  ...["hello", "hi", "hey", "hiya", "greetings", "kushe", "morning", "afternoon", "evening", "yo", "wagwan", "sup"],
  ...["merry", "christmas", "xmas", "eid", "mubarak", "happy", "new", "year", "easter", "ramadan", "kareem", "salaam", "salam", "alaikum"],
]);

/** "how una de", "aw yu de", "how una du": how are you, in Krio. */
const HOW_ARE_YOU = /^(how|aw) (you|una|yu) (is|de|dey|doing|are|do|du)( o)?$/;

function courtesyOnly(message: ReadMessage): "thanks" | "greeting" | undefined {
  if (matches(HOW_ARE_YOU, message.english)) return "greeting";
  const words = message.english.split(" ").filter(Boolean);
  if (words.some((word) => !COURTESY_WORDS.has(word) && !THANKING_WORDS.has(word) && !GREETING_WORDS.has(word))) return undefined;
  if (words.some((word) => THANKING_WORDS.has(word))) return "thanks";
  return words.some((word) => GREETING_WORDS.has(word)) ? "greeting" : undefined;
}

const leaving = (data: ChatData, message: ReadMessage) => outcome({ kind: "fixed", intent: "goodbye" }, data, message, "phrase: ends by taking leave", CERTAIN);

function takesLeave(message: ReadMessage): boolean {
  return !message.question && new Set(message.terms).size <= SHORT_MESSAGE && matches(TAKING_LEAVE, message.english);
}

/**
 * "Can I talk to a lawyer in French?", "how much to see a lawyer?": a question about the meeting
 * itself (its language, its cost, what to bring, where to park) is what the knowledge entries
 * answer, so it is answered when the matcher's words point to one entry ahead of any practice
 * area and it is the classifier's first reading too; a request to meet starts the booking.
 */
function aboutTheMeeting(ranked: readonly Match[], classified: readonly Classified[]): (Classified & { intent: MatchedIntent }) | undefined {
  const [best] = classified;
  const rest = ranked.filter((match) => !isFixed(match.intent, "booking"));
  const [top] = rest;
  // "can I speak to a lawyer about my divorce" is a request to meet about a matter.
  if (best && best.intent !== "off-topic" && best.intent.kind === "knowledge" && best.probability >= CLASSIFIER.insist) return { ...best, intent: best.intent };
  if (!best || !top || top.intent.kind !== "knowledge" || !isPractical(rest)) return undefined;
  if (!sameIntent(best.intent, top.intent) || best.probability < CLASSIFIER.agree) return undefined;
  return { ...best, intent: top.intent };
}

/** The classifier's reading of a request outside the firm's work, answered as such with its probability and its words. */
function readOutsideTheFirm(classified: Classified, confidence: Confidence, how = ""): Understanding {
  return {
    ...decided(offTopicAnswer(), `classifier: outside the firm's work (${classified.evidence.join(", ")})${how}`),
    confidence: { ...confidence, probability: classified.probability },
  };
}

/**
 * Decides what a message outside a booking is about and which answer it gets: safety rules
 * first (someone held, someone in danger), then requests outside the firm's work, a request to
 * meet, questions that need a lawyer's judgement, and only then the scored match, which must
 * be confident or the visitor is told plainly that the chat is not sure.
 */
export function understand(message: ReadMessage, data: ChatData): Understanding {
  if (isDetention(message)) return decided(urgentAnswer(data), "rule: someone is held or the police are involved");
  if (isDanger(message)) return decided(safetyAnswer(data), "rule: someone is in danger");
  // "the phone number of the hospital's emergency": another place's details, not an emergency of the visitor's.
  const ranked = rankWithPhrases(message, data);
  if (isAboutElsewhere(message) && !ranked.some((match) => match.intent.kind === "attorney")) {
    return decided(offTopicAnswer(), "rule: asks about another place's hours, number or address");
  }
  // Nobody is held (the first rule), so only the message's own word for it is left to read.
  if (callsItAnEmergency(message)) return decided(urgentAnswer(data), "rule: the message says it is an emergency");
  const top = ranked[0];
  const confidence = confidenceOf(message, ranked);
  // An entry staff wrote for the very words the rule reads as off-topic ("wifi" for the office's own network) is what the firm means by them.
  const staffWords = top?.intent.kind === "knowledge" ? top.explains : [];
  const offTopic = readOutOfScope(message);
  const outOfScope = offTopic.terms.length > 0 && offTopic.terms.every((term) => staffWords.includes(term)) ? false : offTopic.verdict;
  const { topics: classified, situation: readSituation } = data.matcher.readings(message);
  // Words of another world in a message the classifier reads as surely one of the firm's topics ("renewing the hotel's tourism licence").
  const surelyATopic = classified[0] !== undefined && classified[0].intent !== "off-topic" && classified[0].probability >= CLASSIFIER.sure;
  const judgement = needsJudgement(message);
  const lawAsked = asksTheLaw(message, judgement);
  // A lawyer named in full, or the firm's team asked about, is what the message is about, whatever it says beside ("…she says he's sharp, we met at the beach bar").
  const named = ranked.find((match) => match.intent.kind === "attorney" && match.explains.length >= 2);
  const aboutTheTeam = named !== undefined || (message.phrases.includes("team") && matches(LAWYERS, message.english));
  // The firm's own hours or street asked beside another world's words ("coming from my son's basketball match, will you still be
  // open?", "I'm coming from Lungi by sea coach, which street are you on?").
  const firmsOwnHoursOrStreet = (message.phrases.includes("hours") || message.phrases.includes("address")) && matches(THE_FIRM_ADDRESSED, message.english);
  // A crime the visitor wants reported or prosecuted is the firm's work, whatever it was about ("…advertise houses for rent… I want to report the fraud").
  const prosecution = wantsProsecution(message);
  if (outOfScope === "certain" && (!surelyATopic || asksForMoney(message)) && !lawAsked && !aboutTheTeam && !firmsOwnHoursOrStreet && !prosecution)
    return decided(offTopicAnswer(), "rule: outside what the firm's assistant handles");
  // The classifier's reading of a situation no rule read; a lawyer named in full is who the message is about.
  const situation = named ? undefined : readSituation;
  const sure = (kind: Situation) => situation?.situation === kind && situation.probability >= SITUATION[kind];
  // The classifier hears police words; it does not overrule a message that says nobody is held now, one that wants the police
  // to hold someone, or a question of the law about a thing they took ("police take mi okada… is that legal?").
  const thingAsked = judgement === "certain" && speaksOfAThingKept(message) && !harmGoesOn(message);
  if (sure("urgent") && speaksOfCustody(message) && !saysNobodyIsHeld(message) && !prosecution && !thingAsked && !onlyAVehicleHeld(message))
    return decided(urgentAnswer(data), `classifier: someone is held (${situation?.evidence.join(", ")})`);
  // Nor does its reading of a danger overrule a question of the law itself about a harm that does not go on ("madam say
  // she go cut me salary fo di plate wey broke. e get right fo do dat?"); "what do I do?" asks for help, not the law, and a
  // threat only told ("he will send people to beat me if I sue him") asks nothing. A wrong the visitor wants prosecuted is a
  // criminal matter unless the harm goes on, as for the rules.
  if (sure("safety") && !(((lawAsked && asksAnything(message)) || prosecution) && !harmGoesOn(message)))
    return decided(safetyAnswer(data), `classifier: someone is in danger (${situation?.evidence.join(", ")})`);
  // A quick reply tapped is as sure as a phrase: the classifier may not read "Meet Our Team" as a request to meet.
  const phrase = top?.intent.kind === "fixed" && (message.phrases.includes(top.intent.intent as PhraseIntent) || quickReplyIntent(message) !== undefined);
  // "a hotel", "a game": off-topic unless the message is also about one of the firm's practice areas or names one of its lawyers.
  const aboutTheFirm = top?.intent.kind === "attorney" || (top?.intent.kind === "area" && isConfident(confidence));
  // A question only a lawyer can answer is the firm's work, whatever it is about ("can they expel me from university?").
  if (
    outOfScope === "maybe" &&
    !mayAskTheLaw(message, judgement) &&
    !phrase &&
    !message.phrases.includes("booking") &&
    !aboutTheFirm &&
    !surelyATopic &&
    !asksForHelp(message)
  ) {
    return decided(offTopicAnswer(), "rule: probably outside what the firm's assistant handles");
  }
  if (!message.question && matches(SEE_YOU_THEN, message.english)) return leaving(data, message);
  // The cost of the work or what to bring, asked beside a matter or a meeting, is what the entry staff wrote for those words
  // answers, when it is asked ("you helped me know what to bring, thanks" asks nothing), unless a lawyer is named in full
  // ("Hawa Turay, what are your fees?" asks about her).
  const asked = costOrWhatToBringTerms(message);
  // The ask's own words may be none of the message's ("what to carry" is what to bring): then the entry they name alone.
  const answersTheAsk = (match: Match) => match.intent.kind === "knowledge" && match.explains.some((term) => asked.includes(term));
  const entry =
    named || asked.length === 0 ? undefined : (ranked.find(answersTheAsk) ?? data.matcher.rank(data.matcher.read(asked.join(" "))).find(answersTheAsk));
  if (entry) return outcome(entry.intent, data, message, `phrase: asks what the work costs or what to bring (${entry.explains.join(", ")})`, CERTAIN);
  if (message.phrases.includes("booking") && !matches(CALLING, message.english) && !matches(ASKS_WHETHER_OPEN, message.english)) {
    const practical = aboutTheMeeting(ranked, classified);
    if (!practical) return { kind: "booking", reason: "phrase: asks to meet someone", confidence: CERTAIN };
    const { intent, probability, evidence } = practical;
    return outcome(intent, data, message, `classifier: ${describe(intent)} (${evidence.join(", ")}), a question about the meeting`, {
      ...confidence,
      probability,
    });
  }
  // The service asked for by name settles the quarrel, whatever it asks about it ("do you do mediation? …who owns the equipment").
  if (!named && asksForMediation(message))
    return outcome({ kind: "area", area: "arbitration" }, data, message, "phrase: asks for a mediation or an arbitration", CERTAIN);
  // The classifier's reading of a question for a lawyer gives way to a plain request to take the matter on.
  const judgementRead = sure("legal-question") && asksAnything(message) && !(judgement === false && asksForHelp(message));
  // A question opened the way one for a lawyer is ("what do I do?", "what is the…") about another world the classifier is sure of,
  // with no word of the law in it, is that world's: "my generator won't start after I changed the oil, what do I do?".
  const anotherWorldsQuestion = !lawAsked && !sure("legal-question") && classified[0]?.intent === "off-topic" && classified[0].probability >= CLASSIFIER.alone;
  if (judgement === "certain" && anotherWorldsQuestion && !named && !prosecution) return readOutsideTheFirm(classified[0], confidence, ", asked as a question");
  const judgementRuled = judgement === "certain" || (judgement === "maybe" && !isPractical(ranked));
  if (judgementRuled || judgementRead) {
    const area = ranked.find((match) => match.intent.kind === "area");
    const why = judgementRuled ? "rule: needs a lawyer's judgement" : `classifier: needs a lawyer's judgement (${situation?.evidence.join(", ")})`;
    return decided(judgementAnswer(data, area?.intent.kind === "area" ? area.intent.area : undefined), why);
  }
  if (!named && prosecution) return outcome({ kind: "area", area: "criminal" }, data, message, "phrase: wants a wrong reported or prosecuted", CERTAIN);
  if (!named && speaksOfAnAward(message))
    return outcome({ kind: "area", area: "arbitration" }, data, message, "phrase: an award or a mediated agreement to enforce", CERTAIN);
  const farewell = thanksAndGoodbye(message, ranked);
  if (farewell) return outcome(farewell.intent, data, message, `words: thanks and goodbye (${message.terms.join(", ")})`, CERTAIN);
  if (takesLeave(message)) return leaving(data, message);
  if (matches(NOT_STARTED, message.english) || CALLS_INTO_SILENCE.test(message.raw))
    return { kind: "answer", answer: unknownAnswer(data), reason: "phrase: has not said what it is about yet", confidence };
  const courtesy = courtesyOnly(message);
  if (courtesy) return outcome({ kind: "fixed", intent: courtesy }, data, message, "phrase: courtesies only", CERTAIN);
  const words = top ? `${phrase ? "phrase" : "words"}: ${describe(top.intent)} (${top.explains.join(", ") || "phrase"})` : "no word recognised";
  // Small talk is what a message is only when it is most of the message ("see" in "my ex won't let me see my son" is not a goodbye),
  // and so is a booking, which starts a flow: "appointment" in "what should I carry for the appointment?" is not a request to book.
  // Nor is a reading that only words hinting at several topics point to ("find" and "office" in "is it easy to find parking by your office").
  const onWeakWords = !!top && top.explains.length > 0 && top.explains.every(isWeakTerm);
  const confident = !!top && isConfident(confidence) && !((needsMost(top.intent) || onWeakWords) && confidence.explained <= CONFIDENCE.minExplained);
  // With no word the matcher knows, the classifier's reading of the whole sentence is the only one left ("best shoes for a long shift").
  const reading: Reading = top && phrase ? { kind: "match", match: top } : combine(ranked, confident, classified, confidence.explained);
  // A lawyer named in full is who the message is about, even beside the words of the lawyer's own work ("is Isatu Bangura the
  // shipping lawyer? people at the port recommend her"): the lawyer's answer names that work too.
  const general = readingIntent(reading);
  // Unless the lawyer is only one choice for the matter told ("could Ms Thomas or another lawyer help?"): then the matter is the point.
  const anyLawyerWillDo = general?.kind === "area" && matches(ANOTHER_LAWYER, message.english);
  // A booking only the classifier reads, with no words asking to meet, gives way to the lawyer named too ("can you tell me about Hawa Turay?").
  const readAsBooking = general?.kind === "fixed" && general.intent === "booking" && !message.phrases.includes("booking");
  if (
    named &&
    !anyLawyerWillDo &&
    (reading.kind === "unsure" || general?.kind === "area" || readAsBooking || (general?.kind === "fixed" && ["services", "team"].includes(general.intent)))
  )
    return outcome(named.intent, data, message, `words: ${describe(named.intent)} (${named.explains.join(", ")}), a lawyer named in full`, confidence);
  switch (reading.kind) {
    case "off-topic":
      return readOutsideTheFirm(reading.classified, confidence);
    case "unsure": {
      // A sentence of several words, none of them the firm's, that the classifier does not tie to a topic either, is about something else.
      if (!top && dictionaryWords(message).length >= FOREIGN_SENTENCE && (classified[0]?.intent ?? "off-topic") === "off-topic") {
        return decided(offTopicAnswer(), "no word of the firm's work in a sentence of several words");
      }
      if (!top && matches(ASKS_WHAT_WE_HANDLE, message.english)) {
        return outcome({ kind: "fixed", intent: "services" }, data, message, "phrase: asks whether the firm handles a matter it does not name", confidence);
      }
      if (!top) return { kind: "answer", answer: unknownAnswer(data), reason: words, confidence };
      // Unsure, with English words no sentence the classifier learnt from ever held ("which clarinet reed does the office band prefer"): another world.
      const strange = dictionaryWords(message).filter((term) => !data.matcher.knows(term));
      if (strange.length >= UNFAMILIAR.words && strange.length >= UNFAMILIAR.share * new Set(message.terms).size) {
        return decided(offTopicAnswer(), `words no topic knows (${strange.join(", ")})`);
      }
      const contested = reading.contested && reading.contested.intent !== "off-topic" ? `; classifier: ${describe(reading.contested.intent)}` : "";
      return { kind: "answer", answer: unsureAnswer(data, suggestions(ranked, data)), reason: `not sure: ${words}${contested}`, confidence };
    }
    case "classified": {
      const { intent, probability, evidence } = reading.classified;
      return outcome(intent, data, message, `classifier: ${describe(intent)} (${evidence.join(", ")}), also the matcher's reading`, {
        ...confidence,
        probability,
      });
    }
    case "match":
      return outcome(reading.match.intent, data, message, words, { ...confidence, probability: reading.probability });
  }
}

function outcome(intent: MatchedIntent, data: ChatData, message: ReadMessage, reason: string, confidence: Confidence): Understanding {
  const answer = answerFor(intent, data, message);
  return answer === "booking" ? { kind: "booking", reason, confidence } : { kind: "answer", answer, reason, confidence };
}

function reply(data: ChatData, conversationId: string, understood: Pick<Understanding, "reason" | "confidence">, answer: Answer): ChatResult {
  const quickReplies = answer.quickReplies ?? data.quickReplies;
  return {
    intent: answer.intent,
    reason: understood.reason,
    confidence: understood.confidence,
    response: answer.text,
    showOptions: answer.showOptions,
    conversationId,
    ...(answer.showOptions ? { quickReplies: quickReplies.map(({ id, text, icon, description }) => ({ id, text, icon, description })) } : {}),
  };
}

const BOOKING_STEP = { reason: "booking in progress", confidence: CERTAIN } as const;

/** A booking's turn as a reply: its choices pass through to the widget as they are. */
function bookingReply(data: ChatData, turn: BookingTurn): ChatResult {
  const answered = reply(data, turn.conversationId, BOOKING_STEP, { intent: turn.intent, text: turn.text, showOptions: turn.showOptions });
  return { ...answered, ...(turn.choices ? { choices: turn.choices } : {}) };
}

type BookingState = NonNullable<Awaited<ReturnType<typeof loadBooking>>>;

/**
 * What each step asks about: a message on that subject ("call me maybe" at the contact step) is
 * a failed answer to the step, which the step itself asks again, not a question to answer.
 */
const STEP_SUBJECTS: Record<BookingState["step"], RegExp> = {
  name: /^attorney:/,
  contact: /^(phone|email|contact)$/,
  area: /^(services|area:)/,
  attorney: /^(team|attorney:)/,
  day: /^(hours|booking)$/,
  matter: /^area:/,
  confirm: /^booking$/,
};

/**
 * A message typed during a booking that is really a question or a request of its own ("do you
 * have a criminal lawyer?") is answered, and the step's question asked again; the booking stays
 * where it was. Urgent and safety answers always come through. A plain answer to the step never
 * gets here; a name is never a sentence about one of the firm's topics.
 */
function answerDuringBooking(message: ReadMessage, data: ChatData, state: BookingState, rejected: boolean): Understanding | undefined {
  const understood = understand(message, data);
  if (understood.kind !== "answer") return undefined;
  const intent = understood.answer.intent;
  if (intent === "urgent" || intent === "safety") return understood;
  if (STEP_SUBJECTS[state.step].test(intent) || intent === "unknown" || intent === "greeting") return undefined;
  if (understood.confidence !== CERTAIN && !isConfident(understood.confidence)) return undefined;
  // At the summary a plain sentence is an attempt to confirm or change; only a question is answered.
  if (state.step === "confirm") return message.question ? understood : undefined;
  return rejected || message.question || state.step === "name" ? understood : undefined;
}

/**
 * A message typed during a booking: a question of its own is answered and the step's question
 * asked again (the booking stays where it was); anything else is the step's answer.
 */
async function bookingMessage(data: ChatData, conversationId: string, message: ReadMessage, state: BookingState, address: string): Promise<ChatResult> {
  if (!isCancel(message) && !isStartOver(message)) {
    const outcome = advanceBooking(state, message, data);
    const rejected = outcome.kind === "ask" && outcome.state.step === state.step;
    const aside = answerDuringBooking(message, data, state, rejected);
    if (aside?.kind === "answer") {
      await saveBooking(conversationId, state, data.now);
      const question = bookingQuestion(state, data);
      const answered = reply(data, conversationId, aside, { ...aside.answer, text: `${aside.answer.text}\n\n${question.text}`, showOptions: false });
      return { ...answered, ...(question.choices ? { choices: question.choices } : {}) };
    }
  }
  return bookingReply(data, await continueBooking(data, conversationId, message, state, address));
}

/**
 * Answers one chat message; a booking in progress for the conversation takes the message first.
 * `address` is the visitor's, for the consultation limit a completed booking counts against.
 */
export async function respondToMessage(input: ChatMessageInput, now = new Date(), address = "local"): Promise<ChatResult> {
  const data = await loadChatData(now);
  // The message is read once here; every rule, the matcher and the booking steps take this reading.
  const message = data.matcher.read(input.message);
  const given = isConversationId(input.conversationId) ? input.conversationId : undefined;
  const state = given ? await loadBooking(given, now) : null;
  if (given && state) return bookingMessage(data, given, message, state, address);
  const understood = understand(message, data);
  if (understood.kind === "booking") return bookingReply(data, await beginBooking(data, message, given));
  const conversationId = given ?? newConversationId();
  await noteTopic(data, conversationId, message);
  return reply(data, conversationId, understood, understood.answer);
}
