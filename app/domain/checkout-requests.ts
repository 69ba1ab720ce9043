// What a cart's checkout becomes (docs/spec-decisions.md "Cart and ordering"): the food a delivery order,
// each room line a stay request of its own, paid at the hotel once confirmed. Each gets its own
// reference, hand-off and delivery, as the same stay booked on the booking form would. Pure.
import type { OrderLine, RequestBody } from "./guest-requests";

/** What the checkout asked: one full name and a phone; an e-mail for rooms, an address for food. */
export type CheckoutContact = {
  name: string;
  phone: string;
  email: string;
  area: string;
  address: string;
};

/**
 * The requests a checkout places, in the cart's order: the food as one delivery order (when there
 * is food), then a stay request per room line, for its dates, its party and its number of rooms.
 * A room from the cart is booked at the flexible rate; the best offer of the day applies, as the
 * cart priced it. A room line without its dates (never kept by the cart) places nothing.
 */
export function checkoutRequests(
  lines: readonly OrderLine[],
  { name, phone, email, area, address }: CheckoutContact,
): RequestBody[] {
  const food = lines.filter((line) => line.type === "food");
  const requests: RequestBody[] = [];
  if (food.length > 0)
    requests.push({
      kind: "order",
      order: { items: food, details: { name, phone, area, address } },
    });
  for (const line of lines) {
    if (line.type !== "room" || !line.dates) continue;
    requests.push({
      kind: "stay",
      stay: {
        room: line.id,
        checkIn: line.dates.checkIn,
        checkOut: line.dates.checkOut,
        adults: line.party?.adults ?? 1,
        children: line.party?.children ?? 0,
        ...(line.party?.childAges ? { childAges: line.party.childAges } : {}),
        firstName: name,
        lastName: "",
        email,
        phone,
        specialRequests: "",
        payment: "pay-later",
        ...(line.quantity > 1 ? { rooms: line.quantity } : {}),
      },
    });
  }
  return requests;
}
