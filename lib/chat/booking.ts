import { EMAIL_MAX, EMAIL_PATTERN } from "../collections/fields";
import { PHONE_PATTERN } from "../collections/attorney";
import { INBOX_LIMITS, type ConsultationInput } from "../collections/inbox";
import { OFFICE_HOURS, PRACTICE_AREAS, type PracticeAreaSlug } from "../firm";
import type { PublicAttorney } from "../services/public-attorneys";
import { attorneyLabel, attorneysForArea, areaName } from "./answers";
import { BOOKING_HORIZON_DAYS, dayLabel, parsePreferredDay } from "./calendar";
import type { ChatData } from "./data";
import type { BookingAnswers, BookingState } from "./conversation-store";
import { normalizeText } from "./normalize";

/**
 * The consultation booking, one question at a time: name, phone or email, practice area,
 * preferred lawyer, preferred day, a line about the matter. Each answer is checked and, when
 * it does not fit, the same question comes back with what is expected.
 */
export type BookingOutcome =
  | { kind: "ask"; state: BookingState; text: string }
  | { kind: "complete"; request: ConsultationInput; booking: BookingAnswers };

const NOT_SURE = /^(not sure|dont know|do not know|unsure|no idea|other|none of these|skip|any|no preference|anyone|any one|whoever|no|none|doesnt matter|it doesnt matter|either)$/;
const CANCEL_HINT = 'You can type "cancel" or "start over" at any time.';

function namePrompt(): string {
  return `I can help you book a consultation. What is your full name? ${CANCEL_HINT}`;
}

function areaPrompt(): string {
  const options = PRACTICE_AREAS.map((area, index) => `${index + 1}. ${area.name}`);
  return ["Which area is your matter about? Reply with a number or a few words:", ...options, `${options.length + 1}. Not sure`].join("\n");
}

function attorneyChoices(data: ChatData, area: PracticeAreaSlug | null | undefined): readonly PublicAttorney[] {
  const matching = area ? attorneysForArea(data.attorneys, area) : [];
  return matching.length > 0 ? matching : data.attorneys;
}

function attorneyPrompt(data: ChatData, area: PracticeAreaSlug | null | undefined): string {
  const choices = attorneyChoices(data, area);
  return [
    'Do you have a preferred lawyer? Reply with a number, a name, or "any":',
    ...choices.map((attorney, index) => `${index + 1}. ${attorneyLabel(attorney)}`),
  ].join("\n");
}

function dayPrompt(): string {
  return `Which day would suit you? We meet clients ${OFFICE_HOURS.label}. Reply with a date (YYYY-MM-DD), "tomorrow" or a weekday such as "Tuesday".`;
}

const MATTER_PROMPT = 'Finally, in one line, what is your matter about? For example: "dispute over a plot in Waterloo".';

export function startBooking(): { state: BookingState; text: string } {
  return { state: { step: "name", booking: {} }, text: namePrompt() };
}

function readName(message: string): string | undefined {
  const name = message
    .trim()
    .replace(/^(my name is|my names|my name s|name is|name:|i am|i'm|im|this is|it is|it's|its)\s+/i, "")
    // The look-behind lets a match start only where a run begins, which keeps this linear.
    .replace(/(?<![.!])[.!]+$/, "")
    .replace(/\s+/g, " ");
  if (name.length < INBOX_LIMITS.name.min + 1 || name.length > INBOX_LIMITS.name.max) return undefined;
  if (!/^\p{L}[\p{L}\s.'-]*$/u.test(name) || name.split(" ").length > 6) return undefined;
  return name;
}

function readContact(message: string): { email?: string; phone?: string } | undefined {
  // Starting only at a word's first character keeps the search linear.
  const email = message.match(/(?<![^\s@<>()])[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>().,;]+/)?.[0]?.toLowerCase();
  const phone = message
    .replace(email ?? "", " ")
    .match(/\+?\d[\d\s().-]{5,}\d/)?.[0]
    ?.trim();
  const digits = phone?.replace(/\D/g, "").length ?? 0;
  const goodPhone = phone && digits >= 7 && digits <= 15 && phone.length <= INBOX_LIMITS.phone.max && PHONE_PATTERN.test(phone) ? phone : undefined;
  const goodEmail = email && email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) ? email : undefined;
  if (!goodEmail && !goodPhone) return undefined;
  return { ...(goodEmail ? { email: goodEmail } : {}), ...(goodPhone ? { phone: goodPhone } : {}) };
}

function readArea(message: string, data: ChatData): PracticeAreaSlug | null | undefined {
  const text = normalizeText(message);
  const number = Number(text);
  if (Number.isInteger(number) && number >= 1 && number <= PRACTICE_AREAS.length) return PRACTICE_AREAS[number - 1].slug;
  if (number === PRACTICE_AREAS.length + 1 || NOT_SURE.test(text)) return null;
  const area = data.matcher.rank(message).find((match) => match.intent.kind === "area");
  return area?.intent.kind === "area" ? area.intent.area : undefined;
}

function nameWords(name: string): string[] {
  return normalizeText(name).split(" ");
}

function readAttorney(message: string, data: ChatData, area: PracticeAreaSlug | null | undefined): PublicAttorney | null | undefined {
  const text = normalizeText(message);
  const choices = attorneyChoices(data, area);
  const number = Number(text);
  if (Number.isInteger(number) && number >= 1 && number <= choices.length) return choices[number - 1];
  if (NOT_SURE.test(text)) return null;
  const said = new Set(text.split(" "));
  const named = data.attorneys.filter((attorney) => nameWords(attorney.name).some((word) => word.length > 2 && said.has(word)));
  if (named.length === 1) return named[0];
  const attorneyMatch = data.matcher.rank(message).find((match) => match.intent.kind === "attorney");
  if (named.length === 0 && attorneyMatch?.intent.kind === "attorney") {
    const id = attorneyMatch.intent.attorneyId;
    return data.attorneys.find((attorney) => attorney._id === id);
  }
  return undefined;
}

function readMatter(message: string): string | undefined {
  const matter = message.trim().replace(/\s+/g, " ");
  if (matter.length < 3 || matter.length > INBOX_LIMITS.description.max || !/\p{L}/u.test(matter)) return undefined;
  return matter;
}

const DAY_PROBLEMS = {
  unreadable: 'I could not read that day. Please reply with a date such as 2026-03-02, "tomorrow" or a weekday such as "Tuesday".',
  past: "That day is not in the future. Please choose a day after today.",
  weekend: `We meet clients ${OFFICE_HOURS.label}. Please choose a weekday.`,
  "too-far": `Please choose a day within the next ${Math.round(BOOKING_HORIZON_DAYS / 30)} months.`,
} as const;

function ask(state: BookingState, text: string): BookingOutcome {
  return { kind: "ask", state, text };
}

/** The step after the area: the lawyer, unless there is no lawyer to choose from. */
function afterArea(data: ChatData, booking: BookingAnswers): BookingOutcome {
  if (data.attorneys.length === 0) return ask({ step: "day", booking: { ...booking, attorneyId: null, attorneyName: null } }, dayPrompt());
  return ask({ step: "attorney", booking }, attorneyPrompt(data, booking.practiceArea));
}

/** Takes the visitor's answer to the current question and moves on, or asks again. */
export function advanceBooking(state: BookingState, message: string, data: ChatData): BookingOutcome {
  const { booking } = state;
  switch (state.step) {
    case "name": {
      const name = readName(message);
      if (!name) return ask(state, 'Please type your full name using letters only, for example "Aminata Sesay".');
      return ask(
        { step: "contact", booking: { ...booking, name } },
        `Thank you, ${name}. What phone number or email address should we use to confirm your appointment?`,
      );
    }
    case "contact": {
      const contact = readContact(message);
      if (!contact) return ask(state, "Please give a phone number (for example +232 76 123 456) or an email address (for example name@example.com).");
      return ask({ step: "area", booking: { ...booking, ...contact } }, areaPrompt());
    }
    case "area": {
      const area = readArea(message, data);
      if (area === undefined) return ask(state, `I did not recognise that area. ${areaPrompt()}`);
      return afterArea(data, { ...booking, practiceArea: area });
    }
    case "attorney": {
      const attorney = readAttorney(message, data, booking.practiceArea);
      if (attorney === undefined) return ask(state, `I did not find that lawyer. ${attorneyPrompt(data, booking.practiceArea)}`);
      return ask(
        { step: "day", booking: { ...booking, attorneyId: attorney?._id ?? null, attorneyName: attorney?.name ?? null } },
        dayPrompt(),
      );
    }
    case "day": {
      const day = parsePreferredDay(message, data.now);
      if (!day.ok) return ask(state, DAY_PROBLEMS[day.reason]);
      return ask({ step: "matter", booking: { ...booking, preferredDate: day.day } }, MATTER_PROMPT);
    }
    case "matter": {
      const description = readMatter(message);
      if (!description) return ask(state, `Please describe your matter in a few words. ${MATTER_PROMPT}`);
      return {
        kind: "complete",
        booking,
        request: {
          name: booking.name ?? "",
          email: booking.email ?? "",
          phone: booking.phone ?? "",
          ...(booking.practiceArea ? { practiceArea: booking.practiceArea } : {}),
          // A lawyer deactivated while the visitor was typing is left out rather than refused.
          attorneyId: booking.attorneyId && data.attorneys.some((a) => a._id === booking.attorneyId) ? booking.attorneyId : "",
          preferredDate: booking.preferredDate ?? "",
          description,
        },
      };
    }
  }
}

export function confirmationText(booking: BookingAnswers, data: ChatData): string {
  const reach = [booking.phone, booking.email].filter(Boolean).join(" or ");
  return [
    `Thank you, ${booking.name}. Your consultation request has been received:`,
    `• Area: ${booking.practiceArea ? areaName(booking.practiceArea) : "Not sure yet"}`,
    `• Lawyer: ${booking.attorneyName ?? "Any available lawyer"}`,
    `• Preferred day: ${booking.preferredDate ? dayLabel(booking.preferredDate) : "Any"}`,
    `We will contact you on ${reach} to confirm the time. If it is urgent, call us on ${data.contact.phone}.`,
  ].join("\n");
}

export const BOOKING_TEXTS = {
  cancelled: "No problem, I have cancelled the booking and kept none of its details. How else can I help?",
  restart: namePrompt,
} as const;
