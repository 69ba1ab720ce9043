import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoDayPlus } from "./calendar-day";
import { cancellationCost, clockTime, freeCancellationUntil } from "./cancellation";

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

describe("cancellationCost", () => {
  // The tests' own policy: its deadline falls in the morning of the day before check-in.
  const policy = { hours: 30, checkInTime: "15:00" };
  const checkIn = "2026-12-11";
  const until = freeCancellationUntil(checkIn, policy.checkInTime, policy.hours);
  // Three nights at 100, 120 and 120, after a discount and with the charges: 306 in all.
  const quote = { nightly: [{ rate: 100 }, { rate: 120 }, { rate: 120 }], base: 340, total: 306 };
  const cost = (plan: "flexible" | "nonRefundable", day: string, time: string) =>
    cancellationCost({ plan, checkIn, now: { day, time }, policy, quote });

  it("is free on the flexible rate up to and at the deadline, and says until when", () => {
    expect(cost("flexible", isoDayPlus(until.day, -1), until.time)).toEqual({
      kind: "free",
      until,
    });
    expect(cost("flexible", until.day, until.time)).toEqual({ kind: "free", until });
  });

  it("after the deadline costs one night: the first night's share of the price quoted", () => {
    expect(cost("flexible", until.day, "23:59")).toEqual({
      kind: "late",
      amount: 90,
      since: until,
    });
    expect(cost("flexible", checkIn, "09:00")).toMatchObject({ kind: "late", amount: 90 });
  });

  it("on the non-refundable rate is the whole price, whenever it is", () => {
    expect(cost("nonRefundable", isoDayPlus(until.day, -10), until.time)).toEqual({
      kind: "nonRefundable",
      amount: 306,
    });
  });

  it("never costs more than the stay or less than nothing", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom("flexible" as const, "nonRefundable" as const),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        (rates, percentOff, plan, daysBefore, minute) => {
          const base = rates.reduce((sum, rate) => sum + rate, 0);
          const total = Math.round(base * (100 - percentOff)) / 100;
          const now = {
            day: isoDayPlus(checkIn, -daysBefore),
            time: `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`,
          };
          const result = cancellationCost({
            plan,
            checkIn,
            now,
            policy,
            quote: { nightly: rates.map((rate) => ({ rate })), base, total },
          });
          const amount = result.kind === "free" ? 0 : result.amount;
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(total + 0.005);
          const beforeDeadline =
            now.day < until.day || (now.day === until.day && now.time <= until.time);
          expect(result.kind === "free").toBe(plan === "flexible" && beforeDeadline);
        },
      ),
      { seed: Number(process.env.FC_SEED ?? 1), numRuns: Number(process.env.FC_RUNS ?? 300) },
    );
  });
});
