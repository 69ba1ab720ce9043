// The private dining rooms on /dining: content/private-dining/<id>.yaml.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { photoId, text } from "./fields.ts";

const PrivateRoomWords = z.strictObject({
  name: text("the room's name").meta({ label: "Name" }),
  description: text("one or two sentences on the room's card", 20, 220).meta({
    label: "Description",
  }),
  photoAlt: text("what the photo shows, for guests who cannot see it", 8).meta({
    label: "What the photo shows",
  }),
});

const PrivateRoomFacts = z.strictObject({
  order: z
    .number()
    .int()
    .min(1)
    .describe("the room's place in the list: 1 comes first")
    .meta({ label: "Place in the list" }),
  capacity: z
    .number()
    .int()
    .positive()
    .describe("the most guests it seats, such as 12")
    .meta({ label: "Guests it seats" }),
  photo: photoId.meta({ label: "Photo id on the photo host" }),
});

export const PrivateRoomFile = z.strictObject({
  en: PrivateRoomFacts.extend(PrivateRoomWords.shape),
  bn: PrivateRoomWords,
});

type PrivateRoomFileData = z.output<typeof PrivateRoomFile>;

export function localizePrivateRoom(id: string, file: PrivateRoomFileData, locale: Locale) {
  const words = file[locale];
  const { order, capacity, photo } = file.en;
  return {
    id,
    order,
    name: words.name,
    capacity,
    description: words.description,
    image: { id: photo, alt: words.photoAlt },
  };
}

export const privateDining = {
  folder: "private-dining",
  file: PrivateRoomFile,
  localize: localizePrivateRoom,
  editor: {
    label: "Private dining rooms",
    singular: "Private dining room",
    description: "The rooms for private meals and celebrations, and how many guests each seats.",
    identifier: "name",
    summary: "{{name}} (up to {{capacity}} guests)",
    sortable: ["order", "name", "capacity"],
  },
} as const;
