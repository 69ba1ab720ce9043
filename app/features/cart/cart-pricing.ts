// What the cart page loads once it has lines: the domain's pricing, and the words for a room's
// stay the hotel would not take now. Such a stay is rare (a cart kept while its dates went by or
// the hotel closed a night), so its words stay out of the page's first load and come with this.
import type { CartChoice, LineRefusal, QuotedLine } from "~/domain/cart-quote";
import { cartRefusals as w } from "~/locale/cart-refusals";

export { quoteCart } from "~/domain/cart-quote";

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
