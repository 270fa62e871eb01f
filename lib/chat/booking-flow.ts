import type { ChatChoice } from "../collections/chat";
import { consultationInputSchema } from "../collections/inbox";
import { receiveChatConsultation } from "../services/inbox";
import { advanceBooking, BOOKING_TEXTS, confirmationText, restartBooking, startBooking, topicOf, type BookingOutcome } from "./booking";
import { endBooking, newConversationId, rememberTopic, saveBooking, takeTopic, type BookingState } from "./conversation-store";
import type { ChatData } from "./data";
import type { ReadMessage } from "./normalize";
import { isCancel, isStartOver } from "./rules";

/** One turn of a booking, for the engine to send back as a chat reply. */
export interface BookingTurn {
  conversationId: string;
  intent: string;
  text: string;
  showOptions: boolean;
  choices?: ChatChoice[];
}

async function asked(
  conversationId: string,
  outcome: BookingOutcome & { kind: "ask" },
  now: Date,
  intent = `booking:${outcome.state.step}`,
): Promise<BookingTurn> {
  await saveBooking(conversationId, outcome.state, now);
  return { conversationId, intent, text: outcome.text, showOptions: false, ...(outcome.choices ? { choices: outcome.choices } : {}) };
}

/**
 * Starts a booking with what the visitor already said: the area or lawyer of an earlier message
 * in this conversation, or of the message asking to book ("book a consultation about my land").
 */
export async function beginBooking(data: ChatData, message: ReadMessage, previousId: string | undefined): Promise<BookingTurn> {
  const earlier = await takeTopic(previousId, data.now);
  const now = topicOf(message, data);
  // A booking always runs under an id the server has just made, never one a client chose.
  return asked(newConversationId(), startBooking({ ...earlier, ...now }, data), data.now, "booking");
}

/**
 * Takes the visitor's answer to the booking's current question. `address` is the visitor's, for
 * the consultation limit a completed booking counts against.
 */
export async function continueBooking(
  data: ChatData,
  conversationId: string,
  message: ReadMessage,
  state: BookingState,
  address: string,
): Promise<BookingTurn> {
  if (isCancel(message)) {
    await endBooking(conversationId);
    return { conversationId, intent: "booking:cancelled", text: BOOKING_TEXTS.cancelled, showOptions: true };
  }
  if (isStartOver(message)) return asked(conversationId, restartBooking(data), data.now);
  const outcome = advanceBooking(state, message, data);
  if (outcome.kind === "ask") return asked(conversationId, outcome, data.now);
  // Every answer was checked at its step; the inbox's own schema has the last word all the same.
  const reference = await receiveChatConsultation(consultationInputSchema.parse(outcome.request), { address, askedAt: state.askedAt, now: data.now });
  await endBooking(conversationId);
  return { conversationId, intent: "booking:complete", text: confirmationText(outcome.booking, data, reference), showOptions: true };
}

/** Outside a booking: remembers the area or lawyer a message asks about, for a booking begun later. */
export async function noteTopic(data: ChatData, conversationId: string, message: ReadMessage): Promise<void> {
  await rememberTopic(conversationId, topicOf(message, data), data.now);
}
