import { describe, expect, it } from "vitest";
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
  it("header and footer together link to the spec's eleven pages", () => {
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
