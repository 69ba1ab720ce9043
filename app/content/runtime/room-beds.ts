// What each room sleeps (its beds, extra beds and cots, how many the hotel has) and the children's
// policy as the rules read it: where a party is placed (domain/party-stay.ts). Only the pages that
// place a party load this (the booking form).
import bedEntries from "virtual:content/room-beds";
import ruleEntries from "virtual:content/children-rules";
import type { ContentModule } from "../schemas/collections";
import type { ChildrenRules, RoomBeds } from "~/domain/party-stay";

const beds = new Map(
  (bedEntries as ContentModule<"room-beds">).map(({ id, ...entry }) => [id, entry]),
);
const [rules] = ruleEntries as ContentModule<"children-rules">;
if (!rules) throw new Error("content/policies.yaml is missing");

/** What each room sleeps, by its id: a cart's parties are priced by it (features/cart/cart-pricing). */
export const bedsByRoom: Readonly<Record<string, RoomBeds>> = Object.fromEntries(beds);

/** The children's policy: free, cot and adult ages, and the cot's and extra bed's nightly prices. */
export const childrenRules: ChildrenRules = rules;

/**
 * What a room sleeps; a room the catalogue does not know sleeps its capacity in its own beds, no
 * extra bed and no cot, and the hotel has one of it.
 */
export const bedsOf = (room: {
  id: string;
  capacity: number;
  adults: number;
}): RoomBeds & { count: number } =>
  beds.get(room.id) ?? { capacity: room.capacity, adults: room.adults, extraBeds: 0, cots: 0, count: 1 };
