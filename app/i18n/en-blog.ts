import type { PageCopy } from "./en-pages";

/** Strings of the blog area; read with `useBlogMessages()` (only its routes load them). */
export const blogMessages = {
  notFoundTitle: "Post not found",
  notFoundText: "The article you're looking for doesn't exist or has moved.",
  back: "Back to Blog",

  listEyebrow: "From our journal",
  listHeading: "Latest Articles",
  listIntro:
    "Stories from the hotel and the hills around it: festivals, recipes from our kitchen and the small changes that make each stay greener.",
  categories: {
    Events: "Events",
    Dining: "Dining",
    Sustainability: "Sustainability",
    Announcements: "Announcements",
  },
  byline: (author: string) => `By ${author}`,
  readTime: (minutes: number) => `${minutes} min read`,
  readMore: "Read More",
  /** Starts with the visible text, so voice users can say what they see (WCAG 2.5.3). */
  readMoreLabel: (title: string) => `Read More: ${title}`,
  loadMore: "Load More Articles",
  allShown: (count: number) =>
    `You're all caught up: all ${count} articles are already on this page.`,

  postMeta: "About this article",
  published: "Published",
  author: "Written by",
  readTimeLabel: "Reading time",

  relatedHeading: "Related Articles",
  relatedIntro: (category: string) => `More ${category.toLowerCase()} stories from the Surma.`,
  relatedEmptyTitle: "No related articles yet",
  relatedEmptyText: (category: string) =>
    `This is our only ${category.toLowerCase()} story so far. More are on the way; in the meantime, the rest of our journal is waiting.`,
  browseAll: "Browse all articles",
} as const;

/** The page's head and hero copy (its route imports it; see en-pages.ts). */
export const blogPage = {
  photoAlt: "Tea bushes on a Sylhet hillside",
  title: "Blog: Stories from Sylhet",
  description:
    "Events, dining stories, sustainability news and announcements from our riverside hotel and restaurant in Sylhet.",
  heading: "Stories from the Surma",
  intro: "Festivals, recipes, tea-garden trips and news from the hotel.",
} satisfies PageCopy;
