// A party across rooms (docs/spec-decisions.md, "Parties and extras"): who sleeps where by the
// children's policy, what the extras cost, and the price of a request of one to four rooms. Pure:
// money is in dollars, rounded to the cent; the policy, the rooms and the extras are content
// (content/policies.yaml, content/rooms/, content/extras/) passed in.

export { MAX_CHILD_AGE } from "./party-limits";

/**
 * The children's policy: a child under `cotUnderAge` sleeps in a cot when the room has one (at
 * `cotNightly` a night), else in the existing bedding; under `freeUnderAge`, in the existing
 * bedding, free; from `freeUnderAge` on, a guest counts as an adult. A party larger than the
 * room's beds takes extra beds, at `extraBedNightly` each a night, as many as the room has room for.
 */
export type ChildrenRules = {
  freeUnderAge: number;
  cotUnderAge: number;
  cotNightly: number;
  extraBedNightly: number;
};

/** What one room sleeps: guests in its beds, how many may be adults, extra beds and cots it takes. */
export type RoomBeds = { capacity: number; adults: number; extraBeds: number; cots: number };

/** Who stays in one room: adults, and each child's age (0 to 17). */
export type RoomParty = { adults: number; childAges: readonly number[] };

/** Where a party sleeps in a room, and what that costs a night beyond the room's rate. */
export type Placement = {
  /** The adults and the children who count as adults. */
  adults: number;
  /** The guests in the room's own beds and its extra beds. */
  inBeds: number;
  cots: number;
  extraBeds: number;
  nightlyCharge: number;
};

/** Which of the policy's three kinds a child of `age` is. */
export function childKind(age: number, rules: ChildrenRules): "cot" | "child" | "adult" {
  if (age >= rules.freeUnderAge) return "adult";
  return age < rules.cotUnderAge ? "cot" : "child";
}

/**
 * How `party` sleeps in `room` under the children's policy, or null when the room cannot sleep it:
 * more adults (with the children counted as adults) than it takes, or more guests than its beds
 * and extra beds.
 */
export function placeParty(
  room: RoomBeds,
  party: RoomParty,
  rules: ChildrenRules,
): Placement | null {
  const kinds = party.childAges.map((age) => childKind(age, rules));
  const count = (kind: ReturnType<typeof childKind>) => kinds.filter((k) => k === kind).length;
  const adults = party.adults + count("adult");
  const cots = Math.min(count("cot"), room.cots);
  // The infants without a cot share the existing bedding, as the other children do.
  const inBeds = adults + count("child") + count("cot") - cots;
  const extraBeds = Math.max(0, inBeds - room.capacity);
  if (party.adults < 1 || adults > room.adults || extraBeds > room.extraBeds) return null;
  return {
    adults,
    inBeds,
    cots,
    extraBeds,
    nightlyCharge: cents(extraBeds * rules.extraBedNightly + cots * rules.cotNightly),
  };
}

/** A party's extra beds and cots in each room, and what they cost a night and over the stay. */
export type PartyCharge = { placement: Placement; nightly: number; charge: number };

/**
 * A room's extra beds and cots for the nights, for `rooms` rooms alike with this party (a cart
 * line): only when the children's ages were asked and the room's beds and the policy are known;
 * null otherwise, when nothing is charged, and when the room no longer sleeps the party (the team
 * says what it takes). The booking form, the cart and My requests price a party by it.
 */
export function partyCharge(
  beds: RoomBeds | undefined,
  rules: ChildrenRules | undefined,
  party: { adults: number; childAges?: readonly number[] },
  nights: number,
  rooms = 1,
): PartyCharge | null {
  if (!party.childAges || !beds || !rules) return null;
  const placement = placeParty(beds, { adults: party.adults, childAges: party.childAges }, rules);
  if (!placement || placement.nightlyCharge === 0) return null;
  const nightly = cents(placement.nightlyCharge * rooms);
  return { placement, nightly, charge: cents(nightly * nights) };
}

/** The rooms that sleep `party`: the only ones a guest is offered for it. */
export function roomsFor<Room extends RoomBeds>(
  rooms: readonly Room[],
  party: RoomParty,
  rules: ChildrenRules,
): Room[] {
  return rooms.filter((room) => placeParty(room, party, rules) !== null);
}

/**
 * The room types asked for more often than the hotel has them (`count`, content/rooms/): a
 * request for these is refused, with a way to ask the team.
 */
export function overCount(chosen: readonly string[], count: (roomId: string) => number): string[] {
  const asked = new Map<string, number>();
  for (const roomId of chosen) asked.set(roomId, (asked.get(roomId) ?? 0) + 1);
  return [...asked].filter(([roomId, times]) => times > count(roomId)).map(([roomId]) => roomId);
}

/** A vehicle an airport transfer can be made in: its seats, its bags and its price a trip. */
export type Vehicle = { id: string; name: string; seats: number; bags: number; price: number };

/** How an extra (content/extras/) is priced. */
export type ExtraPricing =
  | { unit: "stay" | "night" | "guest" | "guestNight"; price: number }
  | { unit: "vehicle"; vehicles: readonly Vehicle[] };

/** What the extra is for: the stay's nights, the guests it serves (and their bags, for a vehicle). */
export type ExtraUse = { nights: number; guests: number; bags?: number };

/**
 * An extra's price for `use`, and the vehicle it takes when priced by vehicle (the cheapest with
 * seats for the guests and room for the bags); null when no vehicle takes them (the team is asked).
 */
export function extraPrice(
  pricing: ExtraPricing,
  { nights, guests, bags = 0 }: ExtraUse,
): { amount: number; vehicle: Vehicle | null } | null {
  switch (pricing.unit) {
    case "stay":
      return { amount: cents(pricing.price), vehicle: null };
    case "night":
      return { amount: cents(pricing.price * nights), vehicle: null };
    case "guest":
      return { amount: cents(pricing.price * guests), vehicle: null };
    case "guestNight":
      return { amount: cents(pricing.price * guests * nights), vehicle: null };
    case "vehicle": {
      const fitting = pricing.vehicles
        .filter((vehicle) => vehicle.seats >= guests && vehicle.bags >= bags)
        .sort((a, b) => a.price - b.price);
      const vehicle = fitting[0];
      return vehicle ? { amount: cents(vehicle.price), vehicle } : null;
    }
  }
}

/** One room of a request, priced: its stay's total (domain/stay-quote.ts) and its placement. */
export type PricedRoom = { stayTotal: number; placement: Placement };

/**
 * The whole of a request: each room's stay and its party's nightly charges over the `nights`,
 * and each extra's price. A sum, so the order rooms and extras were added in changes nothing.
 */
export function requestTotal(
  rooms: readonly PricedRoom[],
  nights: number,
  extras: readonly number[],
): { rooms: number[]; extras: number; total: number } {
  const roomCents = rooms.map((room) =>
    toCents(room.stayTotal + room.placement.nightlyCharge * nights),
  );
  const extrasCents = sumOf(extras.map(toCents));
  return {
    rooms: roomCents.map((amount) => amount / 100),
    extras: extrasCents / 100,
    total: (sumOf(roomCents) + extrasCents) / 100,
  };
}

// Summed in whole cents: a sum of dollars in another order could round another way.
const toCents = (amount: number) => Math.round(amount * 100);
const sumOf = (amounts: readonly number[]) => amounts.reduce((sum, amount) => sum + amount, 0);
const cents = (amount: number) => toCents(amount) / 100;
