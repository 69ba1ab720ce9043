// A request kept from the contact page (a room or a table), sent to the hotel when the hotel has
// requests of its kind delivered. Loaded after the request is kept, never with the page.
import { rooms } from "~/content/runtime/rooms";
import { venues } from "~/content/runtime/venues";
import type { GuestRequest } from "~/domain/guest-requests";
import { deliver, deliveryOn } from "./delivery";
import { requestMessage } from "./request-text";

/** Sends a room or table request; its message names the room or restaurant, with no price. */
export function deliverKept(request: GuestRequest) {
  if (!deliveryOn(request.kind)) return Promise.resolve(undefined);
  const names = {
    prices: { room: {}, food: {} },
    offers: [],
    deliveryFee: 0,
    rooms: Object.fromEntries(rooms.map((room) => [room.id, room.name])),
    venues: Object.fromEntries(venues.map((venue) => [venue.id, venue.name])),
    dishes: {},
  };
  return deliver(request, requestMessage(request, names).text);
}
