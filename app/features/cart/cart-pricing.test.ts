import { describe, expect, it } from "vitest";
import type { CartChoice, LineRefusal, QuotedLine } from "~/domain/cart-quote";
import { quoteStay } from "~/domain/stay-quote";
import { formatMoney } from "~/i18n/format";
import { checkoutRefusal, refusalText, stayRates } from "./cart-pricing";

const line = (refusal: LineRefusal | null): QuotedLine<CartChoice> => ({
  line: { type: "room", id: "deluxe", quantity: 1 },
  unitPrice: 249,
  stay: null,
  party: null,
  amount: 249,
  refusal,
});
const closed: LineRefusal = {
  kind: "closed",
  nights: ["2027-01-14", "2027-01-15"],
  reason: "Refurbishment",
};

describe("a refused stay's words", () => {
  it("name the closed nights and why, the season's minimum, or the dates gone by", () => {
    expect(refusalText(closed)).toBe(
      "This room cannot be booked for the nights of 14 January 2027, 15 January 2027 (Refurbishment): remove this line and add the room again for other dates.",
    );
    expect(refusalText({ kind: "closed", nights: ["2027-01-14"] })).toMatch(
      /^This room cannot be booked for the night of 14 January 2027: /,
    );
    expect(refusalText({ kind: "minNights", season: "Winter", minNights: 2 })).toMatch(
      /^Stays arriving in Winter are at least 2 nights: /,
    );
    expect(refusalText({ kind: "passed" })).toMatch(/^These dates have passed: /);
  });

  it("refuse the checkout once for each kind of refused line, and not at all without one", () => {
    expect(checkoutRefusal([line(null), line(null)])).toBe("");
    expect(
      checkoutRefusal([line(closed), line(null), line({ kind: "passed" }), line(closed)]),
    ).toBe(
      "A room in your cart cannot be booked for its dates: its line says why. Remove that line and add the room again from its page for other dates. The dates of a room in your cart have passed. Remove that line and add the room again from its page for new dates.",
    );
  });
});

describe("a room line's rates", () => {
  const money = (amount: number) => formatMoney(amount, "en-GB", { cents: true });
  const stay = (checkIn: string, checkOut: string) =>
    quoteStay({
      rates: {
        base: 429,
        seasons: [
          { name: "Winter", from: "2026-12-01", to: "2027-02-28", nightly: 469, weekend: 499 },
        ],
        closed: [],
      },
      checkIn,
      checkOut,
      today: "2026-11-01",
      offers: [],
    });

  it("group the nights by rate across a season's first night, and give the lowest to the highest", () => {
    // Sunday 29 and Monday 30 November at the base rate, Tuesday 1 December at Winter's.
    expect(stayRates(stay("2026-11-29", "2026-12-02"), money)).toEqual({
      nights: "2 nights × $429.00 + 1 night × $469.00",
      perNight: "$429.00–$469.00",
    });
  });

  it("give the one rate when every night has it", () => {
    expect(stayRates(stay("2026-11-22", "2026-11-25"), money)).toEqual({
      nights: "3 nights × $429.00",
      perNight: "$429.00",
    });
  });
});
