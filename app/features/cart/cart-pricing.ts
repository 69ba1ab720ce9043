// What the cart page loads once it has lines: the domain's pricing, how a room's nights read at
// their rates, and the words for a room's stay the hotel would not take now. Such a stay is rare (a
// cart kept while its dates went by or the hotel closed a night), so its words stay out of the
// page's first load and come with this.
import type { CartChoice, LineRefusal, QuotedLine } from "~/domain/cart-quote";
import { rateParts, type StayQuote } from "~/domain/stay-quote";
import { cartRefusals as w } from "~/locale/cart-refusals";
import { stayWords } from "~/locale/stay-words";

export { quoteCart } from "~/domain/cart-quote";

/**
 * A room line's nights at the rates they are charged, as the booking form states them ("2 nights ×
 * $499.00 + 1 night × $469.00" across a weekend or a season's edge), and its price per night: the
 * one rate, or the lowest to the highest.
 */
export function stayRates(stay: StayQuote, money: (amount: number) => string) {
  const parts = rateParts(stay);
  const rates = parts.map((part) => part.rate);
  const [low, high] = [Math.min(...rates), Math.max(...rates)];
  return {
    nights: stayWords.priceParts(
      parts.map((part) => ({ nights: part.nights, price: money(part.rate) })),
    ),
    perNight: low === high ? money(low) : `${money(low)}–${money(high)}`,
  };
}

/** Why the hotel would not take this line's stay, on its line. */
export const refusalText = (refusal: LineRefusal) =>
  refusal.kind === "passed"
    ? w.passed
    : refusal.kind === "closed"
      ? w.closed(refusal.nights, refusal.reason)
      : w.minNights(refusal.season, refusal.minNights);

/** Why the checkout cannot open, once for each kind of refused line; "" when it can. */
export const checkoutRefusal = (lines: readonly QuotedLine<CartChoice>[]) =>
  [
    ...new Set(
      lines.flatMap(({ refusal }) =>
        refusal ? [refusal.kind === "passed" ? w.checkout.passed : w.checkout.stay] : [],
      ),
    ),
  ].join(" ");
