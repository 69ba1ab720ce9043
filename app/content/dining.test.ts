import { describe, expect, it, vi } from "vitest";
import { parityProblems } from "~/lib/catalogue";
import { diningText as bnText } from "./bn/dining";
import { diningDescriptionText as bnDescriptionText } from "./bn/dining-descriptions";
import { menu } from "./dining";
import { dishDescriptions, venueDescriptions } from "./dining-descriptions";
import { chef, privateRooms } from "./dining-sections";
import { diningSectionText as bnSectionText } from "./bn/dining-sections";
import { diningSectionText as enSectionText } from "./en/dining-sections";
import {
  ChefSchema,
  menuCategoryIds,
  MenuCategorySchema,
  menuTags,
  PrivateRoomSchema,
  VenueSchema,
  type MenuItem,
} from "./dining-schemas";
import { diningText as enText } from "./en/dining";
import { diningDescriptionText as enDescriptionText } from "./en/dining-descriptions";
import { venuesText as enVenuesText } from "./en/venues";
import { venuesText as bnVenuesText } from "./bn/venues";
import { hours } from "./policies";
import { venues } from "./venues";

const timesOf = (ids: readonly string[]) =>
  ids.map((id) => {
    const entry = hours.find((item) => item.id === id);
    return entry ? `${entry.days}, ${entry.time}` : `missing ${id}`;
  });

describe("dining venues", () => {
  it("parse with their schema", () => {
    venues.forEach((venue) => VenueSchema.parse(venue));
    expect(venues).toHaveLength(2);
  });
  it("are the fine-dining restaurant (4.8, dinner Tue–Sun 5:30–10:30 PM) and the Terrace Bistro (4.6)", () => {
    const [fine, terrace] = venues;
    expect(fine.id).toBe("fine-dining");
    expect(fine.rating).toBe(4.8);
    expect(timesOf(fine.hours)).toEqual(["Tuesday – Sunday, 5:30 PM – 10:30 PM"]);

    expect(terrace.name).toBe("Terrace Bistro");
    expect(terrace.rating).toBe(4.6);
    expect(timesOf(terrace.hours)).toEqual([
      "Every day, 11:30 AM – 2:30 PM",
      "Every day, 6:00 PM – 9:30 PM",
    ]);
  });
});

describe("chef", () => {
  it("is Chef Rafiqul Islam, Executive Chef, with awards", () => {
    expect(ChefSchema.parse(chef)).toEqual(chef);
    expect(chef.name).toBe("Chef Rafiqul Islam");
    expect(chef.position).toBe("Executive Chef");
    expect(chef.awards.length).toBeGreaterThanOrEqual(3);
  });
});

describe("menu", () => {
  it("has the four tabs in order, each parsing with its schema", () => {
    menu.forEach((category) => MenuCategorySchema.parse(category));
    expect(menu.map((category) => category.id)).toEqual([...menuCategoryIds]);
  });

  const expected = {
    starters: { count: 4, min: 14, max: 24 },
    mains: { count: 4, min: 28, max: 36 },
    desserts: { count: 3, min: 12, max: 14 },
    beverages: { count: 3, min: 8, max: 10 },
  } as const;

  for (const [id, { count, min, max }] of Object.entries(expected)) {
    it(`${id}: ${count} items priced ${min}–${max} dollars, spanning the range`, () => {
      const category = menu.find((item) => item.id === id);
      const prices = category?.items.map((item) => item.price) ?? [];
      expect(prices).toHaveLength(count);
      expect(Math.min(...prices)).toBe(min);
      expect(Math.max(...prices)).toBe(max);
    });
  }

  it("runs 8–36 dollars overall (spec section 9)", () => {
    const prices = menu.flatMap((category) => category.items.map((item) => item.price));
    expect(Math.min(...prices)).toBe(8);
    expect(Math.max(...prices)).toBe(36);
  });

  it("uses only the spec's tags, and every one of them", () => {
    const used = new Set<string>(
      menu.flatMap((category) => category.items.flatMap((item) => item.tags)),
    );
    used.forEach((tag) => expect(menuTags).toContain(tag));
    expect([...used].sort()).toEqual([...menuTags].sort());
  });

  it("names authentic dishes, with hilsa tagged National Dish", () => {
    const items = menu.flatMap((category): readonly MenuItem[] => category.items);
    const names = items.map((item) => item.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "Shatkora Beef",
        "Kacchi Biryani",
        "Rasmalai",
        "Mishti Doi",
        "Borhani",
      ]),
    );
    const hilsa = items.find((item) => item.name.includes("Ilish"));
    expect(hilsa?.tags).toContain("National Dish");
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("descriptions", () => {
  it("describe every dish in a sentence or more, and every restaurant in two or more", () => {
    const dishIds = menu.flatMap((category) => category.items.map((item) => item.id));
    expect(Object.keys(dishDescriptions).sort()).toEqual([...dishIds].sort());
    for (const id of dishIds) expect(dishDescriptions[id].length, id).toBeGreaterThanOrEqual(20);
    expect(Object.keys(venueDescriptions)).toEqual(venues.map((venue) => venue.id));
    for (const venue of venues)
      expect(venueDescriptions[venue.id].length, venue.id).toBeGreaterThanOrEqual(40);
  });
});

describe("private dining", () => {
  it("seats 12 in the Cellar Room, 24 in the Garden Room and 50 in the Grand Salon", () => {
    privateRooms.forEach((room) => PrivateRoomSchema.parse(room));
    expect(privateRooms.map((room) => [room.name, room.capacity])).toEqual([
      ["Cellar Room", 12],
      ["Garden Room", 24],
      ["Grand Salon", 50],
    ]);
  });
});

describe("Bengali", () => {
  it("says everything the English dining page says", () => {
    expect(parityProblems(enText, bnText)).toEqual([]);
    expect(parityProblems(enSectionText, bnSectionText)).toEqual([]);
    expect(parityProblems(enVenuesText, bnVenuesText)).toEqual([]);
    expect(parityProblems(enDescriptionText, bnDescriptionText)).toEqual([]);
  });

  it("parses with the schemas in the Bengali build, with the same facts as the English one", async () => {
    vi.stubEnv("VITE_LOCALE", "bn");
    vi.resetModules();
    try {
      const bn = {
        ...(await import("./dining")),
        ...(await import("./dining-sections")),
        ...(await import("./venues")),
      };
      bn.venues.forEach((venue) => VenueSchema.parse(venue));
      expect(ChefSchema.parse(bn.chef)).toEqual(bn.chef);
      bn.menu.forEach((category) => MenuCategorySchema.parse(category));
      bn.privateRooms.forEach((room) => PrivateRoomSchema.parse(room));

      expect(bn.venues.map((venue) => venue.name)).toEqual(["শাপলা ফাইন ডাইনিং", "টেরেস বিস্ট্রো"]);
      expect(bn.chef.name).toBe("শেফ রফিকুল ইসলাম");
      const names = bn.menu.flatMap((category) => category.items.map((item) => item.name));
      expect(names).toEqual(expect.arrayContaining(["সর্ষে ইলিশ", "কাচ্চি বিরিয়ানি", "বোরহানি"]));
      expect(new Set(names).size).toBe(names.length);

      const venueFacts = (list: typeof venues) =>
        list.map(({ id, hours, rating, image }) => [id, hours, rating, image.id]);
      expect(venueFacts(bn.venues)).toEqual(venueFacts(venues));
      const menuFacts = (list: typeof menu) =>
        list.map((category) => [
          category.id,
          category.items.map(({ price, tags, image }) => [price, tags, image.id]),
        ]);
      expect(menuFacts(bn.menu)).toEqual(menuFacts(menu));
      expect(bn.privateRooms.map((room) => [room.id, room.capacity])).toEqual(
        privateRooms.map((room) => [room.id, room.capacity]),
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
