import { FIRM_TIMEZONE } from "@/lib/firm";

/** How the admin screens write people and dates. */
export function fullName(person: { firstName?: string; lastName?: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ");
}

// Written out because some ICU versions abbreviate September as "Sept" in en-GB.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

// The firm works on Freetown time, whatever the zone of the computer showing the screen.
const PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: FIRM_TIMEZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parts(date: Date) {
  const found: Record<string, string> = {};
  for (const part of PARTS.formatToParts(date)) found[part.type] = part.value;
  return { day: Number(found.day), month: MONTHS[Number(found.month) - 1], year: found.year, hour: found.hour, minute: found.minute };
}

/** "30 Nov 2026, 09:14" in Freetown time: day first and a 24-hour clock, as people here read dates. */
export function dateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return "";
  const { day, month, year, hour, minute } = parts(date);
  return `${day} ${month} ${year}, ${hour}:${minute}`;
}

/** A calendar day with no time of its own ("2026-11-30"): "30 Nov 2026". */
export function calendarDay(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  if (!match) return "";
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${Number(match[3])} ${month} ${match[1]}` : "";
}
