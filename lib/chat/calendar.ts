import { DEFAULT_OFFICE_HOURS, FIRM_TIMEZONE, minutesOfDay, timeLabel, type OfficeHours, type OfficeHoursPeriod } from "../firm";

/** Dates and office hours as they are in Freetown, whatever the server's own time zone. */
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

interface LocalTime {
  /** "YYYY-MM-DD" in Freetown. */
  day: string;
  /** 0 = Sunday. */
  weekday: number;
  hour: number;
  minute: number;
}

// Made on first use, not when the module loads: a browser's first Intl.DateTimeFormat loads its
// locale and time-zone data, some 50 to 90 ms of blocking script on every page that imports
// this module (the attorney dialog's consultation form does), though the date is only needed
// once the form is open.
let formatter: Intl.DateTimeFormat | undefined;

function freetownFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: FIRM_TIMEZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    weekday: "long",
  });
  return formatter;
}

export function freetownTime(now: Date): LocalTime {
  const parts = Object.fromEntries(
    freetownFormatter()
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(String(parts.weekday).toLowerCase() as (typeof WEEKDAYS)[number]),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The opening hours of one weekday, or undefined when the office is closed that day. */
function periodOn(hours: OfficeHours, weekday: number): OfficeHoursPeriod | undefined {
  return hours.find((period) => (period.days as readonly number[]).includes(weekday));
}

export function isWorkingDay(weekday: number, hours: OfficeHours): boolean {
  return periodOn(hours, weekday) !== undefined;
}

type OfficeStatus = { open: true; closesAt: string } | { open: false; opensOn: string; opensAt: string };

/** Whether the office is open at `now` by the hours staff set, and if not, when it next opens. */
export function officeStatus(now: Date, hours: OfficeHours): OfficeStatus {
  const local = freetownTime(now);
  const minutes = local.hour * 60 + local.minute;
  const today = periodOn(hours, local.weekday);
  if (today && minutes >= minutesOfDay(today.opens) && minutes < minutesOfDay(today.closes)) return { open: true, closesAt: timeLabel(today.closes) };
  if (today && minutes < minutesOfDay(today.opens)) return { open: false, opensOn: "today", opensAt: timeLabel(today.opens) };
  // Up to a week ahead: an office open one day a week opens again on that day next week.
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const weekday = (local.weekday + ahead) % 7;
    const period = periodOn(hours, weekday);
    if (period) {
      const name = WEEKDAYS[weekday];
      return { open: false, opensOn: ahead === 1 ? "tomorrow" : name[0].toUpperCase() + name.slice(1), opensAt: timeLabel(period.opens) };
    }
  }
  // Only an empty list gets here: saved hours always name a day (officeHoursSchema).
  return { open: false, opensOn: "on the next working day", opensAt: timeLabel(DEFAULT_OFFICE_HOURS[0].opens) };
}

type TomorrowStatus = { open: true; weekday: string; opensAt: string; closesAt: string } | { open: false; weekday: string; opensOn: string; opensAt: string };

/** Whether the office opens tomorrow (Freetown's tomorrow) by the hours staff set, and if not, when it next opens after it. */
export function tomorrowStatus(now: Date, hours: OfficeHours): TomorrowStatus {
  const weekday = (freetownTime(now).weekday + 1) % 7;
  const name = (day: number) => WEEKDAYS[day][0].toUpperCase() + WEEKDAYS[day].slice(1);
  const tomorrow = periodOn(hours, weekday);
  if (tomorrow) return { open: true, weekday: name(weekday), opensAt: timeLabel(tomorrow.opens), closesAt: timeLabel(tomorrow.closes) };
  for (let ahead = 1; ahead < 7; ahead += 1) {
    const next = (weekday + ahead) % 7;
    const period = periodOn(hours, next);
    if (period) return { open: false, weekday: name(weekday), opensOn: name(next), opensAt: timeLabel(period.opens) };
  }
  // Only an empty list gets here: saved hours always name a day (officeHoursSchema).
  return { open: false, weekday: name(weekday), opensOn: "the next working day", opensAt: timeLabel(DEFAULT_OFFICE_HOURS[0].opens) };
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

export type DayParse = { ok: true; day: string } | { ok: false; reason: "unreadable" | "past" | "closed" | "too-far" };

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"] as const;
const WEEKDAY_WORD = "(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)";
const MONTH_WORD = "(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)";

// Each pattern is anchored and has no nested or overlapping repetition, so it runs in linear time.
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?$/;
const DAY_MONTH = new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)? (?:of )?(${MONTH_WORD})(?: (\\d{4}))?$`);
const MONTH_DAY = new RegExp(`^(${MONTH_WORD}) (\\d{1,2})(?:st|nd|rd|th)?(?: (\\d{4}))?$`);
const WEEKDAY = new RegExp(`^(next )?(${WEEKDAY_WORD})$`);
const LEADING_WEEKDAY = new RegExp(`^${WEEKDAY_WORD} (?=\\d|${MONTH_WORD})`);

function monthNumber(word: string): number {
  return MONTHS.findIndex((month) => month.startsWith(word.slice(0, 3))) + 1;
}

/** "YYYY-MM-DD" if the parts name a real calendar day, otherwise undefined (31/02 is no day). */
function calendarDay(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A day and month without a year: the next time it comes round after today. */
function nextOccurrence(month: number, day: number, today: string): string | undefined {
  const year = Number(today.slice(0, 4));
  const thisYear = calendarDay(year, month, day);
  if (thisYear && thisYear > today) return thisYear;
  return calendarDay(year + 1, month, day) ?? thisYear;
}

function fullYear(text: string): number {
  return text.length === 2 ? 2000 + Number(text) : Number(text);
}

/** The calendar day a visitor's words name, before any check of whether it can be booked. */
function readDay(text: string, today: LocalTime): string | "today" | undefined {
  if (text === "today") return "today";
  if (text === "tomorrow" || text === "tmrw" || text === "tmr" || text === "tomorow") return addDays(today.day, 1);
  if (text === "day after tomorrow" || text === "the day after tomorrow") return addDays(today.day, 2);
  const iso = ISO.exec(text);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  // Day first, as dates are written in Sierra Leone: 3/12/2026 is the 3rd of December.
  const numeric = NUMERIC.exec(text);
  if (numeric) {
    const [day, month] = [Number(numeric[1]), Number(numeric[2])];
    return numeric[3] ? calendarDay(fullYear(numeric[3]), month, day) : nextOccurrence(month, day, today.day);
  }
  const dated = text.replace(LEADING_WEEKDAY, "");
  const dayMonth = DAY_MONTH.exec(dated);
  const monthDay = dayMonth ? null : MONTH_DAY.exec(dated);
  if (dayMonth || monthDay) {
    const [day, month, year] = dayMonth ? [dayMonth[1], dayMonth[2], dayMonth[3]] : [monthDay![2], monthDay![1], monthDay![3]];
    return year ? calendarDay(Number(year), monthNumber(month), Number(day)) : nextOccurrence(monthNumber(month), Number(day), today.day);
  }
  const named = WEEKDAY.exec(text);
  if (!named) return undefined;
  const weekday = WEEKDAYS.findIndex((name) => name.startsWith(named[2].slice(0, 3)));
  // "friday" and "next friday" both mean the coming one; the summary shows the full date.
  const ahead = (weekday - today.weekday + 7) % 7 || 7;
  return addDays(today.day, ahead);
}

/**
 * A preferred consultation day as people write it: "3/12/2026" (day first), "3-12", "3 Dec",
 * "3rd of December 2026", "December 3", "Thursday 3 Dec", "2026-12-03", "tomorrow", a weekday
 * ("friday", "next monday"). It must be a day after today on which the office opens (by the hours
 * staff set), within the booking horizon.
 */
export function parsePreferredDay(input: string, now: Date, hours: OfficeHours): DayParse {
  if (input.length > 60) return { ok: false, reason: "unreadable" };
  const text = input
    .trim()
    .toLowerCase()
    .replace(/(?<![.,!?])[.,!?]+$/, "")
    .replace(/,/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^(?:on|this|for) /, "");
  const today = freetownTime(now);
  const day = readDay(text, today);
  if (day === undefined) return { ok: false, reason: "unreadable" };
  if (day === "today") return { ok: false, reason: "past" };
  const problem = preferredDayProblem(day, now, hours);
  if (problem) return { ok: false, reason: problem };
  if (day > addDays(today.day, BOOKING_HORIZON_DAYS)) return { ok: false, reason: "too-far" };
  return { ok: true, day };
}

/**
 * What is wrong with a "YYYY-MM-DD" preferred day, wherever a visitor picks one (the chat, the
 * consultation form): "past" for today or before, "closed" for a day the office does not open.
 */
export function preferredDayProblem(day: string, now: Date, hours: OfficeHours): "past" | "closed" | undefined {
  if (day <= freetownTime(now).day) return "past";
  if (!isWorkingDay(weekdayOf(day), hours)) return "closed";
  return undefined;
}

/** The first day a visitor can pick: tomorrow in Freetown. */
export function firstBookableDay(now: Date): string {
  return addDays(freetownTime(now).day, 1);
}

/**
 * The next `count` days after today on which the office opens, the days a visitor can pick
 * without typing; fewer if the booking horizon comes first.
 */
export function nextWorkingDays(now: Date, count: number, hours: OfficeHours): string[] {
  const days: string[] = [];
  const today = freetownTime(now).day;
  for (let ahead = 1; ahead <= BOOKING_HORIZON_DAYS && days.length < count; ahead += 1) {
    const day = addDays(today, ahead);
    if (isWorkingDay(weekdayOf(day), hours)) days.push(day);
  }
  return days;
}

/** "Mon 30 Nov": short enough for a chip, and read back by parsePreferredDay. */
export function shortDayLabel(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(",", "");
}

/** An open day some two weeks ahead (ten open days on), so an example never shows a day already gone. */
export function exampleDay(now: Date, hours: OfficeHours): string {
  return nextWorkingDays(now, 10, hours).at(-1) ?? addDays(freetownTime(now).day, 14);
}

/** "14/12/2026", the way dates are written here. */
export function numericDayLabel(day: string): string {
  const [year, month, date] = day.split("-");
  return `${Number(date)}/${Number(month)}/${year}`;
}
