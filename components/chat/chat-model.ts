import type { ChatChoice } from "@/lib/collections/chat";
import type { QuickReply } from "@/lib/collections/quick-reply";
import { isQuickReplyIcon } from "./QuickReplyIcon";

export interface ChatMessage {
  id: string;
  sender: "user" | "bot";
  text: string;
  /** Bot messages only: show the quick replies under this message. */
  showOptions: boolean;
  /** When the message was added (ms since epoch), shown as hours and minutes. */
  time: number;
  /** Quick replies the server sent with this reply; otherwise the current list is shown. */
  quickReplies?: QuickReply[];
  /** Bot messages only: answers to the question it asks, shown while it is the latest message. */
  choices?: ChatChoice[];
  /** User messages only: the server never answered it, so it can be sent again. */
  failed?: boolean;
}

/** The most choices the widget shows under one message, and the longest choice text. */
const CHOICES_MAX = 40;
const CHOICE_TEXT_MAX = 80;

export interface Conversation {
  conversationId?: string;
  messages: ChatMessage[];
}

const STORAGE_KEY = "chambers.chat.v1";
const STORED_MESSAGES_MAX = 100;

let sequence = 0;
function newMessageId(): string {
  sequence += 1;
  return `${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
}

export function botMessage(text: string, showOptions: boolean, quickReplies?: QuickReply[], choices?: ChatChoice[]): ChatMessage {
  return {
    id: newMessageId(),
    sender: "bot",
    text,
    showOptions,
    time: Date.now(),
    ...(quickReplies ? { quickReplies } : {}),
    ...(choices ? { choices } : {}),
  };
}

export function userMessage(text: string): ChatMessage {
  return { id: newMessageId(), sender: "user", text, showOptions: false, time: Date.now() };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A quick-reply list from the server, kept only if every entry has the expected shape. */
export function parseQuickReplies(value: unknown): QuickReply[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const replies: QuickReply[] = [];
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry.text !== "string" || !entry.text.trim()) return null;
    const icon = isQuickReplyIcon(entry.icon) ? entry.icon : "info";
    replies.push({
      id: typeof entry.id === "string" && entry.id ? entry.id : entry.text,
      text: entry.text,
      icon,
      description: typeof entry.description === "string" ? entry.description : "",
    });
  }
  return replies;
}

/** A reply's choices, kept only if every entry is a short text; anything else shows no choices. */
export function parseChoices(value: unknown): ChatChoice[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > CHOICES_MAX) return null;
  const choices: ChatChoice[] = [];
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry.text !== "string" || !entry.text.trim() || entry.text.length > CHOICE_TEXT_MAX) return null;
    choices.push({ text: entry.text });
  }
  return choices;
}

function parseMessage(value: unknown): ChatMessage | null {
  if (!isRecord(value)) return null;
  const { id, sender, text, showOptions, time } = value;
  if (typeof id !== "string" || (sender !== "user" && sender !== "bot") || typeof text !== "string" || typeof time !== "number") return null;
  const quickReplies = parseQuickReplies(value.quickReplies);
  const choices = sender === "bot" ? parseChoices(value.choices) : null;
  return {
    id,
    sender,
    text,
    showOptions: showOptions === true,
    time,
    ...(quickReplies ? { quickReplies } : {}),
    ...(choices ? { choices } : {}),
    ...(sender === "user" && value.failed === true ? { failed: true } : {}),
  };
}

/** The conversation of this browser tab, so a reload does not lose it. */
export function loadConversation(storage: Storage | undefined): Conversation {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return { messages: [] };
    const data: unknown = JSON.parse(raw);
    if (!isRecord(data) || !Array.isArray(data.messages)) return { messages: [] };
    const messages = data.messages.map(parseMessage).filter((message): message is ChatMessage => message !== null);
    const conversationId = typeof data.conversationId === "string" ? data.conversationId : undefined;
    return { messages, ...(conversationId ? { conversationId } : {}) };
  } catch {
    return { messages: [] };
  }
}

export function saveConversation(storage: Storage | undefined, conversation: Conversation): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ conversationId: conversation.conversationId, messages: conversation.messages.slice(-STORED_MESSAGES_MAX) }));
  } catch {
    // Storage full or disabled (private mode): the conversation simply does not survive a reload.
  }
}

export function formatTime(time: number): string {
  return new Date(time).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}
