// The price of a stay, with the one best offer that applies (shared/spec-decisions.md, "Offers").
// Pure: dates are calendar days written YYYY-MM-DD; money is in dollars, rounded to the cent.
// An offer applies by its own rule (content/offers/<id>.yaml, `rule`), and only while it runs on
// the day the guest books.
import { runsOn } from "../lib/today.ts";

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

export type StayQuote = {
  nights: number;
  /** Nights × the nightly price. */
  base: number;
  /** The best offer that applies, and what it takes off; null when none does. */
  offer: { id: string; title: string; discount: number } | null;
  total: number;
};

const MS_PER_DAY = 86_400_000;
const dayNumber = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number);
  return Date.UTC(year!, month! - 1, day!) / MS_PER_DAY;
};
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The nights of a stay as day numbers: the night of check-in up to the night before check-out. */
function nightsOf(checkIn: string, checkOut: string): number[] {
  const first = dayNumber(checkIn);
  const count = Math.max(0, dayNumber(checkOut) - first);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** Friday (5) and Saturday (6) nights: 1970-01-01, day 0, was a Thursday. */
const isWeekendNight = (day: number) => {
  const weekday = (day + 4) % 7;
  return weekday === 5 || weekday === 6;
};

/** What an offer's rule takes off this stay, or 0 when the stay does not qualify. */
function discountOf(rule: OfferRule, price: number, nights: number[], daysAhead: number): number {
  const off = (count: number) => (price * count * rule.percent) / 100;
  const longEnough = nights.length >= (rule.minNights ?? 1);
  switch (rule.kind) {
    case "advance":
      return longEnough && daysAhead >= (rule.minDaysAhead ?? 0) ? off(nights.length) : 0;
    case "weekend":
      return longEnough ? off(nights.filter(isWeekendNight).length) : 0;
    case "length":
      return longEnough ? off(nights.length) : 0;
  }
}

/**
 * The stay's price: nights × `pricePerNight`, less the single offer that saves most (of those
 * running on `today`, the day of booking). `only` limits the choice to one offer, as when a guest
 * came by "Book This Offer".
 */
export function quoteStay({
  pricePerNight,
  checkIn,
  checkOut,
  today,
  offers,
  only,
}: {
  pricePerNight: number;
  checkIn: string;
  checkOut: string;
  today: string;
  offers: readonly PricedOffer[];
  only?: string;
}): StayQuote {
  const nights = nightsOf(checkIn, checkOut);
  const base = cents(pricePerNight * nights.length);
  const daysAhead = dayNumber(checkIn) - dayNumber(today);
  let offer: StayQuote["offer"] = null;
  for (const candidate of offers) {
    if (!candidate.rule || !runsOn(candidate, today)) continue;
    if (only !== undefined && candidate.id !== only) continue;
    const discount = cents(discountOf(candidate.rule, pricePerNight, nights, daysAhead));
    if (discount > 0 && discount > (offer?.discount ?? 0))
      offer = { id: candidate.id, title: candidate.title, discount };
  }
  return { nights: nights.length, base, offer, total: cents(base - (offer?.discount ?? 0)) };
}
