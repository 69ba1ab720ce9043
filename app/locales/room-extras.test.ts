import { describe, expect, it } from "vitest";
import { roomExtras } from "./en/room-extras";
import { rooms } from "./en/rooms";

describe("a room's bed, in English", () => {
  it("is one bed for one kind, or a choice of kinds, and beds for two kinds together", () => {
    const { bed } = roomExtras.overviewFacts;
    expect(bed("King")).toBe("King bed");
    expect(bed("Queen or Twin")).toBe("Queen or Twin bed");
    expect(bed("King and Twin")).toBe("King and Twin beds");
  });

  it("reads the same in a room page's description", () => {
    expect(rooms.detailDescription("Two rooms.", "75 m²", "King and Twin", "$429")).toBe(
      "Two rooms. 75 m², King and Twin beds, from $429 per night.",
    );
    expect(rooms.detailDescription("Calm.", "28 m²", "Queen", "$179")).toBe(
      "Calm. 28 m², Queen bed, from $179 per night.",
    );
  });
});
