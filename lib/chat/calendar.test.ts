/** @jest-environment node */
import { officeStatus, parsePreferredDay } from "./calendar";

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
    expect(officeStatus(new Date(instant))).toEqual(expected);
  });

  it("uses Freetown time, not the server's", () => {
    // 23:30 on Friday in New York is 04:30 on Saturday in Freetown.
    expect(officeStatus(new Date("2026-03-07T04:30:00Z"))).toMatchObject({ open: false, opensOn: "Monday" });
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
  ])("reads %s", (input, day) => {
    expect(parsePreferredDay(input, WEDNESDAY_MORNING)).toEqual({ ok: true, day });
  });

  it.each([
    ["2026-03-04", "past"],
    ["today", "past"],
    ["2025-12-01", "past"],
    ["saturday", "weekend"],
    ["2026-03-08", "weekend"],
    ["2027-03-04", "too-far"],
    ["2026-02-30", "unreadable"],
    ["soon", "unreadable"],
    ["04/03/2026", "unreadable"],
  ])("refuses %s (%s)", (input, reason) => {
    expect(parsePreferredDay(input, WEDNESDAY_MORNING)).toEqual({ ok: false, reason });
  });

  it("takes tomorrow on a Friday as a weekend day", () => {
    expect(parsePreferredDay("tomorrow", new Date("2026-03-06T12:00:00Z"))).toEqual({ ok: false, reason: "weekend" });
  });
});
