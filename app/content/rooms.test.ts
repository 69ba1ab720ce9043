import { describe, expect, it, vi } from "vitest";
import { parityProblems } from "~/lib/catalogue";
import { roomDetailText as bnDetailText } from "./bn/room-details";
import { roomsText as bnText } from "./bn/rooms";
import { roomDetailText as enDetailText } from "./en/room-details";
import { roomsText as enText } from "./en/rooms";
import { prerenderPaths, sitemapPaths } from "./paths";
import { roomDetails } from "./room-details";
import { findRoom, roomAliases, rooms } from "./rooms";
import { RoomDetailsSchema, RoomSchema } from "./schemas";

describe("room catalogue", () => {
  it("parses with its schema", () => {
    for (const room of rooms) expect(() => RoomSchema.parse(room), room.id).not.toThrow();
  });

  it("has a description and at least four features for every room, and for no other id", () => {
    expect(Object.keys(roomDetails)).toEqual(rooms.map((room) => room.id));
    for (const room of rooms)
      expect(() => RoomDetailsSchema.parse(roomDetails[room.id]), room.id).not.toThrow();
  });

  it("is exactly the six rooms of the spec's table", () => {
    expect(
      rooms.map((room) => [
        room.id,
        room.pricePerNight,
        room.capacity,
        room.area,
        room.bedType,
        room.category,
      ]),
    ).toEqual([
      ["standard", 179, 2, 28, "Queen", "standard"],
      ["deluxe", 249, 2, 35, "King", "deluxe"],
      ["executive-suite", 349, 2, 55, "King", "suite"],
      ["family-suite", 429, 4, 75, "King and Twin", "suite"],
      ["presidential-suite", 899, 4, 120, "King", "suite"],
      ["garden-view", 219, 2, 32, "Queen or Twin", "standard"],
    ]);
  });

  it("has unique ids and names, at least three photos each, and unique photos per room", () => {
    expect(new Set(rooms.map((room) => room.id)).size).toBe(6);
    expect(new Set(rooms.map((room) => room.name)).size).toBe(6);
    for (const room of rooms) {
      expect(room.images.length).toBeGreaterThanOrEqual(3);
      expect(new Set(room.images.map((image) => image.id)).size).toBe(room.images.length);
    }
  });

  it("keeps the reservation form's ids suite and family working", () => {
    expect(roomAliases).toEqual({ suite: "executive-suite", family: "family-suite" });
    expect(findRoom("suite")?.id).toBe("executive-suite");
    expect(findRoom("family")?.id).toBe("family-suite");
    expect(findRoom("deluxe")?.name).toBe("Deluxe Room");
    expect(findRoom("no-such-room")).toBeUndefined();
    expect(findRoom("")).toBeUndefined();
  });

  it("prerenders every room and alias, and lists only real ids in the sitemap", () => {
    for (const room of rooms) {
      expect(prerenderPaths).toContain(`/rooms/${room.id}`);
      expect(sitemapPaths).toContain(`/rooms/${room.id}`);
    }
    expect(prerenderPaths).toEqual(expect.arrayContaining(["/rooms/suite", "/rooms/family"]));
    expect(sitemapPaths).not.toContain("/rooms/suite");
  });
});

describe("Bengali", () => {
  it("says everything the English says", () => {
    expect(parityProblems(enText, bnText)).toEqual([]);
    expect(parityProblems(enDetailText, bnDetailText)).toEqual([]);
  });

  it("builds a catalogue that parses with the schema and keeps the facts", async () => {
    vi.stubEnv("VITE_LOCALE", "bn");
    vi.resetModules();
    const { findRoom: bnFindRoom, rooms: bnRooms } = await import("./rooms");
    const { roomDetails: bnDetails } = await import("./room-details");
    vi.unstubAllEnvs();

    for (const room of bnRooms) expect(() => RoomSchema.parse(room), room.id).not.toThrow();
    expect(bnRooms.map((room) => [room.id, room.pricePerNight, room.area])).toEqual(
      rooms.map((room) => [room.id, room.pricePerNight, room.area]),
    );
    expect(bnRooms[0]?.name).toBe("স্ট্যান্ডার্ড রুম");
    expect(bnRooms[0]?.images[0]?.alt).toBe(bnText.standard.imageAlts[0]);
    expect(bnFindRoom("suite")?.name).toBe("এক্সিকিউটিভ স্যুট");
    for (const room of bnRooms)
      expect(() => RoomDetailsSchema.parse(bnDetails[room.id]), room.id).not.toThrow();
    expect(bnDetails.deluxe.features[0]).toBe("কিং বেড");
  });
});
