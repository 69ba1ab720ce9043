import { describe, expect, it } from "vitest";
import { quoteStay, type PricedOffer } from "./stay-quote";

const offers: PricedOffer[] = [
  {
    id: "early-bird",
    title: "Early Bird Special",
    validFrom: "2026-09-01",
    validUntil: "2027-06-30",
    rule: { kind: "advance", percent: 15, minDaysAhead: 30, minNights: 2 },
  },
  {
    id: "weekend-escape",
    title: "Weekend Escape",
    validFrom: "2026-10-01",
    validUntil: "2027-03-31",
    rule: { kind: "weekend", percent: 20 },
  },
  {
    id: "extended-stay",
    title: "Extended Stay",
    validFrom: "2026-11-01",
    validUntil: "2027-05-31",
    rule: { kind: "length", percent: 25, minNights: 5 },
  },
  // An offer with no price rule (an upgrade, a dinner) never changes the price.
  {
    id: "anniversary",
    title: "Anniversary Celebration",
    validFrom: "2026-07-01",
    validUntil: "2027-06-30",
  },
];
// Wednesday 25 November 2026; Friday 27 November follows.
const today = "2026-11-25";
const quote = (checkIn: string, checkOut: string, more: { only?: string; on?: string } = {}) =>
  quoteStay({
    pricePerNight: 249,
    checkIn,
    checkOut,
    today: more.on ?? today,
    offers,
    only: more.only,
  });

describe("quoteStay", () => {
  it("is nights × the nightly price when no offer applies", () => {
    expect(quote("2026-11-30", "2026-12-02")).toEqual({
      nights: 2,
      base: 498,
      offer: null,
      total: 498,
    });
  });

  it("takes 20% off Friday and Saturday nights only", () => {
    // Fri, Sat and Sun nights: two of them are the weekend's.
    expect(quote("2026-11-27", "2026-11-30")).toEqual({
      nights: 3,
      base: 747,
      offer: { id: "weekend-escape", title: "Weekend Escape", discount: 99.6 },
      total: 647.4,
    });
  });

  it("takes 15% off when booked 30 or more days ahead for 2 or more nights", () => {
    // 28 December 2026 is a Monday, 33 days ahead.
    expect(quote("2026-12-28", "2026-12-30").offer).toEqual({
      id: "early-bird",
      title: "Early Bird Special",
      discount: 74.7,
    });
    expect(quote("2026-12-28", "2026-12-29").offer).toBeNull(); // one night
    expect(quote("2026-12-21", "2026-12-23").offer).toBeNull(); // 26 days ahead
    expect(quote("2026-12-25", "2026-12-28").offer?.id).toBe("early-bird"); // exactly 30 days
  });

  it("takes 25% off stays of 5 nights or more, and only the single best offer", () => {
    // Mon 28 Dec to Sat 2 Jan: five nights, 33 days ahead, one Friday night.
    const five = quote("2026-12-28", "2027-01-02");
    expect(five.offer).toEqual({ id: "extended-stay", title: "Extended Stay", discount: 311.25 });
    expect(five.total).toBe(933.75);
  });

  it("applies an offer only while it runs on the day of booking", () => {
    expect(quote("2026-11-27", "2026-11-30", { on: "2026-08-15" }).offer).toBeNull();
    expect(quote("2027-04-02", "2027-04-05", { on: "2027-04-01" }).offer).toBeNull();
  });

  it("limits the choice to one offer when the guest chose it, and says when it does not apply", () => {
    expect(quote("2026-12-28", "2027-01-02", { only: "weekend-escape" }).offer?.id).toBe(
      "weekend-escape",
    );
    expect(quote("2026-11-30", "2026-12-02", { only: "weekend-escape" }).offer).toBeNull();
    expect(quote("2026-11-27", "2026-11-30", { only: "anniversary" }).offer).toBeNull();
  });

  it("prices no nights as nothing", () => {
    expect(quote("2026-11-30", "2026-11-30")).toEqual({
      nights: 0,
      base: 0,
      offer: null,
      total: 0,
    });
    expect(quote("2026-12-02", "2026-11-30").nights).toBe(0);
  });
});
