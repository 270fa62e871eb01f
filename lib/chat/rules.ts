import { normalizeText } from "./normalize";

/**
 * Patterns that decide before any fuzzy matching. They are safety rules: someone held by the
 * police must always be told to call, and a question that needs a lawyer's judgement must never
 * get a guessed answer, so these are written out explicitly rather than scored.
 */
const URGENT = [
  /\b(been |was |were |got |is |are |just )?(arr?e?ste?d|arested|detai?ne?d|detaind)\b/,
  /\b(in|into) (police )?(custody|cell|cells|jail|prison|detention|lock ?up)\b/,
  /\blocked up\b/,
  /\b(taken|picked up|held|holding|took|picked|came for|come for) (away )?(by )?(the )?(police|cid|officers?)\b/,
  /\bpolice (took|have|are holding|picked|came|come|arrested|detained|are keeping|locked)\b/,
  /\bheld at (the )?(police|station)\b/,
  /\bpolice (cell|cells|custody|detention)\b/,
  /\b(took|taken|carried|dragged|holding|keeping|held|kept|locked) .{0,30}\b(police|station|cell|cells)\b/,
  /\b(emergency|urgent|urgently)\b/,
];

const JUDGEMENT = [
  /^(can|could|should|may|must) (i|we|my|he|she|they|someone|somebody|a|an|the|he|his|her|our)\b/,
  /\bis it (legal|illegal|allowed|lawful|unlawful|against the law|a crime|an offence|possible to)\b/,
  /\bam i (entitled|allowed|liable|responsible|guilty|obliged|required|protected)\b/,
  /\bdo(es)? (i|we|he|she|they|my \w+) (have|has) (a case|to pay|the right|any rights|rights|a claim|a chance)\b/,
  /\bwhat are (my|our|his|her|their) (rights|chances|options|obligations)\b/,
  /\b(my|our) rights\b/,
  /\bwill (i|we|he|she|they) (win|lose|go to|get|be|have to)\b/,
  /\bhow (long|many years|many months) (will|would|can|could|do|does|is)\b/,
  /\b(what is|whats|what s) the (penalty|punishment|sentence|fine for|law on|law about|legal age|limitation)\b/,
  /\bwhat does the law say\b/,
  /\b(penalty|punishment|sentence) for\b/,
  /\bhow (do|can|could|should) (i|we) (divorce|sue|evict|get custody|claim|win|file|contest|challenge|prove|get bail|get my|get back|recover|stop|avoid|register)\b/,
  /\b(sue|suing)\b/,
  /\bwhat happens (if|when)\b/,
  /\bwhat (do|should|can|must) (i|we) do\b/,
  /\b(valid|binding|enforceable|lawful|legally)\b/,
  /\blegal advice\b/,
  /\bmy chances\b/,
];

const CANCEL = /^(cancel|stop|quit|exit|abort|never ?mind|forget it|no thanks|cancel (it|that|this|booking|the booking)|i (dont|do not) want to book)$/;
const START_OVER = /^(start over|start again|restart|begin again|from the start|reset)$/;

export function isUrgent(message: string): boolean {
  const text = normalizeText(message);
  return URGENT.some((pattern) => pattern.test(text));
}

export function needsJudgement(message: string): boolean {
  const text = normalizeText(message);
  return JUDGEMENT.some((pattern) => pattern.test(text));
}

export function isCancel(message: string): boolean {
  return CANCEL.test(normalizeText(message));
}

export function isStartOver(message: string): boolean {
  return START_OVER.test(normalizeText(message));
}
