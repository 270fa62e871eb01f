/**
 * Turns what a visitor typed into comparable words: lower case, no accents or punctuation,
 * chat shorthand spelled out, plural and tense endings folded, so "Divorces?", "divorce" and
 * "DIVORCE!!" meet the same vocabulary.
 */
const SHORTHAND: Record<string, string> = {
  u: "you",
  ur: "your",
  pls: "please",
  plz: "please",
  thx: "thanks",
  thanx: "thanks",
  ty: "thanks",
  tnx: "thanks",
  tel: "phone",
  tel_no: "phone",
  fone: "phone",
  appt: "appointment",
  hrs: "hours",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tomoro: "tomorrow",
  tomorow: "tomorrow",
  "2moro": "tomorrow",
  addr: "address",
  info: "information",
  mgr: "manager",
  biz: "business",
  co: "company",
  lawer: "lawyer",
  layer: "lawyer",
  lawyers: "lawyer",
  attorny: "attorney",
  attourney: "attorney",
  helo: "hello",
  hallo: "hello",
  hii: "hi",
  mail: "email",
  emial: "email",
  emal: "email",
  "e-mail": "email",
};

/** Lower case, accents and punctuation removed, apostrophes joined ("don't" -> "dont"). */
export function normalizeText(raw: string): string {
  return raw
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/e-mail/g, "email")
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9@+]+/g, " ")
    .trim();
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
export const STOP_WORDS = new Set(
  (
    "a an the i im me my mine we us our ours you your yours he she him her his they them their it its this that these those " +
    "is are am was were be been being do does did doing have has had having can could would should shall will may might must " +
    "to for of and or but in on at by with from into about as if so than then too very just also only really " +
    "please kindly want wanted wish need needs like would want some any there here what which who whom whose " +
    "tell know let give show get got make go going come sir madam mr mrs ms miss dr ok okay yes " +
    "question ask asking one id ill ive youre dont cant wont lets"
  ).split(" "),
);

/** Stemmed content words of a message, in order, with stop words dropped. */
export function contentTerms(raw: string): string[] {
  // "will" is a stop word except as the document ("make a will", "my father's will").
  return words(raw.replace(/\b(a|my|the|his|her|their|your|fathers|mothers|s) will\b/gi, "$1 testament"))
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}
