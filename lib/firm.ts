import type { z } from "zod";
import type { firmContactInputSchema, officeHoursSchema } from "./collections/firm";

/**
 * The firm's own facts. The defaults here seed the site; staff can change the contact details
 * (stored in the settings collection) and every page and the chat read them from there.
 */
export const FIRM_NAME = "Kamara & Associates Chambers";
export const FIRM_TIMEZONE = "Africa/Freetown";

/** Days as JavaScript numbers them: 0 is Sunday. */
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The weekly opening hours in Freetown time (GMT, no daylight saving), "HH:MM" on a 24-hour clock; a day appears in at most one period, and a day in none is closed. */
export type OfficeHours = z.infer<typeof officeHoursSchema>;
export type OfficeHoursPeriod = OfficeHours[number];

/** The firm's contact details, in the shape their schema gives them (lib/collections/firm.ts). */
export type FirmContact = z.infer<typeof firmContactInputSchema>;

export const DEFAULT_OFFICE_HOURS: OfficeHours = [{ days: [1, 2, 3, 4, 5], opens: "09:00", closes: "17:00" }];

export const DEFAULT_FIRM_CONTACT: FirmContact = {
  address: "12 Siaka Stevens Street, Freetown, Sierra Leone",
  phone: "+232 76 123 456",
  whatsapp: "+232 77 555 010",
  emails: ["info@kamarachambers.sl", "consult@kamarachambers.sl"],
  social: {},
  officeHours: DEFAULT_OFFICE_HOURS,
  notificationEmails: [],
  emergencyContacts: [],
};

/** Minutes after midnight of an "HH:MM" time. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** "09:00" -> "9 AM", "13:30" -> "1:30 PM", "12:00" -> "12 PM". */
export function timeLabel(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""} ${hours < 12 ? "AM" : "PM"}`;
}

/** [1,2,3,4,5] -> "Monday to Friday"; [1,3,5] -> "Monday, Wednesday and Friday". */
function daysLabel(days: readonly Weekday[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  const consecutive = sorted.every((day, index) => index === 0 || day === sorted[index - 1] + 1);
  const names = sorted.map((day) => WEEKDAY_NAMES[day]);
  if (names.length > 2 && consecutive) return `${names[0]} to ${names[names.length - 1]}`;
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : (names[0] ?? "");
}

/** "Monday to Friday 9 AM to 5 PM", as the specification words the firm's hours. */
export function officeHoursLabel(hours: OfficeHours): string {
  return hours.map((period) => `${daysLabel(period.days)} ${timeLabel(period.opens)} to ${timeLabel(period.closes)}`).join("; ");
}

export function opensOnWeekends(hours: OfficeHours): boolean {
  return hours.some((period) => period.days.includes(0) || period.days.includes(6));
}

/** A dialable tel: address: the digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, "")}`;
}

/** WhatsApp click-to-chat (https://wa.me/<country code and number, digits only>). */
export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`;
}

/**
 * The practice areas: slug (the anchor on /services and the value forms send), name and what each
 * covers, in one place for the site, the forms, the chat and the inbox.
 */
export const PRACTICE_AREAS = [
  {
    slug: "family",
    name: "Family Law",
    description: "Divorce, child custody and maintenance, adoption, wills and inheritance, handled with care and discretion.",
  },
  {
    slug: "business",
    name: "Business Law",
    description: "Company registration, shareholder agreements, corporate governance, banking and investment, for firms of every size.",
  },
  {
    slug: "shipping",
    name: "Shipping Law",
    description: "Cargo claims, vessel arrests, charter parties, and port and customs matters at Queen Elizabeth II Quay and beyond.",
  },
  {
    slug: "land",
    name: "Land Law",
    description: "Title searches, conveyancing, leases and title deeds, and boundary and family land disputes across Sierra Leone.",
  },
  {
    slug: "arbitration",
    name: "Arbitration",
    description: "Settling commercial disputes out of court by arbitration or mediation, and enforcing the awards.",
  },
  {
    slug: "contract",
    name: "Contract Law",
    description: "Drafting, reviewing and enforcing commercial agreements, supply deals and employment contracts.",
  },
  {
    slug: "criminal",
    name: "Criminal Law",
    description: "Defence from arrest to appeal: police stations, bail applications, trials, and human rights claims.",
  },
] as const;

type PracticeArea = (typeof PRACTICE_AREAS)[number];
export type PracticeAreaSlug = PracticeArea["slug"];
export const PRACTICE_AREA_SLUGS = PRACTICE_AREAS.map((area) => area.slug) as [PracticeAreaSlug, ...PracticeAreaSlug[]];

/**
 * The practice areas an attorney's specialties name ("Land Disputes" is land law), in the order of
 * the specialties, so the first is the one the attorney lists first.
 */
export function practiceAreasOf(specialties: readonly string[]): PracticeArea[] {
  const found: PracticeArea[] = [];
  for (const specialty of specialties) {
    const words = specialty.toLowerCase();
    for (const area of PRACTICE_AREAS) if (words.includes(area.slug) && !found.includes(area)) found.push(area);
  }
  return found;
}
