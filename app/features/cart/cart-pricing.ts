// What the cart page loads once it has lines: the domain's pricing, how a room's nights read at
// their rates, and the words for a room's stay the hotel would not take now. Such a stay is rare (a
// cart kept while its dates went by or the hotel closed a night), so its words stay out of the
// page's first load and come with this.
import type { CartChoice, LineRefusal, QuotedLine } from "~/domain/cart-quote";
import { rateParts, type StayQuote } from "~/domain/stay-quote";
import { cartRefusals as w } from "~/locale/cart-refusals";
import { stayWords } from "~/locale/stay-words";
import { partyWords as p } from "~/locale/party-words";
import { beddingWords } from "~/components/layout/party-lines";

import { quoteCart as quote } from "~/domain/cart-quote";
import { bedsByRoom, childrenRules } from "~/content/runtime/room-beds";

/**
 * The cart's lines priced (domain/cart-quote), each room's party with the extra beds and cots its
 * children's ages take, by what the room sleeps and the children's policy (content).
 */
export const quoteCart: typeof quote = (items, options) =>
  quote(items, { beds: bedsByRoom, childrenRules, ...options });

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

/**
 * A room line's children by age, "(aged 4 and 9)", and the extra beds and cots their ages take,
 * for all its rooms, "1 extra bed: 3 nights × $25 = $75"; each "" when there is none.
 */
export function partyText(quoted: QuotedLine<CartChoice>, money: (amount: number) => string) {
  const ages = quoted.line.party?.childAges;
  const { party, stay, line } = quoted;
  return {
    ages: ages?.length ? p.ages(ages) : "",
    beds:
      party && stay
        ? beddingWords(
            {
              extraBeds: party.placement.extraBeds * line.quantity,
              cots: party.placement.cots * line.quantity,
              nightly: party.nightly,
              charge: party.charge,
            },
            stay.nights,
            money,
          )
        : "",
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
