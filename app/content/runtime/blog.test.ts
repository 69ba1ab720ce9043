import { describe, expect, it } from "vitest";
import { bnDigits } from "../../lib/locale";
import { blogCategories } from "../schemas/collections";
import { postCard } from "../schemas/collections/blog";
import { entriesOf, entryOf } from "../server/content.server";
import { localize, readCollection } from "../server/files.server";
import { notFoundPaths, prerenderPaths } from "../server/paths";

const { entries, problems } = readCollection("blog");
const blogPosts = entriesOf("blog");
const inLanguage = (locale: "en" | "bn") =>
  entries.map((entry) => localize("blog", entry, locale)).sort((a, b) => a.order - b.order);

describe("blog posts (content/blog/)", () => {
  it("are six valid files", () => {
    expect(problems).toEqual([]);
    expect(blogPosts).toHaveLength(6);
  });

  it("use the four categories, every one of them", () => {
    expect(blogCategories).toEqual(["Events", "Dining", "Sustainability", "Announcements"]);
    const used = new Set(blogPosts.map((post) => post.category));
    expect([...used].sort()).toEqual([...blogCategories].sort());
  });

  it("have unique ids, all prerendered, none shadowing the not-found page", () => {
    const ids = blogPosts.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(prerenderPaths).toContain(`/blog/${id}`);
    expect(ids).not.toContain(notFoundPaths.post.replace("/blog/", ""));
  });

  it("are listed newest first, with excerpts long enough to be cut on related cards", () => {
    const dates = blogPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of blogPosts) expect(post.excerpt.length).toBeGreaterThan(100);
  });

  it("read as a living hotel's journal: the newest from the two months before this content's day, the others a month or more apart over the year before", () => {
    // The day the sample content was last brought up to date, as the offers' (offers.test.ts).
    const contentDay = "2026-11-27";
    const dates = blogPosts.map((post) => post.date);
    const daysBefore = (date: string) => (Date.parse(contentDay) - Date.parse(date)) / 86_400_000;
    expect(daysBefore(dates[0]!)).toBeGreaterThanOrEqual(0);
    expect(daysBefore(dates[0]!)).toBeLessThanOrEqual(61);
    expect(daysBefore(dates.at(-1)!)).toBeLessThanOrEqual(365);
    expect(new Set(dates.map((date) => date.slice(0, 7))).size).toBe(dates.length);
  });

  it("Pohela Boishakh's post names the Bengali year that begins on the 14 April it announces", () => {
    const post = inLanguage("en").find((entry) => entry.id === "pohela-boishakh-celebration")!;
    const bnPost = inLanguage("bn").find((entry) => entry.id === "pohela-boishakh-celebration")!;
    // 14 April opens the Bengali year 593 after its Gregorian year; the post comes before it.
    expect(post.date.slice(5) < "04-14").toBe(true);
    const year = Number(post.date.slice(0, 4)) - 593;
    expect(post.body.join(" ")).toContain(`Bengali year ${year}`);
    expect(bnPost.body.join(" ")).toContain(bnDigits(year));
  });

  it("fit search results: page title with the site's suffix within 60 characters, excerpt within 160", () => {
    for (const locale of ["en", "bn"] as const) {
      const [site] = readCollection("site").entries;
      if (!site) throw new Error("content/site.yaml is missing");
      const suffix = localize("site", site, locale).text.titleSuffix;
      for (const post of inLanguage(locale)) {
        expect(`${post.pageTitle}${suffix}`.length, post.id).toBeLessThanOrEqual(60);
        expect(post.excerpt.length, post.id).toBeLessThanOrEqual(160);
      }
    }
  });

  it("each has a body of its own: no paragraph or quote is shared between posts", () => {
    for (const locale of ["en", "bn"] as const) {
      const posts = inLanguage(locale);
      const paragraphs = posts.flatMap((post) => post.body);
      expect(new Set(paragraphs).size, locale).toBe(paragraphs.length);
      expect(new Set(posts.map((post) => post.quote)).size, locale).toBe(posts.length);
    }
  });

  it("says in its body what its title promises", () => {
    const words = Object.fromEntries(
      inLanguage("en").map((post) => [post.id, post.body.join(" ").toLowerCase()]),
    );
    expect(words["secrets-of-sylheti-shatkora"]).toMatch(/shatkora/);
    expect(words["pohela-boishakh-celebration"]).toMatch(/boishakh/);
    expect(words["tea-garden-day-trips"]).toMatch(/tea/);
    expect(words["pitha-festival-winter-sweets"]).toMatch(/pitha/);
    expect(words["terrace-bistro-opens"]).toMatch(/bistro/);
  });

  it("reading time is counted from the English body, at 200 words a minute", () => {
    for (const post of inLanguage("en")) {
      const count = post.body.join(" ").split(/\s+/).length;
      expect(post.readTime, post.id).toBe(Math.max(1, Math.round(count / 200)));
    }
  });

  it("the cards the lists carry leave the post's body and quote to its own page", () => {
    for (const post of blogPosts) {
      expect(post.body.length, post.id).toBeGreaterThanOrEqual(3);
      expect(postCard(post)).not.toHaveProperty("body");
      expect(postCard(post)).not.toHaveProperty("quote");
    }
  });

  it("are found by id, and an unknown id finds nothing", () => {
    expect(entryOf("blog", "terrace-bistro-opens")?.category).toBe("Announcements");
    expect(entryOf("blog", "nope")).toBeUndefined();
  });
});

describe("Bengali", () => {
  it("the Bengali pages get Bengali words, in Bengali script, and the same facts", () => {
    const bn = inLanguage("bn");
    const en = inLanguage("en");
    const facts = (post: (typeof en)[number]) => [post.id, post.date, post.readTime, post.image.id];
    expect(bn.map(facts)).toEqual(en.map(facts));
    for (const post of bn) {
      // A placeholder ({checkIn}) is a fact's name, filled with its Bengali words on the page.
      for (const text of [post.title, post.excerpt, post.author, post.quote, ...post.body])
        expect(text.replace(/\{[A-Za-z.-]+\}/g, ""), post.id).not.toMatch(/[A-Za-z]/);
      expect(post.body.length, post.id).toBe(en.find((e) => e.id === post.id)?.body.length);
    }
    expect(bn.find((post) => post.id === "secrets-of-sylheti-shatkora")?.author).toBe(
      "শেফ রফিকুল ইসলাম",
    );
  });
});
