import type { PracticeAreaSlug } from "../firm";

/**
 * The words visitors use for each thing the chat understands. Matching is fuzzy, so only
 * one spelling of each word is needed; plural and tense endings are folded before matching.
 */
export type FixedIntent = "greeting" | "thanks" | "goodbye" | "services" | "team" | "contact" | "booking" | "hours" | "address" | "phone" | "email";

export const FIXED_INTENT_PHRASES: Record<FixedIntent, readonly string[]> = {
  greeting: [
    "hello",
    "hi",
    "hey",
    "hiya",
    "howdy",
    "good morning",
    "good day",
    "good afternoon",
    "good evening",
    "greetings",
    "how are you",
    "kushe",
    "kusheh",
    "how di body",
    "salaam",
    "yo",
  ],
  thanks: [
    "thanks",
    "thank you",
    "appreciate",
    "much appreciated",
    "grateful",
    "cheers",
    "tenki",
    "great",
    "perfect",
    "helpful",
    "awesome",
    "brilliant",
    "god bless",
    "bless you",
  ],
  goodbye: [
    "bye",
    "goodbye",
    "good bye",
    "bye bye",
    "later",
    "see you soon",
    "farewell",
    "thats all",
    "nothing else",
    "take care",
    "have a nice day",
    "good night",
  ],
  services: [
    "legal services",
    "services",
    "practice areas",
    "areas of law",
    "what do you do",
    "specialise",
    "specialize",
    "specialty",
    "expertise",
    "type of cases",
    "kind of cases",
    "legal",
    "law",
  ],
  team: [
    "meet our team",
    "team",
    "attorneys",
    "lawyers",
    "advocates",
    "barristers",
    "solicitors",
    "counsel",
    "partners",
    "staff",
    "people",
    "experts",
    "members",
    "employees work",
  ],
  contact: ["contact information", "contact", "contact details", "reach", "reach you", "get in touch", "touch", "details", "information"],
  booking: ["schedule consultation", "schedule", "book", "booking", "appointment", "consultation", "meeting", "reserve", "slot", "arrange"],
  hours: [
    "hours",
    "office hours",
    "opening hours",
    "working hours",
    "open",
    "opening",
    "close",
    "closing",
    "closed",
    "time",
    "when",
    "today",
    "weekend",
    "saturday",
    "sunday",
    "holiday",
    "lunch",
  ],
  address: [
    "address",
    "location",
    "located",
    "where",
    "directions",
    "direction",
    "map",
    "street",
    "office",
    "find your office",
    "visit",
    "route",
    "landmark",
    "near",
    "whereabouts",
  ],
  phone: ["phone", "phone number", "telephone", "call", "number", "ring", "mobile", "cell", "whatsapp", "dial", "office line", "landline", "text", "sms"],
  email: ["email", "write", "inbox"],
};

interface PracticeAreaVocabulary {
  /** Everyday words for the area. */
  phrases: readonly string[];
  /** Lower-case fragments of attorney specialties that belong to the area. */
  specialties: readonly string[];
  /** What the area covers, in plain words (never a statement of the law). */
  covers: string;
}

export const PRACTICE_AREA_VOCABULARY: Record<PracticeAreaSlug, PracticeAreaVocabulary> = {
  family: {
    phrases: [
      "family",
      "family law",
      "divorce",
      "separation",
      "prenuptial",
      "prenup",
      "separate",
      "marriage",
      "married",
      "husband",
      "wife",
      "spouse",
      "custody",
      "child custody",
      "children",
      "child",
      "kids",
      "child support",
      "maintenance",
      "alimony",
      "adoption",
      "adopt",
      "inheritance",
      "inherit",
      "estate",
      "probate",
      "testament",
      "widow",
      "domestic",
      "paternity",
      "dowry",
      "bride price",
      "in-laws",
      "died",
      "death",
      "passed away",
      "father of my child",
      "mother of my child",
    ],
    specialties: ["family law", "divorce", "custody", "inheritance", "probate"],
    covers: "divorce and separation, child custody and maintenance, adoption, and inheritance and estates",
  },
  business: {
    phrases: [
      "business",
      "business law",
      "company",
      "company registration",
      "register a company",
      "registration",
      "incorporate",
      "incorporation",
      "corporate",
      "shares",
      "shareholder",
      "partnership",
      "startup",
      "start-up",
      "investment",
      "investor",
      "banking",
      "finance",
      "loan",
      "tax",
      "license",
      "licence",
      "compliance",
      "trademark",
      "ngo",
      "enterprise",
      "commercial",
      "open a company",
      "open a business",
      "foreign company",
      "foreigner",
    ],
    specialties: ["business", "company", "corporate", "banking"],
    covers: "company registration, corporate governance, investment, licensing and banking and finance",
  },
  shipping: {
    phrases: [
      "shipping",
      "shipping law",
      "ship",
      "vessel",
      "boat",
      "cargo",
      "container",
      "freight",
      "freight forwarding",
      "forwarder",
      "bill of lading",
      "lading",
      "consignment",
      "consignee",
      "demurrage",
      "port",
      "harbour",
      "harbor",
      "quay",
      "maritime",
      "customs",
      "charter",
      "seafarer",
      "sailor",
      "fishing",
      "import",
      "export",
      "shipment",
      "sea",
      "fisherman",
      "fishermen",
      "canoe",
      "navy",
    ],
    specialties: ["shipping", "maritime", "cargo", "port"],
    covers: "cargo claims, vessel arrests, charter disputes, and port and customs matters",
  },
  land: {
    phrases: [
      "land",
      "land law",
      "land dispute",
      "property",
      "plot",
      "title deed",
      "deed",
      "conveyancing",
      "conveyance",
      "survey",
      "surveyor",
      "boundary",
      "landlord",
      "tenant",
      "rent",
      "eviction",
      "evict",
      "lease",
      "house",
      "building",
      "ministry of lands",
      "buy land",
      "sell land",
      "real estate",
      "encroachment",
      "squatter",
      "subdivide",
      "subdivision",
      "farm",
      "farmland",
      "acre",
    ],
    specialties: ["land", "property", "conveyancing", "title deed"],
    covers: "land disputes, title deeds and searches, conveyancing, surveys and boundaries, and leases",
  },
  arbitration: {
    phrases: [
      "arbitration",
      "arbitrator",
      "arbitral",
      "arbitral award",
      "mediation",
      "mediator",
      "mediate",
      "settle",
      "settlement",
      "dispute resolution",
      "adr",
      "negotiate",
      "negotiation",
      "commercial dispute",
      "out of court",
      "neutral",
      "impartial",
      "third party",
    ],
    specialties: ["arbitration", "mediation"],
    covers: "arbitration, mediation and settling commercial disputes out of court",
  },
  contract: {
    phrases: [
      "contract",
      "contract law",
      "agreement",
      "breach",
      "breach of contract",
      "terms",
      "sign",
      "signed",
      "employment",
      "terminated",
      "termination",
      "maternity",
      "employer",
      "employee",
      "job",
      "fired",
      "dismissal",
      "dismissed",
      "sacked",
      "salary",
      "wages",
      "unpaid",
      "supplier",
      "invoice",
      "debt",
      "owe",
      "owes",
      "commercial agreement",
      "work",
      "customer",
      "client",
      "refuses to pay",
      "work done",
      "boss",
      "paid",
      "contractor",
    ],
    specialties: ["contract", "employment", "commercial agreements"],
    covers: "drafting and reviewing contracts, breach of contract, employment matters and debts",
  },
  criminal: {
    phrases: [
      "criminal",
      "criminal law",
      "crime",
      "arrest",
      "bail",
      "police",
      "charged",
      "accused",
      "acc",
      "corruption",
      "anti corruption",
      "court case",
      "theft",
      "stolen",
      "fraud",
      "assault",
      "prison",
      "jail",
      "defence",
      "defense",
      "human rights",
      "magistrate",
      "offence",
      "offense",
      "suspect",
      "investigation",
      "accusation",
      "robbery",
      "burglary",
      "forgery",
      "forged",
      "cybercrime",
      "hacked",
      "hacker",
      "scam",
      "scammed",
    ],
    specialties: ["criminal", "bail", "human rights"],
    covers: "criminal defence, bail applications, police investigations and human rights",
  },
};

/** The default quick replies' texts, so a click on one always reaches its answer. */
export const QUICK_REPLY_INTENTS: Record<string, FixedIntent> = {
  "legal services": "services",
  "meet our team": "team",
  "contact information": "contact",
  "schedule consultation": "booking",
};

/**
 * Krio (and West African pidgin) words folded into the English the rest of the chat reads, so
 * "dem don hold mi broda na station" meets the same rules as "they have held my brother at the
 * station". Only words that are not also common English are listed.
 */
export const KRIO: Record<string, string> = {
  abeg: "please",
  ansa: "answer",
  bin: "was",
  bos: "boss",
  broda: "brother",
  brodas: "brothers",
  dai: "died",
  divos: "divorce",
  de: "is",
  dey: "is",
  di: "the",
  don: "has",
  dokument: "documents",
  fambul: "family",
  fen: "find",
  fo: "for",
  fon: "phone",
  gi: "give",
  hol: "hold",
  jel: "jail",
  kam: "come",
  kil: "kill",
  kompin: "friend",
  kot: "court",
  kushe: "hello",
  kusheh: "hello",
  lan: "land",
  lef: "left",
  luk: "looking",
  loya: "lawyer",
  mama: "mother",
  mared: "married",
  marej: "marriage",
  mit: "meet",
  mi: "my",
  moni: "money",
  na: "at",
  nem: "name",
  nid: "need",
  nomba: "number",
  nor: "not",
  numba: "number",
  ol: "all",
  os: "house",
  palaver: "dispute",
  papa: "father",
  pe: "pay",
  pikin: "child",
  pipul: "people",
  polis: "police",
  sabi: "know",
  satide: "saturday",
  sey: "say",
  sidom: "sit down",
  sista: "sister",
  sonde: "sunday",
  tek: "take",
  wedar: "weather",
  dolla: "dollar",
  tym: "time",
  bay: "buy",
  chep: "cheap",
  rait: "right",
  dor: "door",
  lok: "lock",
  komot: "leave",
  tret: "threaten",
  laif: "life",
  denja: "danger",
  du: "do",
  ayd: "hide",
  si: "see",
  weh: "where",
  fraid: "afraid",
  commot: "leave",
  dis: "this",
  tenki: "thanks",
  tif: "steal",
  tide: "today",
  tin: "things",
  tok: "talk",
  tumara: "tomorrow",
  tumoro: "tomorrow",
  udat: "who",
  una: "you",
  usai: "where",
  wahala: "problem",
  wan: "want",
  wedda: "weather",
  wef: "wife",
  wetin: "what",
  wey: "which",
  wit: "with",
  wok: "work",
};

/**
 * Words the rules read that the intent vocabularies do not hold; spelling correction may fold
 * a misspelling into any of these or into any vocabulary word.
 */
export const RULE_WORDS =
  "police arrested arrest detained detention custody station cell jail prison locked soldiers officers checkpoint warrant " +
  "husband boyfriend brother sister father mother daughter son uncle cousin nephew friend " +
  "beat beating hitting attacked attack threaten threatens threatened threatening threat kill knife danger violence afraid scared bleeding " +
  "court judge magistrate award compensation damages entitled allowed sentence penalty owner " +
  "weather recipe poem football flight hotel price exchange tomorrow today monday tuesday wednesday thursday friday " +
  "opening closing lawyer lawyers attorney attorneys meet someone consultation appointment email number whatsapp";

/**
 * Everyday words that are not in any vocabulary and must never be "corrected" into one
 * ("shop" is not "ship", "horse" is not "house").
 */
export const COMMON_WORDS = new Set(
  (
    "about above across after again against ago all almost alone along already always among and another answer anyone anything anyway apart around away back bad " +
    "because become before behind being believe below best better between big bit black body both bought bring brought but buy call came cannot car care " +
    "carry case cause certain change cheap child city clean clear coming could country couple course cousin cover cross cut daily dark day days dead dear " +
    "death decide didnt died different doing done door down during each early easy else end enough even evening ever every everyone everything example " +
    "except face fact fair fall far fast feel few field fight fine first five floor follow food form found four free friend friends from front full " +
    "gave girl given glad goes gone good great green ground group grow guy half hand happen happened happy hard head hear heard heart heavy hello help " +
    "her here high himself hold home hope horse hour idea important inside into issue itself keep kept kind knew known large last late later least leave " +
    "left less letter life light likely line little live lived living long look looking lost lot love made main man many market matter maybe mean " +
    "means men message might mind minute miss money month months morning most mother move much must name near nearly never new news next nice night " +
    "nothing now number off often old once open order other others outside over own page paper part past pay people person phone place plan play " +
    "point poor power pretty problem problems put quite rather read ready real reason reply rest right road room round run said same saw say school " +
    "second seen send sent set several short shop side since small some someone something sometimes soon sorry sort speak start state stay still stop " +
    "story street such sure take taken talk than that their them then there these they thing things think third those though thought three through " +
    "told took town tried true truth try trying turn two under until upon used using village wait walk wall want water way week weeks well went were " +
    "what when where whether which while white whole why wife with within without woman women word words world worry worse worth wrong year years yet " +
    "young stall stole steal stolen share shared told hurt fear face plus times hundred thousand million billion leones dollars seller sellers buyer score scored rap " +
    "beach beaches hotel hotels weather forecast recipe poem poems song songs joke jokes movie movies film music football match game " +
    "league flight flights ferry cinema soup stew rice sugar cement fuel bread birthday " +
    "whats thats its dont didnt doesnt isnt wasnt hasnt havent cant couldnt shouldnt wouldnt youre theyre hes shes ive weve theyve youll lets"
  ).split(" "),
);

/**
 * Phrases that carry an intent as a whole, read before single words so that a shared word (a
 * practice area's name, "contract", "meet") does not outvote them. They run over the message's
 * English reading (shorthand and Krio folded, spelling corrected).
 */
export type PhraseIntent = "hours" | "contact" | "address" | "email" | "booking" | "team" | "services";

const DAY = "(today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|this week|weekend|morning|afternoon|evening)";
const PERSON =
  "(a lawyer|lawyer|lawyers|an attorney|attorney|advocate|solicitor|barrister|someone|somebody|one of your|one of you|a partner|partner|senior partner)";

export const PHRASES: readonly { intent: PhraseIntent; pattern: RegExp }[] = [
  { intent: "hours", pattern: /\b(what|which) time (do|does|is|are|will|can|you|the|your)\b.{0,25}\b(open|close|opening|closing|come)\b/ },
  { intent: "hours", pattern: /\b(opening|closing|office|working|business|open) (hours|times|time|days)\b/ },
  { intent: "hours", pattern: /\b(you|office|chambers|firm|it)( is| are| be| still)? (open|opened|closed|close)\b(?! to\b| by\b| near\b)/ },
  {
    intent: "hours",
    pattern: /\bopen (on|at|during|until|till|tomorrow|today|now|right now|saturdays?|sundays?|weekends?|public holidays?|holidays?|lunch|lunchtime)\b/,
  },
  {
    intent: "hours",
    pattern: /\bhow (early|late) (can|do|does|is|are|should|will|may)\b|\b(up to|until|till) what time\b|\bwhat hours\b|\bhours of (work|business|opening)\b/,
  },
  { intent: "contact", pattern: /\b(how|where)( \w+){0,3} (reach|contact|get hold of|get in touch|get intouch)\b/ },
  { intent: "contact", pattern: /\b(talk|speak) (to|with) (your|the) (office|firm|chambers)\b|\bget in contact\b/ },
  { intent: "email", pattern: /\b(email|mail) (you|it|them|my|the|our)\b|\bby email\b|\bsend (you )?an email\b/ },
  {
    intent: "address",
    pattern: /\bhow( do| can| could| would| to| will)?( i| we)?( get| go| come| find| locate| reach)( to)? (you|your|there|the office|the chambers|una)\b/,
  },
  {
    intent: "address",
    pattern:
      /\bwhere (is|are) (you|your office|the office|your chambers|the chambers|you located|una)\b|\b(which|where) (you|your) (office|chambers) (is|be)\b|\bhow far (are you|is your office|is the office|is it)\b/,
  },
  { intent: "address", pattern: /\b(which|what) (part|area|side) of (freetown|town|the city)\b|\bwhere (in|about in) (freetown|town|the city)\b/ },
  {
    intent: "address",
    pattern:
      /\b(are you|is (your|the) (office|chambers|firm)) (in|near|close to|far from|around) (the )?((centre|center|middle|heart) of )?(freetown|town|the city|downtown|the east|the west)\b/,
  },
  {
    intent: "contact",
    pattern:
      /\b(ways?|means|best way) (to|of) (reach|contact|get in touch)|\bget (hold of|in touch)\b|\bcontact (details|info|information)\b|\byour contacts\b/,
  },
  {
    intent: "booking",
    pattern: new RegExp(
      `\\b(meet|see|sit down with|sit with|talk to|talk with|speak to|speak with|come (in )?(and )?(talk|see) (to |with )?)\\b.{0,12}\\b${PERSON}\\b`,
    ),
  },
  // "until what time can I come in on Friday" asks the hours, not for a meeting.
  {
    intent: "booking",
    pattern: new RegExp(`^(?!.*\\b(what time|until when|till when|how late|how early)\\b).*\\b(meet|see|visit|come in|come by|sit down)\\b.{0,30}\\b${DAY}\\b`),
  },
  { intent: "booking", pattern: /\b(meet|see|talk|speak|sit)\b.{0,30}\b(face to face|face2face|in person|one on one)\b/ },
  { intent: "booking", pattern: new RegExp(`\\bcome (to|into|over to) (the|your) (office|chambers)\\b.{0,30}\\b${DAY}\\b`) },
  {
    intent: "booking",
    pattern:
      /\bbook (me|a|an|in|for|about|appointment|consultation|meeting|slot)\b|\b(make|set up|arrange|schedule|fix|get|reserve|request)( me)? (an |a )?(appointment|meeting|consultation|slot)\b|\bcan we meet\b/,
  },
  { intent: "team", pattern: /\b(who|which)( are| is| be| at)?( the| your| you| they)? (lawyers?|attorneys?|partners?|advocates?|team|staff)\b/ },
  {
    intent: "team",
    pattern:
      /\b(tell me|know|learn) (more )?about (your|the) (attorneys|lawyers|team|partners|staff|people)\b|\b(names?|list) (of )?(the |your |you |all )?(lawyers?|attorneys?|partners?|team|staff)\b|\b(lawyers?|attorneys?)( they)? names?\b/,
  },
  {
    intent: "team",
    pattern: /\bwho (is|s) (your|the) (boss|head|founder|principal|managing partner|senior partner)\b(?! of (my|our|the|his|her) (?!firm|chambers))/,
  },
  {
    intent: "team",
    pattern: /\bwho (will|would|can|is going to|could) (handle|take|deal with|work on|look at|help with) (my|the|our|this) (case|matter|problem)\b/,
  },
  {
    intent: "team",
    pattern: /\bwho (is )?(works?|working) (there|at|with|for|in)\b|\bhow many (lawyers?|attorneys?|people|staff)\b|\bwho .{0,20}\b(lawyers?|attorneys?)\b/,
  },
  {
    intent: "services",
    pattern:
      /\bwhat (do|does|is|are|can|could)? ?(you|your firm|the firm)( \w+){0,2} (do|handle|offer|cover)\b|\bwhat (kind|type|sort|areas?) of (law|cases?|work|matters)\b|\b(what|which) (services|areas|cases)\b/,
  },
];
