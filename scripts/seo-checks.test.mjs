// The search-engine checks run over the built site after the build (check-seo.mjs,
// validate-structured-data.mjs); here, what each one reads and judges, on small pages.
import { describe, expect, it } from "vitest";
import { anchorHrefs, decodeEntities, headText, sitePath, visibleText } from "./built-pages.mjs";
import { headProblems, linkGraph } from "./check-seo.mjs";
import {
  extractJsonLd,
  invisibleClaims,
  languageProblems,
  missingData,
  showsPrice,
} from "./validate-structured-data.mjs";

const origin = "https://hotel.example";
const page = (path, body, head = "") => ({
  path,
  html: `<html lang="en"><head>${head}</head><body>${body}</body></html>`,
});
const links = (...paths) => paths.map((path) => `<a class="x" href="${path}">go</a>`).join("");

describe("reading the built HTML", () => {
  it("takes the hrefs of <a> elements only, decoded", () => {
    const html = `<link rel="alternate" hreflang="bn" href="/bn"/><a href="/rooms/deluxe" id="v">V</a>
      <a class="b" href="/reservations?room=a&amp;offer=b">Book</a><a>no href</a>`;
    expect(anchorHrefs(html)).toEqual(["/rooms/deluxe", "/reservations?room=a&offer=b"]);
  });

  it("resolves an href to a site path: no query, fragment or trailing slash; null off the site", () => {
    expect(sitePath("/rooms?room=deluxe#top", "/", origin)).toBe("/rooms");
    expect(sitePath("deluxe/", "/rooms/", origin)).toBe("/rooms/deluxe");
    expect(sitePath(`${origin}/bn`, "/", origin)).toBe("/bn");
    expect(sitePath("#main", "/about", origin)).toBe("/about");
    expect(sitePath("https://www.facebook.com/x", "/", origin)).toBeNull();
    expect(sitePath("mailto:stay@hotel.example", "/", origin)).toBeNull();
    expect(sitePath("tel:+8801711234567", "/", origin)).toBeNull();
  });

  it("decodes what React escapes, and numeric references", () => {
    expect(decodeEntities("Day Trips to Sylhet&#x27;s &amp; &quot;more&quot; &#2453;")).toBe(
      `Day Trips to Sylhet's & "more" ক`,
    );
    expect(
      headText(`<title>A &amp; B</title><meta name="description" content="x &lt; y"/>`),
    ).toEqual({ title: "A & B", description: "x < y" });
    expect(
      visibleText(`<head><title>T</title></head><body><p>Hi <b>there</b></p>
      <script>var hidden = 1;</script><!-- c --></body>`),
    ).toBe("Hi there");
  });
});

describe("sitemap pages and links", () => {
  const sitemap = {
    origin,
    paths: ["/", "/rooms", "/rooms/deluxe", "/rooms/suite", "/cart", "/terms"],
  };
  const pages = [
    page("/", links("/rooms", "/", "/online-order")),
    page("/rooms", links("/rooms?room=deluxe", "/")),
    page("/rooms/deluxe", links("/rooms/suite", "/rooms/deluxe")),
    page("/rooms/suite", links("/rooms/deluxe")),
    // An alias is not indexed: its links do not count.
    page("/sylhet-rooms", links("/cart")),
    page("/cart", links("/rooms/suite")),
  ];

  it("names each sitemap page no other page links to, and each the home page cannot reach", () => {
    const graph = linkGraph(pages, sitemap);
    expect(graph.missing).toEqual(["/terms"]);
    expect(graph.unlinked).toEqual(["/cart", "/terms"]);
    // The two rooms link to each other, but nothing the home page reaches links to either.
    expect(graph.unreachable).toEqual(["/rooms/deluxe", "/rooms/suite", "/cart", "/terms"]);
    expect(graph.linkedFrom.get("/rooms/suite")).toEqual(["/rooms/deluxe", "/cart"]);
  });

  it("passes once a real link leads in", () => {
    const linked = pages.map((p) =>
      p.path === "/rooms" ? page("/rooms", links("/", "/rooms/deluxe", "/cart", "/terms")) : p,
    );
    const graph = linkGraph([...linked, page("/terms", links("/"))], sitemap);
    expect(graph).toMatchObject({ missing: [], unlinked: [], unreachable: [] });
  });
});

describe("titles and descriptions", () => {
  const head = (title, description) =>
    `<title>${title}</title><meta name="description" content="${description}"/>`;

  it("names the page, the length and the text of each one too long or missing", () => {
    const fits = "x".repeat(28) + " | Surma Riverside Hotel, Sylhet"; // 60
    const long = "x".repeat(29) + " | Surma Riverside Hotel, Sylhet"; // 61
    const bengali = "নদীর ধারে হোটেল ও রেস্তোরাঁ | সুরমা রিভারসাইড হোটেল, সিলেট"; // 58 code units
    expect(
      headProblems([
        page("/ok", "", head(fits, "d".repeat(160))),
        page("/bn", "", head(bengali, "দ".repeat(160))),
        page("/long", "", head(long, "d".repeat(161))),
        page("/none", "", "<title>T</title>"),
      ]),
    ).toEqual([
      `/long: title 61 > 60 characters: "${long}"`,
      `/long: description 161 > 160 characters: "${"d".repeat(161)}"`,
      "/none: no description",
    ]);
  });
});

describe("structured data", () => {
  const ld = (data) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

  it("groups blocks by type as the extractor does, @graph items apart; bad JSON is an error", () => {
    const html = `${ld({ "@type": ["HotelRoom", "Product"], name: "A" })}${ld({
      "@graph": [{ "@type": "Hotel" }, { "@type": "Restaurant" }],
    })}<script type="application/ld+json">{"@type":</script>`;
    const data = extractJsonLd(html);
    expect(Object.keys(data.jsonld)).toEqual(["HotelRoom,Product", "Hotel", "Restaurant"]);
    expect(data.jsonld.Hotel[0]["@location"]).toMatch(/^\d+,\d+$/);
    expect(data.errors).toHaveLength(1);
  });

  it("fails a rating whose count, a review whose text, or a price the page does not show", () => {
    const restaurant = {
      "@type": "Restaurant",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, ratingCount: 312 },
      review: [{ "@type": "Review", reviewBody: "Lovely stay" }],
      hasMenu: { hasMenuSection: [{ hasMenuItem: [{ offers: { price: 36 } }] }] },
    };
    expect(invisibleClaims([restaurant], "Rated 4.8")).toEqual([
      "Restaurant.aggregateRating: its count (312) is not on the page",
      "Restaurant.review: its text is not on the page",
      "Restaurant.hasMenu.hasMenuSection[0].hasMenuItem[0].offers.price: 36 is not shown on the page",
    ]);
    expect(invisibleClaims([restaurant], "4.8 from 312 reviews: Lovely stay. Ilish $36")).toEqual(
      [],
    );
    expect(invisibleClaims([restaurant], "৩১২টি রিভিউ: Lovely stay. ইলিশ $৩৬")).toEqual([]);
  });

  it("reads a price only as money, not inside a longer number", () => {
    expect(showsPrice("from $249 per night", 249)).toBe(true);
    expect(showsPrice("$২৪৯ প্রতি রাত", 249)).toBe(true);
    expect(showsPrice("২৪৯$ প্রতি রাত", 249)).toBe(true);
    expect(showsPrice("$2490", 249)).toBe(false);
    expect(showsPrice("1249$", 249)).toBe(false);
    expect(showsPrice("249 rooms", 249)).toBe(false);
    // Thousands grouped as the pages write them, in English and the Bengali pages' Indian way.
    expect(showsPrice("$1,099 for the night of 4 December 2026", 1099)).toBe(true);
    expect(showsPrice("$১,০৯৯ প্রতি রাত", 1099)).toBe(true);
    expect(showsPrice("$১,০৯,৯০০", 109900)).toBe(true);
    expect(showsPrice("$109,900", 109900)).toBe(true);
    expect(showsPrice("$1,099", 1)).toBe(false);
    expect(showsPrice("$1,099", 99)).toBe(false);
    expect(showsPrice("$1.99", 1)).toBe(false);
    expect(showsPrice("1,099$", 99)).toBe(false);
  });

  it("fails an inLanguage other than the page's", () => {
    const html = `<html lang="bn"><body></body></html>`;
    expect(languageProblems([{ "@type": "BlogPosting", inLanguage: "en" }], html)).toEqual([
      "BlogPosting.inLanguage: en, the page is bn",
    ]);
    expect(languageProblems([{ "@type": "BlogPosting", inLanguage: "bn" }], html)).toEqual([]);
  });

  it("wants a room's offer and the restaurant's menu on their pages, by canonical URL", () => {
    const canonical = (path) => `<link rel="canonical" href="${origin}${path}"/>`;
    const room = {
      "@type": ["HotelRoom", "Product"],
      offers: {
        "@type": "Offer",
        price: 249,
        priceCurrency: "USD",
        url: `${origin}/rooms/deluxe`,
      },
    };
    expect(missingData([], canonical("/bn/rooms/deluxe"))).toEqual([
      "lacks a HotelRoom with an Offer (price, priceCurrency USD, url, no availability claimed) (canonical /bn/rooms/deluxe)",
    ]);
    expect(missingData([room], canonical("/rooms/deluxe"))).toEqual([]);
    // The site cannot see which nights are free: an offer that says the room is in stock fails.
    expect(
      missingData(
        [{ ...room, offers: { ...room.offers, availability: "https://schema.org/InStock" } }],
        canonical("/rooms/deluxe"),
      ),
    ).toHaveLength(1);
    expect(
      missingData(
        [{ ...room, offers: { ...room.offers, priceCurrency: "BDT" } }],
        canonical("/rooms/deluxe"),
      ),
    ).toHaveLength(1);
    expect(
      missingData([{ "@type": "Restaurant", hasMenu: "/dining" }], canonical("/dining")),
    ).toHaveLength(1);
    // A not-found page has no canonical: nothing is expected of it.
    expect(missingData([], `<meta name="robots" content="noindex"/>`)).toEqual([]);
  });
});
