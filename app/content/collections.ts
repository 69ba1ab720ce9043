// The collections of content files and their schemas: one file per thing, both languages in it.
// A file holds its facts (prices, dates, photos) and English words under `en:`, and the same words
// in Bengali under `bn:` (the layout the editor at /admin/ writes: docs/decisions/0015).
import { z } from "zod";
import type { Locale } from "../lib/locale";

const photoId = z
  .string()
  .regex(/^\d{10,13}-[0-9a-f]{12}$/, "a photo id on the photo host")
  .describe('the id of a photo on the photo host, such as "1611892440504-42a792e24d32"');

const isoDate = z.iso
  .date()
  .describe("a date written year-month-day, such as 2027-03-31");

const text = (what: string, min = 1, max = 10_000) =>
  z.string().trim().min(min).max(max).describe(what);

const OfferWords = z.strictObject({
  title: text("the offer's name"),
  description: text("one or two sentences saying what the guest gets", 40, 220),
  discount: text('the headline saving on the card\'s badge, such as "15% off"'),
  imageAlt: text("what the photo shows, for guests who cannot see it", 8),
  features: z.array(text("one thing the offer includes")).min(3).max(5).describe("three to five things the offer includes"),
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

export const collections = {
  offers: { folder: "offers", file: OfferFile, localize: localizeOffer },
} as const;

export type CollectionName = keyof typeof collections;
export type LocalizedEntry<Name extends CollectionName> = ReturnType<
  (typeof collections)[Name]["localize"]
>;
