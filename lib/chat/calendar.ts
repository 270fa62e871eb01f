import { FIRM_TIMEZONE, OFFICE_HOURS } from "../firm";

/** Dates and office hours as they are in Freetown, whatever the server's own time zone. */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

export interface LocalTime {
  /** "YYYY-MM-DD" in Freetown. */
  day: string;
  /** 0 = Sunday. */
  weekday: number;
  hour: number;
  minute: number;
}

const formatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: FIRM_TIMEZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  weekday: "long",
});

export function freetownTime(now: Date): LocalTime {
  const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(String(parts.weekday).toLowerCase() as (typeof WEEKDAYS)[number]),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

export function isWorkingDay(weekday: number): boolean {
  return (OFFICE_HOURS.days as readonly number[]).includes(weekday);
}

export function hourLabel(hour: number): string {
  const suffix = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}

export type OfficeStatus = { open: true; closesAt: string } | { open: false; opensOn: string; opensAt: string };

/** Whether the office is open at `now`, and if not, when it next opens. */
export function officeStatus(now: Date): OfficeStatus {
  const local = freetownTime(now);
  const minutes = local.hour * 60 + local.minute;
  const opens = OFFICE_HOURS.opensAtHour * 60;
  const closes = OFFICE_HOURS.closesAtHour * 60;
  if (isWorkingDay(local.weekday) && minutes >= opens && minutes < closes) {
    return { open: true, closesAt: hourLabel(OFFICE_HOURS.closesAtHour) };
  }
  const opensAt = hourLabel(OFFICE_HOURS.opensAtHour);
  if (isWorkingDay(local.weekday) && minutes < opens) return { open: false, opensOn: "today", opensAt };
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const weekday = (local.weekday + ahead) % 7;
    if (isWorkingDay(weekday)) {
      const name = WEEKDAYS[weekday];
      return { open: false, opensOn: ahead === 1 ? "tomorrow" : name[0].toUpperCase() + name.slice(1), opensAt };
    }
  }
  return { open: false, opensOn: "on the next working day", opensAt };
}

/** Adds whole days to a "YYYY-MM-DD" day (calendar arithmetic in UTC, which has no DST). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** "Monday, 2 March 2026" for a "YYYY-MM-DD" day. */
export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export const BOOKING_HORIZON_DAYS = 180;

export type DayParse = { ok: true; day: string } | { ok: false; reason: "unreadable" | "past" | "weekend" | "too-far" };

/**
 * A preferred consultation day: "YYYY-MM-DD", "tomorrow", a weekday name ("friday", "on
 * friday", "next monday"). It must be a working day after today, within the booking horizon.
 */
export function parsePreferredDay(input: string, now: Date): DayParse {
  const text = input.trim().toLowerCase().replace(/(?<![.,!])[.,!]+$/, "").replace(/^(on|this)\s+/, "");
  const today = freetownTime(now);
  let day: string | undefined;
  const iso = text.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (iso) {
    const date = new Date(`${text}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return { ok: false, reason: "unreadable" };
    day = text;
  } else if (text === "tomorrow" || text === "tmrw" || text === "tmr") {
    day = addDays(today.day, 1);
  } else if (text === "today") {
    return { ok: false, reason: "past" };
  } else {
    const named = text.match(/^(next\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)$/);
    if (!named) return { ok: false, reason: "unreadable" };
    const weekday = WEEKDAYS.findIndex((name) => name.startsWith(named[2].slice(0, 3)));
    let ahead = (weekday - today.weekday + 7) % 7;
    // "friday" and "next friday" both mean the coming one; the confirmation shows the full date.
    if (ahead === 0) ahead = 7;
    day = addDays(today.day, ahead);
  }
  if (day <= today.day) return { ok: false, reason: "past" };
  if (!isWorkingDay(weekdayOf(day))) return { ok: false, reason: "weekend" };
  if (day > addDays(today.day, BOOKING_HORIZON_DAYS)) return { ok: false, reason: "too-far" };
  return { ok: true, day };
}
