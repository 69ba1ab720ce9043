import { afterEach, describe, expect, it } from "vitest";
import { countNights, isBeforeDay, MAX_NIGHTS, stayIssues } from "./stay";
import { isoDayOfLocal, localDayIndexOf, localDayPlus } from "./calendar-day";

const day = (year: number, month: number, date: number, hours = 0) =>
  new Date(year, month - 1, date, hours);

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("countNights", () => {
  it("counts the nights of an ordinary stay", () => {
    expect(countNights(day(2026, 6, 10), day(2026, 6, 13))).toBe(3);
  });

  it("crosses month ends, including 30-day months and February", () => {
    expect(countNights(day(2026, 1, 30), day(2026, 2, 2))).toBe(3);
    expect(countNights(day(2026, 4, 29), day(2026, 5, 1))).toBe(2);
    expect(countNights(day(2026, 2, 27), day(2026, 3, 1))).toBe(2); // 2026 is no leap year
  });

  it("crosses the year end", () => {
    expect(countNights(day(2026, 12, 30), day(2027, 1, 2))).toBe(3);
    expect(countNights(day(2026, 12, 31), day(2027, 1, 1))).toBe(1);
  });

  it("counts the leap day", () => {
    expect(countNights(day(2028, 2, 28), day(2028, 3, 1))).toBe(2);
    expect(countNights(day(2028, 2, 29), day(2028, 3, 1))).toBe(1);
    expect(countNights(day(2027, 12, 31), day(2028, 12, 31))).toBe(366);
  });

  it("is 0 for the same day and the absolute value for reversed dates (spec)", () => {
    expect(countNights(day(2026, 6, 10), day(2026, 6, 10))).toBe(0);
    expect(countNights(day(2026, 6, 13), day(2026, 6, 10))).toBe(3);
  });

  it("ignores the time of day: a late arrival and an early departure are still one night", () => {
    expect(countNights(day(2026, 6, 10, 23), day(2026, 6, 11, 1))).toBe(1);
    expect(countNights(day(2026, 6, 10, 1), day(2026, 6, 11, 23))).toBe(1);
  });

  it.each(["America/New_York", "Europe/London", "Australia/Sydney", "Asia/Dhaka"])(
    "is exact across daylight-saving changes in %s",
    (zone) => {
      process.env.TZ = zone;
      // Spring forward (a 23-hour day) and fall back (a 25-hour day) in either hemisphere.
      expect(countNights(day(2026, 3, 7), day(2026, 3, 9))).toBe(2);
      expect(countNights(day(2026, 3, 28), day(2026, 3, 30))).toBe(2);
      expect(countNights(day(2026, 10, 24), day(2026, 10, 26))).toBe(2);
      expect(countNights(day(2026, 10, 31), day(2026, 11, 2))).toBe(2);
      expect(countNights(day(2026, 4, 4), day(2026, 4, 6))).toBe(2);
      expect(countNights(day(2026, 1, 1), day(2027, 1, 1))).toBe(365);
    },
  );
});

describe("calendar helpers", () => {
  it("writes the local calendar date as YYYY-MM-DD", () => {
    expect(isoDayOfLocal(day(2026, 1, 5))).toBe("2026-01-05");
    expect(isoDayOfLocal(day(2026, 12, 31, 23))).toBe("2026-12-31");
    // Four digits for the year, as YYYY-MM-DD has it.
    expect(isoDayOfLocal(new Date(987, 0, 2))).toBe("0987-01-02");
  });

  it("adds days across month and year ends, landing on local midnight", () => {
    expect(isoDayOfLocal(localDayPlus(day(2026, 12, 31), 1))).toBe("2027-01-01");
    expect(isoDayOfLocal(localDayPlus(day(2028, 2, 28), 1))).toBe("2028-02-29");
    expect(isoDayOfLocal(localDayPlus(day(2026, 3, 1), -1))).toBe("2026-02-28");
    expect(localDayPlus(day(2026, 6, 10, 15), 1).getHours()).toBe(0);
    expect(localDayPlus(day(2026, 6, 10, 15), 0)).toEqual(day(2026, 6, 10));
  });

  it("compares calendar days, not instants", () => {
    expect(isBeforeDay(day(2026, 6, 9, 23), day(2026, 6, 10, 0))).toBe(true);
    expect(isBeforeDay(day(2026, 6, 10, 0), day(2026, 6, 10, 23))).toBe(false);
    expect(isBeforeDay(day(2026, 6, 11), day(2026, 6, 10))).toBe(false);
    expect(localDayIndexOf(day(1970, 1, 2))).toBe(1);
  });
});

describe("stayIssues", () => {
  const today = day(2026, 6, 15, 10);

  it("asks for check-in first, and nothing of check-out until then", () => {
    expect(stayIssues(null, null, today)).toEqual({ checkIn: "checkInRequired" });
    expect(stayIssues(null, day(2026, 6, 20), today)).toEqual({ checkIn: "checkInRequired" });
  });

  it("takes check-in today or later, never before", () => {
    expect(stayIssues(day(2026, 6, 15), day(2026, 6, 16), today)).toEqual({});
    expect(stayIssues(day(2026, 6, 14, 23), day(2026, 6, 16), today)).toEqual({
      checkIn: "checkInPast",
    });
  });

  it("needs a check-out at least a night after check-in", () => {
    expect(stayIssues(day(2026, 6, 20), null, today)).toEqual({ checkOut: "checkOutRequired" });
    expect(stayIssues(day(2026, 6, 20), day(2026, 6, 20, 12), today)).toEqual({
      checkOut: "checkOutOrder",
    });
    expect(stayIssues(day(2026, 6, 20), day(2026, 6, 18), today)).toEqual({
      checkOut: "checkOutOrder",
    });
  });

  it("books at most MAX_NIGHTS nights", () => {
    expect(stayIssues(day(2026, 6, 20), localDayPlus(day(2026, 6, 20), MAX_NIGHTS), today)).toEqual(
      {},
    );
    expect(
      stayIssues(day(2026, 6, 20), localDayPlus(day(2026, 6, 20), MAX_NIGHTS + 1), today),
    ).toEqual({
      checkOut: "stayTooLong",
    });
  });

  it("reports both fields at once", () => {
    expect(stayIssues(day(2026, 6, 1), null, today)).toEqual({
      checkIn: "checkInPast",
      checkOut: "checkOutRequired",
    });
  });
});
