import type { ChatReply } from "@/lib/collections/chat";
import type { QuickReply } from "@/lib/collections/quick-reply";
import { parseChoices, parseQuickReplies } from "./chat-model";

/** The server's reply as the widget takes it: one without a conversation id still shows, and the conversation carries on without one. */
type ReceivedReply = Omit<ChatReply, "conversationId"> & Partial<Pick<ChatReply, "conversationId">>;

/** Sends one message; throws when the server cannot answer, so the widget shows its error message. */
export async function sendChatMessage(message: string, conversationId: string | undefined): Promise<ReceivedReply> {
  const response = await fetch("/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(conversationId ? { message, conversationId } : { message }),
  });
  if (!response.ok) throw new Error(`Chat answered ${response.status}`);
  const data = (await response.json()) as Record<string, unknown>;
  if (typeof data.response !== "string") throw new Error("Chat reply without text");
  const quickReplies = parseQuickReplies(data.quickReplies);
  const choices = parseChoices(data.choices);
  return {
    response: data.response,
    showOptions: data.showOptions === true,
    ...(typeof data.conversationId === "string" ? { conversationId: data.conversationId } : {}),
    ...(quickReplies ? { quickReplies } : {}),
    ...(choices ? { choices } : {}),
  };
}

/** The firm's quick replies, or null when they cannot be fetched (the defaults then stay). */
export async function fetchQuickReplies(): Promise<QuickReply[] | null> {
  try {
    const response = await fetch("/api/quick-replies");
    if (!response.ok) return null;
    const data = (await response.json()) as Record<string, unknown>;
    return parseQuickReplies(data.quickReplies);
  } catch {
    return null;
  }
}
