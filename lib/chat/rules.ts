import type { ReadMessage } from "./normalize";

/**
 * Patterns that decide before any scoring. They are safety rules: someone held by the police
 * must always be told to call, someone in danger must be given the emergency contacts first,
 * a question that needs a lawyer's judgement must never get a guessed answer, and a request the
 * firm's assistant cannot serve must not be dressed up as one it can. They run over the
 * message's English reading, where shorthand, Krio and misspellings are already folded
 * ("dem don hold mi broda na station" reads "they has hold my brother at station").
 */
const FORCES = "(police|policeman|policemen|cid|officers?|soldiers?|army|military|security men)";

const DETENTION = [
  /\b(arrested|arested|detained|detaind|detaned|under arrest|remanded|on remand|in remand)\b/,
  /\barrest (me|him|her|us|them|my|our)\b/,
  new RegExp(
    `\\b${FORCES}\\b.{0,50}\\b(took|take|taken|taking|came|come|coming|carried|carry|picked|pick|hold|holding|held|locked|lock|raided|raid|search|searching|looking for|detain|dragged|outside|at (my|our|the) (door|gate|house|home|shop|office|compound)|(is|are) here)\\b`,
  ),
  /\b(took|take|taking|taken|picked|pick up|carry|carried|carrying|dragged|held|holding|hold|kept|keeping|locked|lock|detained|sent|threw|thrown) .{0,40}\b(police|station|cell|cells|cid|jail|prison|custody|checkpoint|police post)\b/,
  /\b(is|are|was|were|been|still|now|currently|kept|put|thrown|sitting|spent|stuck) (at|in|inside|into) (the |a |an )?(police )?(station|cell|cells|jail|prison|custody|detention|lockup|lock up)\b/,
  /\b(into|in) police (custody|cell|cells|detention)\b|\bin (custody|detention)\b/,
  /\block(ed)? (\w+ ){0,2}up\b/,
  /\b(my|our|his|her|their) \w+ (is |are |still )?(at|in) (the )?(police )?(station|cell|cells|jail|prison|custody)\b/,
  /(?<!\b(near|from|opposite|behind|beside|to|past|by|close to|next to) (the )?)\b(at|in|inside) (the )?(police station|police post|police cell|police headquarters|cid office|cid headquarters)\b/,
  new RegExp(`\\b${FORCES}\\b.{0,30}\\b(knocked|knocking|banging|at the door|at our door|at my door)\\b`),
];

const DANGER = [
  /\b(beat|beats|beating|beaten|hit|hits|hitting|hurt|hurts|hurting|attack|attacked|attacking|pushed|slap|slapped|slaps|kick|kicked|kicks|stab|stabbed|rape|raped|abuse|abused|abuses|abusing|choke|choked|chase|chased)\b.{0,12}\b(me|us|my|him|her|the children|the kids|them)\b(?! (car|shop|house|vehicle|bike|motorbike|keke|okada|door|wall|fence|gate|store|stall|container|goods))/,
  /\b(i am|im|we are|she is|he is) being (attacked|beaten|hit|abused|threatened|followed)\b/,
  // Krio "dem de bit mi sista" (they are beating my sister), read "they is bit my sister".
  /\b(is|are|has|was) bit (me|us|my|him|her|them)\b/,
  /\bthreat(en|ened|ening|ens)? (me|us|my|our|him|her|them)\b/,
  /\bthreat(en|ened|ening|ens)? (to|for) (kill|beat|hurt|harm|deal|burn|attack|shoot|stab|rape|finish)\b/,
  /\b(sending|send|sent|receiving|received|getting) (me |us )?threats\b|\bdeath threats?\b/,
  /\b(kill|finish|burn|shoot|stab|deal with|harm|rape) (me|us|my|you|him|her)\b/,
  /\b(scared|afraid|frightened|fear) (for my life|of him|of her|of them|he will|she will|they will|to go home)\b/,
  /\bin danger\b|\bnot safe\b|\bunsafe\b|\bfor my life\b|\bwatch my back\b/,
  // Someone who has been raped or sexually abused, whoever did it ("my daughter was raped by a neighbour").
  /\b(raped|molested|defiled|sexually (assaulted|abused))\b/,
  /\b(knife|cutlass|machete|gun|pistol|bleeding)\b/,
  /\b(domestic|family|home) (violence|abuse)\b|\bviolen(ce|t) (at home|now)\b/,
  /\b(following me|break into (my|our) (house|home|room|shop))\b/,
];

const EMERGENCY = /\b(emergency|urgent|urgently)\b/;

/** Things a law firm's assistant does not do, even when the request shares words with its topics. */
const OUT_OF_SCOPE = [
  /\b(weather|forecast|rain|raining|rainy|sunny|temperature)\b/,
  /\b(recipe|recipes|cook|cooking|bake|baking|soup|stew|jollof)\b/,
  /\b(poem|poems|poetry|sing|sings|singer|singing|song|songs|lyrics|essay|homework|riddle|joke|jokes|cv|resume|love letter)\b/,
  /\b(write|tell|compose|make)( me| us)?( a| an)?( \w+)? (story|poem|song|rap|essay|speech|joke|riddle)\b/,
  /\b(flight|flights|fly to|beach|beaches|vacation|tourism|ferry)\b/,
  /\b(football|footballer|soccer|league|premier|arsenal|chelsea|barcelona|madrid|players|sport|sports|basketball|cricket)\b/,
  /\b(capital of|population of|first president|who invented|invented|history of|planet|cinema|celebrity|what year)\b/,
  /\b(who|which team) (won|scored|wins)\b/,
  /\b(birthday|wedding|love|christmas|anniversary|condolence|graduation) (message|letter|card|wish|wishes|speech|note|poem|song)\b/,
  /\b(plus|minus|times|divided by|multiplied by)\b.{0,6}\b\d+\b|\b\d+ (plus|minus|times|divided by|multiplied by)\b|\bsolve\b/,
  /\b(price|prices|cost|costs|how much)\b.{0,25}\b(rice|sugar|fuel|petrol|diesel|cement|iphone|tecno|samsung|cruiser|bag|ticket|bread|flour|exchange rate|dollar|dollars)\b/,
  /\bexchange rate\b|\bwhich phone\b|\b(iphone|samsung|tecno)\b/,
  // The price of land, a house or a car, not of the firm's work on one ("how much for a land case").
  /\b(how much (is|are|does|do|for|to buy|would)|(price|cost) of)( a| an| one| the)? (plots?|acres?|town lots?|cars?|houses?|flats?|apartments?|piece of land|land)\b(?! (case|cases|matter|dispute|transfer|search|deeds?|title|registration|lawyers?|consultation|survey|lease|rent|sale|purchase|papers|documents|conveyancing|accident|claims?|import|clearance|duty|tax))/,
];

/** "Can I...?" asks for a judgement unless a practical answer fits better ("can I park?"). */
/** Words that are off-topic only when nothing in the message is about the firm's work ("a hotel" in a story about unpaid wages). */
const MAYBE_OUT_OF_SCOPE = [
  /\bindependence\b/,
  // "recommend me a good tailor": a recommendation of anything but a lawyer.
  /\b(recommend|suggest)( me| us)? (a|an|some|the|any) (?!((good|nice|cheap|best|reliable) )?(lawyer|attorney|advocate|solicitor|barrister))\w+/,
  /\b(hotel|hotels|tourist|game|match|movie|movies|film|films|music|restaurant|translate|translation)\b/,
  /\b(public )?holidays?\b(?! hours| opening)/,
  /\bwho is the (richest|tallest|oldest|youngest|best|greatest|most famous|strongest)\b|\bbirthday\b/,
  // Schools, repairs and papers from government offices, unless a practice area is the point ("school fees" the father will not pay).
  /\b(school|schools|university|college)\b(?! fees)|\b(screen|charger|laptop|mechanic)\b/,
  /\b(apply|applying|application|renew|renewing|get|getting)( for)?( a| an| my| the)? (passport|visa|driving licence|driving license|drivers licence|drivers license)\b/,
];

const MAYBE_JUDGEMENT = /^(can|could|should|may|must) (i|we|my|he|she|they|someone|somebody|a|an|the|his|her|our)\b/;

const JUDGEMENT = [
  /\bis it (legal|illegal|allowed|lawful|unlawful|against the law|a crime|an offence|possible to|ok by law)\b/,
  /\bam i (entitled|allowed|liable|responsible|guilty|obliged|required|protected)\b/,
  /\b(is|are) (my|the|a|an|his|her|our) \w+ (allowed|entitled|permitted|obliged|required|liable)\b/,
  /\bdo(es)? (i|we|he|she|they|my \w+) (have|has) (a case|to pay|to (?!come|bring|carry|book|call|visit|wait|make an appointment)|the right|any rights|rights|a claim|a chance)\b/,
  /\bwhat are (my|our|his|her|their) (rights|chances|options|obligations)\b/,
  /\b(my|our) rights\b/,
  /\bwill (i|we|he|she|they) (win|lose|go to|get|be|have to)\b/,
  // "how long will the case take", not "how long is a consultation".
  /\bhow (long|many years|many months) (will|would|can|could|do|does|is)\b(?! (a|the|your|my|our|each|one) (consultation|meeting|appointment|session|wait|visit)\b)/,
  /\bhow many (years|months)\b.{0,20}\b(jail|prison)\b|\byears (in )?(jail|prison) for\b/,
  /\b(what is|whats|what s|what|which) (the )?(penalty|punishment|sentence|fine for|law on|law about|legal age|limitation)\b/,
  /\bwhat does the law say\b|\bby law\b|\bagainst the law\b/,
  /\b(penalty|punishment|sentence) for\b/,
  /\b(will|would|can|could|does|do|did|may|might|go|is) (the |a )?(court|judge|magistrate|tribunal)\b.{0,25}\b(give|award|grant|decide|do|order|say|rule|allow|take|make)\b/,
  /\bcourt (go|will|would|can|could|is) (give|award|grant|do|decide|order|send|put|force|release|free)\b/,
  /\b(will|would|can|could|does|do|may|might) (the |a )?(court|judge|magistrate)\b.{0,15}\b(send|put|jail|sentence|convict|release|free|force|believe|accept)\b/,
  /\bhow much\b.{0,30}\b(compensation|damages|award|awarded)\b|\bhow much (compensation|damages|money) (will|would|can|could|do|does)\b/,
  /\bwho (gets|get|will get|owns|own|is the (real|rightful|legal|true) owner|has the right)\b/,
  /\bhow (do|can|could|should) (i|we) (divorce|sue|evict|get custody|claim|win|file|contest|challenge|prove|get bail|get my|get back|recover|stop|avoid)\b/,
  /\b(sue|suing)\b/,
  /\bwhat (happen|happens|will happen|would happen) (if|when|to (my|our|the|his|her) \w+ (if|when|after))\b/,
  /\bwhat (do|should|can|must) (i|we) do\b/,
  /\b(valid|binding|enforceable|lawful|legally)\b/,
  /\blegal advice\b/,
  /\bmy chances\b/,
];

const CANCEL = /^(cancel|stop|quit|exit|abort|never ?mind|forget it|no thanks|cancel (it|that|this|booking|the booking)|i (dont|do not) want to book)$/;
const START_OVER = /^(start over|start again|restart|begin again|from the start|reset)$/;

const any = (patterns: readonly RegExp[], text: string) => patterns.some((pattern) => pattern.test(text));

/** Someone is held, being arrested or has the police at the door. */
export function isDetention(message: ReadMessage): boolean {
  return any(DETENTION, message.english);
}

/** Someone is being hurt, threatened or is afraid for their safety. */
export function isDanger(message: ReadMessage): boolean {
  return any(DANGER, message.english);
}

/** Detention, or a message that calls itself an emergency. */
export function isUrgent(message: ReadMessage): boolean {
  return isDetention(message) || EMERGENCY.test(message.english);
}

/** "certain" for a request outside the firm's work, "maybe" for a word that usually means one. */
export function isOutOfScope(message: ReadMessage): "certain" | "maybe" | false {
  if (any(OUT_OF_SCOPE, message.english)) return "certain";
  return any(MAYBE_OUT_OF_SCOPE, message.english) ? "maybe" : false;
}

/** "certain" for a question only a lawyer can answer, "maybe" for one that opens like one. */
export function needsJudgement(message: ReadMessage): "certain" | "maybe" | false {
  if (any(JUDGEMENT, message.english)) return "certain";
  return MAYBE_JUDGEMENT.test(message.english) ? "maybe" : false;
}

export function isCancel(message: ReadMessage): boolean {
  return CANCEL.test(message.text);
}

export function isStartOver(message: ReadMessage): boolean {
  return START_OVER.test(message.text);
}
