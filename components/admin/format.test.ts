import { calendarDay, dateTime } from "./format";

describe("dateTime", () => {
  it("writes day, short month, year and a 24-hour time in Freetown time", () => {
    expect(dateTime("2026-11-30T09:14:00.000Z")).toBe("30 Nov 2026, 09:14");
    expect(dateTime("2026-09-03T21:05:59.000Z")).toBe("3 Sep 2026, 21:05");
    expect(dateTime(new Date("2027-01-01T00:00:00.000Z"))).toBe("1 Jan 2027, 00:00");
  });

  it("gives Freetown's wall clock whatever time zone the offset of the input names", () => {
    expect(dateTime("2026-11-30T23:30:00+01:00")).toBe("30 Nov 2026, 22:30");
  });

  it("writes nothing for a missing or broken value", () => {
    expect(dateTime(undefined)).toBe("");
    expect(dateTime(null)).toBe("");
    expect(dateTime("not a date")).toBe("");
  });
});

describe("calendarDay", () => {
  it("writes a stored day without moving it across midnight", () => {
    expect(calendarDay("2026-12-03")).toBe("3 Dec 2026");
    expect(calendarDay("2026-13-03")).toBe("");
    expect(calendarDay("")).toBe("");
  });
});
