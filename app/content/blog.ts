import { LOCALE } from "../lib/locale";
import type { BlogCategory, BlogPost } from "./blog-schemas";
import { blogText as bnText } from "./bn/blog";
import { blogText as enText } from "./en/blog";

const text = LOCALE === "bn" ? bnText : enText;

type PostFacts = {
  id: keyof typeof enText;
  date: string;
  readTime: number;
  imageId: string;
  category: BlogCategory;
};

const blogPost = <const F extends PostFacts>({ imageId, ...facts }: F) => {
  const words = text[facts.id];
  return {
    ...facts,
    title: words.title,
    pageTitle: words.pageTitle,
    excerpt: words.excerpt,
    author: words.author,
    image: { id: imageId, alt: words.imageAlt },
  };
};

/** The six blog posts (spec section 3). */
export const blogPosts = [
  blogPost({
    id: "pohela-boishakh-celebration",
    date: "2025-04-02",
    readTime: 4,
    imageId: "1533174072545-7a4b6ad7a6c3",
    category: "Events",
  }),
  blogPost({
    id: "secrets-of-sylheti-shatkora",
    date: "2025-03-18",
    readTime: 6,
    imageId: "1585937421612-70a008356fbe",
    category: "Dining",
  }),
  blogPost({
    id: "greener-stays-at-surma",
    date: "2025-02-27",
    readTime: 5,
    imageId: "1500382017468-9049fed747ef",
    category: "Sustainability",
  }),
  blogPost({
    id: "terrace-bistro-opens",
    date: "2025-01-20",
    readTime: 3,
    imageId: "1517248135467-4c7edcad34c4",
    category: "Announcements",
  }),
  blogPost({
    id: "tea-garden-day-trips",
    date: "2024-12-09",
    readTime: 7,
    imageId: "1587974928442-77dc3e0dba72",
    category: "Events",
  }),
  blogPost({
    id: "pitha-festival-winter-sweets",
    date: "2024-11-15",
    readTime: 4,
    imageId: "1551024601-bec78aea704b",
    category: "Dining",
  }),
] as const satisfies readonly BlogPost[];

export function findPost(id: string): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id);
}
