// The collections of content files and their schemas: one file per thing, both languages in it.
// A file holds its facts (prices, dates, photos) and English words under `en:`, and the same words
// in Bengali under `bn:` (the layout the editor at /admin/ writes: docs/decisions/0015).
import { z } from "zod";
import type { Locale } from "../lib/locale";

const photoId = z
  .string()
  .regex(/^\d{10,13}-[0-9a-f]{12}$/, "a photo id on the photo host")
  .describe('the id of a photo on the photo host, such as "1611892440504-42a792e24d32"');

type Photo = { id: string; alt: string };

const isoDate = z.iso.date().describe("a date written year-month-day, such as 2027-03-31");

const text = (what: string, min = 1, max = 10_000) =>
  z.string().trim().min(min).max(max).describe(what);

const OfferWords = z.strictObject({
  title: text("the offer's name"),
  description: text("one or two sentences saying what the guest gets", 40, 220),
  discount: text('the headline saving on the card\'s badge, such as "15% off"'),
  imageAlt: text("what the photo shows, for guests who cannot see it", 8),
  features: z
    .array(text("one thing the offer includes"))
    .min(3)
    .max(5)
    .describe("three to five things the offer includes"),
});

const OfferFacts = z.strictObject({
  order: z.number().int().min(1).describe("the offer's place in the list: 1 comes first"),
  validFrom: isoDate.describe("the first day the offer runs, year-month-day"),
  validUntil: isoDate.describe("the last day the offer runs, year-month-day"),
  photo: photoId,
  popular: z.boolean().optional().describe('true to mark the offer "Most Popular"'),
});

const OfferFile = z
  .strictObject({ en: OfferFacts.extend(OfferWords.shape), bn: OfferWords })
  .refine((file) => file.en.validFrom <= file.en.validUntil, {
    message: "the offer ends before it starts",
    path: ["en", "validUntil"],
  });

type OfferFileData = z.output<typeof OfferFile>;

function localizeOffer(id: string, file: OfferFileData, locale: Locale) {
  const words = file[locale];
  const { order, validFrom, validUntil, photo, popular } = file.en;
  return {
    id,
    order,
    title: words.title,
    description: words.description,
    discount: words.discount,
    validFrom,
    validUntil,
    image: { id: photo, alt: words.imageAlt },
    features: words.features,
    ...(popular ? { isPopular: true as const } : {}),
  };
}

const roomCategories = ["standard", "deluxe", "suite"] as const;

const RoomWords = z.strictObject({
  name: text("the room's name"),
  shortDescription: text("one sentence for the room's card", 1, 140),
  bedType: text('the bed, such as "King"'),
  view: text('the view, such as "River view"'),
  photoAlts: z
    .array(text("what one photo shows, for guests who cannot see it", 8))
    .describe("what each photo shows, in the same order as the photos"),
  description: text("the room page's description: a few sentences", 40, 600),
  features: z.array(text("one feature")).min(4).describe("four or more features"),
});

const RoomFacts = z.strictObject({
  order: z.number().int().min(1).describe("the room's place in the lists: 1 comes first"),
  price: z.number().int().positive().describe("a number of dollars for one night, such as 249"),
  capacity: z
    .number()
    .int()
    .min(1)
    .max(8)
    .describe("how many guests the room sleeps, adults and children together"),
  area: z.number().int().positive().describe("the floor area in square metres, such as 35"),
  category: z
    .enum(roomCategories)
    .describe("the room type the rooms page filters by: standard, deluxe or suite"),
  photos: z.array(photoId).min(3).describe("three or more photos, the first shown on cards"),
});

const RoomFile = z
  .strictObject({ en: RoomFacts.extend(RoomWords.shape), bn: RoomWords })
  .superRefine((file, context) => {
    for (const locale of ["en", "bn"] as const)
      if (file[locale].photoAlts.length !== file.en.photos.length)
        context.addIssue({
          code: "custom",
          message: `${file.en.photos.length} photos but ${file[locale].photoAlts.length} descriptions of them`,
          path: [locale, "photoAlts"],
        });
  });

type RoomFileData = z.output<typeof RoomFile>;

function localizeRoom(id: string, file: RoomFileData, locale: Locale) {
  const words = file[locale];
  const { order, price, capacity, area, category, photos } = file.en;
  return {
    id,
    order,
    name: words.name,
    shortDescription: words.shortDescription,
    pricePerNight: price,
    capacity,
    area,
    bedType: words.bedType,
    view: words.view,
    // The schema asks for three photos or more, as the room pages' galleries need.
    images: photos.map((photo, index) => ({
      id: photo,
      alt: words.photoAlts[index] ?? "",
    })) as [Photo, Photo, Photo, ...Photo[]],
    category,
    description: words.description,
    features: words.features,
  };
}

export const blogCategories = ["Events", "Dining", "Sustainability", "Announcements"] as const;

const PostWords = z.strictObject({
  title: text("the post's headline"),
  pageTitle: text(
    "the title in search results, within 29 characters so it fits with the site's name",
    1,
    29,
  ),
  excerpt: text("the lead: two sentences, 101 to 160 characters", 101, 160),
  author: text("who wrote the post"),
  imageAlt: text("what the photo shows, for guests who cannot see it", 8),
  body: z
    .array(text("one paragraph", 40, 1200))
    .min(3)
    .describe("the post's paragraphs, three or more"),
  quote: text("a sentence or two the author says, shown as a pull quote", 20, 300),
});

const PostFacts = z.strictObject({
  date: isoDate.describe("the day the post was published, year-month-day"),
  category: z
    .enum(blogCategories)
    .describe("one of Events, Dining, Sustainability, Announcements"),
  photo: photoId,
});

const PostFile = z.strictObject({ en: PostFacts.extend(PostWords.shape), bn: PostWords });

/** Reading time at 200 words a minute, counted on the English (Bengali words run longer). */
const readingMinutes = (paragraphs: readonly string[]) =>
  Math.max(1, Math.round(paragraphs.join(" ").split(/\s+/).length / 200));

function localizePost(id: string, file: z.output<typeof PostFile>, locale: Locale) {
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

/** A folder of files, the schema of each file, and an entry as one language's pages see it. */
export const collections = {
  offers: { folder: "offers", file: OfferFile, localize: localizeOffer },
  rooms: { folder: "rooms", file: RoomFile, localize: localizeRoom },
  blog: { folder: "blog", file: PostFile, localize: localizePost },
} as const;

export type CollectionName = keyof typeof collections;
export type LocalizedEntry<Name extends CollectionName> = ReturnType<
  (typeof collections)[Name]["localize"]
>;

/**
 * The modules pages import (`virtual:content/<name>`): a collection's entries in list order, or a
 * part of each, so a page's first load carries only what it shows (docs/decisions/0010).
 */
export const contentModules = {
  offers: { collection: "offers", pick: (offer: LocalizedEntry<"offers">) => offer },
  rooms: {
    collection: "rooms",
    // Everything but the long texts, which "room-details" carries.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    pick: ({ description, features, ...card }: LocalizedEntry<"rooms">) => card,
  },
  "room-details": {
    collection: "rooms",
    pick: ({ id, description, features }: LocalizedEntry<"rooms">) => ({
      id,
      description,
      features,
    }),
  },
  blog: {
    collection: "blog",
    // The cards and the post's head; the body and quote load with the post ("blog-bodies").
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    pick: ({ body, quote, ...post }: LocalizedEntry<"blog">) => post,
  },
  "blog-bodies": {
    collection: "blog",
    pick: ({ id, body, quote }: LocalizedEntry<"blog">) => ({ id, body, quote }),
  },
} as const;

export type ContentModuleName = keyof typeof contentModules;
export type ContentModule<Name extends ContentModuleName> = ReturnType<
  (typeof contentModules)[Name]["pick"]
>[];
