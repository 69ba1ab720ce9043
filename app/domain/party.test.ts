import { describe, expect, it } from "vitest";
import { fitsParty, largestCapacity, partyChoices, partySize } from "./party";
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
