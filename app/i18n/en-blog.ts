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
  /** Generic body copy, written to sit well under any post's lead. */
  body: [
    "Every season by the Surma brings its own rhythm. The river rises and falls, the tea gardens turn from pale to deep green, and the city's markets fill with whatever the hills and the haors have to offer. We try to let that rhythm shape what happens at the hotel, from the dishes on our table to the way we welcome each guest.",
    "Much of what you will find here began as a conversation: with a grandmother who still makes pitha the old way, with a tea-garden manager who knows every path on the estate, with a guest who asked a question we had never thought to ask. Those conversations keep us curious, and they are the reason our small team keeps learning.",
    "If you are planning a visit, our front desk and concierge are happy to help you make the most of it. Tell us what you love, whether quiet mornings, long lunches or a full day out in the hills, and we will suggest the times, places and people that make Sylhet feel like home.",
    "Thank you for reading, and for being part of our story. We share news like this a few times a year, and we would love to hear your own stories of Sylhet when you next stay with us.",
  ],
  quote:
    "Hospitality, for us, is simple: treat every guest as family arriving home after a long journey, and let Sylhet do the rest.",

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
