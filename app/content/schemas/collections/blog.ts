// Blog posts: content/blog/<id>.yaml.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { isoDate, knownFacts, photoId, text } from "./fields.ts";

export const blogCategories = ["Events", "Dining", "Sustainability", "Announcements"] as const;

const PostWords = z.strictObject({
  title: text("the post's headline").meta({ label: "Headline" }),
  pageTitle: text(
    "the title in search results, within 29 characters so it fits with the site's name",
    1,
    29,
  ).meta({ label: "Title in search results" }),
  excerpt: text("the lead: two sentences, 101 to 160 characters", 101, 160).meta({ label: "Lead" }),
  author: text("who wrote the post").meta({ label: "Author" }),
  imageAlt: text("what the photo shows, for guests who cannot see it", 8).meta({ label: "What the photo shows" }),
  body: z
    .array(
      text(
        "one paragraph; the hotel's times and policies are written as placeholders in braces, such as {checkIn}, so the post still matches the rest of the site when they change",
        40,
        1200,
      ).superRefine(knownFacts),
    )
    .min(3)
    .describe("the post's paragraphs, three or more").meta({ label: "Paragraphs" }),
  quote: text("a sentence or two the author says, shown as a pull quote", 20, 300).meta({ label: "Pull quote (said by the author)" }),
});

const PostFacts = z.strictObject({
  date: isoDate.describe("the day the post was published, year-month-day").meta({ label: "Published" }),
  category: z
    .enum(blogCategories)
    .describe("one of Events, Dining, Sustainability, Announcements").meta({ label: "Category" }),
  photo: photoId.meta({ label: "Photo" }),
});

export const PostFile = z.strictObject({ en: PostFacts.extend(PostWords.shape), bn: PostWords });

/** Reading time at 200 words a minute, counted on the English (Bengali words run longer). */
const readingMinutes = (paragraphs: readonly string[]) =>
  Math.max(1, Math.round(paragraphs.join(" ").split(/\s+/).length / 200));

export function localizePost(id: string, file: z.output<typeof PostFile>, locale: Locale) {
  const words = file[locale];
  const { date, category, photo } = file.en;
  return {
    id,
    // Newest first: the lists show posts by date.
    order: -Date.parse(date),
    date,
    category,
    title: words.title,
    pageTitle: words.pageTitle,
    excerpt: words.excerpt,
    author: words.author,
    readTime: readingMinutes(file.en.body),
    image: { id: photo, alt: words.imageAlt },
    body: words.body,
    quote: words.quote,
  };
}

export const blog = {
  folder: "blog",
  file: PostFile,
  localize: localizePost,
  editor: {
    label: "Blog posts",
    singular: "Post",
    description:
      "The journal. The file name is the post's address; the newest post comes first.",
    identifier: "title",
    summary: "{{title}} ({{date}})",
    sortable: ["date", "title"],
  },
} as const;

type Entry = ReturnType<typeof localizePost>;

/** A post as its card shows it (the lists, related articles): no body, no quote. */
export type BlogPost = Omit<Entry, "order" | "body" | "quote">;

/** The card of a post: what the lists carry, not the post's body. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export const postCard = ({ order, body, quote, ...card }: Entry): BlogPost => card;
