import { z } from "zod";
import { maxLength } from "./fields";
import type { QuickReply } from "./quick-reply";

/** What the chat widget sends: one message, and the conversation it continues if any. */
export const CHAT_MESSAGE_LIMITS = { message: { max: 1000 }, conversationId: { max: 100 } } as const;

export const CHAT_MESSAGES = {
  empty: "Please type a message.",
  tooLong: `Messages can be at most ${CHAT_MESSAGE_LIMITS.message.max} characters.`,
  notText: "Message must be text.",
  rateLimited: "You are sending messages too quickly. Please wait a moment and try again.",
} as const;

export const chatMessageSchema = z.object({
  message: z
    .string({ error: CHAT_MESSAGES.notText })
    .max(...maxLength(CHAT_MESSAGE_LIMITS.message.max, CHAT_MESSAGES.tooLong))
    .refine((value) => value.trim().length > 0, CHAT_MESSAGES.empty),
  conversationId: z
    .string({ error: "Conversation id must be text" })
    .max(CHAT_MESSAGE_LIMITS.conversationId.max, "Conversation id is too long")
    .optional()
    .nullable(),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

/**
 * An answer the chat offers for its current question (a practice area, a lawyer, a day,
 * Confirm). The widget shows each as a button; tapping it sends `text` as the visitor's message,
 * so a typed answer and a tapped one take the same path.
 */
export interface ChatChoice {
  text: string;
}

/** What `POST /api/chat` answers, and what the widget reads from it. */
export interface ChatReply {
  response: string;
  showOptions: boolean;
  conversationId: string;
  quickReplies?: QuickReply[];
  /** Answers to the question just asked, shown as chips under this reply only. */
  choices?: ChatChoice[];
}
