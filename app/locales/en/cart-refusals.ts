import { stayRules } from "./stay-words";

/**
 * Why a room's stay in the cart cannot be ordered, on its line and at the checkout
 * (features/cart/cart-pricing.ts): loaded with the cart's pricing, not with the page, as it is rare.
 */
export const cartRefusals = {
  passed: "These dates have passed: remove this line and add the room again for new dates.",
  /** Nights of the stay the hotel has closed (YYYY-MM-DD, written here as dates). */
  closed: (nights: readonly string[], reason?: string) =>
    `${stayRules.closed("This room", nights, reason)}: remove this line and add the room again for other dates.`,
  minNights: (season: string, nights: number) =>
    `${stayRules.minStay(season, nights)}: remove this line and add the room again for a longer stay.`,
  checkout: {
    passed:
      "The dates of a room in your cart have passed. Remove that line and add the room again from its page for new dates.",
    stay: "A room in your cart cannot be booked for its dates: its line says why. Remove that line and add the room again from its page for other dates.",
  },
};
