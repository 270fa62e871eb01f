import type { PracticeAreaSlug } from "../firm";

/**
 * The words visitors use for each thing the chat understands. Matching is fuzzy, so only
 * one spelling of each word is needed; plural and tense endings are folded before matching.
 */
export type FixedIntent = "greeting" | "thanks" | "goodbye" | "services" | "team" | "contact" | "booking" | "hours" | "address" | "phone" | "email";

export const FIXED_INTENT_PHRASES: Record<FixedIntent, readonly string[]> = {
  greeting: ["hello", "hi", "hey", "hiya", "howdy", "good morning", "good day", "good afternoon", "good evening", "greetings", "how are you", "kushe", "kusheh", "how di body", "salaam", "yo"],
  thanks: ["thanks", "thank you", "appreciate", "much appreciated", "grateful", "cheers", "tenki", "great", "perfect", "helpful", "awesome", "brilliant"],
  goodbye: ["bye", "goodbye", "good bye", "bye bye", "later", "farewell", "thats all", "nothing else", "take care", "have a nice day"],
  services: ["legal services", "services", "practice areas", "areas of law", "what do you do", "specialise", "specialize", "specialty", "expertise", "offer", "handle", "type of cases", "kind of cases", "legal", "law", "help", "assist", "assistance"],
  team: ["meet our team", "team", "attorneys", "lawyers", "advocates", "barristers", "solicitors", "counsel", "partners", "staff", "people", "experts", "members", "employees work"],
  contact: ["contact information", "contact", "contact details", "reach", "reach you", "get in touch", "touch", "details", "information"],
  booking: ["schedule consultation", "schedule", "book", "booking", "appointment", "consultation", "meeting", "reserve", "slot", "arrange"],
  hours: ["hours", "office hours", "opening hours", "working hours", "open", "opening", "close", "closing", "closed", "time", "when", "today", "weekend", "saturday", "sunday", "holiday", "lunch"],
  address: ["address", "location", "located", "where", "directions", "direction", "map", "street", "office", "find your office", "visit", "route", "landmark", "near"],
  phone: ["phone", "phone number", "telephone", "call", "number", "ring", "mobile", "cell", "whatsapp", "dial"],
  email: ["email", "email address", "write", "inbox"],
};

export interface PracticeAreaVocabulary {
  /** Everyday words for the area. */
  phrases: readonly string[];
  /** Lower-case fragments of attorney specialties that belong to the area. */
  specialties: readonly string[];
  /** What the area covers, in plain words (never a statement of the law). */
  covers: string;
}

export const PRACTICE_AREA_VOCABULARY: Record<PracticeAreaSlug, PracticeAreaVocabulary> = {
  family: {
    phrases: ["family", "family law", "divorce", "separation", "separate", "marriage", "married", "husband", "wife", "spouse", "custody", "child custody", "children", "child", "kids", "child support", "maintenance", "alimony", "adoption", "adopt", "inheritance", "inherit", "estate", "probate", "testament", "widow", "domestic", "paternity", "dowry", "bride price", "in-laws"],
    specialties: ["family law", "divorce", "custody", "inheritance", "probate"],
    covers: "divorce and separation, child custody and maintenance, adoption, and inheritance and estates",
  },
  business: {
    phrases: ["business", "business law", "company", "company registration", "register a company", "registration", "incorporate", "incorporation", "corporate", "shares", "shareholder", "partnership", "startup", "start-up", "investment", "investor", "banking", "finance", "loan", "tax", "license", "licence", "compliance", "trademark", "ngo", "enterprise", "commercial"],
    specialties: ["business", "company", "corporate", "banking"],
    covers: "company registration, corporate governance, investment, licensing and banking and finance",
  },
  shipping: {
    phrases: ["shipping", "shipping law", "ship", "vessel", "boat", "cargo", "container", "freight", "port", "harbour", "harbor", "quay", "maritime", "customs", "clearing", "charter", "seafarer", "sailor", "fishing", "import", "export", "shipment", "goods at sea"],
    specialties: ["shipping", "maritime", "cargo", "port"],
    covers: "cargo claims, vessel arrests, charter disputes, and port and customs matters",
  },
  land: {
    phrases: ["land", "land law", "land dispute", "property", "plot", "title deed", "deed", "conveyancing", "conveyance", "survey", "surveyor", "boundary", "landlord", "tenant", "rent", "eviction", "evict", "lease", "house", "building", "ministry of lands", "buy land", "sell land", "real estate", "encroachment", "squatter", "family land"],
    specialties: ["land", "property", "conveyancing", "title deed"],
    covers: "land disputes, title deeds and searches, conveyancing, surveys and boundaries, and leases",
  },
  arbitration: {
    phrases: ["arbitration", "arbitrator", "mediation", "mediator", "mediate", "settle", "settlement", "dispute resolution", "adr", "negotiate", "negotiation", "commercial dispute", "out of court"],
    specialties: ["arbitration", "mediation"],
    covers: "arbitration, mediation and settling commercial disputes out of court",
  },
  contract: {
    phrases: ["contract", "contract law", "agreement", "breach", "breach of contract", "terms", "sign", "signed", "employment", "employer", "employee", "job", "fired", "dismissal", "dismissed", "sacked", "salary", "wages", "unpaid", "supplier", "invoice", "debt", "owe", "owes", "commercial agreement", "work"],
    specialties: ["contract", "employment", "commercial agreements"],
    covers: "drafting and reviewing contracts, breach of contract, employment matters and debts",
  },
  criminal: {
    phrases: ["criminal", "criminal law", "crime", "arrest", "bail", "police", "charged", "accused", "court case", "theft", "stolen", "fraud", "assault", "prison", "jail", "defence", "defense", "human rights", "magistrate", "offence", "offense", "suspect", "investigation"],
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
