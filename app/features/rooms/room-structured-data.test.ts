import { describe, expect, it } from "vitest";
import { localize, readCollection } from "~/content/server/files.server";
import { hotelRoomData } from "./room-structured-data";

const entry = readCollection("rooms").entries.find((file) => file.id === "deluxe")!;

describe("a room page's structured data", () => {
  // A Winter Friday: its weekend rate is above the room's from-price and its base.
  const room = localize("rooms", entry, "en", "2026-12-04");
  const offer = hotelRoomData(room).offers as Record<string, unknown>;

  it("offers the room at its rate for the night the page was built on, for that night", () => {
    expect(room.tonight.rate).not.toBe(room.fromPrice);
    expect(offer.price).toBe(room.tonight.rate);
    expect(offer.priceSpecification).toMatchObject({
      price: room.tonight.rate,
      priceCurrency: "USD",
      unitCode: "DAY",
      validFrom: "2026-12-04",
      validThrough: "2026-12-04",
    });
  });

  it("claims no availability: the site cannot see which nights are free", () => {
    expect(JSON.stringify(hotelRoomData(room))).not.toMatch(/availability|InStock/i);
  });
});
