import { isEnglishWord } from "./english-words";
import { FRENCH, KRIO, PHRASES, type PhraseIntent } from "./vocabulary";
import { matches } from "./pattern-gate";

/**
 * Turns what a visitor typed into comparable words: lower case, no accents or punctuation,
 * chat shorthand spelled out, plural and tense endings folded, so "Divorces?", "divorce" and
 * "DIVORCE!!" meet the same vocabulary.
 */
const SHORTHAND: Record<string, string> = {
  u: "you",
  ur: "your",
  r: "are",
  pls: "please",
  plz: "please",
  plis: "please",
  thx: "thanks",
  thanx: "thanks",
  thnx: "thanks",
  thnks: "thanks",
  thks: "thanks",
  tks: "thanks",
  ty: "thanks",
  tnx: "thanks",
  tnks: "thanks",
  cal: "call",
  giv: "give",
  carpark: "car park",
  tel: "phone",
  fone: "phone",
  appt: "appointment",
  hrs: "hours",
  yrs: "years",
  cya: "see you",
  byee: "bye",
  ws: "was",
  tkn: "taken",
  "2nyt": "tonight",
  hme: "home",
  wher: "where",
  offis: "office",
  reech: "reach",
  husbun: "husband",
  nyt: "night",
  cas: "case",
  wassup: "sup",
  apmt: "appointment",
  apptmt: "appointment",
  witout: "without",
  bcos: "because",
  husbn: "husband",
  yesterdey: "yesterday",
  apointmen: "appointment",
  hlo: "hello",
  heyy: "hey",
  wr: "where",
  rite: "right",
  yall: "you",
  opn: "open",
  satdy: "saturday",
  gtg: "got to go",
  ttyl: "talk later",
  lyr: "lawyer",
  lyrs: "lawyers",
  nw: "now",
  mny: "many",
  mrn: "morning",
  wf: "wife",
  shp: "shop",
  tlk: "talk",
  qstn: "question",
  outsd: "outside",
  frm: "from",
  wth: "with",
  ths: "this",
  wht: "what",
  whn: "when",
  knw: "know",
  hlp: "help",
  bcz: "because",
  wich: "which",
  whch: "which",
  wch: "which",
  c: "see",
  stn: "station",
  dat: "that",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tomoro: "tomorrow",
  tomorow: "tomorrow",
  "2moro": "tomorrow",
  "2morrow": "tomorrow",
  "2day": "today",
  "2nite": "tonight",
  "4": "for",
  b4: "before",
  any1: "anyone",
  some1: "someone",
  no1: "nobody",
  wat: "what",
  wt: "what",
  wats: "whats",
  hw: "how",
  wen: "when",
  wer: "where",
  whr: "where",
  d: "the",
  da: "the",
  nd: "and",
  av: "have",
  hv: "have",
  abt: "about",
  bro: "brother",
  sis: "sister",
  hubby: "husband",
  ppl: "people",
  dnt: "dont",
  wnt: "want",
  m: "my",
  ma: "my",
  mch: "much",
  py: "pay",
  gt: "gets",
  hav: "have",
  agnst: "against",
  appen: "happen",
  shud: "should",
  bk: "book",
  apptmnt: "appointment",
  thurs: "thursday",
  mornin: "morning",
  holdin: "holding",
  iz: "is",
  lgal: "legal",
  cot: "court",
  drv: "drive",
  dota: "daughter",
  meny: "many",
  lowyer: "lawyer",
  lowyers: "lawyers",
  machins: "machines",
  yor: "your",
  wel: "well",
  ofice: "office",
  tyme: "time",
  tody: "today",
  sum1: "someone",
  wk: "week",
  ow: "how",
  "2": "to",
  lnd: "land",
  ova: "over",
  tanks: "thanks",
  tenks: "thanks",
  lst: "last",
  hld: "held",
  sinc: "since",
  polise: "police",
  plice: "police",
  nite: "night",
  der: "there",
  dere: "there",
  lng: "long",
  gv: "give",
  cn: "can",
  cm: "come",
  som1: "someone",
  addr: "address",
  info: "information",
  mgr: "manager",
  biz: "business",
  co: "company",
  reg: "register",
  lawer: "lawyer",
  layer: "lawyer",
  attorny: "attorney",
  attourney: "attorney",
  helo: "hello",
  hallo: "hello",
  hii: "hi",
  mail: "email",
  emial: "email",
  emal: "email",
  wil: "will",
  l8r: "later",
  erly: "early",
  l8a: "later",
  consultashun: "consultation",
  arbitrashun: "arbitration",
  arbitreshon: "arbitration",
  arbitrashon: "arbitration",
  eml: "email",
  rch: "reach",
  knd: "kind",
  tke: "take",
  nxt: "next",
  bg: "bag",
  adrs: "address",
  adrss: "address",
  addy: "address",
  cum: "come",
  g9t: "good night",
  insyd: "inside",
  rites: "rights",
};

/** Lower case, accents and punctuation removed, apostrophes joined ("don't" -> "dont"). */
export function normalizeText(raw: string): string {
  return (
    raw
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      // Krio's own alphabet writes the open vowels as ɔ and ɛ ("lɔya", "tɛnki"), which no accent
      // folding turns into letters; French joins o and e in "sœur".
      .replace(/ɔ/g, "o")
      .replace(/ɛ/g, "e")
      .replace(/ŋ/g, "ng")
      .replace(/œ/g, "oe")
      .replace(/e-mail/g, "email")
      // "po-lice", "po.lice": a word broken by a mark, spelt as it is said.
      .replace(/\bpo[-.]lice\b/g, "police")
      .replace(/['’`]/g, "")
      .replace(/[^a-z0-9@+]+/g, " ")
      // "byeee", "hiii", "pleeease": a letter typed three times or more is typed once; "ll" and "ee" stay.
      .replace(/([a-z])\1{2,}/g, "$1")
      // French "en garde à vue" is held in police custody, a phrase no word of it says alone.
      .replace(/\b(en )?garde a vue\b/g, (_, en: string | undefined) => (en ? "in custody" : "custody"))
      .trim()
  );
}

export function words(raw: string): string[] {
  const text = normalizeText(raw);
  return text ? text.split(" ") : [];
}

/** A light suffix folding; applied to the vocabulary and to messages alike, so both meet. */
export function stem(word: string): string {
  let w = SHORTHAND[word] ?? word;
  if (w.length > 5 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith("ied")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 4 && /(ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) w = w.slice(0, -1);
  // "stopped" -> "stopp" -> "stop", "planning" -> "plann" -> "plan"
  if (w.length > 4 && /([bdgmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Words that carry no intent on their own in this domain. */
const STOP_WORDS = new Set(
  (
    "a an the i im me my mine we us our ours you your yours he she him her his they them their it its this that these those " +
    "is are am was were be been being do does did doing have has had having can could would should shall will may might must " +
    "to for of and or but in on at by with from into about as if so than then too very just also only really " +
    "please kindly want wanted wish need needs like would want some any there here what which who whom whose " +
    "tell know let give show get got make go going come sir madam mr mrs ms miss dr ok okay yes " +
    "question ask asking one two three four five six seven eight nine ten id ill ive youre dont cant wont lets not no nothing nobody other lot"
  ).split(" "),
);

/** "will" is a stop word except as the document ("make a will", "make will", "my father's will", "left no will"). */
function markTestament(text: string): string {
  return text.replace(/\b(a|my|the|his|her|their|your|fathers|mothers|s|no|without|make|making|write|writing|draft|drafting|prepare) will\b/g, "$1 testament");
}

/** The stemmed content words of text already normalized (a reading's `text` or `english`). */
export function termsOf(english: string): string[] {
  return markTestament(english)
    .split(" ")
    .filter((word) => word && !STOP_WORDS.has(word))
    .map(stem)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

/** Stemmed content words of a vocabulary phrase, in order, with stop words dropped. */
export function contentTerms(raw: string): string[] {
  return termsOf(words(raw).join(" "));
}

const VOWELS = /[aeiou]/g;

/** The consonants in order, doubled letters once: "arrested" and "arestd" share "rstd". */
function skeletonOf(word: string): string {
  return word.replace(/(.)\1+/g, "$1").replace(VOWELS, "");
}

/** Whether `word` could be `candidate` typed with vowels left out ("hsband" for "husband", not "seller" for "sailor"). */
function dropsVowels(word: string, candidate: string): boolean {
  const kept = word.match(VOWELS) ?? ([] as string[]);
  const all = candidate.match(VOWELS) ?? ([] as string[]);
  if (kept.length >= all.length) return false;
  let at = 0;
  for (const vowel of kept) {
    at = all.indexOf(vowel, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/** Optimal string alignment distance (an adjacent swap counts once), cut off above `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[0][j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2][j - 2] + 1);
      rows[i][j] = value;
      best = Math.min(best, value);
    }
    if (i > 0 && best > limit) return limit + 1;
  }
  return rows[a.length][b.length];
}

/**
 * Folds misspellings into the domain's own words. Only words it does not know are touched, and
 * only long enough ones: one slip is forgiven from five letters, two from eight, so "sea" never
 * becomes "seat". Typing without vowels ("cstody", "hsband", "arrstd") is read by the
 * consonants alone when they match exactly one domain word's.
 */
export class Speller {
  private readonly domain: string[];
  private readonly known: Set<string>;
  /** Another form of a known word ("charges" beside "charge") is not a misspelling. */
  private readonly knownStems: Set<string>;
  private readonly skeletons = new Map<string, string | null>();

  constructor(domainWords: Iterable<string>, everydayWords: Iterable<string>) {
    this.domain = [...new Set(domainWords)].filter((word) => /^[a-z]+$/.test(word));
    this.known = new Set([...this.domain, ...everydayWords, ...STOP_WORDS]);
    this.knownStems = new Set([...this.known].map(stem));
    for (const word of this.domain) {
      if (word.length < 4) continue;
      const skeleton = skeletonOf(word);
      // A skeleton two words share ("bail", "bill") says nothing.
      this.skeletons.set(skeleton, this.skeletons.has(skeleton) && this.skeletons.get(skeleton) !== word ? null : word);
    }
  }

  /** Visitors repeat their words; a bounded memory of answers keeps correction off the hot path. */
  private readonly memory = new Map<string, string>();

  /** The domain word meant by `word`, or `word` itself; a search runs only while `maySearch()` allows. */
  correct(word: string, maySearch: () => boolean = () => true): string {
    // Three consonants and no vowel make no English word: "plc", "shp", "phn" are words typed without their vowels.
    const vowelless = word.length === 3 && !/[aeiouy]/.test(word);
    if ((word.length < 4 && !vowelless) || this.known.has(word) || this.knownStems.has(stem(word)) || !/^[a-z]+$/.test(word)) return word;
    const remembered = this.memory.get(word);
    if (remembered !== undefined) return remembered;
    if (!maySearch()) return word;
    if (this.memory.size >= 10_000) this.memory.clear();
    const found = this.search(word);
    // An English word stays itself ("forced" is not "forged"), unless one is a form of the other ("divorced", "accuse").
    const corrected = found !== word && !word.startsWith(found) && !found.startsWith(word) && isEnglishWord(word) ? word : found;
    this.memory.set(word, corrected);
    return corrected;
  }

  private search(word: string): string {
    const skeleton = skeletonOf(word);
    const bySkeleton = skeleton.length >= 3 ? this.skeletons.get(skeleton) : undefined;
    if (bySkeleton && dropsVowels(word, bySkeleton)) return bySkeleton;
    if (word.length < 5) return word;
    const limit = word.length >= 8 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = limit + 0.6;
    for (const candidate of this.domain) {
      // The first letter is rarely the slip, and checking it first keeps the search short.
      if (candidate.length < 4 || candidate[0] !== word[0]) continue;
      // A slip that keeps the length (a swap, a wrong key) is likelier than a dropped or extra letter.
      const distance = editDistance(word, candidate, limit) + (candidate.length === word.length ? 0 : 0.5);
      if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
    }
    return best ?? word;
  }
}

/** Everything the chat reads from one message, worked out once at the entry. */
export interface ReadMessage {
  /** What the visitor typed. */
  raw: string;
  /** Lower case, without accents or punctuation. */
  text: string;
  /** The words, with shorthand and Krio folded into English and misspelt domain words corrected. */
  tokens: readonly string[];
  /** `tokens` joined by spaces: the English reading the rules' patterns run over. */
  english: string;
  /** Stemmed content words, what the matcher scores. */
  terms: readonly string[];
  /** Misspellings read as domain words, for the explanation of an answer. */
  corrections: readonly { from: string; to: string }[];
  /**
   * The whole-phrase intents recognised in it (see PHRASES), in the order listed there; the
   * matcher adds a booking asked of a lawyer by name, since only it knows the names.
   */
  phrases: readonly PhraseIntent[];
  /** Ends with a question mark or opens with a question word. */
  question: boolean;
}

/**
 * Spelling searches one message may cost: far more unknown words than any visitor misspells,
 * so a message of nonsense words cannot buy a search for each of its 1,000 characters.
 */
const MAX_SPELLING_SEARCHES = 40;
/**
 * No word the visitors write in English, Krio or French is longer. A longer run of letters is
 * noise ("abababab…", a pasted hash), and leaving it out of the reading keeps every pattern's
 * work in proportion to the words said.
 */
const MAX_WORD_LENGTH = 40;

const QUESTION_START = /^(who|what|whats|when|where|which|why|how|is|are|do|does|did|can|could|would|will|should|may|have|has)\b/;

/** Whether a clause of the English reading opens as a question does ("can they…", "how much…"). */
export function opensAQuestion(clause: string): boolean {
  return QUESTION_START.test(clause);
}

/** Krio "a" is "I" before a verb: "a wan", "a go", "a nor get". */
const I_DO = new Set([
  "go",
  "wan",
  "de",
  "dey",
  "nor",
  "don",
  "bin",
  "get",
  "fit",
  "kam",
  "tink",
  "sabi",
  "mit",
  "tok",
  "pe",
  "nid",
  "ebul",
  "gri",
  "no",
  "fred",
  "ask",
  "aks",
]);
const TOLD = new Set(["mi", "me", "us", "wi", "am", "dem", "him", "her", "una", "you", "u"]);
const ADDRESSED = new Set(["una", "you", "u", "yu", "your", "ur", "di", "the"]);
const HAVING = new Set(["get", "gat", "no", "nor", "human", "mi", "my", "in", "her", "his"]);
const BUYING = new Set(["wan", "want", "fit", "go", "to", "fo", "for", "can", "de", "dey", "mek", "make"]);
const WHAT = new Set(["what", "wat", "wetin", "which", "wich"]);
const INTO = new Set(["insay", "insai", "inside", "in", "na", "di", "the", "fo", "for", "police", "polis"]);
/** Words before "sel" that make it a cell only after a word of being kept ("e de fo sel", "in di sel"), not after a thing to sell. */
const ONLY_AFTER_A_HOLD = new Set(["di", "the", "fo", "for"]);
const HOLDS = new Set([
  "de",
  "dey",
  "is",
  "am",
  "put",
  "stay",
  "don",
  "still",
  "e",
  "him",
  "her",
  "insay",
  "insai",
  "inside",
  "in",
  "na",
  "go",
  "kam",
  "to",
  "from",
  "frm",
]);

/** Verbs done to someone, and the words that can follow "mi" ending the sentence after them. */
const TAKES_WHOM = /^(book|help|call|kol|tell|tel|show|sho|see|si|meet|mit|text|send|answer|ansa|reach|rich|advise|advice|represent|defend|save|sev)$/;
const AFTER_WHOM = /^(please|pls|plz|plis|abeg|now|naw|o|oo|ooo|sir|sa|ma|madam|today|tiday|quick|kwik|fast|back|bak|ya|yah)$/;

/** "court" as visitors spell it. */
const COURT = /^(court|kot|kort)$/;

/**
 * Words Krio and shorthand share with another meaning, read by what follows them: "tel mi" is
 * "tell me" where "tel 076…" is a phone; "bay" or "bai" ending a message is "bye", elsewhere "buy"; "a"
 * before a verb is Krio "I"; "rich una" is "reach you", "tank yu" thank you; "sel" after "insay" is a
 * cell, elsewhere sell; "kin" is can, except in "next of kin" and after "what" (a kind); "rayt" after "get" is a right, elsewhere to write;
 * "your court" or "una kot" is the firm taken for a court, unless a case or a date of theirs follows; "leta" after
 * whom is talked to is later, elsewhere a letter; "to meat with" is to meet, "na di do" at the door and "oda" mostly other.
 */
function inContext(word: string, next: string | undefined, previous: string | undefined, before: string | undefined): string | undefined {
  if (word === "tel" && next !== undefined && TOLD.has(next)) return "tell";
  if (word === "a" && next !== undefined && I_DO.has(next)) return "i";
  if (word === "bay" && next === undefined) return "bye";
  // "ok bai bai": bye bye.
  if (word === "bai" && (next === "bai" || previous === "bai")) return "bye";
  // Krio "a go kam tumara bay 8 am": by a time.
  if ((word === "bay" || word === "bai") && next !== undefined && /^\d/.test(next)) return "by";
  // "a de go naw, bai": bye at the end, unless something is to be bought ("wetin a fit bai").
  if (word === "bai" && next === undefined && (previous === undefined || !BUYING.has(previous))) return "bye";
  // "hw a go rich una?": reach, when whom is reached follows.
  if (word === "rich" && next !== undefined && ADDRESSED.has(next)) return "reach";
  if (word === "tank" && next !== undefined && ADDRESSED.has(next)) return "thank";
  // French "ils ont pris mon oncle": taken; Krio "di pris" stays a price.
  if (word === "pris" && previous !== undefined && /^(ont|a|l|lont|avez|avons|sont)$/.test(previous)) return "took";
  // "your court", "una kot": a visitor who takes the firm for a court means the firm ("what time una kot de open"), not a
  // court case of theirs ("your court case", "una kot date").
  if (
    COURT.test(word) &&
    previous !== undefined &&
    /^(your|una|yu|ur)$/.test(previous) &&
    (next === undefined || !/^(case|cases|kes|date|hearing|matter|papers?|summons|fees?|order|ruling|judg(e)?ment)$/.test(next))
  )
    return "office";
  // Krio "rait leta" (write a letter), "rayt agriment", "rait am dong" (write it down), "a no sabi rait" (I cannot write); "rait" and "rayt" are rights elsewhere ("a get rait").
  if (
    (word === "rait" || word === "rayt") &&
    ((next !== undefined && /^(leta|letter|agriment|agrimen|agreement|pepa|paper|wil|will|kontrak|contract|am|dong|down)$/.test(next)) ||
      (previous !== undefined && /^(sabi|sabe|no|nor)$/.test(previous) && next === undefined))
  )
    return "write";
  // Krio "a go tok to una leta", "si yu leta", "a go kam bak leta": later, ending what is said to whom; "rait leta" and "dem gi am leta" stay a letter.
  if (
    word === "leta" &&
    previous !== undefined &&
    /^(una|you|yu|u|again|back|bak)$/.test(previous) &&
    (next === undefined || /^(how|bye|bai|ok|okay|then|den|again)$/.test(next))
  )
    return "later";
  // Krio "a wan fos dem" (I want to force them); elsewhere "fos" is first ("di fos tem").
  if (word === "fos" && previous !== undefined && /^(wan|want|go|fit|kin|can|must|fo|for)$/.test(previous)) return "force";
  // Krio "us moni" (how much money) opening a question; elsewhere "us" is us ("they took us money").
  if (
    word === "us" &&
    next !== undefined &&
    /^(moni|mony|money|mani)$/.test(next) &&
    (previous === undefined || /^(abeg|please|pls|plz|so|na|and|en|but|bot|ok|okay)$/.test(previous))
  )
    return "how much";
  // Krio "book mi pls", "help mi o": me, after a verb and ending what is said; elsewhere "mi" is my ("mi pikin").
  if (word === "mi" && previous !== undefined && TAKES_WHOM.test(previous) && (next === undefined || AFTER_WHOM.test(next))) return "me";
  // "lok am insay sel" is a cell, and so is "e de fo sel" or "in di sel"; "a de sel fish", "mek kompani fo sel medisin" and "di
  // sel go stand?" (the sale) sell. "in cel" is a cell too.
  if (word === "sel" || word === "cel") {
    const held = previous !== undefined && INTO.has(previous) && (!ONLY_AFTER_A_HOLD.has(previous) || (before !== undefined && HOLDS.has(before)));
    return held ? "cell" : word === "sel" ? "sell" : undefined;
  }
  // French "combien d'avocats": how many, of what is counted; typed "combien d avocats", "how" and "many".
  if (word === "combien" && next === "d") return "how";
  if (word === "d" && previous === "combien") return "many";
  if (word === "combien" && next !== undefined && /^(davocats|davocates|de|des|dhommes|dassocies)$/.test(next)) return "how many";
  // Krio "kin" (can, is wont to), but not in "next of kin"; after "what" it is a kind ("wat kin case una de do").
  if (word === "kin" && previous !== undefined && WHAT.has(previous)) return "kind";
  if (word === "kin" && previous !== "of") return "can";
  // French "gardée à vue" (held in police custody); "polish" after "the" or before what the police do is the police misspelt.
  if (/^(garde|gardee|gardes|gardees)$/.test(word) && next === "a") return "held";
  if (word === "vue" && previous === "a") return "in custody";
  if (
    word === "polish" &&
    ((previous !== undefined && /^(the|di|de)$/.test(previous)) ||
      (next !== undefined && /^(dem|don|de|dey|come|came|kam|station|officer|officers|man|men)$/.test(next)))
  )
    return "police";
  // "he hasnt bin arrested": been, after a word of having; elsewhere Krio "bin" is was ("i bin go").
  if (word === "bin" && previous !== undefined && /^(has|have|had|hasnt|havent|hadnt|not|never|nor|ever)$/.test(previous)) return "been";
  // Krio "wich tim" (which time) asks when; elsewhere "tim" is a team ("una tim").
  if (word === "tim" && previous !== undefined && WHAT.has(previous)) return "time";
  // Krio "wich wan go win" (which one will win), elsewhere "wan" is want.
  if (word === "wan" && (previous === "which" || previous === "wich")) return "one";
  // Krio "rayt" is a right after "get" or "no" ("i get rayt pan di os") and right after "e" ("e rayt?", is it right?), elsewhere to write.
  if (word === "rayt" && previous !== undefined && (HAVING.has(previous) || previous === "e")) return "right";
  // French "comment vous contacter", "comment faire": how; elsewhere an English comment.
  if (word === "comment" && next !== undefined && /^(vous|je|on|faire|puis|pouvez|peut|aller|contacter)$/.test(next)) return "how";
  // Krio "oda" is an order after "court", "put", "place" or "a" and before "for" ("court oda", "a put oda fo goods"); elsewhere
  // the other ("di oda man", "oda tins").
  if (word === "oda")
    return (previous !== undefined && /^(court|kot|put|place|placed|purchase|make|mek|an|a|my|mi)$/.test(previous)) || next === "fo" || next === "for"
      ? "order"
      : "other";
  // Krio "na di do" is at the door; elsewhere "do" is the verb.
  if (
    word === "do" &&
    previous !== undefined &&
    /^(di|the|front)$/.test(previous) &&
    (next === undefined || /^(now|naw|dis|this|so|since|wit|with|and|en|fo|for)$/.test(next))
  )
    return "door";
  // "is it possible to meat with a lawyer": to meet, after "to" or "can" and before whom or "with"; elsewhere meat.
  if (
    word === "meat" &&
    previous !== undefined &&
    /^(to|fo|go|can|could|kin|fit)$/.test(previous) &&
    next !== undefined &&
    /^(with|wit|wid|a|the|di|una|you|u|your|lawyer|lawyers)$/.test(next)
  )
    return "meet";
  // Krio "lass yia" (last year); elsewhere a lass is a girl.
  if (word === "lass" && next !== undefined && /^(year|yia|yr|month|mont|week|wik|night|nite|nyt)$/.test(next)) return "last";
  // A fire or petrol station is a place of work, not the police's ("my colleagues at the fire station"); a radio station is
  // left as it is, the words of requests outside the firm's work.
  if (/^stations?$/.test(word) && previous !== undefined && /^(fire|petrol|filling|fuel|gas|power|bus|train|railway|weather)$/.test(previous)) return "depot";
  // Krio "mi" is "my" before a noun, "me" where a verb ends on it ("lok mi up", "pik mi up").
  if (word === "mi" && next === "up") return "me";
  // Krio "pot" is the port, but a cooking pot is a pot.
  if (/^pots?$/.test(word) && previous !== undefined && /^(cooking|cook|soup|rice|stew|iron|clay|aluminium|frying|pepper|her|his)$/.test(previous)) return word;
  // Krio "wet fo mi" is to wait for me.
  if (word === "wet" && next !== undefined && /^(fo|for|4)$/.test(next)) return "wait";
  // To land a drone or a plane is to fly it down, and to land a job no land either ("how to land a drone", "how do i land a job").
  if (
    word === "land" &&
    previous !== undefined &&
    /^(to|2|i|we|u|you|can|could|will|cant|wont|plane|helicopter|drone)$/.test(previous) &&
    next !== undefined &&
    /^(a|an|the|my|on|safely|it|this)$/.test(next)
  )
    return "fly";
  // A cardiac arrest is a heart attack.
  if (/^arrests?$/.test(word) && previous === "cardiac") return "attack";
  // Krio "anti" is an aunt, but not in "Anti-Corruption Commission".
  if (word === "anti" && next === "corruption") return "anti";
  return undefined;
}

/** Words that open a message typed for someone else: "mama seh", "my grandfather asks if". */
const RELAYED =
  /^(my )?(mama|mummy|mum|mom|mother|papa|daddy|dad|father|grandma|granny|grandmother|grandpa|grandfather|granpa|grampa|granma|grani|nana|aunty|auntie) (say|says)( that)? (?=\w)/;

/** A clause's end: a full stop, question or exclamation mark, comma or semicolon before a space or the end ("9.30" and "1,000" go on), or a new line. */
const CLAUSE_END = /[.!?,;]+(?=\s|$)|\n+/;

/**
 * The English reading cut where the visitor ended a sentence or clause (".", "?", "!", ",", ";" or a
 * new line), word for word, or whole where the cut words would not line up. Cut from the one reading
 * when a rule asks, since only one rare rule needs it.
 */
export function clausesOf({ raw, tokens, english }: ReadMessage): string[] {
  const parts = raw
    .split(CLAUSE_END)
    .map(normalizeText)
    .filter((part) => part !== "");
  if (parts.length < 2) return [english];
  const clauses: string[] = [];
  let at = 0;
  for (const part of parts) {
    const count = part.split(" ").length;
    clauses.push(tokens.slice(at, at + count).join(" "));
    at += count;
  }
  if (at !== tokens.length) return [english];
  clauses[0] = clauses[0].replace(RELAYED, "");
  return clauses;
}

/** Reads a message once: every rule, the matcher and the booking steps take the result. */
export function readMessage(raw: string, speller?: Speller): ReadMessage {
  const text = normalizeText(raw);
  const corrections: { from: string; to: string }[] = [];
  const tokens: string[] = [];
  let searches = 0;
  const maySearch = () => ++searches <= MAX_SPELLING_SEARCHES;
  const all = text ? text.split(" ").filter((word) => word.length <= MAX_WORD_LENGTH) : [];
  for (const [index, word] of all.entries()) {
    const folded = inContext(word, all[index + 1], all[index - 1], all[index - 2]) ?? SHORTHAND[word] ?? KRIO[word] ?? FRENCH[word] ?? word;
    const corrected = speller ? speller.correct(folded, maySearch) : folded;
    if (corrected !== folded) corrections.push({ from: word, to: corrected });
    tokens.push(corrected);
  }
  // The firm taken for a court ("your court" read as the office above): its judges are its lawyers ("who are the judges in your court").
  if (all.some((word, index) => COURT.test(word) && tokens[index] === "office")) {
    tokens.forEach((token, index) => {
      if (token === "judge" || token === "judges") tokens[index] = token === "judge" ? "lawyer" : "lawyers";
    });
  }
  // "mama seh wusai una de": a son typing for his mother asks what she asks; "mama" is not the matter.
  const english = tokens.join(" ").replace(RELAYED, "");
  return {
    raw,
    text,
    tokens,
    english,
    terms: termsOf(english),
    corrections,
    phrases: [...new Set(PHRASES.filter(({ pattern }) => matches(pattern, english)).map(({ intent }) => intent))],
    question: raw.trim().endsWith("?") || opensAQuestion(english),
  };
}
