import { describe, expect, it } from "vitest";
import { catalogueStrings } from "~/lib/catalogue";
import { searchEntriesText as bnSearchText } from "../../locales/bn/search-entries";
import { mainNav, footerQuickLinks, legalNav } from "./navigation";
import { pages } from "./pages";
import { prerenderPaths, sitemapPaths } from "../server/paths";
import { hours, policies } from "./policies";
import { localize, readCollection } from "../server/files.server";
import { HoursEntrySchema, PageSchema } from "../schemas/fixed-content";
import { deskPhoneShown, readablePhone, site } from "./site";

/** content/<name>.yaml in one language, as the build reads it. */
const hotelFile = <Name extends "site" | "policies">(name: Name, locale: "en" | "bn") => {
  const { entries, problems } = readCollection(name);
  expect(problems).toEqual([]);
  const [entry] = entries;
  if (!entry) throw new Error(`content/${name}.yaml is missing`);
  return localize(name, entry, locale);
};

describe("site identity (content/site.yaml)", () => {
  it("names the hotel, its address and contacts", () => {
    expect(site.name).toBe("Surma Riverside Hotel");
    expect(site.titleSuffix).toBe(" | Surma Riverside Hotel, Sylhet");
    expect(site.established).toBe(2023);
    expect(site.address).toEqual({
      street: "House 12, Surma Tower Road, Zindabazar",
      locality: "Sylhet",
      postalCode: "3100",
      country: "Bangladesh",
      countryCode: "BD",
    });
    expect(site.social.map((link) => link.name)).toEqual([
      "Facebook",
      "Instagram",
      "Twitter",
      "YouTube",
      "LinkedIn",
    ]);
  });

  it("says the name, city and address in Bengali", () => {
    const { text, names } = hotelFile("site", "bn");
    expect(text.titleSuffix).toBe(" | সুরমা রিভারসাইড হোটেল, সিলেট");
    expect(names).toEqual({ en: "Surma Riverside Hotel", bn: "সুরমা রিভারসাইড হোটেল" });
    expect(text.address.postalCode).toBe("৩১০০");
    for (const words of catalogueStrings(text)) expect(words).not.toMatch(/[A-Za-z0-9]/);
  });
});

describe("phone numbers as a guest reads them", () => {
  it("keep to one line: the spaces between the groups do not break (issue 40)", () => {
    expect(readablePhone("+880 1711 234567")).toBe("+880\u00a01711\u00a0234567");
    expect(deskPhoneShown).toBe(readablePhone(site.phone));
    expect(deskPhoneShown).not.toMatch(/ /);
  });
});

describe("route table", () => {
  it("has the spec's pages and aliases, and My requests", () => {
    Object.values(pages).forEach((page) => PageSchema.parse(page));
    const all = Object.values(pages)
      .flatMap((page) => [page.path, ...page.aliases])
      .sort();
    expect(all).toEqual(
      [
        "/",
        "/about",
        "/about-us",
        "/bengali-hospitality",
        "/rooms",
        "/sylhet-rooms",
        "/dining",
        "/bangladeshi-cuisine",
        "/contact",
        "/gallery",
        "/sylhet-gallery",
        "/blog",
        "/bangla-blog",
        "/special-offers",
        "/pohela-boishakh-offers",
        "/reservations",
        "/book-now",
        "/online-order",
        "/order-food",
        "/cart",
        "/my-requests",
        "/privacy-policy",
        "/terms",
        "/accessibility",
      ].sort(),
    );
  });
  it("prerenders every path once and lists only primary paths in the sitemap", () => {
    expect(new Set(prerenderPaths).size).toBe(prerenderPaths.length);
    expect(sitemapPaths).not.toContain("/about-us");
    expect(sitemapPaths).toContain("/rooms/presidential-suite");
    expect(sitemapPaths.every((path) => prerenderPaths.includes(path))).toBe(true);
  });
  it("header and footer together link to the spec's eleven pages, food ordering and the cart", () => {
    const linked = new Set<string>(
      [...mainNav, ...footerQuickLinks, ...legalNav].map((key) => pages[key].path),
    );
    for (const path of [
      "/",
      "/about",
      "/rooms",
      "/dining",
      "/gallery",
      "/blog",
      "/special-offers",
      "/contact",
      "/reservations",
      "/privacy-policy",
      "/terms",
      "/online-order",
      "/cart",
    ]) {
      expect(linked.has(path), path).toBe(true);
    }
  });
});

describe("policies and hours", () => {
  it("are the one set docs/spec-decisions.md fixes", () => {
    expect(policies).toEqual({
      checkIn: "2:00 PM",
      checkOut: "12:00 PM",
      freeCancellationHours: 24,
      lateCancellationCharge: "one night",
      childrenFreeUnderAge: 12,
      pets: false,
      diningNoticeHours: 24,
    });
  });
  it("carry the spec's opening hours", () => {
    hours.forEach((entry) => HoursEntrySchema.parse(entry));
    const byId = Object.fromEntries(hours.map((entry) => [entry.id, entry]));
    expect(byId.frontDesk?.time).toBe("24 hours");
    expect(byId.concierge?.time).toBe("7:00 AM – 11:00 PM");
    expect(byId.roomService?.time).toBe("6:00 AM – 12:00 AM");
    expect(byId.fineDining).toEqual({
      id: "fineDining",
      days: "Tuesday – Sunday",
      time: "5:30 PM – 10:30 PM",
    });
    expect(byId.terraceLunch?.time).toBe("11:30 AM – 2:30 PM");
    expect(byId.terraceDinner?.time).toBe("6:00 PM – 9:30 PM");
    expect(byId.bar?.time).toBe("12:00 PM – 12:00 AM");
    expect(byId.breakfastWeekdays?.time).toBe("6:30 AM – 10:30 AM");
    expect(byId.breakfastWeekends?.time).toBe("7:00 AM – 11:00 AM");
  });
});

describe("Bengali", () => {
  it("says everything the English says, in Bengali script and digits", () => {
    const bn = hotelFile("policies", "bn");
    // Prices stay in dollars ("$১৭৯"): the sign is the one Latin character allowed.
    for (const text of catalogueStrings([
      bnSearchText,
      bn.hours.map(({ days, time }) => ({ days, time })),
      bn.policies.checkIn,
      bn.policies.checkOut,
      bn.policies.lateCancellationCharge,
    ])) {
      expect(text).not.toMatch(/[A-Za-z0-9]/);
    }
  });

  it("builds the same policies and hours, worded in Bengali", () => {
    const bn = hotelFile("policies", "bn");
    expect(bn.policies).toEqual({
      ...policies,
      checkIn: "দুপুর ২টা",
      checkOut: "দুপুর ১২টা",
      lateCancellationCharge: "এক রাতের ভাড়া",
    });
    bn.hours.forEach((entry) => HoursEntrySchema.parse(entry));
    expect(bn.hours.map((entry) => entry.id)).toEqual(hours.map((entry) => entry.id));
    const byId = Object.fromEntries(bn.hours.map((entry) => [entry.id, entry]));
    expect(byId.concierge).toEqual({
      id: "concierge",
      days: "প্রতিদিন",
      time: "সকাল ৭:০০ – রাত ১১:০০",
    });
  });
});
