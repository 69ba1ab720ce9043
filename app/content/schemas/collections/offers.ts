// Special offers: content/offers/<id>.yaml.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { offerRuleKinds, type OfferRule } from "../../../domain/stay-quote.ts";
import { isoDate, photoId, text } from "./fields.ts";

const OfferWords = z.strictObject({
  title: text("the offer's name").meta({ label: "Name" }),
  description: text("one or two sentences saying what the guest gets", 40, 220).meta({ label: "Description" }),
  discount: text('the headline saving on the card\'s badge, such as "15% off"').meta({ label: "Saving on the badge" }),
  imageAlt: text("what the photo shows, for guests who cannot see it", 8).meta({ label: "What the photo shows" }),
  features: z
    .array(text("one thing the offer includes"))
    .min(3)
    .max(5)
    .describe("three to five things the offer includes").meta({ label: "What it includes" }),
});

const count = (what: string, label: string) =>
  z.number().int().min(1).max(365).optional().describe(what).meta({ label });

/** How the offer changes a room's price, for offers that take a percentage off (lib/stay-quote.ts). */
const Rule = z
  .strictObject({
    kind: z
      .enum(offerRuleKinds)
      .describe(
        "advance: off every night when booked ahead; weekend: off Friday and Saturday nights; length: off every night of a long stay",
      )
      .meta({ label: "Kind of saving" }),
    percent: z.number().int().min(1).max(90).describe("the percentage taken off, such as 15").meta({ label: "Percent off" }),
    minNights: count("the fewest nights the stay must have (leave empty for any)", "Fewest nights"),
    minDaysAhead: count("for advance: the fewest days between booking and check-in", "Days ahead"),
  })
  .optional()
  .describe("for an offer that takes a percentage off the room price; leave empty for an upgrade or a dinner")
  .meta({ label: "Price rule" });

const OfferFacts = z.strictObject({
  order: z.number().int().min(1).describe("the offer's place in the list: 1 comes first").meta({ label: "Place in the list" }),
  validFrom: isoDate.describe("the first day the offer runs, year-month-day").meta({ label: "First day" }),
  validUntil: isoDate.describe("the last day the offer runs, year-month-day").meta({ label: "Last day" }),
  photo: photoId.meta({ label: "Photo" }),
  popular: z.boolean().optional().describe('true to mark the offer "Most Popular"').meta({ label: "Mark as Most Popular" }),
  rule: Rule,
});

export const OfferFile = z
  .strictObject({ en: OfferFacts.extend(OfferWords.shape), bn: OfferWords })
  .refine((file) => file.en.validFrom <= file.en.validUntil, {
    message: "the offer ends before it starts",
    path: ["en", "validUntil"],
  });

type OfferFileData = z.output<typeof OfferFile>;

export function localizeOffer(id: string, file: OfferFileData, locale: Locale) {
  const words = file[locale];
  const { order, validFrom, validUntil, photo, popular, rule } = file.en;
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
    ...(rule ? { rule: rule as OfferRule } : {}),
  };
}

/** An offer as the booking form prices it: its name, days and rule. */
type OfferForBooking = {
  id: string;
  title: string;
  validFrom: string;
  validUntil: string;
  rule?: OfferRule;
};

export const offerModules = {
  "booking-offers": {
    collection: "offers",
    pick: ({ id, title, validFrom, validUntil, rule }: OfferForBooking): OfferForBooking => ({
      id,
      title,
      validFrom,
      validUntil,
      ...(rule ? { rule } : {}),
    }),
  },
} as const;


export const offers = {
  folder: "offers",
  file: OfferFile,
  localize: localizeOffer,
  editor: {
    label: "Special offers",
    singular: "Offer",
    description:
      "Offers run from their first day to their last; the site shows only those running today.",
    identifier: "title",
    summary: "{{title}} ({{validFrom}} to {{validUntil}})",
    sortable: ["order", "title", "validUntil"],
  },
} as const;
