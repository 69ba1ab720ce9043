import entries from "virtual:content/blog";
import type { ContentModule } from "./collections";

export type BlogPost = ContentModule<"blog">[number];
export type BlogCategory = BlogPost["category"];

/** The blog posts of content/blog/, newest first; bodies load with a post (blog-bodies.ts). */
export const blogPosts = entries as ContentModule<"blog">;

export function findPost(id: string): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id);
}
