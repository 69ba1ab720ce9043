import { describe, expect, it } from "vitest";
import { chargesShown, forRooms, quoteStay, type PricedOffer, type StayQuote } from "./stay-quote";

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
    expect(quote("2026-11-30", "2026-12-02")).toMatchObject({
      nights: 2,
      base: 498,
      offer: null,
      plan: null,
      subtotal: 498,
      serviceCharge: 0,
      vat: 0,
      total: 498,
    });
  });

  it("takes 20% off Friday and Saturday nights only", () => {
    // Fri, Sat and Sun nights: two of them are the weekend's.
    expect(quote("2026-11-27", "2026-11-30")).toMatchObject({
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

  it("names the first offer listed when two save the same", () => {
    const twin = { ...offers[2]!, id: "long-stay", title: "Long Stay" };
    const five = (list: PricedOffer[]) =>
      quoteStay({
        pricePerNight: 249,
        checkIn: "2026-12-28",
        checkOut: "2027-01-02",
        today,
        offers: list,
      }).offer?.id;
    expect(five([offers[2]!, twin])).toBe("extended-stay");
    expect(five([twin, offers[2]!])).toBe("long-stay");
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
    expect(quote("2026-11-30", "2026-11-30")).toMatchObject({
      nights: 0,
      base: 0,
      offer: null,
      total: 0,
    });
    expect(quote("2026-12-02", "2026-11-30").nights).toBe(0);
  });
});

describe("quoteStay night by night, with the hotel's seasons, plans and charges", () => {
  // $249, Winter from 1 December at $279 and $299 on Friday and Saturday nights.
  const rates = {
    base: 249,
    seasons: [{ name: "Winter", from: "2026-12-01", to: "2027-02-28", nightly: 279, weekend: 299 }],
    closed: [],
  };
  const seasonal = (
    checkIn: string,
    checkOut: string,
    more: Partial<Parameters<typeof quoteStay>[0]> = {},
  ) => quoteStay({ rates, checkIn, checkOut, today, offers: [], ...more });

  it("prices a stay across a season's edge night by night", () => {
    // Sun 29 and Mon 30 November at $249, Tue 1 December at $279.
    const quote = seasonal("2026-11-29", "2026-12-02");
    expect(quote.nightly).toEqual([
      { night: "2026-11-29", rate: 249, season: null },
      { night: "2026-11-30", rate: 249, season: null },
      { night: "2026-12-01", rate: 279, season: "Winter" },
    ]);
    expect(quote.base).toBe(777);
    expect(quote.total).toBe(777);
  });

  it("takes an offer off the seasonal nights it covers, at their own rates", () => {
    // Thu 10 ($279), Fri 11 ($299), Sat 12 ($299): Weekend Escape takes 20% of $598.
    const quote = seasonal("2026-12-10", "2026-12-13", { offers });
    expect(quote.base).toBe(877);
    expect(quote.offer).toEqual({ id: "weekend-escape", title: "Weekend Escape", discount: 119.6 });
    expect(quote.total).toBe(757.4);
  });

  it("takes the non-refundable rate's discount after the offer's", () => {
    const quote = seasonal("2026-12-10", "2026-12-13", {
      offers,
      plan: { kind: "nonRefundable", percent: 10 },
    });
    expect(quote.plan).toEqual({ percent: 10, discount: 75.74 });
    expect(quote.subtotal).toBe(681.66);
    expect(quote.total).toBe(681.66);
  });

  it("adds the service charge, and VAT on the room and its service charge, each to the cent", () => {
    const taxes = { serviceChargePercent: 10, vatPercent: 15, included: false };
    // Two nights at $249: $498, service charge $49.80, VAT 15% of $547.80 = $82.17.
    const quote = seasonal("2026-11-28", "2026-11-30", { taxes });
    expect(quote).toMatchObject({
      subtotal: 498,
      serviceCharge: 49.8,
      vat: 82.17,
      taxesIncluded: false,
      total: 629.97,
    });
  });

  it("says what part of an all-in price the charges are, and adds nothing", () => {
    const taxes = { serviceChargePercent: 10, vatPercent: 15, included: true };
    // $629.97 all in is $498 of room, as above.
    const quote = quoteStay({
      pricePerNight: 629.97,
      checkIn: "2026-11-29",
      checkOut: "2026-11-30",
      today,
      offers: [],
      taxes,
    });
    expect(quote).toMatchObject({
      serviceCharge: 49.8,
      vat: 82.17,
      taxesIncluded: true,
      total: 629.97,
    });
  });

  it("charges nothing when both are 0", () => {
    const taxes = { serviceChargePercent: 0, vatPercent: 0, included: false };
    expect(seasonal("2026-11-28", "2026-11-30", { taxes })).toMatchObject({
      serviceCharge: 0,
      vat: 0,
      total: 498,
    });
  });
});

describe("forRooms", () => {
  const one: StayQuote = {
    nights: 2,
    nightly: [
      { night: "2026-12-04", rate: 249.99, season: null },
      { night: "2026-12-05", rate: 249.99, season: null },
    ],
    base: 499.98,
    offer: { id: "weekend-escape", title: "Weekend Escape", discount: 100 },
    plan: { percent: 10, discount: 39.99 },
    subtotal: 359.99,
    serviceCharge: 35.99,
    vat: 59.4,
    taxesIncluded: false,
    total: 455.38,
  };

  it("is every amount times the rooms, in cents; each night's rate stays one room's", () => {
    expect(forRooms(one, 3)).toEqual({
      ...one,
      base: 1499.94,
      offer: { ...one.offer, discount: 300 },
      plan: { percent: 10, discount: 119.97 },
      subtotal: 1079.97,
      serviceCharge: 107.97,
      vat: 178.2,
      total: 1366.14,
    });
    expect(forRooms(one, 1)).toEqual(one);
  });

  it("keeps no offer and no plan as none", () => {
    const plain = { ...one, offer: null, plan: null };
    expect(forRooms(plain, 2)).toMatchObject({ offer: null, plan: null, base: 999.96 });
  });
});

describe("chargesShown", () => {
  it("states nothing when there are no charges", () => {
    expect(chargesShown({ serviceCharge: 0, vat: 0 }, true)).toEqual({ shown: "none" });
    expect(chargesShown({ serviceCharge: 0, vat: 0 }, false)).toEqual({ shown: "none" });
  });

  it("states what an inclusive total includes in one note", () => {
    expect(chargesShown({ serviceCharge: 20.5, vat: 33.83 }, true)).toEqual({
      shown: "included",
      serviceCharge: 20.5,
      vat: 33.83,
    });
  });

  it("adds each charge there is as its own line", () => {
    expect(chargesShown({ serviceCharge: 20.5, vat: 33.83 }, false)).toEqual({
      shown: "added",
      lines: [
        { charge: "serviceCharge", amount: 20.5 },
        { charge: "vat", amount: 33.83 },
      ],
    });
    expect(chargesShown({ serviceCharge: 0, vat: 12 }, false)).toEqual({
      shown: "added",
      lines: [{ charge: "vat", amount: 12 }],
    });
    expect(chargesShown({ serviceCharge: 7, vat: 0 }, false)).toEqual({
      shown: "added",
      lines: [{ charge: "serviceCharge", amount: 7 }],
    });
  });
});
