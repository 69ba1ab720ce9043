import { describe, expect, it } from "vitest";
import { localize, readCollection } from "./files.server";
import { prerenderPaths, sitemapPaths } from "./paths";
import { roomDetails } from "./room-details";
import { findRoom, roomAliases, rooms } from "./rooms";
import { RoomFile } from "./collections/rooms";

const { entries, problems } = readCollection("rooms");
const inLanguage = (locale: "en" | "bn") =>
  entries.map((entry) => localize("rooms", entry, locale)).sort((a, b) => a.order - b.order);

describe("room catalogue (content/rooms/)", () => {
  it("is six valid files", () => {
    expect(problems).toEqual([]);
    expect(entries).toHaveLength(6);
  });

  it("says how many guests each room sleeps and how many of them may be adults, never more adults than guests", () => {
    for (const room of inLanguage("en")) {
      expect(room.adults, room.id).toBeGreaterThanOrEqual(1);
      expect(room.adults, room.id).toBeLessThanOrEqual(room.capacity);
    }
    const deluxe = entries.find((entry) => entry.id === "deluxe")!.data as {
      en: Record<string, unknown>;
    };
    const result = RoomFile.safeParse({ ...deluxe, en: { ...deluxe.en, adults: 3 } });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["en.adults", "3 adults in a room that sleeps 2 guests in all"],
    ]);
  });

  it("has a description and at least four features for every room, and for no other id", () => {
    expect(Object.keys(roomDetails)).toEqual(rooms.map((room) => room.id));
    for (const room of rooms) {
      expect(roomDetails[room.id]?.description.length, room.id).toBeGreaterThan(40);
      expect(roomDetails[room.id]?.features.length, room.id).toBeGreaterThanOrEqual(4);
    }
  });

  it("is the six rooms of the rooms table, in its order", () => {
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
      for (const image of room.images) expect(image.alt.length, room.id).toBeGreaterThan(8);
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
  it("the Bengali pages get the Bengali words and the same facts", () => {
    const bn = inLanguage("bn");
    const en = inLanguage("en");
    expect(bn.map((room) => [room.id, room.pricePerNight, room.area, room.capacity])).toEqual(
      en.map((room) => [room.id, room.pricePerNight, room.area, room.capacity]),
    );
    expect(bn[0]?.name).toBe("স্ট্যান্ডার্ড রুম");
    expect(bn.find((room) => room.id === "deluxe")?.features[0]).toBe("কিং বেড");
    for (const room of bn) expect(room.images.every((image) => /[ঀ-৿]/.test(image.alt))).toBe(true);
  });
});
