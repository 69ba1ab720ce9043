// The price of a stay, with the one best offer that applies (docs/spec-decisions.md, "Offers").
// Pure: dates are calendar days written YYYY-MM-DD; money is in dollars, rounded to the cent.
// An offer applies by its own rule (content/offers/<id>.yaml, `rule`), and only while it runs on
// the day the guest books.
import { runsOn } from "../lib/today.ts";
import { flatRates, isWeekendNight, nightRate, nightsOf, type RoomRates } from "./rates.ts";
import { dayIndexOf } from "./calendar-day.ts";

/** The kinds of rule an offer's price follows (see `OfferRule`). */
export const offerRuleKinds = ["advance", "weekend", "length"] as const;

/**
 * How an offer takes `percent` off a room's price:
 * - `advance`: off every night when booked at least `minDaysAhead` days before check-in, for at
 *   least `minNights` nights (Early Bird);
 * - `weekend`: off each Friday and Saturday night (Weekend Escape);
 * - `length`: off every night of a stay of at least `minNights` nights (Extended Stay).
 */
export type OfferRule = {
  kind: (typeof offerRuleKinds)[number];
  percent: number;
  minNights?: number;
  minDaysAhead?: number;
};

export type PricedOffer = {
  id: string;
  title: string;
  validFrom: string;
  validUntil: string;
  rule?: OfferRule;
};

/**
 * The service charge and VAT, as percentages (either may be 0), and whether the published rates
 * already include them. VAT is charged on the room and its service charge, as hotels in Bangladesh
 * charge it.
 */
export type Taxes = { serviceChargePercent: number; vatPercent: number; included: boolean };

const noTaxes: Taxes = { serviceChargePercent: 0, vatPercent: 0, included: true };

/** The two ways to book: free cancellation as the policy allows, or a discount and no refund. */
export type RatePlan = { kind: "flexible" } | { kind: "nonRefundable"; percent: number };

export type StayQuote = {
  nights: number;
  /** Each night's rate and the season that set it (null outside every season). */
  nightly: { night: string; rate: number; season: string | null }[];
  /** The sum of the nights' rates. */
  base: number;
  /** The best offer that applies, and what it takes off; null when none does. */
  offer: { id: string; title: string; discount: number } | null;
  /** The non-refundable rate's discount, taken after the offer's; null on the flexible rate. */
  plan: { percent: number; discount: number } | null;
  /** The room's price after the discounts, before (or, when included, with) the charges. */
  subtotal: number;
  /** The service charge and VAT: added to the subtotal, or the part of it they are if included. */
  serviceCharge: number;
  vat: number;
  taxesIncluded: boolean;
  total: number;
};

const cents = (amount: number) => Math.round(amount * 100) / 100;

type Night = StayQuote["nightly"][number];

/** What an offer's rule takes off these nights (each at its own rate), or 0 if they do not qualify. */
function discountOf(rule: OfferRule, nights: readonly Night[], daysAhead: number): number {
  const off = (some: readonly Night[]) =>
    (some.reduce((sum, night) => sum + night.rate, 0) * rule.percent) / 100;
  const longEnough = nights.length >= (rule.minNights ?? 1);
  switch (rule.kind) {
    case "advance":
      return longEnough && daysAhead >= (rule.minDaysAhead ?? 0) ? off(nights) : 0;
    case "weekend":
      return longEnough ? off(nights.filter((night) => isWeekendNight(night.night))) : 0;
    case "length":
      return longEnough ? off(nights) : 0;
  }
}

/**
 * What a price states of its service charge and VAT, decided here for every place that states one
 * (the booking form, the room card, the cart, the messages to the hotel): nothing when there are
 * none; each charge as its own line when they are added to the subtotal; one note of what the
 * total includes when the rates include them.
 */
export type ChargesShown =
  | { shown: "none" }
  | { shown: "added"; lines: { charge: "serviceCharge" | "vat"; amount: number }[] }
  | { shown: "included"; serviceCharge: number; vat: number };

export function chargesShown(
  { serviceCharge, vat }: { serviceCharge: number; vat: number },
  included: boolean,
): ChargesShown {
  if (serviceCharge === 0 && vat === 0) return { shown: "none" };
  if (included) return { shown: "included", serviceCharge, vat };
  const lines = [
    { charge: "serviceCharge" as const, amount: serviceCharge },
    { charge: "vat" as const, amount: vat },
  ];
  return { shown: "added", lines: lines.filter((line) => line.amount !== 0) };
}

/**
 * The quote for `rooms` rooms alike (a cart line of more than one): every amount times the rooms,
 * each night's rate still the one room's.
 */
export function forRooms(quote: StayQuote, rooms: number): StayQuote {
  const times = (amount: number) => cents(amount * rooms);
  return {
    ...quote,
    base: times(quote.base),
    offer: quote.offer && { ...quote.offer, discount: times(quote.offer.discount) },
    plan: quote.plan && { ...quote.plan, discount: times(quote.plan.discount) },
    subtotal: times(quote.subtotal),
    serviceCharge: times(quote.serviceCharge),
    vat: times(quote.vat),
    total: times(quote.total),
  };
}

/** The stay's nights grouped by rate, in the order they first come: "1 × $279 + 2 × $299". */
export function rateParts(quote: Pick<StayQuote, "nightly">): { rate: number; nights: number }[] {
  const parts: { rate: number; nights: number }[] = [];
  for (const { rate } of quote.nightly) {
    const part = parts.find((kept) => kept.rate === rate);
    if (part) part.nights++;
    else parts.push({ rate, nights: 1 });
  }
  return parts;
}

/** The service charge and VAT on `amount`: on top of it, or the part of it they are. */
function charges(amount: number, taxes: Taxes) {
  const sc = taxes.serviceChargePercent / 100;
  const vat = taxes.vatPercent / 100;
  const net = taxes.included ? amount / ((1 + sc) * (1 + vat)) : amount;
  const serviceCharge = cents(net * sc);
  const vatAmount = cents((net + serviceCharge) * vat);
  return {
    serviceCharge,
    vat: vatAmount,
    total: taxes.included ? amount : cents(amount + serviceCharge + vatAmount),
  };
}

/**
 * The stay's price, night by night: each night at its rate (`rates`: its season's, a weekend's, or
 * the base; `pricePerNight` for a room with one price all year), less the single offer that saves
 * most (of those running on `today`, the day of booking) and the non-refundable rate's discount,
 * with the service charge and VAT. `only` limits the choice to one offer, as when a guest came by
 * "Book This Offer".
 */
export function quoteStay({
  pricePerNight = 0,
  rates = flatRates(pricePerNight),
  checkIn,
  checkOut,
  today,
  offers,
  only,
  plan = { kind: "flexible" },
  taxes = noTaxes,
}: {
  pricePerNight?: number;
  rates?: RoomRates;
  checkIn: string;
  checkOut: string;
  today: string;
  offers: readonly PricedOffer[];
  only?: string;
  plan?: RatePlan;
  taxes?: Taxes;
}): StayQuote {
  const nightly = nightsOf(checkIn, checkOut).map((night) => ({
    night,
    ...nightRate(rates, night),
  }));
  const base = cents(nightly.reduce((sum, night) => sum + night.rate, 0));
  const daysAhead = dayIndexOf(checkIn) - dayIndexOf(today);
  let offer: StayQuote["offer"] = null;
  for (const candidate of offers) {
    if (!candidate.rule || !runsOn(candidate, today)) continue;
    if (only !== undefined && candidate.id !== only) continue;
    const discount = cents(discountOf(candidate.rule, nightly, daysAhead));
    if (discount > 0 && discount > (offer?.discount ?? 0))
      offer = { id: candidate.id, title: candidate.title, discount };
  }
  const afterOffer = cents(base - (offer?.discount ?? 0));
  const planDiscount = plan.kind === "nonRefundable" ? cents((afterOffer * plan.percent) / 100) : 0;
  const subtotal = cents(afterOffer - planDiscount);
  const { serviceCharge, vat, total } = charges(subtotal, taxes);
  return {
    nights: nightly.length,
    nightly,
    base,
    offer,
    plan: plan.kind === "nonRefundable" ? { percent: plan.percent, discount: planDiscount } : null,
    subtotal,
    serviceCharge,
    vat,
    taxesIncluded: taxes.included,
    total,
  };
}
