/** @jest-environment node */
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from "../firm";
import { exampleDay, firstBookableDay, nextWorkingDays, officeStatus, parsePreferredDay, preferredDayProblem, shortDayLabel } from "./calendar";

const HOURS = DEFAULT_OFFICE_HOURS;

// Wednesday 4 March 2026, 10:30 in Freetown (GMT).
const WEDNESDAY_MORNING = new Date("2026-03-04T10:30:00Z");

describe("officeStatus", () => {
  it.each([
    ["a weekday during hours", "2026-03-04T10:30:00Z", { open: true, closesAt: "5 PM" }],
    ["the first minute of the day", "2026-03-04T09:00:00Z", { open: true, closesAt: "5 PM" }],
    ["a weekday before opening", "2026-03-04T07:59:00Z", { open: false, opensOn: "today", opensAt: "9 AM" }],
    ["a weekday at closing time", "2026-03-04T17:00:00Z", { open: false, opensOn: "tomorrow", opensAt: "9 AM" }],
    ["a Friday evening", "2026-03-06T18:00:00Z", { open: false, opensOn: "Monday", opensAt: "9 AM" }],
    ["a Sunday", "2026-03-08T12:00:00Z", { open: false, opensOn: "tomorrow", opensAt: "9 AM" }],
  ])("on %s", (_label, instant, expected) => {
    expect(officeStatus(new Date(instant), HOURS)).toEqual(expected);
  });

  it("uses Freetown time, not the server's", () => {
    // 23:30 on Friday in New York is 04:30 on Saturday in Freetown.
    expect(officeStatus(new Date("2026-03-07T04:30:00Z"), HOURS)).toMatchObject({ open: false, opensOn: "Monday" });
  });
});

describe("preferredDayProblem", () => {
  it.each([
    ["yesterday", "2026-03-03", "past"],
    ["today", "2026-03-04", "past"],
    ["tomorrow, a Thursday", "2026-03-05", undefined],
    ["a Saturday", "2026-03-07", "closed"],
    ["a Monday", "2026-03-09", undefined],
  ])("%s", (_label, day, expected) => {
    expect(preferredDayProblem(day, WEDNESDAY_MORNING, HOURS)).toBe(expected);
  });

  it("takes today in Freetown, not the server's day, and follows the hours given", () => {
    // 23:30 on Wednesday in New York is already Thursday in Freetown.
    expect(preferredDayProblem("2026-03-05", new Date("2026-03-05T04:30:00Z"), HOURS)).toBe("past");
    expect(firstBookableDay(new Date("2026-03-05T04:30:00Z"))).toBe("2026-03-06");
    expect(preferredDayProblem("2026-03-07", WEDNESDAY_MORNING, [{ days: [6], opens: "08:00", closes: "12:00" }])).toBeUndefined();
  });
});

describe("parsePreferredDay", () => {
  it.each([
    ["2026-03-05", "2026-03-05"],
    ["tomorrow", "2026-03-05"],
    ["Friday", "2026-03-06"],
    ["on friday.", "2026-03-06"],
    ["next monday", "2026-03-09"],
    ["wednesday", "2026-03-11"],
    ["Tue", "2026-03-10"],
    ["5/3/2026", "2026-03-05"],
    ["05/03/2026", "2026-03-05"],
    ["5-3-26", "2026-03-05"],
    ["5.3.2026", "2026-03-05"],
    ["12/3", "2026-03-12"],
    ["3 Apr", "2026-04-03"],
    ["3rd April", "2026-04-03"],
    ["3rd of april 2026", "2026-04-03"],
    ["April 3rd, 2026", "2026-04-03"],
    ["apr 3", "2026-04-03"],
    ["Friday 3 Apr", "2026-04-03"],
    ["Thu, 5 March", "2026-03-05"],
    ["day after tomorrow", "2026-03-06"],
    ["2026-3-5", "2026-03-05"],
  ])("reads %s", (input, day) => {
    expect(parsePreferredDay(input, WEDNESDAY_MORNING, HOURS)).toEqual({ ok: true, day });
  });

  it.each([
    ["2026-03-04", "past"],
    ["today", "past"],
    ["2025-12-01", "past"],
    ["saturday", "closed"],
    ["2026-03-08", "closed"],
    ["2027-03-04", "too-far"],
    ["2026-02-30", "unreadable"],
    ["soon", "unreadable"],
    ["04/03/2026", "past"],
    ["7 March", "closed"],
    ["31/02/2026", "unreadable"],
    ["3 Decembre", "unreadable"],
    ["13/13/2026", "unreadable"],
    ["Monday 3 Smarch", "unreadable"],
  ])("refuses %s (%s)", (input, reason) => {
    expect(parsePreferredDay(input, WEDNESDAY_MORNING, HOURS)).toEqual({ ok: false, reason });
  });

  it("reads a day and month without a year as the next time it comes round", () => {
    // 2 March has passed in 2026, so it is 2 March 2027: beyond the booking horizon.
    expect(parsePreferredDay("2/3", WEDNESDAY_MORNING, HOURS)).toEqual({ ok: false, reason: "too-far" });
    // In mid-December, 4 January is next year's.
    expect(parsePreferredDay("4 Jan", new Date("2026-12-15T10:00:00Z"), HOURS)).toEqual({ ok: true, day: "2027-01-04" });
  });

  it("reads a long hostile input in linear time", () => {
    const started = performance.now();
    for (const input of ["1".repeat(50_000), `${"3 ".repeat(20_000)}dec`, `monday ${"mon ".repeat(20_000)}`]) {
      expect(parsePreferredDay(input, WEDNESDAY_MORNING, HOURS)).toEqual({ ok: false, reason: "unreadable" });
    }
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("takes tomorrow on a Friday as a day the office is closed", () => {
    expect(parsePreferredDay("tomorrow", new Date("2026-03-06T12:00:00Z"), HOURS)).toEqual({ ok: false, reason: "closed" });
  });
});

describe("the days offered as choices and examples", () => {
  it("are working days after today, read back by the parser", () => {
    const days = nextWorkingDays(new Date("2026-03-06T12:00:00Z"), 3, HOURS);
    expect(days).toEqual(["2026-03-09", "2026-03-10", "2026-03-11"]);
    expect(shortDayLabel(days[0])).toBe("Mon 9 Mar");
    for (const day of days) expect(parsePreferredDay(shortDayLabel(day), new Date("2026-03-06T12:00:00Z"), HOURS)).toEqual({ ok: true, day });
  });

  it("the example is always a future working day", () => {
    for (const instant of ["2026-03-04T10:30:00Z", "2026-12-31T23:59:00Z", "2030-06-01T00:00:00Z"]) {
      const now = new Date(instant);
      expect(parsePreferredDay(exampleDay(now, HOURS), now, HOURS)).toEqual({ ok: true, day: exampleDay(now, HOURS) });
    }
  });
});

describe("hours staff set", () => {
  // Tuesday and Thursday 10:00 to 14:30, Saturday 08:00 to 12:00.
  const SET: OfficeHours = [
    { days: [2, 4], opens: "10:00", closes: "14:30" },
    { days: [6], opens: "08:00", closes: "12:00" },
  ];

  it.each([
    ["a Wednesday, a closed day", "2026-03-04T10:30:00Z", { open: false, opensOn: "tomorrow", opensAt: "10 AM" }],
    ["a Thursday before opening", "2026-03-05T09:59:00Z", { open: false, opensOn: "today", opensAt: "10 AM" }],
    ["a Thursday just before the half-hour closing", "2026-03-05T14:29:00Z", { open: true, closesAt: "2:30 PM" }],
    ["a Thursday at closing", "2026-03-05T14:30:00Z", { open: false, opensOn: "Saturday", opensAt: "8 AM" }],
    ["a Saturday morning", "2026-03-07T11:00:00Z", { open: true, closesAt: "12 PM" }],
    ["a Saturday afternoon", "2026-03-07T13:00:00Z", { open: false, opensOn: "Tuesday", opensAt: "10 AM" }],
  ])("say whether the office is open on %s", (_label, instant, expected) => {
    expect(officeStatus(new Date(instant), SET)).toEqual(expected);
  });

  it("an office open one day a week opens again on that day next week", () => {
    const wednesdays: OfficeHours = [{ days: [3], opens: "09:00", closes: "12:00" }];
    expect(officeStatus(new Date("2026-03-04T13:00:00Z"), wednesdays)).toEqual({ open: false, opensOn: "Wednesday", opensAt: "9 AM" });
  });

  it("decide the days that can be booked, offered and shown as examples", () => {
    expect(parsePreferredDay("monday", WEDNESDAY_MORNING, SET)).toEqual({ ok: false, reason: "closed" });
    expect(parsePreferredDay("saturday", WEDNESDAY_MORNING, SET)).toEqual({ ok: true, day: "2026-03-07" });
    expect(nextWorkingDays(WEDNESDAY_MORNING, 3, SET)).toEqual(["2026-03-05", "2026-03-07", "2026-03-10"]);
    const example = exampleDay(WEDNESDAY_MORNING, SET);
    expect(parsePreferredDay(example, WEDNESDAY_MORNING, SET)).toEqual({ ok: true, day: example });
  });
});

describe("loading the module", () => {
  it("makes no date formatter until a date is needed: a browser's first one blocks the page for tens of milliseconds", () => {
    const made = jest.spyOn(Intl, "DateTimeFormat");
    try {
      jest.isolateModules(() => {
        const calendar = jest.requireActual<typeof import("./calendar")>("./calendar");
        expect(made).not.toHaveBeenCalled();
        expect(calendar.officeStatus(WEDNESDAY_MORNING, HOURS)).toEqual({ open: true, closesAt: "5 PM" });
        expect(made).toHaveBeenCalled();
      });
    } finally {
      made.mockRestore();
    }
  });
});
