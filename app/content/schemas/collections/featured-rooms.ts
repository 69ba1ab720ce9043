// The rooms the home page features: content/featured-rooms/<id>.yaml, one file per featured room,
// naming the room it features (content/rooms/<room>.yaml). The room's name, price,
// photo, sentence and features come from the room's own file, so the home page can never offer a
// room or a price the rooms pages do not; this file holds only what the home page adds.
import { z } from "zod";

const FeaturedFacts = z.strictObject({
  room: z
    .string()
    .max(60)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a room's file name, such as deluxe")
    .describe("the room it features: its file name in content/rooms without .yaml, such as deluxe")
    .meta({ label: "Room" }),
  order: z
    .number()
    .int()
    .min(1)
    .describe("the room's place on the home page: 1 comes first")
    .meta({ label: "Place on the home page" }),
});

export const FeaturedRoomFile = z.strictObject({
  en: FeaturedFacts,
  // Nothing to translate: the words are the room's. The editor may still write an empty part.
  bn: z.strictObject({}).optional(),
});

/** The same in every language: a featured room has no words of its own. */
export function localizeFeaturedRoom(id: string, file: z.output<typeof FeaturedRoomFile>) {
  const { room, order } = file.en;
  return { id, room, order };
}

export const featuredRooms = {
  folder: "featured-rooms",
  file: FeaturedRoomFile,
  localize: localizeFeaturedRoom,
  editor: {
    label: "Featured rooms",
    singular: "Featured room",
    description:
      "The rooms on the home page: each names a room (deluxe, family-suite, ...) and gives its place; the name, price and photo are the room's own.",
    identifier: "room",
    summary: "{{room}} (place {{order}})",
    sortable: ["order"],
  },
} as const;
