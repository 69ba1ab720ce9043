import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ContentModule, ContentModuleName } from "~/content/schemas/collections";
import { localize, readAllContent } from "~/content/server/files.server";
import { prerenderPaths } from "~/content/server/paths";
import { moduleEntries } from "~/content/server/plugin.server";
import { SearchEntrySchema, searchCategories } from "~/content/schemas/fixed-content";
import { parseFilter } from "~/components/sections/gallery/gallery-filter";
import { groupBy, matchEntries } from "~/lib/search";
import { fromRate } from "~/domain/rates";
import { runsOn } from "~/lib/today";
import type { Locale } from "~/lib/locale";
import { searchEntriesText as bnWords } from "~/locales/bn/search-entries";
import { site as bnSite } from "~/locales/bn/site";
import { searchEntriesText as enWords } from "~/locales/en/search-entries";
import { site as enSite } from "~/locales/en/site";
import { hourNames as bnHours } from "~/locales/bn/hour-names";
import { roomExtras as bnExtras } from "~/locales/bn/room-extras";
import { hourNames as enHours } from "~/locales/en/hour-names";
import { roomExtras as enExtras } from "~/locales/en/room-extras";
import { buildSearchIndex, diningSections, searchIndex, type IndexSources } from "./search-index";

const enNames = { hours: enHours, amenities: enExtras.amenities };
const bnNames = { hours: bnHours, amenities: bnExtras.amenities };

declare const __BUILD_DAY__: string;

const files = readAllContent();

/** The index as a build in `locale` on `today` makes it of content/ (the palette's modules). */
function indexFor(locale: Locale, today = "2026-12-01") {
  const module = <Name extends ContentModuleName>(name: Name) =>
    moduleEntries(name, locale, files, today) as ContentModule<Name>;
  const [words, otherWords, site] =
    locale === "bn" ? [bnWords, enWords, bnSite] : [enWords, bnWords, enSite];
  const sources: IndexSources = {
    locale,
    words,
    otherWords,
    links: { ...site.nav, accessibility: site.footer.accessibility },
    rooms: module("rooms"),
    content: {
      rooms: module("search-rooms"),
      menu: module("search-menu"),
      dishes: module("search-dishes"),
      offers: module("search-offers"),
      posts: module("search-posts"),
      venues: module("search-venues"),
      privateDining: module("search-private-dining"),
      facilities: module("search-facilities"),
      faq: module("search-faq"),
    },
    hours: module("policies")[0]!.hours,
    names: locale === "bn" ? bnNames : enNames,
    otherNames: locale === "bn" ? enNames : bnNames,
    today,
  };
  return buildSearchIndex(sources);
}

const bnIndex = indexFor("bn");
const find = (query: string, index = searchIndex) => matchEntries(index, query);
const urls = (query: string, index = searchIndex) => find(query, index).map((entry) => entry.url);
/** The first option the palette shows: the first of the first category with a match. */
const firstShown = (query: string, index = searchIndex) =>
  groupBy(find(query, index), searchCategories)[0]?.entries[0];
/** Each file of a collection in one language. */
const entriesOf = <Name extends "rooms" | "menu" | "dishes" | "blog" | "offers">(
  name: Name,
  locale: Locale = "en",
) => files[name].map((file) => localize(name, file, locale));

describe("the search index", () => {
  it("keeps the spec's 17 entries, in its categories", () => {
    const spec = [
      ["Home", "/", "Navigation"],
      ["About Us", "/about", "Navigation"],
      ["Rooms & Suites", "/rooms", "Navigation"],
      ["Dining", "/dining", "Navigation"],
      ["Gallery", "/gallery", "Navigation"],
      ["Special Offers", "/special-offers", "Navigation"],
      ["Blog", "/blog", "Navigation"],
      ["Contact", "/contact", "Navigation"],
      ["Book a Room", "/reservations", "Booking"],
      ["Standard Room", "/rooms/standard", "Rooms"],
      ["Deluxe Room", "/rooms/deluxe", "Rooms"],
      ["Executive Suite", "/rooms/executive-suite", "Rooms"],
      ["Family Suite", "/rooms/family-suite", "Rooms"],
      ["Presidential Suite", "/rooms/presidential-suite", "Rooms"],
      ["Restaurant", "/dining", "Dining"],
      ["Privacy Policy", "/privacy-policy", "Information"],
      ["Terms & Conditions", "/terms", "Information"],
    ];
    const held = searchIndex.map(({ title, url, category }) => [title, url, category]);
    for (const entry of spec) expect(held).toContainEqual(entry);
    expect(new Set(searchIndex.map((entry) => entry.category))).toEqual(new Set(searchCategories));
  });

  it("quotes the spec rooms' from-prices on the build's day and dates the hotel from content", () => {
    const quotes = (index: typeof searchIndex, today: string) => {
      for (const room of entriesOf("rooms").filter((room) => room.id !== "garden-view")) {
        const entry = index.find((item) => item.url === `/rooms/${room.id}`);
        expect(entry?.description).toContain(`from $${fromRate(room.rates, today)} a night`);
      }
    };
    quotes(searchIndex, __BUILD_DAY__);
    // A week into Winter, whose rates are above the base.
    const deluxe = entriesOf("rooms").find((room) => room.id === "deluxe")!;
    expect(fromRate(deluxe.rates, "2026-12-07")).toBeGreaterThan(deluxe.pricePerNight);
    quotes(indexFor("en", "2026-12-07"), "2026-12-07");
    expect(searchIndex.find((entry) => entry.title === "About Us")?.description).toBe(
      "Our story, mission, team and values since 2023",
    );
  });

  it("holds every room, dish of both menus, post and running offer in content", () => {
    const has = (title: string, url: string) =>
      expect(searchIndex.map((entry) => [entry.title, entry.url])).toContainEqual([title, url]);
    for (const room of entriesOf("rooms")) has(room.name, `/rooms/${room.id}`);
    for (const dish of entriesOf("menu")) has(dish.name, `/dining#${diningSections.menu}`);
    for (const dish of entriesOf("dishes")) has(dish.name, "/online-order");
    for (const post of entriesOf("blog")) has(post.title, `/blog/${post.id}`);
    const offers = entriesOf("offers");
    for (const offer of offers) {
      const titles = (day: string) => indexFor("en", day).map((entry) => entry.title);
      expect(titles(offer.validFrom)).toContain(offer.title);
      expect(titles(offer.validUntil)).toContain(offer.title);
      const after = new Date(Date.parse(offer.validUntil) + 86_400_000).toISOString().slice(0, 10);
      expect(titles(after)).not.toContain(offer.title);
    }
    // Only today's offers: at least one file runs on the test's day and one does not.
    const shown = indexFor("en").filter((entry) => entry.id.startsWith("offer:"));
    expect(shown.length).toBe(offers.filter((offer) => runsOn(offer, "2026-12-01")).length);
    expect(shown.length).toBeLessThan(offers.length);
  });

  it("finds the dishes of both menus by name", () => {
    const biryani = find("biryani").filter((entry) => entry.title === "Kacchi Biryani");
    expect(biryani.map((entry) => entry.url).sort()).toEqual([
      "/dining#menu-heading",
      "/online-order",
    ]);
    expect(biryani.every((entry) => entry.category === "Dining")).toBe(true);
    expect(find("Shorshe")[0]?.description).toMatch(/^Restaurant menu, \$\d+ · /);
  });

  it("finds pages by their link's words, and the online order page by 'order food'", () => {
    expect(firstShown("order food")).toMatchObject({
      title: "Online Food Ordering",
      url: "/online-order",
      category: "Navigation",
    });
    expect(find("food order")[0]?.url).toBe("/online-order");
    expect(find("Reservations")[0]?.url).toBe("/reservations");
    expect(find("Terms of Service")[0]?.url).toBe("/terms");
    expect(find("my requests")[0]?.url).toBe("/my-requests");
  });

  it("finds the hotel's facilities where the site shows them", () => {
    expect(firstShown("pool")).toMatchObject({
      title: "Outdoor Pool",
      url: "/gallery?category=amenities",
      category: "Information",
    });
    expect(urls("spa")).toContain("/gallery?category=amenities");
    expect(find("fitness")[0]?.title).toBe("Fitness Centre");
    expect(find("wifi").map((entry) => entry.category)).toContain("Rooms");
    expect(urls("parking")).toContain("/accessibility");
    expect(urls("terrace bistro")).toContain(`/dining#${diningSections.venues}`);
    expect(urls("grand salon")).toContain(`/dining#${diningSections.privateDining}`);
  });

  it("links to pages that are prerendered, to sections the dining page has", () => {
    const dining = readdirSync("app/components/sections/dining")
      .map((file) => readFileSync(`app/components/sections/dining/${file}`, "utf8"))
      .join("\n");
    for (const id of Object.values(diningSections)) expect(dining).toContain(`id="${id}"`);
    for (const entry of [...searchIndex, ...bnIndex]) {
      const url = new URL(entry.url, "https://hotel.test");
      expect(prerenderPaths, entry.url).toContain(url.pathname);
      const category = url.searchParams.get("category");
      if (category) expect(parseFilter(category)).toBe(category);
    }
  });

  it("parses with the schema, one entry per id", () => {
    for (const entry of [...searchIndex, ...bnIndex]) SearchEntrySchema.parse(entry);
    expect(new Set(searchIndex.map((entry) => entry.id)).size).toBe(searchIndex.length);
  });

  // The header's and the not-found page's browser journeys (tests/e2e) choose by these.
  it("keeps the journeys' choices unambiguous", () => {
    expect(find("presidential")).toHaveLength(1);
    expect(firstShown("deluxe")?.url).toBe("/rooms/deluxe");
    expect(firstShown("ডিলাক্স", bnIndex)?.url).toBe("/rooms/deluxe");
    expect(find("PERSONAL INFORMATION").map((entry) => entry.title)).toContain("Privacy Policy");
    const named = (query: string, name: RegExp, index = searchIndex) =>
      find(query, index).filter((entry) => name.test(`${entry.title} ${entry.description}`));
    expect(named("SUITE", /Executive Suite/)).toHaveLength(1);
    expect(named("SUITE", /Presidential Suite/)).toHaveLength(1);
    expect(named("book a room", /Book a Room/)).toHaveLength(1);
    expect(named("স্যুট", /^রুম ও স্যুট/, bnIndex)).toHaveLength(1);
  });
});

describe("the Bengali index", () => {
  const titles = (query: string) => find(query, bnIndex).map((entry) => entry.title);

  it("is the English one's entries, in Bengali", () => {
    expect(bnIndex.map(({ id, url, category }) => [id, url, category])).toEqual(
      indexFor("en").map(({ id, url, category }) => [id, url, category]),
    );
    // Prices stay in dollars ("$১৭৯"): the sign is the one Latin character shown.
    for (const entry of bnIndex)
      expect(`${entry.title} ${entry.description}`).not.toMatch(/[A-Za-z]/);
  });

  it("finds the Bengali entries by their English names", () => {
    const rooms = entriesOf("rooms", "bn");
    const suites = rooms.filter((room) => room.category === "suite").map((room) => room.name);
    expect(suites.length).toBeGreaterThan(1);
    expect(titles("suite")).toEqual(expect.arrayContaining([...suites, "রুম ও স্যুট"]));
    expect(titles("deluxe")[0]).toBe(rooms.find((room) => room.id === "deluxe")?.name);

    const biryani = find("biryani", bnIndex).filter((entry) => entry.title === "কাচ্চি বিরিয়ানি");
    expect(biryani.map((entry) => entry.url).sort()).toEqual([
      "/dining#menu-heading",
      "/online-order",
    ]);
    expect(firstShown("order food", bnIndex)?.title).toBe("অনলাইনে খাবার অর্ডার");
    expect(firstShown("pool", bnIndex)?.title).toBe("খোলা আকাশের নিচে পুল");
  });

  it("finds them by their Bengali names, and the English index by Bengali ones", () => {
    expect(titles("বিরিয়ানি")).toContain("কাচ্চি বিরিয়ানি");
    expect(titles("ফিটনেস")).toContain("ফিটনেস সেন্টার");
    expect(find("বিরিয়ানি").map((entry) => entry.title)).toContain("Kacchi Biryani");
    expect(find("স্যুট").map((entry) => entry.title)).toContain("Presidential Suite");
  });
});

describe("facilities, hours and questions (issue 49)", () => {
  it("finds every room for an amenity every room has, in either language", () => {
    const rooms = files.rooms.length;
    for (const index of [searchIndex, bnIndex]) {
      const found = find("wifi", index).filter((entry) => entry.category === "Rooms");
      expect(found).toHaveLength(rooms);
    }
    expect(find("ওয়াই-ফাই", bnIndex).filter((entry) => entry.category === "Rooms")).toHaveLength(
      rooms,
    );
  });

  it("finds breakfast's hours and the question that answers it", () => {
    const found = find("breakfast");
    const hours = found.filter((entry) => entry.id.startsWith("hours:"));
    expect(hours.map((entry) => entry.id)).toEqual([
      "hours:breakfast-weekdays",
      "hours:breakfast-weekends",
    ]);
    const policies = moduleEntries("policies", "en", files) as ContentModule<"policies">;
    const weekdays = policies[0]!.hours.find((entry) => entry.id === "breakfastWeekdays")!;
    expect(hours[0]!.description).toContain(weekdays.time);
    expect(hours[0]!.url).toBe("/contact#contact-hours-title");
    const faq = found.filter((entry) => entry.id.startsWith("faq:"));
    expect(faq.map((entry) => entry.url)).toContain("/contact#faq-breakfast");
    // The hours under the same words in Bengali.
    expect(find("নাশতা", bnIndex).some((entry) => entry.id === "hours:breakfast-weekdays")).toBe(
      true,
    );
  });
});
