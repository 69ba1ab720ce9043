import { describe, expect, it } from "vitest";
import { buildMeta } from "./seo";

const base = {
  title: "Dining",
  titleSuffix: " | Surma Riverside Hotel, Sylhet",
  description: "Bengali cuisine by the river.",
  url: "https://example.com/dining",
  siteName: "Surma Riverside Hotel",
  locale: "en-GB",
};

describe("buildMeta", () => {
  it("suffixes the title and gives description, canonical and Open Graph tags", () => {
    const tags = buildMeta(base);
    expect(tags).toContainEqual({ title: "Dining | Surma Riverside Hotel, Sylhet" });
    expect(tags).toContainEqual({ name: "description", content: "Bengali cuisine by the river." });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://example.com/dining",
    });
    expect(tags).toContainEqual({ property: "og:url", content: "https://example.com/dining" });
    expect(tags).toContainEqual({ property: "og:locale", content: "en_GB" });
  });
  it("marks not-found pages noindex and gives them no canonical", () => {
    const tags = buildMeta({ ...base, noindex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag)).toBe(false);
  });
  it("adds an image card only when there is an image", () => {
    expect(buildMeta(base)).toContainEqual({ name: "twitter:card", content: "summary" });
    const withImage = buildMeta({ ...base, image: "https://img/x.jpg" });
    expect(withImage).toContainEqual({ property: "og:image", content: "https://img/x.jpg" });
    expect(withImage).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });
});
