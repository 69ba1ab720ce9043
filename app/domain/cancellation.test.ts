import { describe, expect, it } from "vitest";
import { clockTime, freeCancellationUntil } from "./cancellation";

describe("clockTime", () => {
  it("reads the policy's English times", () => {
    expect(clockTime("2:00 PM")).toBe("14:00");
    expect(clockTime("12:00 PM")).toBe("12:00");
    expect(clockTime("12:30 AM")).toBe("00:30");
    expect(clockTime("9:05 am")).toBe("09:05");
    expect(clockTime("11:59PM")).toBe("23:59");
  });

  it("refuses what is not a time", () => {
    for (const text of ["14:00", "2 PM", "13:00 PM", "0:30 AM", "2:60 PM", "noon", ""])
      expect(clockTime(text), text).toBeNull();
  });
});

describe("freeCancellationUntil", () => {
  it("counts the policy's hours back from check-in", () => {
    expect(freeCancellationUntil("2026-12-11", "14:00", 24)).toEqual({
      day: "2026-12-10",
      time: "14:00",
    });
    expect(freeCancellationUntil("2026-12-11", "14:00", 48)).toEqual({
      day: "2026-12-09",
      time: "14:00",
    });
    expect(freeCancellationUntil("2026-12-11", "14:00", 36)).toEqual({
      day: "2026-12-10",
      time: "02:00",
    });
    expect(freeCancellationUntil("2026-12-11", "14:00", 0)).toEqual({
      day: "2026-12-11",
      time: "14:00",
    });
    expect(freeCancellationUntil("2026-12-11", "14:30", 15)).toEqual({
      day: "2026-12-10",
      time: "23:30",
    });
  });

  it("crosses months and years", () => {
    expect(freeCancellationUntil("2027-01-01", "14:00", 24)).toEqual({
      day: "2026-12-31",
      time: "14:00",
    });
    expect(freeCancellationUntil("2028-03-01", "10:00", 24)).toEqual({
      day: "2028-02-29",
      time: "10:00",
    });
  });
});
