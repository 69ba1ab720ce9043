import { describe, expect, it } from "vitest";
import {
  dayIndexOf,
  daysBetween,
  isIsoDay,
  isoDayAt,
  isoDayOfLocal,
  isoDayPlus,
  localDayIndexOf,
  localDayPlus,
  localMidnightOf,
  weekdayOf,
} from "./calendar-day";

describe("calendar days written YYYY-MM-DD", () => {
  it("count from 1970-01-01 and back", () => {
    expect(dayIndexOf("1970-01-01")).toBe(0);
    expect(dayIndexOf("1970-01-02")).toBe(1);
    expect(isoDayAt(dayIndexOf("2028-02-29"))).toBe("2028-02-29");
  });

  it("move across a month's, a leap year's and a year's end", () => {
    expect(isoDayPlus("2026-01-31", 1)).toBe("2026-02-01");
    expect(isoDayPlus("2028-02-28", 1)).toBe("2028-02-29");
    expect(isoDayPlus("2027-02-28", 1)).toBe("2027-03-01");
    expect(isoDayPlus("2026-12-31", 1)).toBe("2027-01-01");
    expect(isoDayPlus("2027-01-01", -1)).toBe("2026-12-31");
  });

  it("count the days between two, negative when the second comes first", () => {
    expect(daysBetween("2026-12-24", "2026-12-27")).toBe(3);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2026-12-27", "2026-12-24")).toBe(-3);
    expect(daysBetween("2026-12-24", "2026-12-24")).toBe(0);
  });

  it("name their weekday, Sunday 0", () => {
    expect(weekdayOf("1970-01-01")).toBe(4);
    expect(weekdayOf("2026-11-29")).toBe(0);
    expect(weekdayOf("2026-12-04")).toBe(5);
    expect(weekdayOf("2026-12-05")).toBe(6);
  });

  it("are real days only", () => {
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2027-02-29")).toBe(false);
    expect(isIsoDay("2026-02-30")).toBe(false);
    expect(isIsoDay("2026-2-3")).toBe(false);
    expect(isIsoDay("2026-13-01")).toBe(false);
    expect(isIsoDay("")).toBe(false);
  });
});

describe("a date picker's local midnights", () => {
  it("are the days they fall on, whatever the hour", () => {
    expect(isoDayOfLocal(new Date(2026, 11, 24, 23, 59))).toBe("2026-12-24");
    expect(isoDayOfLocal(localMidnightOf("2026-12-24"))).toBe("2026-12-24");
    expect(localMidnightOf("2026-12-24").getHours()).toBe(0);
  });

  it("move and count by calendar days", () => {
    expect(isoDayOfLocal(localDayPlus(new Date(2026, 11, 31, 15), 1))).toBe("2027-01-01");
    expect(localDayPlus(new Date(2026, 11, 31, 15), 1).getHours()).toBe(0);
    expect(localDayIndexOf(new Date(1970, 0, 2, 18))).toBe(1);
    expect(localDayIndexOf(localMidnightOf("2026-12-24"))).toBe(dayIndexOf("2026-12-24"));
  });
});
