// A placed cart kept in My requests, and the messages that hand it to the hotel. Loaded by the
// cart page when a guest heads for the checkout, so its first load stays small.
import { checkoutRequests, type CheckoutContact } from "~/domain/checkout-requests";
import type { OrderLine } from "~/domain/guest-requests";
import { recordRequest } from "./request-store";
import { requestMessage, type RequestCatalogue } from "./request-text";
import { bedsByRoom, childrenRules } from "~/content/runtime/room-beds";

/**
 * Keeps what the checkout places (domain/checkout-requests: the food one delivery order, each
 * room a stay request), in the cart's order: each one's reference and its message to the hotel.
 */
export function keepOrder(
  lines: readonly OrderLine[],
  contact: CheckoutContact,
  names: RequestCatalogue,
) {
  const trimmed = Object.fromEntries(
    Object.entries(contact).map(([field, value]) => [field, value.trim()]),
  ) as CheckoutContact;
  return checkoutRequests(lines, trimmed).map((body) => {
    const request = recordRequest(body);
    // Each party's extra beds and cots priced as the cart priced them.
    const catalogue = { beds: bedsByRoom, childrenRules, ...names };
    return { ref: request.ref, kind: request.kind, message: requestMessage(request, catalogue) };
  });
}
