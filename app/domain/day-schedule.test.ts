import { describe, expect, it } from "vitest";
import { mapSchedule, scheduleOf, valueOn } from "./day-schedule";

const days = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"];

describe("a figure that changes on some days", () => {
  it("is kept once a change, and read as the last change on or before a day", () => {
    const schedule = scheduleOf(days, (day) => (day >= "2026-12-03" ? 2 : 1));
    expect(schedule).toEqual([
      ["2026-12-01", 1],
      ["2026-12-03", 2],
    ]);
    expect(valueOn(schedule, "2026-12-02")).toBe(1);
    expect(valueOn(schedule, "2026-12-03")).toBe(2);
    // The last value holds for good; a day before the first takes the first.
    expect(valueOn(schedule, "2031-01-01")).toBe(2);
    expect(valueOn(schedule, "2020-01-01")).toBe(1);
  });

  it("compares values by the rule given, and maps them into words", () => {
    const schedule = scheduleOf(
      days,
      (day) => ({ rate: 5, from: day }),
      (a, b) => a.rate === b.rate,
    );
    expect(schedule).toHaveLength(1);
    expect(mapSchedule(schedule, ({ rate }) => `$${rate}`)).toEqual([["2026-12-01", "$5"]]);
  });
});
