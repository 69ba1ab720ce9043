import { describe, expect, it } from "vitest";
import { blogPosts, findPost } from "./blog";
import { blogCategories, BlogPostSchema } from "./blog-schemas";
import { notFoundPaths, prerenderPaths } from "./paths";

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

  it("are found by id, and an unknown id finds nothing", () => {
    expect(findPost("terrace-bistro-opens")?.category).toBe("Announcements");
    expect(findPost("nope")).toBeUndefined();
  });
});
