import { describe, expect, it } from "vitest";
import { placeParty } from "~/domain/party-stay";
import { isWeekendNight, nightsOf, seasonOf } from "~/domain/rates";
import { localize, readAllContent, readCollection } from "../server/files.server";
import { buildDay } from "../server/build-day.server";
import { entriesOf } from "../server/content.server";
import { moduleEntries } from "../server/plugin.server";
import { prerenderPaths, sitemapPaths } from "../server/paths";
import { roomDetails } from "./room-details";
import { findRoom, roomAliases, rooms } from "./rooms";
import { RoomFile } from "../schemas/collections/rooms";
import { PoliciesFile } from "../schemas/collections/policies";

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

  it("sleeps a party by the children's policy: the tests' hotel's Deluxe, Family Suite and Standard", () => {
    const policies = readCollection("policies").entries[0]!;
    const rules = localize("policies", policies, "en").childrenRules;
    const room = (id: string) => inLanguage("en").find((entry) => entry.id === id)!;
    expect(placeParty(room("deluxe"), { adults: 2, childAges: [] }, rules)?.nightlyCharge).toBe(0);
    expect(placeParty(room("family-suite"), { adults: 2, childAges: [4, 9] }, rules)).toEqual({
      adults: 2,
      inBeds: 4,
      cots: 0,
      extraBeds: 0,
      nightlyCharge: 0,
    });
    // A fifth guest takes the suite's one extra bed, at the policy's price a night; a baby its cot.
    expect(placeParty(room("family-suite"), { adults: 2, childAges: [4, 9, 8, 1] }, rules)).toEqual({
      adults: 2,
      inBeds: 5,
      cots: 1,
      extraBeds: 1,
      nightlyCharge: rules.extraBedNightly + rules.cotNightly,
    });
    expect(placeParty(room("standard"), { adults: 2, childAges: [4] }, rules)).toBeNull();
    expect(room("presidential-suite").count).toBe(1);

    const data = policies.data as { en: Record<string, unknown>; bn: unknown };
    const result = PoliciesFile.safeParse({ ...data, en: { ...data.en, cotUnderAge: 5, childrenFreeUnderAge: 4 } });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["en.cotUnderAge", "cots are for children younger than those who stay free: lower the cots' age"],
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

declare const __BUILD_DAY__: string;

/** The day `days` after `day`. */
const plus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The nights of the six weeks a from-price looks at, from `day`. */
const sixWeeksFrom = (day: string) => nightsOf(day, plus(day, 42));

/** The Deluxe Room as the pages built on `today` see it. */
const deluxe = (today: string, locale: "en" | "bn" = "en") =>
  localize("rooms", entries.find((entry) => entry.id === "deluxe")!, locale, today);

describe("a room's from-price, what it shows before dates are chosen", () => {
  it("is the season's lowest rate when the six weeks ahead are all in it", () => {
    const today = "2026-12-07";
    const room = deluxe(today);
    const winter = seasonOf(room.rates, today)!;
    expect(sixWeeksFrom(today).every((night) => seasonOf(room.rates, night) === winter)).toBe(true);
    const lowest = Math.min(winter.nightly, winter.weekend ?? winter.nightly);
    expect(lowest).not.toBe(room.pricePerNight);
    expect(room.fromPrice).toBe(lowest);
    expect(deluxe(today, "bn").fromPrice).toBe(lowest);
  });

  it("is the base rate when no night of the six weeks ahead is in a season", () => {
    const today = "2027-04-01";
    const room = deluxe(today);
    expect(sixWeeksFrom(today).some((night) => seasonOf(room.rates, night))).toBe(false);
    expect(room.fromPrice).toBe(room.pricePerNight);
  });

  it("is worked out for the build's day wherever rooms are read: loaders and browser modules", () => {
    const content = readAllContent();
    const fromPrices = (today: string) =>
      content.rooms.map((entry) => [entry.id, localize("rooms", entry, "en", today).fromPrice]);
    const module = (today?: string) =>
      (moduleEntries("rooms", "en", content, today) as typeof rooms).map((room) => [
        room.id,
        room.fromPrice,
      ]);
    // The browser's module (virtual:content/rooms, made for this run's build day) and the loaders'.
    expect(buildDay()).toBe(__BUILD_DAY__);
    expect(module()).toEqual(expect.arrayContaining(fromPrices(__BUILD_DAY__)));
    expect(rooms.map((room) => [room.id, room.fromPrice])).toEqual(module());
    expect(entriesOf("rooms").map((room) => [room.id, room.fromPrice])).toEqual(module());
    // Another day's: Winter's rates a week into it, the base rates in spring.
    expect(module("2026-12-07")).toEqual(expect.arrayContaining(fromPrices("2026-12-07")));
    expect(module("2026-12-07")).not.toEqual(module("2027-04-01"));
  });
});

describe("a room's rate tonight, the price its page offers search engines", () => {
  it("is the rate of the night of the build's day: a Winter Friday's weekend rate, a spring night's base", () => {
    const friday = "2026-12-04";
    expect(isWeekendNight(friday)).toBe(true);
    const winterFriday = deluxe(friday);
    const winter = seasonOf(winterFriday.rates, friday)!;
    expect(winterFriday.tonight).toEqual({ night: friday, rate: winter.weekend ?? winter.nightly });
    expect(winterFriday.tonight.rate).not.toBe(winterFriday.fromPrice);
    const spring = deluxe("2027-04-01");
    expect(spring.tonight).toEqual({ night: "2027-04-01", rate: spring.pricePerNight });
  });

  it("stays out of the cards and the browser's modules, which show the from-price", () => {
    expect(rooms.every((room) => !("tonight" in room))).toBe(true);
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
