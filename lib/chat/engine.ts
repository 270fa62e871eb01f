import type { ChatMessageInput, ChatReply } from "../collections/chat";
import {
  areaAnswer,
  attorneyAnswer,
  fixedAnswer,
  judgementAnswer,
  knowledgeAnswer,
  unknownAnswer,
  urgentAnswer,
  type Answer,
} from "./answers";
import { beginBooking, continueBooking, noteTopic, type BookingTurn } from "./booking-flow";
import { isConversationId, loadBooking, newConversationId } from "./conversation-store";
import { loadChatData, type ChatData } from "./data";
import type { Match } from "./matcher";
import { isUrgent, needsJudgement } from "./rules";

/** What the chat understood and answered; `intent` is for the evaluation and the bench only. */
export interface ChatResult extends ChatReply {
  intent: string;
}

type Understanding = { kind: "answer"; answer: Answer } | { kind: "booking" };

/**
 * A practical question phrased like a legal one ("can I park?", "can I speak to Mr Conteh?") gets its
 * practical answer, unless a practice area is just as likely ("what happens if I don't pay my loan").
 */
function isPractical(ranked: readonly Match[]): boolean {
  const [top] = ranked;
  if (!top) return false;
  const practical = top.intent.kind === "knowledge" || top.intent.kind === "attorney" || (top.intent.kind === "fixed" && top.intent.intent !== "services");
  const area = ranked.find((match) => match.intent.kind === "area");
  return practical && (!area || area.score < top.score);
}

/** Decides what a message outside a booking is about and which answer it gets. */
export function understand(message: string, data: ChatData): Understanding {
  if (isUrgent(message)) return { kind: "answer", answer: urgentAnswer(data) };
  const ranked = data.matcher.rank(message);
  const top = ranked[0];
  if (needsJudgement(message) && !isPractical(ranked)) {
    const area = ranked.find((match) => match.intent.kind === "area");
    return { kind: "answer", answer: judgementAnswer(data, area?.intent.kind === "area" ? area.intent.area : undefined) };
  }
  if (!top) return { kind: "answer", answer: unknownAnswer(data) };
  const intent = top.intent;
  switch (intent.kind) {
    case "fixed":
      return intent.intent === "booking" ? { kind: "booking" } : { kind: "answer", answer: fixedAnswer(data, intent.intent) };
    case "area":
      return { kind: "answer", answer: areaAnswer(data, intent.area) };
    case "attorney":
      return { kind: "answer", answer: attorneyAnswer(data, intent.attorneyId) ?? unknownAnswer(data) };
    case "knowledge":
      return { kind: "answer", answer: knowledgeAnswer(data, intent.knowledgeId) ?? unknownAnswer(data) };
  }
}

function reply(data: ChatData, conversationId: string, intent: string, response: string, showOptions: boolean): ChatResult {
  return {
    intent,
    response,
    showOptions,
    conversationId,
    ...(showOptions ? { quickReplies: data.quickReplies.map(({ id, text, icon, description }) => ({ id, text, icon, description })) } : {}),
  };
}

/** A booking's turn as a reply: its choices pass through to the widget as they are. */
function bookingReply(data: ChatData, turn: BookingTurn): ChatResult {
  return { ...reply(data, turn.conversationId, turn.intent, turn.text, turn.showOptions), ...(turn.choices ? { choices: turn.choices } : {}) };
}

/**
 * Answers one chat message; a booking in progress for the conversation takes the message first.
 * `address` is the visitor's, for the consultation limit a completed booking counts against.
 */
export async function respondToMessage(input: ChatMessageInput, now = new Date(), address = "local"): Promise<ChatResult> {
  const data = await loadChatData(now);
  const given = isConversationId(input.conversationId) ? input.conversationId : undefined;
  const state = given ? await loadBooking(given, now) : null;
  if (given && state) return bookingReply(data, await continueBooking(data, given, input.message, state, address));
  const understood = understand(input.message, data);
  if (understood.kind === "booking") return bookingReply(data, await beginBooking(data, input.message, given));
  const { answer } = understood;
  const conversationId = given ?? newConversationId();
  await noteTopic(data, conversationId, input.message);
  return reply(data, conversationId, answer.intent, answer.text, answer.showOptions);
}
