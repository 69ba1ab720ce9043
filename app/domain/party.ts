// Which rooms take a party (docs/spec-decisions.md, "One room catalogue"): a room takes a party
// when its adults and children together are no more than the room's capacity. The reservation
// form, the contact page's hotel request and the cart all ask this one rule.

/** The people a booking is for: the form's selects hold them as text. */
export function partySize(adults: number | string, children: number | string = 0): number {
  const count = (value: number | string) => {
    // Stryker disable next-line ConditionalExpression,StringLiteral: parseInt reads a whole number back as itself
    const number = typeof value === "number" ? value : Number.parseInt(value, 10);
    // Stryker disable next-line EqualityOperator: 0 counts as 0 either way
    return Number.isFinite(number) && number > 0 ? number : 0;
  };
  return count(adults) + count(children);
}

/**
 * Whether a room takes `guests` people in all, `adults` of them adults (when the form asked): no
 * more than its capacity, and no more adults than its beds for adults.
 */
export function fitsParty(
  room: { capacity: number; adults?: number },
  guests: number,
  adults = 0,
): boolean {
  return guests <= room.capacity && adults <= (room.adults ?? room.capacity);
}

/** The numbers 0 to `to` (none when it is less than `from`), as a picker's choices. */
export const counts = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => String(from + index));

/**
 * What a room's party pickers offer (docs/spec-decisions.md, "One room catalogue"): 1 adult up
 * to the room's adults, and children only as many as the beds left for them, within the booking
 * form's limits; so a party the room cannot sleep is never offered.
 */
export function partyChoices(
  room: { capacity: number; adults: number },
  adults: number,
  limits: { adults: number; children: number },
) {
  return {
    adults: counts(1, Math.min(room.adults, room.capacity, limits.adults)),
    children: counts(0, Math.min(limits.children, room.capacity - Math.max(1, adults))),
  };
}

/**
 * What the contact page's hotel request offers for a room (it asks for guests in all): 1 up to the
 * room's capacity. `guests`, the number chosen before, is kept when it fits and otherwise lowered
 * to the most the room takes (`lowered` says so, for the guest to be told).
 */
export function guestChoices(room: { capacity: number }, guests: string) {
  const choices = counts(1, room.capacity);
  const chosen = choices.includes(guests) ? guests : choices.at(-1)!;
  return { choices, chosen, lowered: chosen !== guests && partySize(guests) > room.capacity };
}

/** The most any one room takes. */
export function largestCapacity(rooms: readonly { capacity: number }[]): number {
  return Math.max(0, ...rooms.map((room) => room.capacity));
}

/** One age a child: the ages kept for the children still there, "" for each child added. */
export function resizeAges(ages: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, index) => ages[index] ?? "");
}
