import { describe, expect, it, vi } from "vitest";
import { catalogueStrings, parityProblems } from "~/lib/catalogue";
import { blogText as bnText } from "./bn/blog";
import { blogText as enText } from "./en/blog";
import { blogPosts, findPost } from "./blog";
import { blogCategories, BlogPostSchema } from "./blog-schemas";
import { notFoundPaths, prerenderPaths } from "./paths";
import { site } from "./site";

describe("blog posts", () => {
  it("are the spec's six, each valid against the schema", () => {
    expect(blogPosts).toHaveLength(6);
    for (const post of blogPosts) expect(() => BlogPostSchema.parse(post)).not.toThrow();
  });

  it("use only the four spec categories", () => {
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

  it("fit search results: page title with the site's suffix within 60 characters, excerpt within 160", () => {
    for (const post of blogPosts) {
      expect(`${post.pageTitle}${site.titleSuffix}`.length, post.id).toBeLessThanOrEqual(60);
      expect(post.excerpt.length, post.id).toBeLessThanOrEqual(160);
    }
  });

  it("are found by id, and an unknown id finds nothing", () => {
    expect(findPost("terrace-bistro-opens")?.category).toBe("Announcements");
    expect(findPost("nope")).toBeUndefined();
  });
});

describe("Bengali", () => {
  it("says everything the English says, in Bengali script and digits", () => {
    expect(parityProblems(enText, bnText)).toEqual([]);
    for (const text of catalogueStrings(bnText)) {
      expect(text).not.toMatch(/[A-Za-z0-9]/);
    }
  });

  it("builds posts that parse with the schema and keep the facts", async () => {
    vi.stubEnv("VITE_LOCALE", "bn");
    vi.resetModules();
    const bn = await import("./blog");
    const bnSuffix = (await import("./site")).siteText.titleSuffix;
    vi.unstubAllEnvs();

    for (const post of bn.blogPosts)
      expect(() => BlogPostSchema.parse(post), post.id).not.toThrow();
    const facts = ({ id, date, readTime, image, category }: (typeof blogPosts)[number]) => ({
      id,
      date,
      readTime,
      imageId: image.id,
      category,
    });
    expect(bn.blogPosts.map(facts)).toEqual(blogPosts.map(facts));
    for (const post of bn.blogPosts) {
      expect(post.excerpt.length).toBeGreaterThan(100);
      expect(post.excerpt.length, post.id).toBeLessThanOrEqual(160);
      expect(`${post.pageTitle}${bnSuffix}`.length, post.id).toBeLessThanOrEqual(60);
    }
    expect(bn.blogPosts[0].title).toBe("সুরমার তীরে পহেলা বৈশাখ উদযাপন");
    expect(bn.findPost("secrets-of-sylheti-shatkora")?.author).toBe("শেফ রফিকুল ইসলাম");
  });
});
