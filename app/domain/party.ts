// Which rooms take a party (shared/spec-decisions.md, "One room catalogue"): a room takes a party
// when its adults and children together are no more than the room's capacity. The reservation
// form, the contact page's hotel request and the cart all ask this one rule.

/** The people a booking is for: the form's selects hold them as text. */
export function partySize(adults: number | string, children: number | string = 0): number {
  const count = (value: number | string) => {
    const number = typeof value === "number" ? value : Number.parseInt(value, 10);
    return Number.isFinite(number) && number > 0 ? number : 0;
  };
  return count(adults) + count(children);
}

/** Whether a room of this capacity takes `guests` people. */
export function fitsParty(room: { capacity: number }, guests: number): boolean {
  return guests <= room.capacity;
}

/** The most any one room takes. */
export function largestCapacity(rooms: readonly { capacity: number }[]): number {
  return Math.max(0, ...rooms.map((room) => room.capacity));
}
