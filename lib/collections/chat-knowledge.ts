import { z } from "zod";
import { text, textList } from "./fields";

/** Short answers to frequent questions that staff write and the chat gives word for word. */
export const CHAT_KNOWLEDGE_LIMITS = {
  title: { min: 2, max: 120 },
  keyword: { min: 1, max: 60 },
  keywordsMax: 30,
  answer: { min: 5, max: 1500 },
} as const;

const L = CHAT_KNOWLEDGE_LIMITS;

export const chatKnowledgeInputSchema = z.object({
  title: text(L.title, "Question"),
  keywords: textList(L.keyword, L.keywordsMax, "Keywords").default([]),
  answer: text(L.answer, "Answer"),
  isActive: z.boolean({ error: "Active must be true or false" }).default(true),
});
export type ChatKnowledgeInput = z.infer<typeof chatKnowledgeInputSchema>;

export interface ChatKnowledgeEntry extends ChatKnowledgeInput {
  _id: string;
}

export const CHAT_KNOWLEDGE_NOT_FOUND = "Knowledge entry not found";

/** Added on the first start; staff edit or delete them like any other entry. */
export const DEFAULT_CHAT_KNOWLEDGE: readonly ChatKnowledgeInput[] = [
  {
    title: "Fees",
    keywords: [
      "fees",
      "fee",
      "cost",
      "price",
      "charge",
      "how much",
      "pay",
      "payment",
      "expensive",
      "afford",
      "retainer",
      "consultation fee",
      "rates",
      "money",
      "free",
      "instalments",
      "installments",
      "pay later",
      "per hour",
      "hourly",
      "legal aid",
      "pro bono",
    ],
    answer:
      "Our fees depend on the kind of matter and the work it needs. We tell you the fee for a first consultation when you book it, and give you a written estimate before any further work starts.",
    isActive: true,
  },
  {
    title: "Languages spoken",
    keywords: ["language", "languages", "speak", "krio", "english", "french", "temne", "mende", "limba", "fula", "interpreter", "translator"],
    answer:
      "Our team speaks English and Krio, and several of us also speak Temne, Mende or Limba. If you need another language, tell us when you book and we will try to arrange an interpreter.",
    isActive: true,
  },
  {
    title: "Parking",
    keywords: ["parking", "park", "car", "drive", "driving", "vehicle", "drop me"],
    answer: "There is limited street parking near our office, and it fills up quickly on weekday mornings. A keke or taxi drop-off is usually easiest.",
    isActive: true,
  },
  {
    title: "What to bring",
    keywords: [
      "bring",
      "documents",
      "papers",
      "certificate",
      "copies",
      "receipts",
      "passport",
      "prepare",
      "preparation",
      "what do i need",
      "identity card",
      "identification",
      "evidence",
    ],
    answer:
      "Please bring a photo ID, any papers about your matter (letters, contracts, title deeds, court documents, receipts) and a short list of the important dates and names. Copies are fine; keep your originals safe.",
    isActive: true,
  },
];
