// The hotel's restaurants: content/venues/<id>.yaml.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { photoId, text } from "./fields.ts";

/** The opening hours (of the hotel's one hours list) a restaurant's card can name. */
export const venueHourIds = ["fineDining", "terraceLunch", "terraceDinner"] as const;

const VenueWords = z.strictObject({
  name: text("the restaurant's name").meta({ label: "Name" }),
  cuisine: text('its kind of food in a few words, such as "Bengali fine dining"', 1, 40).meta({
    label: "Cuisine",
  }),
  description: text("two or three sentences on the dining page's card", 40, 400).meta({
    label: "Description",
  }),
  photoAlt: text("what the photo shows, for guests who cannot see it", 8).meta({
    label: "What the photo shows",
  }),
});

const VenueFacts = z.strictObject({
  order: z
    .number()
    .int()
    .min(1)
    .describe("the restaurant's place in the lists: 1 comes first")
    .meta({ label: "Place in the lists" }),
  hours: z
    .array(z.enum(venueHourIds))
    .min(1)
    .describe(`its meals in the hotel's opening hours, from: ${venueHourIds.join(", ")}`)
    .meta({ label: "Meals (opening hours)" }),
  photo: photoId.meta({ label: "Photo id on the photo host" }),
});

export const VenueFile = z.strictObject({ en: VenueFacts.extend(VenueWords.shape), bn: VenueWords });

type VenueFileData = z.output<typeof VenueFile>;

export function localizeVenue(id: string, file: VenueFileData, locale: Locale) {
  const words = file[locale];
  const { order, hours, photo } = file.en;
  return {
    id,
    order,
    name: words.name,
    cuisine: words.cuisine,
    description: words.description,
    hours,
    image: { id: photo, alt: words.photoAlt },
  };
}

export const venues = {
  folder: "venues",
  file: VenueFile,
  localize: localizeVenue,
  editor: {
    label: "Restaurants",
    singular: "Restaurant",
    description: "The hotel's restaurants: their names, meals and words.",
    identifier: "name",
    summary: "{{name}} (place {{order}})",
    sortable: ["order", "name"],
  },
} as const;

type Entry = ReturnType<typeof localizeVenue>;

/** The restaurants as pages that only name them see them (the contact page): no description. */
export const venueModules = {
  venues: {
    collection: "venues",
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    pick: ({ description, ...venue }: Entry) => venue,
  },
} as const;
