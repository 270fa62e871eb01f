import type { ChatChoice } from "../collections/chat";
import { EMAIL_MAX, EMAIL_PATTERN } from "../collections/fields";
import { PHONE_PATTERN } from "../collections/attorney";
import { INBOX_LIMITS, type ConsultationInput } from "../collections/inbox";
import { FIRM_NAME, PRACTICE_AREAS, type PracticeAreaSlug } from "../firm";
import { TEXTS } from "../texts";
import type { PublicAttorney } from "../services/public-attorneys";
import { attorneysForArea, areaName, hoursLabel } from "./answers";
import {
  BOOKING_HORIZON_DAYS,
  dayLabel,
  exampleDay,
  nextWorkingDays,
  numericDayLabel,
  parsePreferredDay,
  preferredDayProblem,
  shortDayLabel,
} from "./calendar";
import type { ChatData } from "./data";
import type { BookingAnswers, BookingState, BookingTopic } from "./conversation-store";
import { contentTerms, normalizeText, termsOf, type ReadMessage } from "./normalize";
import { PRACTICE_AREA_VOCABULARY } from "./vocabulary";

/**
 * The consultation booking, one question at a time: name, phone or email, practice area,
 * preferred lawyer, preferred day, a line about the matter, then a summary to confirm or change.
 * A question already answered (an area or lawyer the visitor named earlier) is skipped. Each
 * answer is checked and, when it does not fit, the same question comes back with what is
 * expected. Choices go out as `choices`; a tapped choice arrives as an ordinary message.
 */
export type BookingOutcome =
  { kind: "ask"; state: BookingState; text: string; choices?: ChatChoice[] } | { kind: "complete"; request: ConsultationInput; booking: BookingAnswers };

const NOT_SURE = /^(not sure|dont know|do not know|unsure|no idea|other|none of these|skip|any|no preference|no|none|doesnt matter|it doesnt matter|either)$/;
const ANY_LAWYER =
  /^(any|any lawyer|any available lawyer|anyone|any one|whoever|no preference|no|none|doesnt matter|it doesnt matter|either|not sure|dont know)$/;
const CONFIRM =
  /^(confirm|confirmed|yes|y|yes please|yes confirm|ok|okay|correct|thats correct|thats right|that is right|right|send|send it|submit|book it|go ahead|all good|looks good|fine)$/;
const CHANGE = /^(?:change|edit|fix|correct|update) (?:my |the )?(.+)$/;
const CANCEL_HINT = 'You can type "cancel" or "start over" at any time.';

const NOT_SURE_CHOICE = "Not sure";
const ANY_LAWYER_CHOICE = "Any available lawyer";
const CONFIRM_CHOICE = "Confirm";
/** What each "Change …" choice re-asks; the first word list is the chip's own text. */
const CHANGES = [
  { field: "name", label: "Change name", words: ["name", "full name"] },
  { field: "contact", label: "Change phone or email", words: ["phone or email", "phone", "email", "number", "phone number", "contact", "email address"] },
  { field: "area", label: "Change area", words: ["area", "practice area"] },
  { field: "attorney", label: "Change lawyer", words: ["lawyer", "attorney", "preferred lawyer"] },
  { field: "day", label: "Change day", words: ["day", "date", "preferred day"] },
  { field: "matter", label: "Change matter", words: ["matter", "description", "details"] },
] as const;
type Field = (typeof CHANGES)[number]["field"];

const choice = (text: string): ChatChoice => ({ text });

function same(message: string, label: string): boolean {
  return normalizeText(message) === normalizeText(label);
}

// ---------------------------------------------------------------------------------------------
// What a message names: a practice area or one of the firm's lawyers, read strictly (whole
// words, one candidate only), since a wrong guess would skip a question the visitor must answer.

/** Each area's everyday phrases as stemmed word lists, built once. */
const AREA_PHRASES = PRACTICE_AREAS.map((area) => ({
  slug: area.slug,
  phrases: [...PRACTICE_AREA_VOCABULARY[area.slug].phrases, area.name].map((phrase) => contentTerms(phrase)).filter((terms) => terms.length > 0),
}));

/** The one practice area the message's words name, or undefined when none or several do. */
function areaNamedIn(message: ReadMessage): PracticeAreaSlug | undefined {
  const terms = new Set(termsOf(message.text));
  const named = AREA_PHRASES.filter((area) => area.phrases.some((phrase) => phrase.every((term) => terms.has(term))));
  return named.length === 1 ? named[0].slug : undefined;
}

/** Words of the firm's own name do not pick a lawyer ("Kamara & Associates" is not Fatmata Kamara). */
const FIRM_WORDS = new Set(normalizeText(FIRM_NAME).split(" "));

/**
 * Each name's words, kept: every message is checked against every lawyer's name, and the team
 * changes rarely. Cleared when it grows past what any team's renames could reach.
 */
const NAME_WORDS = new Map<string, readonly string[]>();

function nameWords(name: string): readonly string[] {
  let found = NAME_WORDS.get(name);
  if (!found) {
    if (NAME_WORDS.size >= 1_000) NAME_WORDS.clear();
    found = normalizeText(name)
      .split(" ")
      .filter((word) => word.length > 2);
    NAME_WORDS.set(name, found);
  }
  return found;
}

/** The one active lawyer the message names by first or last name, or undefined. */
function attorneyNamedIn(message: ReadMessage, attorneys: readonly PublicAttorney[]): PublicAttorney | undefined {
  const said = new Set(message.text.split(" "));
  const named = attorneys.filter((attorney) => nameWords(attorney.name).some((word) => !FIRM_WORDS.has(word) && said.has(word)));
  if (named.length === 1) return named[0];
  // A full name settles it even when one of its words is shared ("Fatmata Kamara").
  const full = attorneys.filter((attorney) => nameWords(attorney.name).every((word) => said.has(word)));
  return full.length === 1 ? full[0] : undefined;
}

/** The practice areas a lawyer's specialties belong to. */
function areasOf(attorney: PublicAttorney): PracticeAreaSlug[] {
  return PRACTICE_AREAS.filter((area) => attorneysForArea([attorney], area.slug).length > 0).map((area) => area.slug);
}

/** The area and lawyer a message asks about, to be remembered for a booking begun later. */
export function topicOf(message: ReadMessage, data: ChatData): BookingTopic {
  const practiceArea = areaNamedIn(message);
  const attorney = attorneyNamedIn(message, data.attorneys);
  return { ...(practiceArea ? { practiceArea } : {}), ...(attorney ? { attorneyId: attorney._id } : {}) };
}

/** Fills the booking with a lawyer; a lawyer who covers one area also settles the area. */
function withAttorney(booking: BookingAnswers, attorney: PublicAttorney | null): BookingAnswers {
  if (!attorney) return { ...booking, attorneyId: null, attorneyName: null };
  const areas = areasOf(attorney);
  const practiceArea = booking.practiceArea === undefined && areas.length === 1 ? areas[0] : booking.practiceArea;
  return { ...booking, attorneyId: attorney._id, attorneyName: attorney.name, ...(practiceArea !== undefined ? { practiceArea } : {}) };
}

/** A booking begun with what the visitor already said (earlier in the chat, or in this message). */
function carriedOver(topic: BookingTopic, data: ChatData): BookingAnswers {
  const attorney = data.attorneys.find((candidate) => candidate._id === topic.attorneyId);
  const booking: BookingAnswers = topic.practiceArea ? { practiceArea: topic.practiceArea } : {};
  return attorney ? withAttorney(booking, attorney) : booking;
}

// ---------------------------------------------------------------------------------------------
// The questions.

function lawyerChoices(data: ChatData, area: PracticeAreaSlug | null | undefined): readonly PublicAttorney[] {
  const matching = area ? attorneysForArea(data.attorneys, area) : [];
  return matching.length > 0 ? matching : data.attorneys;
}

function dayExamples(data: ChatData): string {
  const example = exampleDay(data.now, data.contact.officeHours);
  return `a date such as ${numericDayLabel(example)} or ${shortDayLabel(example).replace(/^\S+ /, "")}, "tomorrow" or "next Monday"`;
}

function question(step: BookingState["step"], booking: BookingAnswers, data: ChatData): { text: string; choices?: ChatChoice[] } {
  switch (step) {
    case "name":
      return { text: `What is your full name? ${CANCEL_HINT}` };
    case "contact":
      return { text: `Thank you, ${booking.name}. What phone number or email address should we use to confirm your appointment?` };
    case "area":
      return {
        text: "Which area is your matter about? Choose one below or type a few words.",
        choices: [...PRACTICE_AREAS.map((area) => choice(area.name)), choice(NOT_SURE_CHOICE)],
      };
    case "attorney": {
      const area = booking.practiceArea ? ` for ${areaName(booking.practiceArea)}` : "";
      return {
        text: `Do you have a preferred lawyer${area}? Choose one below or type a name.`,
        choices: [...lawyerChoices(data, booking.practiceArea).map((attorney) => choice(attorney.name)), choice(ANY_LAWYER_CHOICE)],
      };
    }
    case "day":
      return {
        text: `Which day would suit you? We meet clients ${hoursLabel(data)}. Choose a day below, or type ${dayExamples(data)}.`,
        choices: nextWorkingDays(data.now, 3, data.contact.officeHours).map((day) => choice(shortDayLabel(day))),
      };
    case "matter":
      return { text: 'In one line, what is your matter about? For example: "dispute over a plot in Waterloo".' };
    case "confirm":
      return { text: summaryText(booking), choices: [choice(CONFIRM_CHOICE), ...CHANGES.map((change) => choice(change.label))] };
  }
}

/** The first question not yet answered; the summary once all are. */
function nextStep(booking: BookingAnswers): BookingState["step"] {
  if (!booking.name) return "name";
  if (!booking.email && !booking.phone) return "contact";
  if (booking.practiceArea === undefined) return "area";
  if (booking.attorneyId === undefined) return "attorney";
  if (!booking.preferredDate) return "day";
  if (!booking.description) return "matter";
  return "confirm";
}

function ask(booking: BookingAnswers, data: ChatData, lead?: string): BookingOutcome {
  // With no lawyer to choose from, the lawyer question answers itself.
  const settled = data.attorneys.length === 0 && booking.attorneyId === undefined ? { ...booking, attorneyId: null, attorneyName: null } : booking;
  const step = nextStep(settled);
  const { text, choices } = question(step, settled, data);
  return { kind: "ask", state: { step, booking: settled }, text: lead ? `${lead} ${text}` : text, ...(choices ? { choices } : {}) };
}

/** The current step's question, asked again after a question of the visitor's own was answered. */
export function bookingQuestion(state: BookingState, data: ChatData): { text: string; choices?: ChatChoice[] } {
  return question(state.step, state.booking, data);
}

/** The same question again, after an answer that did not fit. */
function askAgain(state: BookingState, data: ChatData, problem: string): BookingOutcome {
  const { text, choices } = question(state.step, state.booking, data);
  return { kind: "ask", state, text: `${problem} ${text}`, ...(choices ? { choices } : {}) };
}

function startLead(booking: BookingAnswers): string {
  const about = [booking.practiceArea ? `about ${areaName(booking.practiceArea)}` : "", booking.attorneyName ? `with ${booking.attorneyName}` : ""].filter(
    Boolean,
  );
  return `I can help you book a consultation${about.length ? ` ${about.join(" ")}` : ""}.`;
}

/** The first question, skipping what the visitor already told us. */
export function startBooking(topic: BookingTopic, data: ChatData): BookingOutcome & { kind: "ask" } {
  const booking = carriedOver(topic, data);
  return ask(booking, data, startLead(booking)) as BookingOutcome & { kind: "ask" };
}

/** "start over": the first question again, with nothing carried over. */
export function restartBooking(data: ChatData): BookingOutcome & { kind: "ask" } {
  return ask({}, data, "Let's start again.") as BookingOutcome & { kind: "ask" };
}

// ---------------------------------------------------------------------------------------------
// Reading the answers.

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
  if (message.length > 200) return undefined;
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

function readArea(message: ReadMessage, data: ChatData): PracticeAreaSlug | null | undefined {
  const raw = message.raw;
  const picked = PRACTICE_AREAS.find((area) => same(raw, area.name));
  if (picked) return picked.slug;
  if (NOT_SURE.test(message.text)) return null;
  const named = areaNamedIn(message);
  if (named) return named;
  const area = data.matcher.rank(message).find((match) => match.intent.kind === "area");
  return area?.intent.kind === "area" ? area.intent.area : undefined;
}

function readAttorney(message: ReadMessage, data: ChatData): PublicAttorney | null | undefined {
  const raw = message.raw;
  const picked = data.attorneys.find((attorney) => same(raw, attorney.name));
  if (picked) return picked;
  if (ANY_LAWYER.test(message.text)) return null;
  const named = attorneyNamedIn(message, data.attorneys);
  if (named) return named;
  const fuzzy = data.matcher.rank(message).find((match) => match.intent.kind === "attorney");
  if (fuzzy?.intent.kind !== "attorney") return undefined;
  const id = fuzzy.intent.attorneyId;
  return data.attorneys.find((attorney) => attorney._id === id);
}

function readMatter(message: string): string | undefined {
  const matter = message.trim().replace(/\s+/g, " ");
  if (matter.length < 3 || matter.length > INBOX_LIMITS.description.max || !/\p{L}/u.test(matter)) return undefined;
  return matter;
}

function readChange(message: string): Field | "unknown" | undefined {
  const text = normalizeText(message);
  if (text === "change" || text === "edit") return "unknown";
  const what = CHANGE.exec(text)?.[1];
  if (!what) return undefined;
  return CHANGES.find((change) => (change.words as readonly string[]).includes(what))?.field ?? "unknown";
}

function dayProblem(reason: "unreadable" | "past" | "closed" | "too-far", data: ChatData): string {
  switch (reason) {
    case "unreadable":
      return "I could not read that day.";
    case "past":
      return TEXTS.dayNotInFuture;
    case "closed":
      return TEXTS.closedDay(hoursLabel(data));
    case "too-far":
      return `Please choose a day within the next ${Math.round(BOOKING_HORIZON_DAYS / 30)} months.`;
  }
}

/** What a change at the summary forgets, so that its question is asked again. */
function forget(booking: BookingAnswers, field: Field): BookingAnswers {
  const next = { ...booking };
  switch (field) {
    case "name":
      delete next.name;
      break;
    case "contact":
      delete next.email;
      delete next.phone;
      break;
    case "area":
      // The lawyers offered depend on the area, so a new area asks for the lawyer again.
      delete next.practiceArea;
      delete next.attorneyId;
      delete next.attorneyName;
      break;
    case "attorney":
      delete next.attorneyId;
      delete next.attorneyName;
      break;
    case "day":
      delete next.preferredDate;
      break;
    case "matter":
      delete next.description;
      break;
  }
  return next;
}

function consultationRequest(booking: BookingAnswers, data: ChatData): ConsultationInput {
  return {
    name: booking.name ?? "",
    email: booking.email ?? "",
    phone: booking.phone ?? "",
    ...(booking.practiceArea ? { practiceArea: booking.practiceArea } : {}),
    // A lawyer deactivated while the visitor was typing is left out rather than refused.
    attorneyId: booking.attorneyId && data.attorneys.some((a) => a._id === booking.attorneyId) ? booking.attorneyId : "",
    preferredDate: booking.preferredDate ?? "",
    description: booking.description ?? "",
  };
}

/** Takes the visitor's answer to the current question and moves on, or asks again. */
export function advanceBooking(state: BookingState, message: ReadMessage, data: ChatData): BookingOutcome {
  const { booking } = state;
  const raw = message.raw;
  switch (state.step) {
    case "name": {
      const name = readName(raw);
      if (!name) return askAgain(state, data, 'Please type your full name using letters only, for example "Aminata Sesay".');
      return ask({ ...booking, name }, data);
    }
    case "contact": {
      const contact = readContact(raw);
      if (!contact)
        return { kind: "ask", state, text: "Please give a phone number (for example +232 76 123 456) or an email address (for example name@example.com)." };
      return ask({ ...booking, ...contact }, data);
    }
    case "area": {
      const area = readArea(message, data);
      if (area !== undefined) return ask({ ...booking, practiceArea: area }, data);
      // Naming a lawyer answers this question and the next one.
      const attorney = attorneyNamedIn(message, data.attorneys);
      if (attorney) {
        const areas = areasOf(attorney);
        return ask(withAttorney({ ...booking, practiceArea: areas.length === 1 ? areas[0] : null }, attorney), data);
      }
      return askAgain(state, data, "I did not recognise that area.");
    }
    case "attorney": {
      const attorney = readAttorney(message, data);
      if (attorney === undefined) return askAgain(state, data, "I did not find that lawyer.");
      return ask(withAttorney(booking, attorney), data);
    }
    case "day": {
      const day = parsePreferredDay(raw, data.now, data.contact.officeHours);
      if (!day.ok) return askAgain(state, data, dayProblem(day.reason, data));
      return ask({ ...booking, preferredDate: day.day }, data);
    }
    case "matter": {
      const description = readMatter(raw);
      if (!description) return askAgain(state, data, "Please describe your matter in a few words.");
      return ask({ ...booking, description }, data);
    }
    case "confirm": {
      if (CONFIRM.test(message.text) || same(raw, CONFIRM_CHOICE)) {
        // Staff may have changed the hours, or the day passed, since the visitor picked it.
        const problem = booking.preferredDate ? preferredDayProblem(booking.preferredDate, data.now, data.contact.officeHours) : undefined;
        if (problem) return ask(forget(booking, "day"), data, dayProblem(problem, data));
        return { kind: "complete", booking, request: consultationRequest(booking, data) };
      }
      const change = readChange(raw);
      if (change && change !== "unknown") return ask(forget(booking, change), data);
      return askAgain(state, data, `Please choose "${CONFIRM_CHOICE}" to send your request, or choose what to change.`);
    }
  }
}

function summaryLines(booking: BookingAnswers): string[] {
  return [
    `• Area: ${booking.practiceArea ? areaName(booking.practiceArea) : "Not sure yet"}`,
    `• Lawyer: ${booking.attorneyName ?? ANY_LAWYER_CHOICE}`,
    `• Preferred day: ${booking.preferredDate ? dayLabel(booking.preferredDate) : "Any"}`,
  ];
}

function summaryText(booking: BookingAnswers): string {
  return [
    "Please check your request:",
    `• Name: ${booking.name}`,
    `• Phone or email: ${[booking.phone, booking.email].filter(Boolean).join(", ")}`,
    ...summaryLines(booking),
    `• Matter: ${booking.description}`,
    `Choose "${CONFIRM_CHOICE}" to send it, or change any part.`,
  ].join("\n");
}

export function confirmationText(booking: BookingAnswers, data: ChatData, reference: string): string {
  const reach = [booking.phone, booking.email].filter(Boolean).join(" or ");
  return [
    `Thank you, ${booking.name}. Your consultation request has been received. Your reference is ${reference}: please quote it if you call us.`,
    ...summaryLines(booking),
    `We will contact you on ${reach} to confirm the time. If it is urgent, call us on ${data.contact.phone}.`,
  ].join("\n");
}

export const BOOKING_TEXTS = {
  cancelled: "No problem, I have cancelled the booking and kept none of its details. How else can I help?",
} as const;
