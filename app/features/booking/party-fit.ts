// Where the booking form's party sleeps in a room (domain/party-stay.ts): by the children's policy
// and the room's beds, extra beds and cots (content), as the room cards, the step's check and the
// price all ask it.
import { bedsOf, childrenRules } from "~/content/runtime/room-beds";
import { MAX_CHILD_AGE, placeParty, type Placement } from "~/domain/party-stay";

/** The ages a child's select offers: 0 (under 1) to 17. */
export const ageOptions = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => String(age));

/**
 * A child whose age is not chosen yet counts as the youngest (a cot where the room has one): no
 * room is let go before the ages are known, and choosing them settles it.
 */
const ageOf = (age: string) => (age === "" ? 0 : Number(age));

/** Where the party sleeps in `room`, or null when the room cannot sleep it. */
export function placementIn(
  room: { id: string; capacity: number; adults: number },
  adults: string,
  childAges: readonly string[],
): Placement | null {
  return placeParty(
    bedsOf(room),
    { adults: Number(adults), childAges: childAges.map(ageOf) },
    childrenRules,
  );
}

export { resizeAges } from "~/domain/party";

/** The party's extra beds and cots over the nights, or null when it takes none at a price. */
export function beddingCharge(placement: Placement | null, nights: number) {
  if (!placement || placement.nightlyCharge === 0) return null;
  return {
    extraBeds: placement.extraBeds,
    cots: placement.cots,
    nightly: placement.nightlyCharge,
    charge: Math.round(placement.nightlyCharge * nights * 100) / 100,
  };
}

/**
 * How many the room sleeps, as the party meets its limit: its adults when the party has more
 * adults (with the children who count as adults) than that, else its beds with its extra beds.
 */
export function sleepsUpTo(
  room: { id: string; capacity: number; adults: number },
  adults: string,
  childAges: readonly string[],
): number {
  const asAdults =
    Number(adults) + childAges.filter((age) => ageOf(age) >= childrenRules.freeUnderAge).length;
  const { adults: most } = bedsOf(room);
  return asAdults > most ? most : sleepsAtMost(room);
}

/** The most a room sleeps: its own beds and its extra beds. */
export function sleepsAtMost(room: { id: string; capacity: number; adults: number }): number {
  const beds = bedsOf(room);
  return beds.capacity + beds.extraBeds;
}
