import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayIndexOf, isoDayAt } from "./calendar-day";
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
  const policy = { hours: 24, checkInTime: "14:00" };
  // Three nights at 100, 120 and 120, after a discount and with the charges: 306 in all.
  const quote = { nightly: [{ rate: 100 }, { rate: 120 }, { rate: 120 }], base: 340, total: 306 };
  const cost = (plan: "flexible" | "nonRefundable", day: string, time: string) =>
    cancellationCost({ plan, checkIn: "2026-12-11", now: { day, time }, policy, quote });

  it("is free on the flexible rate up to and at the deadline, and says until when", () => {
    const until = { day: "2026-12-10", time: "14:00" };
    expect(cost("flexible", "2026-11-28", "10:00")).toEqual({ kind: "free", until });
    expect(cost("flexible", "2026-12-10", "14:00")).toEqual({ kind: "free", until });
  });

  it("after the deadline costs one night: the first night's share of the price quoted", () => {
    expect(cost("flexible", "2026-12-10", "14:01")).toEqual({
      kind: "late",
      amount: 90,
      since: { day: "2026-12-10", time: "14:00" },
    });
    expect(cost("flexible", "2026-12-11", "09:00")).toMatchObject({ kind: "late", amount: 90 });
  });

  it("on the non-refundable rate is the whole price, whenever it is", () => {
    expect(cost("nonRefundable", "2026-11-28", "10:00")).toEqual({
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
        (rates, percentOff, plan, daysBefore) => {
          const base = rates.reduce((sum, rate) => sum + rate, 0);
          const total = Math.round(base * (100 - percentOff)) / 100;
          const result = cancellationCost({
            plan,
            checkIn: "2026-12-11",
            now: { day: isoDayAt(dayIndexOf("2026-12-11") - daysBefore), time: "12:00" },
            policy,
            quote: { nightly: rates.map((rate) => ({ rate })), base, total },
          });
          const amount = result.kind === "free" ? 0 : result.amount;
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(total + 0.005);
          // The deadline is the day before check-in at 14:00: that day at noon is still free.
          expect(result.kind === "free").toBe(plan === "flexible" && daysBefore >= 1);
        },
      ),
      { seed: Number(process.env.FC_SEED ?? 1), numRuns: Number(process.env.FC_RUNS ?? 300) },
    );
  });
});
