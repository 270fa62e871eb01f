import { FIRM_NAME, officeHoursLabel, PRACTICE_AREAS, type PracticeAreaSlug } from "../firm";
import { TEXTS } from "../texts";
import type { PublicAttorney } from "../services/public-attorneys";
import type { QuickReply } from "../collections/quick-reply";
import type { ChatData } from "./data";
import { officeStatus, tomorrowStatus } from "./calendar";
import type { ReadMessage } from "./normalize";
import { PRACTICE_AREA_VOCABULARY, type FixedIntent } from "./vocabulary";

/**
 * The chat's answers, each built from the firm's live data. None states a rule of law: where
 * a question needs a lawyer, the answer says so and points to the people who can help.
 */
export interface Answer {
  /** What the message was understood as; reported by the evaluation, never shown. */
  intent: string;
  text: string;
  showOptions: boolean;
  /** Quick replies of this answer's own, in place of the firm's list. */
  quickReplies?: readonly QuickReply[];
}

const lines = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join("\n");

export function areaName(slug: PracticeAreaSlug): string {
  return PRACTICE_AREAS.find((area) => area.slug === slug)?.name ?? slug;
}

export function attorneysForArea(attorneys: readonly PublicAttorney[], slug: PracticeAreaSlug): PublicAttorney[] {
  const fragments = PRACTICE_AREA_VOCABULARY[slug].specialties;
  return attorneys.filter((attorney) => attorney.specialties.some((specialty) => fragments.some((f) => specialty.toLowerCase().includes(f))));
}

function attorneyLabel(attorney: PublicAttorney): string {
  return `${attorney.name} (${attorney.title})`;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The hours staff saved, in words ("Monday to Friday 9 AM to 5 PM"). */
export function hoursLabel(data: ChatData): string {
  return officeHoursLabel(data.contact.officeHours);
}

function reachUs(data: ChatData): string {
  return `You can call us on ${data.contact.phone} or email ${data.contact.emails[0]} (${hoursLabel(data)}).`;
}

const BOOKING_HINT = 'If you would like to meet one of our lawyers, choose "Schedule Consultation" or type "book".';

function legal(intent: string, ...parts: (string | false | undefined)[]): Answer {
  return { intent, text: lines(...parts, TEXTS.notLegalAdvice), showOptions: true };
}

function greetingAnswer(): Answer {
  return { intent: "greeting", text: TEXTS.chatGreeting(FIRM_NAME), showOptions: true };
}

function thanksAnswer(): Answer {
  return { intent: "thanks", text: "You're welcome! Is there anything else I can help you with?", showOptions: true };
}

function goodbyeAnswer(): Answer {
  return { intent: "goodbye", text: `Thank you for contacting ${FIRM_NAME}. Take care, and goodbye!`, showOptions: false };
}

function servicesAnswer(): Answer {
  return {
    intent: "services",
    text: lines(
      `${FIRM_NAME} advises and represents clients in ${listOf(PRACTICE_AREAS.map((area) => area.name))}.`,
      'Tell me what your matter is about (for example "land dispute", "divorce" or "company registration") and I will tell you which of our lawyers handles it.',
    ),
    showOptions: true,
  };
}

function teamAnswer(data: ChatData): Answer {
  if (data.attorneys.length === 0) return { intent: "team", text: lines(TEXTS.noTeamMembers, reachUs(data)), showOptions: true };
  const members = data.attorneys.map((attorney) => {
    const focus = attorney.specialties.slice(0, 2).join(", ");
    return `• ${attorneyLabel(attorney)}${focus ? `: ${focus}` : ""}`;
  });
  return {
    intent: "team",
    text: lines("Our team:", ...members, "Ask me about any of them by name, or tell me what your matter is about."),
    showOptions: true,
  };
}

function contactAnswer(data: ChatData): Answer {
  const { address, phone, emails } = data.contact;
  return {
    intent: "contact",
    text: lines(`Address: ${address}`, `Phone: ${phone}`, `Email: ${emails[0]} or ${emails[1]}`, `Office hours: ${hoursLabel(data)} (Freetown time, GMT).`),
    showOptions: true,
  };
}

/** The weekly hours, then whether the office is open now, or tomorrow when that is what the visitor asked about. */
function hoursAnswer(data: ChatData, message: ReadMessage): Answer {
  const weekly = `Our office is open ${hoursLabel(data)} (Freetown time, GMT).`;
  if (message.tokens.includes("tomorrow")) {
    const tomorrow = tomorrowStatus(data.now, data.contact.officeHours);
    const line = tomorrow.open
      ? `Tomorrow, ${tomorrow.weekday}, we are open from ${tomorrow.opensAt} to ${tomorrow.closesAt}.`
      : `We are closed tomorrow, ${tomorrow.weekday}. We open again on ${tomorrow.opensOn} at ${tomorrow.opensAt}.`;
    return { intent: "hours", text: lines(weekly, line), showOptions: true };
  }
  const status = officeStatus(data.now, data.contact.officeHours);
  const now = status.open
    ? `We are open right now, until ${status.closesAt} today.`
    : `We are closed right now. We open again ${status.opensOn === "today" || status.opensOn === "tomorrow" ? status.opensOn : `on ${status.opensOn}`} at ${status.opensAt}.`;
  return { intent: "hours", text: lines(weekly, now), showOptions: true };
}

function addressAnswer(data: ChatData): Answer {
  return {
    intent: "address",
    text: lines(
      `Our office is at ${data.contact.address}.`,
      `For directions, search for the address in your maps app, or call us on ${data.contact.phone} and we will guide you. We are open ${hoursLabel(data)}.`,
    ),
    showOptions: true,
  };
}

export function phoneAnswer(data: ChatData): Answer {
  return { intent: "phone", text: `You can call us on ${data.contact.phone}, ${hoursLabel(data)}.`, showOptions: true };
}

function emailAnswer(data: ChatData): Answer {
  const [general, consult] = data.contact.emails;
  return { intent: "email", text: `Email us at ${general} for general enquiries, or ${consult} about a consultation.`, showOptions: true };
}

function areaTeamLine(data: ChatData, slug: PracticeAreaSlug): string {
  const matching = attorneysForArea(data.attorneys, slug);
  if (matching.length === 0) return `Please contact the office on ${data.contact.phone} and we will put you in touch with the right lawyer.`;
  return `Our lawyers for ${areaName(slug)}: ${listOf(matching.map(attorneyLabel))}.`;
}

export function areaAnswer(data: ChatData, slug: PracticeAreaSlug): Answer {
  return legal(`area:${slug}`, `Our ${areaName(slug)} practice handles ${PRACTICE_AREA_VOCABULARY[slug].covers}.`, areaTeamLine(data, slug), BOOKING_HINT);
}

export function attorneyAnswer(data: ChatData, attorneyId: string): Answer | undefined {
  const attorney = data.attorneys.find((a) => a._id === attorneyId);
  if (!attorney) return undefined;
  const focus = attorney.specialties.length ? `, working on ${listOf(attorney.specialties)}` : "";
  const reach = [attorney.contact.phone, attorney.contact.email].filter(Boolean).join(" or ");
  return {
    intent: `attorney:${attorney.name}`,
    text: lines(
      `${attorney.name} is ${attorney.title} at ${FIRM_NAME}, based in ${attorney.location}${focus}.`,
      reach ? `You can reach ${attorney.name} on ${reach}.` : reachUs(data),
      BOOKING_HINT,
    ),
    showOptions: true,
  };
}

export function knowledgeAnswer(data: ChatData, knowledgeId: string): Answer | undefined {
  const entry = data.knowledge.find((k) => k._id === knowledgeId);
  if (!entry) return undefined;
  return { intent: `knowledge:${entry.title}`, text: lines(entry.answer, reachUs(data)), showOptions: true };
}

export function urgentAnswer(data: ChatData): Answer {
  const defenders = attorneysForArea(data.attorneys, "criminal");
  return {
    intent: "urgent",
    text: lines(
      `This sounds urgent. Please call our office now on ${data.contact.phone} so a lawyer can help straight away; do not wait for a chat reply.`,
      defenders.length > 0 && `Ask for our criminal defence lawyers: ${listOf(defenders.map(attorneyLabel))}.`,
      `If you cannot get through, email ${data.contact.emails[0]} with the person's full name and where they are being held.`,
      TEXTS.notLegalAdvice,
    ),
    showOptions: false,
  };
}

/**
 * Someone in danger now: their safety before anything else, with the emergency contacts staff
 * set (none are ever made up) and the firm's phone, and no booking offer.
 */
export function safetyAnswer(data: ChatData): Answer {
  const contacts = data.contact.emergencyContacts;
  return {
    intent: "safety",
    text: lines(
      "Your safety comes first. If you are in danger right now, go to a safe place and call for help.",
      contacts.length > 0 && `Emergency contacts: ${contacts.map((contact) => `${contact.name}: ${contact.phone}`).join("; ")}.`,
      `Then call our office on ${data.contact.phone} so a lawyer can help you.`,
      TEXTS.notLegalAdvice,
    ),
    showOptions: false,
  };
}

/** A request a law firm's assistant does not handle (weather, recipes, poems, travel, sport...). */
export function offTopicAnswer(): Answer {
  return {
    intent: "off-topic",
    text: `I'm sorry, I can only help with ${FIRM_NAME}'s legal services: our practice areas, our lawyers, booking a consultation and how to reach us. What can I help you with?`,
    showOptions: true,
  };
}

/** A topic the chat can offer when it is not sure: the text sent back when clicked leads to it. */
export interface Suggestion {
  text: string;
  icon: QuickReply["icon"];
}

/** Not sure what was meant: say so, offer the closest topics and the ways to reach a person. */
export function unsureAnswer(data: ChatData, suggestions: readonly Suggestion[]): Answer {
  if (suggestions.length === 0) return unknownAnswer(data);
  return {
    intent: "unknown",
    text: lines("I'm not sure I understood. Did you mean one of these?", reachUs(data)),
    showOptions: true,
    quickReplies: suggestions.map((suggestion) => ({ id: `suggest-${suggestion.text}`, text: suggestion.text, icon: suggestion.icon, description: "" })),
  };
}

/** A question that needs a lawyer's judgement: say so plainly and point to the people who can help. */
export function judgementAnswer(data: ChatData, slug?: PracticeAreaSlug): Answer {
  return legal(
    "legal-question",
    "That question needs a lawyer's judgement on the facts of your case, so I cannot answer it here.",
    slug && areaTeamLine(data, slug),
    reachUs(data),
    BOOKING_HINT,
  );
}

export function unknownAnswer(data: ChatData): Answer {
  return {
    intent: "unknown",
    text: lines("I'm sorry, I don't have an answer to that.", reachUs(data), "Or choose one of the options below."),
    showOptions: true,
  };
}

export function fixedAnswer(data: ChatData, intent: Exclude<FixedIntent, "booking">, message: ReadMessage): Answer {
  switch (intent) {
    case "greeting":
      return greetingAnswer();
    case "thanks":
      return thanksAnswer();
    case "goodbye":
      return goodbyeAnswer();
    case "services":
      return servicesAnswer();
    case "team":
      return teamAnswer(data);
    case "contact":
      return contactAnswer(data);
    case "hours":
      return hoursAnswer(data, message);
    case "address":
      return addressAnswer(data);
    case "phone":
      return phoneAnswer(data);
    case "email":
      return emailAnswer(data);
  }
}
