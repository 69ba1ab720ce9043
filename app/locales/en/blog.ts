/** Strings of the blog area, loaded only by the pages that show them. */
export const blog = {
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

  postMeta: "About this article",
  published: "Published",
  author: "Written by",
  readTimeLabel: "Reading time",

  relatedHeading: "Related Articles",
  relatedIntro: (category: string) => `More stories from the Surma filed under ${category}.`,
  relatedEmptyTitle: "No related articles yet",
  relatedEmptyText: (category: string) =>
    `This is our only story filed under ${category} so far. More are on the way; in the meantime, the rest of our journal is waiting.`,
  browseAll: "Browse all articles",
} as const;
