// A placed order kept in My requests, and the message that hands it to the hotel. Loaded by the
// cart page when a guest heads for the checkout, so its first load stays small.
import type { OrderDetails } from "~/domain/guest-requests";
import { recordRequest } from "./request-store";
import { requestMessage, type RequestCatalogue } from "./request-text";

export function keepOrder(order: OrderDetails, names: RequestCatalogue) {
  const request = recordRequest({ kind: "order", order });
  return { ref: request.ref, message: requestMessage(request, names) };
}
