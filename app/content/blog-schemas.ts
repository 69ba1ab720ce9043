import { z } from "zod";
import { PhotoSchema } from "./schemas";

export const blogCategories = ["Events", "Dining", "Sustainability", "Announcements"] as const;
export type BlogCategory = (typeof blogCategories)[number];

export const BlogPostSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .describe("The slug of /blog/:id, prerendered"),
    title: z.string().min(1),
    pageTitle: z
      .string()
      .min(1)
      .describe(
        "The title in search results: with the site's suffix, within the 60 characters shown",
      ),
    excerpt: z.string().min(101).describe("Longer than the 100 characters a related card shows"),
    date: z.iso.date().describe("Publication date, ISO YYYY-MM-DD"),
    author: z.string().min(1),
    readTime: z.number().int().min(1).describe("Minutes"),
    image: PhotoSchema,
    category: z.enum(blogCategories),
  })
  .describe("A blog post (spec section 3)");
export type BlogPost = z.infer<typeof BlogPostSchema>;
