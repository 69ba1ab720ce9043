import { describe, expect, it } from "vitest";
import { entriesOf } from "~/content/server/content.server";
import { postCard } from "~/content/schemas/collections/blog";
import { blogPostingData } from "./post-structured-data";

const blogPosts = entriesOf("blog").map(postCard);

describe("blogPostingData", () => {
  it("describes the post as a BlogPosting published by the hotel", () => {
    const post = blogPosts[1]!;
    const data = blogPostingData(post) as unknown as Record<string, unknown>;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
      articleSection: post.category,
      timeRequired: `PT${post.readTime}M`,
      url: `https://www.surmariversidehotel.com/blog/${post.id}`,
      author: { "@type": "Person", name: post.author },
      publisher: { "@type": "Hotel", name: "Surma Riverside Hotel" },
    });
    expect(data.image).toContain(post.image.id);
  });
});
