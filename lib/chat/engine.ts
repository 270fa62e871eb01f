import type { ChatMessageInput, ChatReply } from "../collections/chat";
import { consultationInputSchema } from "../collections/inbox";
import { receiveChatConsultation } from "../services/inbox";
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
import { advanceBooking, BOOKING_TEXTS, confirmationText, startBooking } from "./booking";
import { endBooking, isConversationId, loadBooking, newConversationId, saveBooking } from "./conversation-store";
import { loadChatData, type ChatData } from "./data";
import type { Match } from "./matcher";
import { isCancel, isStartOver, isUrgent, needsJudgement } from "./rules";

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

async function beginBooking(data: ChatData): Promise<ChatResult> {
  // A booking always runs under an id the server has just made, never one a client chose.
  const conversationId = newConversationId();
  const { state, text } = startBooking();
  await saveBooking(conversationId, state, data.now);
  return reply(data, conversationId, "booking", text, false);
}

async function continueBooking(
  data: ChatData,
  conversationId: string,
  message: string,
  state: NonNullable<Awaited<ReturnType<typeof loadBooking>>>,
  address: string,
) {
  if (isCancel(message)) {
    await endBooking(conversationId);
    return reply(data, conversationId, "booking:cancelled", BOOKING_TEXTS.cancelled, true);
  }
  if (isStartOver(message)) {
    const { state: fresh, text } = startBooking();
    await saveBooking(conversationId, fresh, data.now);
    return reply(data, conversationId, "booking:name", text, false);
  }
  const outcome = advanceBooking(state, message, data);
  if (outcome.kind === "ask") {
    await saveBooking(conversationId, outcome.state, data.now);
    return reply(data, conversationId, `booking:${outcome.state.step}`, outcome.text, false);
  }
  // Every answer was checked at its step; the inbox's own schema has the last word all the same.
  await receiveChatConsultation(consultationInputSchema.parse(outcome.request), { address, askedAt: state.askedAt, now: data.now });
  await endBooking(conversationId);
  return reply(data, conversationId, "booking:complete", confirmationText(outcome.booking, data), true);
}

/**
 * Answers one chat message; a booking in progress for the conversation takes the message first.
 * `address` is the visitor's, for the consultation limit a completed booking counts against.
 */
export async function respondToMessage(input: ChatMessageInput, now = new Date(), address = "local"): Promise<ChatResult> {
  const data = await loadChatData(now);
  const given = isConversationId(input.conversationId) ? input.conversationId : undefined;
  const state = given ? await loadBooking(given, now) : null;
  if (given && state) return continueBooking(data, given, input.message, state, address);
  const understood = understand(input.message, data);
  if (understood.kind === "booking") return beginBooking(data);
  const { answer } = understood;
  return reply(data, given ?? newConversationId(), answer.intent, answer.text, answer.showOptions);
}
