import { describe, expect, it } from "vitest";
import { roomDetails } from "~/content/runtime/room-details";
import { rooms } from "~/content/runtime/rooms";
import { filterRooms, isRoomTab } from "./room-filter";
import { wrapIndex } from "./room-carousel";

const ids = (list: readonly { id: string }[]) => list.map((room) => room.id);

describe("room filter", () => {
  it("shows every room under All Rooms with an empty search", () => {
    expect(ids(filterRooms(rooms, "all", "", roomDetails))).toEqual([
      "standard",
      "deluxe",
      "executive-suite",
      "family-suite",
      "presidential-suite",
      "garden-view",
    ]);
  });

  it("matches the category exactly, so deluxe appears only under All Rooms", () => {
    expect(ids(filterRooms(rooms, "standard", "", roomDetails))).toEqual([
      "standard",
      "garden-view",
    ]);
    expect(ids(filterRooms(rooms, "suite", "", roomDetails))).toEqual([
      "executive-suite",
      "family-suite",
      "presidential-suite",
    ]);
    expect(ids(filterRooms(rooms, "all", "deluxe", roomDetails))).toEqual(["deluxe"]);
    expect(filterRooms(rooms, "standard", "deluxe room", roomDetails)).toEqual([]);
    expect(filterRooms(rooms, "suite", "deluxe room", roomDetails)).toEqual([]);
  });

  it("searches name and description case-insensitively, ignoring outer spaces", () => {
    expect(ids(filterRooms(rooms, "all", "  PRESIDENTIAL ", roomDetails))).toEqual([
      "presidential-suite",
    ]);
    // "butler" is only in the presidential suite's description.
    expect(ids(filterRooms(rooms, "all", "BuTlEr", roomDetails))).toEqual(["presidential-suite"]);
    expect(ids(filterRooms(rooms, "all", "twin", roomDetails))).toEqual([
      "family-suite",
      "garden-view",
    ]);
    // What a card shows can be found too: "Zindabazar" is only in the deluxe card's short text.
    expect(ids(filterRooms(rooms, "all", "zindabazar", roomDetails))).toEqual(["deluxe"]);
  });

  it("searches names and short texts while the long descriptions are not loaded", () => {
    expect(filterRooms(rooms, "all", "butler", null)).toEqual([]);
    expect(ids(filterRooms(rooms, "all", "zindabazar", null))).toEqual(["deluxe"]);
    expect(ids(filterRooms(rooms, "all", "suite", null))).toEqual([
      "executive-suite",
      "family-suite",
      "presidential-suite",
    ]);
  });

  it("combines the search with the tab", () => {
    expect(ids(filterRooms(rooms, "suite", "king", roomDetails))).toEqual([
      "executive-suite",
      "family-suite",
      "presidential-suite",
    ]);
    expect(ids(filterRooms(rooms, "standard", "twin", roomDetails))).toEqual(["garden-view"]);
    expect(ids(filterRooms(rooms, "suite", "garden", roomDetails))).toEqual([]);
  });

  it("finds nothing for text no room contains", () => {
    expect(filterRooms(rooms, "all", "xyzzy", roomDetails)).toEqual([]);
  });

  it("knows its three tabs", () => {
    expect(["all", "standard", "suite"].every(isRoomTab)).toBe(true);
    expect(isRoomTab("deluxe")).toBe(false);
  });
});

describe("carousel index", () => {
  it("wraps from the last photo to the first and back", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});
