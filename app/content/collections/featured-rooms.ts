// The rooms the home page features: content/featured-rooms/<id>.yaml, a set of their own.
import { z } from "zod";
import type { Locale } from "../../lib/locale";
import { photoId, text } from "./fields.ts";

const FeaturedWords = z.strictObject({
  name: text("the room's name").meta({ label: "Name" }),
  description: text("one or two sentences for the card, 20 to 160 characters", 20, 160).meta({
    label: "Card sentence",
  }),
  imageAlt: text("what the photo shows, for guests who cannot see it", 8).meta({
    label: "What the photo shows",
  }),
  amenities: z
    .array(text("one amenity"))
    .min(3)
    .max(5)
    .describe("three to five amenities")
    .meta({ label: "Amenities" }),
});

const FeaturedFacts = z.strictObject({
  order: z
    .number()
    .int()
    .min(1)
    .describe("the room's place on the home page: 1 comes first")
    .meta({ label: "Place on the home page" }),
  price: z
    .number()
    .int()
    .positive()
    .describe("a number of dollars for one night, such as 249")
    .meta({ label: "Price per night (US dollars)" }),
  rating: z
    .number()
    .min(1)
    .max(5)
    .describe("the guests' rating out of 5, such as 4.5")
    .meta({ label: "Guest rating" }),
  photo: photoId.meta({ label: "Photo id on the photo host" }),
});

export const FeaturedRoomFile = z.strictObject({
  en: FeaturedFacts.extend(FeaturedWords.shape),
  bn: FeaturedWords,
});

export function localizeFeaturedRoom(
  id: string,
  file: z.output<typeof FeaturedRoomFile>,
  locale: Locale,
) {
  const words = file[locale];
  const { order, price, rating, photo } = file.en;
  return {
    id,
    order,
    name: words.name,
    description: words.description,
    price,
    image: { id: photo, alt: words.imageAlt },
    rating,
    amenities: words.amenities,
  };
}

export type FeaturedRoom = ReturnType<typeof localizeFeaturedRoom>;

export const featuredRooms = {
  folder: "featured-rooms",
  file: FeaturedRoomFile,
  localize: localizeFeaturedRoom,
  editor: {
    label: "Featured rooms",
    singular: "Featured room",
    description: "The three rooms on the home page, with their own prices and ratings.",
    identifier: "name",
    summary: "{{name}} ({{price}} USD)",
    sortable: ["order", "name"],
  },
} as const;
