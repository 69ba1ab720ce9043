import { describe, expect, it } from "vitest";
import { fitsParty, guestChoices, largestCapacity, partyChoices, partySize } from "./party";
import { partyLimits, toParty } from "./party-limits";

describe("the party rule", () => {
  it("counts adults and children, from the form's text or numbers, ignoring what is not a count", () => {
    expect(partySize("4", "1")).toBe(5);
    expect(partySize(2, 0)).toBe(2);
    expect(partySize("2")).toBe(2);
    expect(partySize("x", "-3")).toBe(0);
  });

  it("takes a party no larger than the room's capacity", () => {
    const deluxe = { capacity: 2 };
    expect(fitsParty(deluxe, 1)).toBe(true);
    expect(fitsParty(deluxe, 2)).toBe(true);
    expect(fitsParty(deluxe, partySize("4", "1"))).toBe(false);
    expect(fitsParty({ capacity: 4 }, partySize("2", "2"))).toBe(true);
  });

  it("takes no more adults than the room's beds for adults, children in the beds left", () => {
    const twin = { capacity: 3, adults: 2 };
    expect(fitsParty(twin, 3, 2)).toBe(true);
    expect(fitsParty(twin, 3, 3)).toBe(false);
    expect(fitsParty(twin, 2, 2)).toBe(true);
    expect(fitsParty(twin, 4, 2)).toBe(false);
    // A room that gives no adults' limit takes adults up to its capacity.
    expect(fitsParty({ capacity: 2 }, 2, 2)).toBe(true);
    expect(fitsParty({ capacity: 2 }, 3, 3)).toBe(false);
  });

  it("knows the largest room", () => {
    expect(largestCapacity([{ capacity: 2 }, { capacity: 4 }, { capacity: 3 }])).toBe(4);
    expect(largestCapacity([])).toBe(0);
  });

  it("reads back only a party the booking form could make", () => {
    expect(toParty({ adults: 2, children: 1, note: "x" })).toEqual({ adults: 2, children: 1 });
    expect(toParty({ adults: partyLimits.adults, children: partyLimits.children })).not.toBeNull();
    for (const value of [null, "2", { adults: 0, children: 0 }, { adults: 5, children: 0 }])
      expect(toParty(value), JSON.stringify(value)).toBeNull();
    expect(toParty({ adults: 2, children: 4 })).toBeNull();
    expect(toParty({ adults: 2.5, children: 0 })).toBeNull();
  });
});

describe("a room's party pickers", () => {
  const limits = { adults: 4, children: 3 };

  it("offer one adult up to the room's adults, and children for the beds left", () => {
    const deluxe = { capacity: 2, adults: 2 };
    expect(partyChoices(deluxe, 2, limits)).toEqual({ adults: ["1", "2"], children: ["0"] });
    expect(partyChoices(deluxe, 1, limits)).toEqual({ adults: ["1", "2"], children: ["0", "1"] });
    const family = { capacity: 4, adults: 2 };
    expect(partyChoices(family, 2, limits)).toEqual({
      adults: ["1", "2"],
      children: ["0", "1", "2"],
    });
    expect(partyChoices(family, 1, limits).children).toEqual(["0", "1", "2", "3"]);
  });

  it("stay within the booking form's limits", () => {
    const hall = { capacity: 8, adults: 8 };
    expect(partyChoices(hall, 1, limits)).toEqual({
      adults: ["1", "2", "3", "4"],
      children: ["0", "1", "2", "3"],
    });
    expect(partyChoices({ capacity: 1, adults: 1 }, 1, limits)).toEqual({
      adults: ["1"],
      children: ["0"],
    });
    // No adult chosen yet counts as one: a child never has the room alone.
    expect(partyChoices({ capacity: 2, adults: 2 }, 0, limits).children).toEqual(["0", "1"]);
  });
});

describe("the hotel request's guests picker", () => {
  const double = { capacity: 2 };
  const family = { capacity: 4 };

  it("offers 1 up to what the room sleeps, never more", () => {
    expect(guestChoices(double, "2").choices).toEqual(["1", "2"]);
    expect(guestChoices(family, "2").choices).toEqual(["1", "2", "3", "4"]);
  });

  it("keeps a number that fits, and lowers one that does not, saying so", () => {
    expect(guestChoices(family, "3")).toMatchObject({ chosen: "3", lowered: false });
    expect(guestChoices(double, "1")).toMatchObject({ chosen: "1", lowered: false });
    expect(guestChoices(double, "4")).toMatchObject({ chosen: "2", lowered: true });
    expect(guestChoices(double, "3")).toMatchObject({ chosen: "2", lowered: true });
  });

  it("takes nothing readable as no choice made: the most the room sleeps, nothing lowered", () => {
    expect(guestChoices(family, "")).toMatchObject({ chosen: "4", lowered: false });
    expect(guestChoices(family, "5+")).toMatchObject({ chosen: "4", lowered: true });
  });
});
