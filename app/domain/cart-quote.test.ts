import { describe, expect, it } from "vitest";
import { quoteCart, type CartChoice } from "./cart-quote";
import { quoteStay, type PricedOffer } from "./stay-quote";
import { placeParty } from "./party-stay";

const prices = {
  food: { singara: 2.99, biryani: 22.99 },
  room: { "family-suite": 429, deluxe: 249 },
};
const weekendEscape: PricedOffer = {
  id: "weekend-escape",
  title: "Weekend Escape",
  validFrom: "2026-10-01",
  validUntil: "2027-03-31",
  rule: { kind: "weekend", percent: 20 },
};
const earlyBird: PricedOffer = {
  id: "early-bird",
  title: "Early Bird Special",
  validFrom: "2026-09-01",
  validUntil: "2027-06-30",
  rule: { kind: "advance", percent: 15, minNights: 2, minDaysAhead: 30 },
};
const offers = [weekendEscape, earlyBird];
const context = { prices, offers, today: "2026-11-27", deliveryFee: 5 };
// Family Suite, Friday 11 to Monday 14 December 2026, 2 adults and a child (issue 37's stay).
const familyStay: CartChoice = {
  type: "room",
  id: "family-suite",
  quantity: 1,
  dates: { checkIn: "2026-12-11", checkOut: "2026-12-14" },
  party: { adults: 2, children: 1 },
};
const singara: CartChoice = { type: "food", id: "singara", quantity: 1 };

describe("quoteCart", () => {
  it("quotes a room at its seasons' rates and with the hotel's charges, as the booking form does", () => {
    const rates = {
      base: 429,
      seasons: [
        { name: "Winter", from: "2026-12-01", to: "2027-02-28", nightly: 469, weekend: 499 },
      ],
      closed: [],
    };
    const taxes = { serviceChargePercent: 10, vatPercent: 15, included: false };
    const quote = quoteCart([familyStay, singara], {
      ...context,
      prices: { ...prices, rates: { "family-suite": rates } },
      taxes,
    });
    const form = quoteStay({
      rates,
      taxes,
      checkIn: "2026-12-11",
      checkOut: "2026-12-14",
      today: "2026-11-27",
      offers,
    });
    expect(quote.lines[0]!.stay).toEqual(form);
    // Fri $499, Sat $499, Sun $469 = $1,467; Weekend Escape takes 20% of $998: $1,267.40; then
    // service charge $126.74 and VAT 15% of $1,394.14 = $209.12.
    expect(quote.stays).toEqual({
      base: 1467,
      discount: 199.6,
      serviceCharge: 126.74,
      vat: 209.12,
      charges: {
        shown: "added",
        lines: [
          { charge: "serviceCharge", amount: 126.74 },
          { charge: "vat", amount: 209.12 },
        ],
      },
      beds: 0,
      total: 1603.26,
    });
    // The food takes no room charge: its subtotal and the fee are as before.
    expect(quote.food).toEqual({ subtotal: 2.99, deliveryFee: 5, total: 7.99 });
    // The lines add up to the subtotal; the added charges and the fee come after it.
    expect(quote.lines[0]!.amount).toBe(1267.4);
    expect(quote.subtotal).toBe(1270.39);
    expect(quote.lines.reduce((sum, line) => sum + line.amount, 0)).toBeCloseTo(quote.subtotal, 2);
    expect(quote.total).toBe(1611.25);
  });

  it("quotes a room's stay exactly as the booking form does, its offer named", () => {
    const quote = quoteCart([familyStay], context);
    const form = quoteStay({
      pricePerNight: 429,
      checkIn: "2026-12-11",
      checkOut: "2026-12-14",
      today: "2026-11-27",
      offers,
    });
    expect(quote.lines[0]!.stay).toEqual(form);
    // Friday and Saturday nights at 20% off: 3 × 429 = 1,287, less 171.60.
    expect(form).toMatchObject({
      nights: 3,
      base: 1287,
      offer: { id: "weekend-escape", title: "Weekend Escape", discount: 171.6 },
      total: 1115.4,
    });
    expect(quote.stays).toEqual({
      base: 1287,
      discount: 171.6,
      serviceCharge: 0,
      vat: 0,
      charges: { shown: "none" },
      beds: 0,
      total: 1115.4,
    });
    expect(quote.food).toBeNull();
  });

  it("counts each room of a line, and each line's own offer", () => {
    const twoRooms = { ...familyStay, quantity: 2 };
    const longDeluxe: CartChoice = {
      type: "room",
      id: "deluxe",
      quantity: 1,
      dates: { checkIn: "2027-01-10", checkOut: "2027-01-13" },
      party: { adults: 2, children: 0 },
    };
    const quote = quoteCart([twoRooms, longDeluxe], context);
    expect(quote.lines.map((line) => line.amount)).toEqual([2230.8, 634.95]);
    expect(quote.lines[1]!.stay!.offer!.id).toBe("early-bird");
    expect(quote.stays).toEqual({
      base: 3321,
      discount: 455.25,
      serviceCharge: 0,
      vat: 0,
      charges: { shown: "none" },
      beds: 0,
      total: 2865.75,
    });
  });

  it("keeps the delivery order apart: its fee only with food, never on a stay", () => {
    const quote = quoteCart(
      [familyStay, singara, { ...singara, id: "biryani", quantity: 2 }],
      context,
    );
    expect(quote.food).toEqual({ subtotal: 48.97, deliveryFee: 5, total: 53.97 });
    expect(quote.stays!.total).toBe(1115.4);
    // The whole cart: the stay and the dishes, and the fee once, for the food.
    expect(quote.subtotal).toBe(1164.37);
    expect(quote.total).toBe(1169.37);
    expect(quoteCart([familyStay], context).total).toBe(1115.4);
    expect(quoteCart([singara], context).stays).toBeNull();
  });

  it("takes prices from the price list, never from what the line carries", () => {
    const forged = { ...singara, price: 0.001, quantity: 2 } as CartChoice & { price: number };
    const quote = quoteCart([forged], context);
    expect(quote.lines[0]!.unitPrice).toBe(2.99);
    expect(quote.food!.subtotal).toBe(5.98);
  });

  it("leaves out a line the catalogue does not know, or a room without dates", () => {
    const ghost: CartChoice = { type: "food", id: "ghost-dish", quantity: 3 };
    const inherited: CartChoice = { type: "food", id: "toString", quantity: 1 };
    const undated: CartChoice = { type: "room", id: "deluxe", quantity: 1 };
    const quote = quoteCart([ghost, inherited, undated, singara], context);
    expect(quote.unknown).toEqual([ghost, inherited, undated]);
    expect(quote.lines.map((line) => line.line)).toEqual([singara]);
    expect(quote.food!.subtotal).toBe(2.99);
  });

  it("applies no offer that has ended or not begun on the day of booking", () => {
    const quote = quoteCart([familyStay], { ...context, today: "2026-08-15" });
    expect(quote.lines[0]!.stay!.offer).toBeNull();
    expect(quote.stays!.total).toBe(1287);
  });

  it("prices a room line as its nightly rate × nights × rooms when no offer runs", () => {
    const june = { ...context, today: "2026-06-15" };
    const deluxe: CartChoice = {
      type: "room",
      id: "deluxe",
      quantity: 3,
      dates: { checkIn: "2026-06-20", checkOut: "2026-06-24" },
      party: { adults: 2, children: 0 },
    };
    expect(quoteCart([deluxe], june).lines[0]!.amount).toBe(2988);
    expect(quoteCart([deluxe], june).stays).toEqual({
      base: 2988,
      discount: 0,
      serviceCharge: 0,
      vat: 0,
      charges: { shown: "none" },
      beds: 0,
      total: 2988,
    });
  });

  it("rounds to whole cents, free of floating-point noise", () => {
    // 3 × 4.99 = 14.970000000000002 in floating point.
    const noisy = { ...context, prices: { ...prices, food: { tea: 4.99, x: 0.1, y: 0.2 } } };
    const quote = quoteCart(
      [
        { type: "food", id: "tea", quantity: 3 },
        { type: "food", id: "x", quantity: 1 },
        { type: "food", id: "y", quantity: 1 },
      ],
      noisy,
    );
    expect(quote.lines[0]!.amount).toBe(14.97);
    expect(quote.food).toEqual({ subtotal: 15.27, deliveryFee: 5, total: 20.27 });
  });

  it("is empty for an empty cart", () => {
    expect(quoteCart([], context)).toEqual({
      lines: [],
      unknown: [],
      food: null,
      stays: null,
      subtotal: 0,
      total: 0,
    });
  });

  describe("a stay the hotel would not take now (a cart kept since the site changed)", () => {
    // The Deluxe's rates as content/rooms/deluxe.yaml sets them: Winter asks for 2 nights, and
    // the nights of 14 to 16 January 2027 are closed.
    const deluxeRates = {
      base: 249,
      seasons: [
        {
          name: "Winter",
          from: "2026-12-01",
          to: "2027-02-28",
          nightly: 279,
          weekend: 299,
          minNights: 2,
        },
      ],
      closed: [{ from: "2027-01-14", to: "2027-01-16", reason: "Refurbishment" }],
    };
    const january = {
      ...context,
      today: "2027-01-05",
      prices: { ...prices, rates: { deluxe: deluxeRates } },
    };
    const stay = (checkIn: string, checkOut: string): CartChoice => ({
      type: "room",
      id: "deluxe",
      quantity: 1,
      dates: { checkIn, checkOut },
      party: { adults: 2, children: 0 },
    });
    const refusals = (lines: CartChoice[], at: Parameters<typeof quoteCart>[1] = january) =>
      quoteCart(lines, at).lines.map((quoted) => quoted.refusal);

    it("refuses a stay with a closed night in it, naming the closed nights and why", () => {
      expect(
        refusals([stay("2027-01-12", "2027-01-15"), stay("2027-01-16", "2027-01-19")]),
      ).toEqual([
        { kind: "closed", nights: ["2027-01-14"], reason: "Refurbishment" },
        { kind: "closed", nights: ["2027-01-16"], reason: "Refurbishment" },
      ]);
    });

    it("takes a stay that leaves on the morning of a closed night, or arrives the day it opens", () => {
      expect(
        refusals([stay("2027-01-12", "2027-01-14"), stay("2027-01-17", "2027-01-19")]),
      ).toEqual([null, null]);
    });

    it("refuses a stay shorter than the minimum of the season it arrives in", () => {
      expect(refusals([stay("2027-01-10", "2027-01-11")])).toEqual([
        { kind: "minNights", season: "Winter", minNights: 2 },
      ]);
    });

    it("refuses a stay whose check-in day has gone by, from the day after it", () => {
      // Its nights closed since, or not, it is the day gone by that the guest must hear of.
      expect(
        refusals([stay("2027-01-14", "2027-01-16")], { ...january, today: "2027-01-15" }),
      ).toEqual([{ kind: "passed" }]);
      expect(
        refusals([stay("2027-01-10", "2027-01-12")], { ...january, today: "2027-01-10" }),
      ).toEqual([null]);
      expect(
        refusals([stay("2027-01-10", "2027-01-12")], { ...january, today: "2027-01-11" }),
      ).toEqual([{ kind: "passed" }]);
    });

    it("keeps the refused line, priced and counted as the guest sees it; food is never refused", () => {
      const quote = quoteCart([stay("2027-01-13", "2027-01-15"), singara], january);
      expect(quote.lines.map((quoted) => quoted.line.type)).toEqual(["room", "food"]);
      expect(quote.lines.map((quoted) => quoted.refusal?.kind ?? null)).toEqual(["closed", null]);
      // Wednesday and Thursday nights at Winter's $279.
      expect(quote.lines[0]!.amount).toBe(558);
      expect(quote.stays!.total).toBe(558);
    });

    it("refuses nothing of a room the price list has no rates for, beyond the day gone by", () => {
      expect(refusals([stay("2027-01-13", "2027-01-14")], { ...january, prices })).toEqual([null]);
    });
  });

  describe("a party's children by age", () => {
    // The test's own children's policy and beds (its inputs, not the hotel's content): the
    // figures it checks are worked out from them through placeParty.
    const childrenRules = { freeUnderAge: 12, cotUnderAge: 2, cotNightly: 5, extraBedNightly: 25 };
    const beds = { "family-suite": { capacity: 4, adults: 2, extraBeds: 1, cots: 1 } };
    const family = (childAges: number[], quantity = 1): CartChoice => ({
      ...familyStay,
      quantity,
      party: { adults: 2, children: childAges.length, childAges },
    });

    it("adds the extra beds and cots their ages take, for each room of the line, to its price", () => {
      const plain = quoteCart([familyStay], context);
      // Two adults and children of 1, 4 and 9: the baby in the cot, the rest in the beds, so no
      // extra bed: the cot's price a night.
      const withCot = quoteCart([family([1, 4, 9])], { ...context, beds, childrenRules });
      const nights = withCot.lines[0]!.stay!.nights;
      const placement = placeParty(
        beds["family-suite"],
        { adults: 2, childAges: [1, 4, 9] },
        childrenRules,
      )!;
      expect(withCot.lines[0]!.party).toEqual({
        placement,
        nightly: placement.nightlyCharge,
        charge: placement.nightlyCharge * nights,
      });
      expect(withCot.lines[0]!.amount).toBe(
        plain.lines[0]!.amount + placement.nightlyCharge * nights,
      );
      expect(withCot.stays!.beds).toBe(placement.nightlyCharge * nights);
      expect(withCot.total).toBe(plain.total + placement.nightlyCharge * nights);
      // Two such rooms: twice the beds, as twice the nights' rates.
      const two = quoteCart([family([1, 4, 9], 2)], { ...context, beds, childrenRules });
      expect(two.lines[0]!.party!.charge).toBe(2 * placement.nightlyCharge * nights);
      expect(two.stays!.beds).toBe(2 * placement.nightlyCharge * nights);
    });

    it("charges nothing beyond the rates for children the beds sleep, or without their ages", () => {
      const plain = quoteCart([familyStay], context);
      for (const line of [family([4, 9]), familyStay]) {
        const quote = quoteCart([line], { ...context, beds, childrenRules });
        expect(quote.lines[0]!.party).toBeNull();
        expect(quote.total).toBe(plain.total);
        expect(quote.stays!.beds).toBe(0);
      }
    });
  });
});
