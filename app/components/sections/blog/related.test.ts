import { describe, expect, it } from "vitest";
import { entriesOf } from "~/content/server/content.server";
import { postCard, type BlogPost } from "~/content/schemas/collections/blog";
import { relatedPosts, truncate } from "./related";

const blogPosts = entriesOf("blog").map(postCard);

describe("truncate", () => {
  const long =
    "From solar water heating to tea-garden compost and refillable glass bottles, here is how we are cutting our footprint.";

  it("leaves text of 100 characters or fewer untouched", () => {
    const exact = "a".repeat(100);
    expect(truncate(exact, 100)).toBe(exact);
    expect(truncate("Short and sweet.", 100)).toBe("Short and sweet.");
  });

  it("cuts longer text to at most 100 characters and adds an ellipsis", () => {
    const cut = truncate(long, 100);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it("does not stop in the middle of a word, nor keep a dangling comma", () => {
    const cut = truncate(long, 100);
    const kept = cut.slice(0, -1);
    expect(long.charAt(kept.length)).toMatch(/[\s,]/);
    expect(kept).not.toMatch(/[,\s]$/);
    expect(cut).toBe(
      "From solar water heating to tea-garden compost and refillable glass bottles, here is how we are…",
    );
  });

  it("never exceeds the limit, even for one very long word", () => {
    const word = "x".repeat(250);
    expect(truncate(word, 100)).toBe(`${"x".repeat(100)}…`);
  });

  it("keeps every real excerpt within 100 characters plus the ellipsis", () => {
    for (const post of blogPosts) {
      const cut = truncate(post.excerpt, 100);
      expect(cut.length).toBeLessThanOrEqual(101);
      expect(cut.length).toBeGreaterThan(60);
    }
  });
});

describe("relatedPosts", () => {
  const base: BlogPost = blogPosts[0]!;
  const make = (id: string, category: BlogPost["category"]): BlogPost => ({
    ...base,
    id,
    category,
  });

  it("returns other posts of the same category only, never the post itself", () => {
    const post = blogPosts.find((entry) => entry.id === "pohela-boishakh-celebration")!;
    const related = relatedPosts(post, blogPosts, 3);
    expect(related.map((entry) => entry.id)).toEqual(["tea-garden-day-trips"]);
  });

  it("returns at most three, in the order given", () => {
    const first = make("a", "Dining");
    const all = [
      first,
      make("b", "Dining"),
      make("c", "Events"),
      make("d", "Dining"),
      make("e", "Dining"),
      make("f", "Dining"),
    ];
    expect(relatedPosts(first, all, 3).map((entry) => entry.id)).toEqual(["b", "d", "e"]);
  });

  it("returns nothing when the post is the only one of its category", () => {
    const post = blogPosts.find((entry) => entry.id === "greener-stays-at-surma")!;
    expect(relatedPosts(post, blogPosts, 3)).toEqual([]);
  });
});
