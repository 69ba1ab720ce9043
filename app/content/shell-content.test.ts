import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { catalogueStrings, parityProblems } from "~/lib/catalogue";
import { policiesText as bnPoliciesText } from "./bn/policies";
import { searchEntriesText as bnSearchText } from "./bn/search-entries";
import { policiesText as enPoliciesText } from "./en/policies";
import { searchEntriesText as enSearchText } from "./en/search-entries";
import { mainNav, footerQuickLinks, legalNav } from "./navigation";
import { pages } from "./pages";
import { prerenderPaths, sitemapPaths } from "./paths";
import { hours, policies } from "./policies";
import {
  HoursEntrySchema,
  PageSchema,
  PoliciesSchema,
  searchCategories,
  SearchEntrySchema,
  SiteSchema,
} from "./schemas";
import { searchEntries } from "./search-entries";
import { site } from "./site";

describe("site identity", () => {
  it("matches its schema", () => {
    expect(() => SiteSchema.parse(site)).not.toThrow();
    expect(site.name).toBe("Surma Riverside Hotel");
    expect(site.titleSuffix).toBe(" | Surma Riverside Hotel, Sylhet");
  });
});

describe("route table", () => {
  it("has the spec's pages and aliases", () => {
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

describe("search entries", () => {
  it("are the spec's 17 entries in its five categories", () => {
    searchEntries.forEach((entry) => SearchEntrySchema.parse(entry));
    expect(searchEntries).toHaveLength(17);
    expect(new Set(searchEntries.map((entry) => entry.category))).toEqual(
      new Set(searchCategories),
    );
    const titles = searchEntries.map((entry) => entry.title);
    for (const title of [
      "Home",
      "About Us",
      "Rooms & Suites",
      "Dining",
      "Gallery",
      "Special Offers",
      "Blog",
      "Contact",
      "Book a Room",
      "Restaurant",
      "Privacy Policy",
      "Terms & Conditions",
    ]) {
      expect(titles).toContain(title);
    }
    expect(searchEntries.filter((entry) => entry.category === "Rooms")).toHaveLength(5);
  });
  it("point at pages that are prerendered", () => {
    for (const entry of searchEntries) expect(prerenderPaths).toContain(entry.url);
  });
});

describe("policies and hours", () => {
  it("are the one set spec-decisions fixes", () => {
    expect(PoliciesSchema.parse(policies)).toEqual(policies);
    expect(policies.checkIn).toBe("2:00 PM");
    expect(policies.checkOut).toBe("12:00 PM");
    expect(policies.freeCancellationHours).toBe(24);
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
    expect(parityProblems(enSearchText, bnSearchText)).toEqual([]);
    expect(parityProblems(enPoliciesText, bnPoliciesText)).toEqual([]);
    // Prices stay in dollars ("$১৭৯"): the sign is the one Latin character allowed.
    for (const text of catalogueStrings([bnSearchText, bnPoliciesText])) {
      expect(text).not.toMatch(/[A-Za-z0-9]/);
    }
  });

  it("builds search entries that parse with the schema and keep paths and categories", async () => {
    vi.stubEnv("VITE_LOCALE", "bn");
    vi.resetModules();
    const { searchEntries: bnEntries } = await import("./search-entries");
    vi.unstubAllEnvs();

    bnEntries.forEach((entry) => expect(() => SearchEntrySchema.parse(entry)).not.toThrow());
    expect(bnEntries.map(({ url, category }) => [url, category])).toEqual(
      searchEntries.map(({ url, category }) => [url, category]),
    );
    expect(bnEntries[0].title).toBe("হোম");
    expect(bnEntries[9].description).toContain("$১৭৯");
  });

  it("builds the same policies and hours, worded in Bengali", async () => {
    vi.stubEnv("VITE_LOCALE", "bn");
    vi.resetModules();
    const bn = await import("./policies");
    vi.unstubAllEnvs();

    // PoliciesSchema pins the English wording ("2:00 PM"); every number and flag must still match.
    const BengaliPoliciesSchema = PoliciesSchema.extend({
      checkIn: z.string().min(1),
      checkOut: z.string().min(1),
      lateCancellationCharge: z.string().min(1),
    });
    expect(BengaliPoliciesSchema.parse(bn.policies)).toEqual(bn.policies);
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
