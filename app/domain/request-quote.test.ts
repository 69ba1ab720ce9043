import { describe, expect, it } from "vitest";
import { madeOn, quoteRequest, requestCancellation } from "./request-quote";
import { isoDayPlus } from "./calendar-day";
import {
  sampleCatalogue,
  sampleHotelRequest,
  sampleOrderRequest,
  sampleStayRequest,
  sampleTableRequest,
} from "../../tests/fixtures/sample-request";

describe("what a kept request costs", () => {
  it("is worked out on the hotel's day it was made (Asia/Dhaka)", () => {
    expect(madeOn("2026-11-30T17:59:00.000Z")).toBe("2026-11-30");
    expect(madeOn("2026-11-30T18:00:00.000Z")).toBe("2026-12-01");
  });

  it("prices a stay from the catalogue with the offer it came with", () => {
    expect(quoteRequest(sampleStayRequest(), sampleCatalogue)).toMatchObject({
      kind: "stay",
      pricePerNight: 249,
      stay: {
        nights: 3,
        base: 747,
        offer: { id: "weekend-escape", title: "Weekend Escape", discount: 99.6 },
        total: 647.4,
      },
    });
    // Only the offer the guest came to book applies: another one named is no discount.
    const other = quoteRequest(sampleStayRequest({ offer: "early-bird" }), sampleCatalogue);
    expect(other?.kind === "stay" && other.stay.total).toBe(747);
    // No offer named: the best running one, as the form quotes it.
    const withoutOffer = { ...sampleStayRequest().stay };
    delete withoutOffer.offer;
    const best = quoteRequest({ ...sampleStayRequest(), stay: withoutOffer }, sampleCatalogue);
    expect(best?.kind === "stay" && best.stay.total).toBe(647.4);
  });

  it("prices a stay on the non-refundable rate with the hotel's discount, after the offer", () => {
    const request = sampleStayRequest();
    const nonRefundable = { ...request, stay: { ...request.stay, plan: "nonRefundable" as const } };
    const quote = quoteRequest(nonRefundable, { ...sampleCatalogue, nonRefundablePercent: 10 });
    // $747 less Weekend Escape's $99.60 is $647.40; 10% of that is $64.74.
    expect(quote?.kind === "stay" && quote.stay).toMatchObject({
      plan: { percent: 10, discount: 64.74 },
      total: 582.66,
    });
    const flexible = quoteRequest(request, { ...sampleCatalogue, nonRefundablePercent: 10 });
    expect(flexible?.kind === "stay" && flexible.stay).toMatchObject({ plan: null, total: 647.4 });
  });

  it("prices an offer by the day the request was made, not today", () => {
    // Made before Weekend Escape began: no discount, whenever it is shown.
    const early = { ...sampleStayRequest(), createdAt: "2026-09-01T10:00:00.000Z" };
    const quote = quoteRequest(early, sampleCatalogue);
    expect(quote?.kind === "stay" && quote.stay).toMatchObject({ offer: null, total: 747 });
  });

  it("has no price for a room the hotel no longer lists, a table or a hotel enquiry", () => {
    expect(quoteRequest(sampleStayRequest({ room: "gone" }), sampleCatalogue)).toBeNull();
    expect(quoteRequest(sampleTableRequest(), sampleCatalogue)).toBeNull();
    expect(quoteRequest(sampleHotelRequest(), sampleCatalogue)).toBeNull();
  });

  it("prices an order's dishes and the delivery fee from the catalogue", () => {
    const quote = quoteRequest(sampleOrderRequest(), sampleCatalogue);
    expect(quote?.kind === "order" && quote.order).toMatchObject({
      subtotal: 27.5,
      food: { subtotal: 27.5, deliveryFee: 5, total: 32.5 },
      total: 32.5,
    });
  });
});

describe("what cancelling a kept stay costs", () => {
  // The request's own policy, unlike the hotel's: free until 36 hours before a 3:00 PM check-in.
  const policy = { hours: 36, checkInTime: "15:00" };
  const request = sampleStayRequest();
  const quote = quoteRequest(request, sampleCatalogue);
  const stay = quote?.kind === "stay" ? quote.stay : null;
  // The deadline, reckoned from the request's own check-in: 36 hours before it, at 03:00 the day before.
  const deadline = { day: isoDayPlus(request.stay.checkIn, -1), time: "03:00" };

  it("is free up to and at the deadline on the flexible rate, and says until when", () => {
    expect(requestCancellation(request, sampleCatalogue, policy, deadline)).toEqual({
      kind: "free",
      until: deadline,
    });
  });

  it("after the deadline, is the first night's share of the quoted price", () => {
    const cost = requestCancellation(request, sampleCatalogue, policy, {
      day: deadline.day,
      time: "03:01",
    });
    const first = stay!.nightly[0]!.rate;
    expect(cost).toEqual({
      kind: "late",
      amount: Math.round(((stay!.total * first) / stay!.base) * 100) / 100,
      since: deadline,
    });
  });

  it("charges each of several rooms alike its first night", () => {
    const one = requestCancellation(request, sampleCatalogue, policy, {
      ...deadline,
      time: "04:00",
    });
    const three = requestCancellation(sampleStayRequest({ rooms: 3 }), sampleCatalogue, policy, {
      ...deadline,
      time: "04:00",
    });
    expect(one?.kind === "late" && three?.kind === "late").toBe(true);
    if (one?.kind === "late" && three?.kind === "late")
      expect(three.amount).toBeCloseTo(one.amount * 3, 2);
  });

  it("is the whole price on the non-refundable rate, even long before", () => {
    const nonRefundable = sampleStayRequest({ plan: "nonRefundable" });
    const priced = quoteRequest(nonRefundable, sampleCatalogue);
    expect(
      requestCancellation(nonRefundable, sampleCatalogue, undefined, {
        day: "2026-11-01",
        time: "09:00",
      }),
    ).toEqual({ kind: "nonRefundable", amount: priced?.kind === "stay" ? priced.stay.total : NaN });
  });

  it("has no figure for what is not a priced stay, or a flexible stay without the policy", () => {
    expect(requestCancellation(sampleTableRequest(), sampleCatalogue, policy, deadline)).toBeNull();
    expect(
      requestCancellation(sampleStayRequest({ room: "gone" }), sampleCatalogue, policy, deadline),
    ).toBeNull();
    expect(requestCancellation(request, sampleCatalogue, undefined, deadline)).toBeNull();
  });
});

/**
 * The tests' own flexible policy for the party's and the rooms' cancellations (not the hotel's):
 * free until 24 hours before a 2 PM check-in; asked an hour before check-in, it is late.
 */
const policy = { hours: 24, checkInTime: "14:00" };
const lateTime = "13:00";

describe("a party's extra beds and cots in a kept stay", () => {
  // The tests' own policy and room: a cot under 2 at $5, an extra bed at $25, free under 12.
  const rules = { freeUnderAge: 12, cotUnderAge: 2, cotNightly: 5, extraBedNightly: 25 };
  const catalogue = {
    ...sampleCatalogue,
    childrenRules: rules,
    beds: { deluxe: { capacity: 2, adults: 2, extraBeds: 1, cots: 1 } },
  };
  const family = sampleStayRequest({ adults: 2, children: 2, childAges: [1, 9] });

  it("adds each night's extra bed and cot to the stay's total", () => {
    const quote = quoteRequest(family, catalogue);
    const plain = quoteRequest(family, sampleCatalogue);
    expect(quote?.kind === "stay" && plain?.kind === "stay").toBe(true);
    if (quote?.kind !== "stay" || plain?.kind !== "stay") return;
    const nights = quote.stay.nights;
    expect(quote.party).toMatchObject({
      placement: { cots: 1, extraBeds: 1 },
      nightly: rules.cotNightly + rules.extraBedNightly,
      charge: (rules.cotNightly + rules.extraBedNightly) * nights,
    });
    expect(quote.total).toBeCloseTo(plain.stay.total + quote.party!.charge, 2);
    // Without ages, or without the policy, nothing is added.
    expect(plain.party).toBeNull();
    expect(plain.total).toBe(plain.stay.total);
    const noAges = quoteRequest(sampleStayRequest({ adults: 2, children: 2 }), catalogue);
    expect(noAges?.kind === "stay" && noAges.party).toBeNull();
  });

  it("charges one night of them when cancelled late, and all of them on the non-refundable rate", () => {
    const late = { day: family.stay.checkIn, time: lateTime };
    const quote = quoteRequest(family, catalogue);
    const bare = requestCancellation(family, sampleCatalogue, policy, late);
    const withParty = requestCancellation(family, catalogue, policy, late);
    if (quote?.kind !== "stay" || bare?.kind !== "late" || withParty?.kind !== "late")
      throw new Error("expected a late cancellation");
    expect(withParty.amount).toBeCloseTo(bare.amount + quote.party!.nightly, 2);
    const locked = sampleStayRequest({
      adults: 2,
      children: 2,
      childAges: [1, 9],
      plan: "nonRefundable",
    });
    const all = requestCancellation(locked, catalogue, policy, late);
    const lockedQuote = quoteRequest(locked, catalogue);
    expect(all).toEqual({
      kind: "nonRefundable",
      amount: lockedQuote?.kind === "stay" ? lockedQuote.total : NaN,
    });
  });
});

describe("several rooms in one request", () => {
  const rules = { freeUnderAge: 12, cotUnderAge: 2, cotNightly: 5, extraBedNightly: 25 };
  const catalogue = {
    ...sampleCatalogue,
    childrenRules: rules,
    beds: {
      deluxe: { capacity: 2, adults: 2, extraBeds: 1, cots: 1 },
      executive: { capacity: 3, adults: 3, extraBeds: 1, cots: 1 },
    },
  };
  const family = { room: "executive", adults: 2, children: 2, childAges: [1, 9] };
  const couple = { room: "deluxe", adults: 2, children: 0, childAges: [] };
  const alone = (room: typeof family) =>
    quoteRequest(
      sampleStayRequest({
        room: room.room,
        adults: room.adults,
        children: room.children,
        childAges: room.childAges,
      }),
      catalogue,
    );
  const totalOf = (quote: ReturnType<typeof quoteRequest>) =>
    quote?.kind === "stay" ? quote.total : NaN;

  it("prices each room night by night with its party's beds, and the whole is their sum", () => {
    const both = quoteRequest(sampleStayRequest({ ...couple, moreRooms: [family] }), catalogue);
    if (both?.kind !== "stay") throw new Error("expected a stay");
    expect(both.moreRooms).toHaveLength(1);
    expect(both.moreRooms[0]).toMatchObject({
      room: "executive",
      party: { placement: { cots: 1 } },
    });
    expect(both.total).toBeCloseTo(totalOf(alone(couple)) + totalOf(alone(family)), 2);
  });

  it("gives the same total whichever order the rooms were added in", () => {
    const third = { room: "deluxe", adults: 1, children: 1, childAges: [12] };
    const one = quoteRequest(
      sampleStayRequest({ ...couple, moreRooms: [family, third] }),
      catalogue,
    );
    const other = quoteRequest(
      sampleStayRequest({ ...couple, moreRooms: [third, family] }),
      catalogue,
    );
    expect(totalOf(one)).toBeCloseTo(totalOf(other), 2);
    expect(totalOf(one)).toBeCloseTo(
      totalOf(alone(couple)) + totalOf(alone(family)) + totalOf(alone(third)),
      2,
    );
  });

  it("cancels each room under the same terms: free for all, or each room's first night", () => {
    const request = sampleStayRequest({ ...couple, moreRooms: [family] });
    // On the day it was made, days before the deadline.
    const early = requestCancellation(request, catalogue, policy, {
      day: madeOn(request.createdAt),
      time: lateTime,
    });
    expect(early?.kind).toBe("free");
    const late = { day: request.stay.checkIn, time: lateTime };
    const both = requestCancellation(request, catalogue, policy, late);
    const first = requestCancellation(sampleStayRequest(couple), catalogue, policy, late);
    const second = requestCancellation(
      sampleStayRequest({ ...family, room: "executive" }),
      catalogue,
      policy,
      late,
    );
    if (both?.kind !== "late" || first?.kind !== "late" || second?.kind !== "late")
      throw new Error("expected late cancellations");
    expect(both.amount).toBeCloseTo(first.amount + second.amount, 2);
  });
});
