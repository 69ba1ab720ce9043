// The cart's rules as pure functions (docs/spec-decisions.md "Cart and ordering").
// No React here, so the reducer and the totals are tested on their own.

import { MAX_QUANTITY } from "~/domain/quantity";
import type { Party } from "~/domain/party-limits";
import type { ChargesShown } from "~/domain/stay-quote";
import { daysBetween } from "~/domain/calendar-day";

export const cartItemTypes = ["food", "room"] as const;
export type CartItemType = (typeof cartItemTypes)[number];

/** A room's stay: calendar days, YYYY-MM-DD, check-out after check-in. */
export type StayDates = { checkIn: string; checkOut: string };

export type CartItem = {
  id: string;
  name: string;
  /** US dollars, per unit (a dish, or a room per night). */
  price: number;
  /** Photo id on the photo host. */
  image: string;
  type: CartItemType;
  /** Dishes, or rooms of this kind for these dates. */
  quantity: number;
  /** A room's stay (a room read back from storage always has one); never on food. */
  dates?: StayDates;
  /** Who stays in each room of the line (a room always has one, fitting the room); never on food. */
  party?: Party;
};

export type CartItemInput = Omit<CartItem, "quantity">;

/** Lines a cart holds: a 101st is refused with a word to the guest, never dropped later. */
export const MAX_LINES = 100;

/** Nights of a stay: the calendar days from check-in to check-out. */
export const stayNights = ({ checkIn, checkOut }: StayDates) => daysBetween(checkIn, checkOut);

/**
 * A line's identity: its kind and id, and a room's dates and party (the same room for other dates,
 * or for another party, children of other ages included, is another line).
 */
export const lineKey = ({
  type,
  id,
  dates,
  party,
}: Pick<CartItem, "type" | "id" | "dates" | "party">) =>
  `${type}:${id}${dates ? `:${dates.checkIn}:${dates.checkOut}` : ""}${party ? `:${party.adults}+${party.children}${party.childAges ? `(${party.childAges.join(",")})` : ""}` : ""}`;

export type CartAction =
  | { type: "add"; item: CartItemInput }
  | { type: "setQuantity"; key: string; quantity: number }
  | { type: "remove"; key: string }
  | { type: "clear" }
  | { type: "replace"; items: CartItem[] };

export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case "add": {
      const { item } = action;
      const existing = items.find((entry) => lineKey(entry) === lineKey(item));
      if (!existing) return items.length < MAX_LINES ? [...items, { ...item, quantity: 1 }] : items;
      if (existing.quantity >= MAX_QUANTITY) return items;
      return items.map((entry) =>
        entry === existing ? { ...entry, quantity: entry.quantity + 1 } : entry,
      );
    }
    case "setQuantity": {
      const quantity = Math.trunc(action.quantity);
      if (!(quantity > 0)) return cartReducer(items, { ...action, type: "remove" });
      return items.map((entry) =>
        lineKey(entry) === action.key
          ? { ...entry, quantity: Math.min(quantity, MAX_QUANTITY) }
          : entry,
      );
    }
    case "remove":
      return items.filter((entry) => lineKey(entry) !== action.key);
    case "clear":
      return items.length === 0 ? items : [];
    case "replace":
      return action.items;
  }
}

/** What adding `item` does: adds one, or nothing, the cart being full or the line at its most. */
export function addOutcome(items: readonly CartItem[], item: CartItemInput) {
  const existing = items.find((entry) => lineKey(entry) === lineKey(item));
  if (existing) return existing.quantity < MAX_QUANTITY ? "added" : "most";
  return items.length < MAX_LINES ? "added" : "full";
}

export type CartTotals = {
  /** Number of units in the cart (what "Cart (n)" shows). */
  count: number;
  subtotal: number;
  /** 0 when there is no food in the cart. */
  deliveryFee: number;
  total: number;
  hasFood: boolean;
  /** Rooms in the cart: a reservation request, paid at the hotel, never delivered. */
  hasStays: boolean;
  /** How the rooms' service charge and VAT are stated (domain/stay-quote chargesShown). */
  roomCharges: ChargesShown;
};

/** Units in the cart (what "Cart (n)" shows). */
export const cartCount = (items: readonly CartItem[]) =>
  items.reduce((count, item) => count + item.quantity, 0);
