import { describe, expect, it } from "vitest";
import { menuCategoryIds, menuTagIds } from "../schemas/collections/menu";
import { VenueFile } from "../schemas/collections/venues";
import { localize, readCollection, type RawEntry } from "../server/files.server";
import type { CollectionName } from "../schemas/collections";
import { hours } from "./policies";
import { venues as contactVenues } from "./venues";

/** A collection's entries in one language, in list order, and the problems of its files. */
function read<Name extends CollectionName>(name: Name) {
  const { entries, problems } = readCollection(name);
  const inLanguage = (locale: "en" | "bn") =>
    entries.map((entry: RawEntry) => localize(name, entry, locale)).sort((a, b) => a.order - b.order);
  return { problems, entries, en: inLanguage("en"), bn: inLanguage("bn") };
}

const venues = read("venues");
const menu = read("menu");
const rooms = read("private-dining");
const [page] = read("dining-page").en;
const [bnPage] = read("dining-page").bn;

const timesOf = (ids: readonly string[]) =>
  ids.map((id) => {
    const entry = hours.find((item) => item.id === id);
    return entry ? `${entry.days}, ${entry.time}` : `missing ${id}`;
  });

/** The menu's tabs in order, each with its dishes in order. */
const tabsOf = (items: typeof menu.en) =>
  menuCategoryIds.map((id) => ({ id, items: items.filter((item) => item.category === id) }));

describe("dining venues (content/venues/)", () => {
  it("are two valid files", () => {
    expect(venues.problems).toEqual([]);
    expect(venues.en).toHaveLength(2);
  });

  it("carry no rating: stars the hotel gives itself, with no guests behind them, read as self-praise", () => {
    for (const venue of [...venues.en, ...venues.bn]) expect(venue).not.toHaveProperty("rating");
    const { en, bn } = venues.entries[0]!.data as { en: object; bn: object };
    const rated = { en: { ...en, rating: 4.8 }, bn };
    expect(VenueFile.safeParse(rated).success).toBe(false);
  });

  it("are the fine-dining restaurant (dinner Tue–Sun 5:30–10:30 PM) and the Terrace Bistro", () => {
    const [fine, terrace] = venues.en;
    expect(fine?.id).toBe("fine-dining");
    expect(timesOf(fine?.hours ?? [])).toEqual(["Tuesday – Sunday, 5:30 PM – 10:30 PM"]);

    expect(terrace?.name).toBe("Terrace Bistro");
    expect(timesOf(terrace?.hours ?? [])).toEqual([
      "Every day, 11:30 AM – 2:30 PM",
      "Every day, 6:00 PM – 9:30 PM",
    ]);
  });

  it("reach the contact page by name, without their descriptions", () => {
    expect(contactVenues.map((venue) => [venue.id, venue.name])).toEqual(
      venues.en.map((venue) => [venue.id, venue.name]),
    );
    for (const venue of contactVenues) expect(venue).not.toHaveProperty("description");
  });
});

describe("chef (content/pages/dining.yaml)", () => {
  it("is Chef Rafiqul Islam, Executive Chef, with awards", () => {
    expect(read("dining-page").problems).toEqual([]);
    expect(page?.chef.name).toBe("Chef Rafiqul Islam");
    expect(page?.chef.position).toBe("Executive Chef");
    expect(page?.chef.awards.length).toBeGreaterThanOrEqual(3);
  });
});

describe("menu (content/menu/)", () => {
  it("is valid files, in the four tabs in order", () => {
    expect(menu.problems).toEqual([]);
    expect(tabsOf(menu.en).map((tab) => [tab.id, tab.items.length > 0])).toEqual(
      menuCategoryIds.map((id) => [id, true]),
    );
  });

  const expected = {
    starters: { count: 4, min: 14, max: 24 },
    mains: { count: 4, min: 28, max: 36 },
    desserts: { count: 3, min: 12, max: 14 },
    beverages: { count: 3, min: 8, max: 10 },
  } as const;

  for (const [id, { count, min, max }] of Object.entries(expected)) {
    it(`${id}: ${count} items priced ${min}–${max} dollars, spanning the range`, () => {
      const prices = menu.en.filter((item) => item.category === id).map((item) => item.price);
      expect(prices).toHaveLength(count);
      expect(Math.min(...prices)).toBe(min);
      expect(Math.max(...prices)).toBe(max);
    });
  }

  it("runs 8–36 dollars overall", () => {
    const prices = menu.en.map((item) => item.price);
    expect(Math.min(...prices)).toBe(8);
    expect(Math.max(...prices)).toBe(36);
  });

  it("uses every label, each named in both languages", () => {
    const used = new Set(menu.en.flatMap((item) => item.tags));
    expect([...used].sort()).toEqual([...menuTagIds].sort());
    expect(Object.keys(page?.menuTags ?? {}).sort()).toEqual([...menuTagIds].sort());
    expect(page?.menuTags["national-dish"]).toBe("National Dish");
    expect(page?.menuCategories).toEqual({
      starters: "Starters",
      mains: "Mains",
      desserts: "Desserts",
      beverages: "Beverages",
    });
  });

  it("names authentic dishes, with hilsa labelled National Dish", () => {
    const names = menu.en.map((item) => item.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "Shatkora Beef",
        "Kacchi Biryani",
        "Rasmalai",
        "Mishti Doi",
        "Borhani",
      ]),
    );
    const hilsa = menu.en.find((item) => item.name.includes("Ilish"));
    expect(hilsa?.tags).toContain("national-dish");
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("descriptions", () => {
  it("describe every dish in a sentence or more, and every restaurant in two or more", () => {
    for (const item of [...menu.en, ...menu.bn])
      expect(item.description.length, item.id).toBeGreaterThanOrEqual(20);
    for (const venue of [...venues.en, ...venues.bn])
      expect(venue.description.length, venue.id).toBeGreaterThanOrEqual(40);
  });
});

describe("private dining (content/private-dining/)", () => {
  it("seats 12 in the Cellar Room, 24 in the Garden Room and 50 in the Grand Salon", () => {
    expect(rooms.problems).toEqual([]);
    expect(rooms.en.map((room) => [room.name, room.capacity])).toEqual([
      ["Cellar Room", 12],
      ["Garden Room", 24],
      ["Grand Salon", 50],
    ]);
  });
});

describe("Bengali", () => {
  it("names everything, with the same facts as the English", () => {
    expect(venues.bn.map((venue) => venue.name)).toEqual(["শাপলা ফাইন ডাইনিং", "টেরেস বিস্ট্রো"]);
    expect(bnPage?.chef.name).toBe("শেফ রফিকুল ইসলাম");
    const names = menu.bn.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(["সর্ষে ইলিশ", "কাচ্চি বিরিয়ানি", "বোরহানি"]));
    expect(new Set(names).size).toBe(names.length);

    const venueFacts = (list: typeof venues.en) =>
      list.map(({ id, hours, image }) => [id, hours, image.id]);
    expect(venueFacts(venues.bn)).toEqual(venueFacts(venues.en));
    const menuFacts = (list: typeof menu.en) =>
      tabsOf(list).map((tab) => [
        tab.id,
        tab.items.map(({ price, tags, image }) => [price, tags, image.id]),
      ]);
    expect(menuFacts(menu.bn)).toEqual(menuFacts(menu.en));
    expect(rooms.bn.map((room) => [room.id, room.capacity])).toEqual(
      rooms.en.map((room) => [room.id, room.capacity]),
    );
  });
});
