import { afterEach, describe, expect, it, vi } from "vitest";
import { buildDay } from "./build-day.server";

describe("buildDay", () => {
  const set = process.env.BUILD_DAY;
  afterEach(() => {
    process.env.BUILD_DAY = set;
    vi.useRealTimers();
  });

  it("is the day BUILD_DAY names: one day for both languages' builds, or a day a check fakes", () => {
    process.env.BUILD_DAY = "2026-12-07";
    expect(buildDay()).toBe("2026-12-07");
  });

  it("refuses a BUILD_DAY that is not a day", () => {
    for (const day of ["2026-02-30", "7 December 2026", "2026-12-7", ""]) {
      process.env.BUILD_DAY = day;
      expect(() => buildDay(), day).toThrow(`BUILD_DAY is "${day}"`);
    }
  });

  it("otherwise takes today at the hotel and keeps it, though the build runs past its midnight", () => {
    delete process.env.BUILD_DAY;
    vi.useFakeTimers({ now: Date.parse("2026-11-30T17:59:00Z") });
    expect(buildDay()).toBe("2026-11-30");
    vi.setSystemTime(Date.parse("2026-11-30T18:01:00Z"));
    expect(buildDay()).toBe("2026-11-30");
  });
});
