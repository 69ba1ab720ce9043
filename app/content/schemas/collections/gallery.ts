// The photo gallery: content/gallery/<id>.yaml, one file per photo.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { photoId, text } from "./fields.ts";

export const galleryCategories = [
  "interior",
  "rooms",
  "dining",
  "exterior",
  "amenities",
  "events",
] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

const PhotoWords = z.strictObject({
  title: text("the photo's caption, within 60 characters", 1, 60).meta({ label: "Caption" }),
  imageAlt: text("what the photo shows, for guests who cannot see it", 8).meta({
    label: "What the photo shows",
  }),
});

const PhotoFacts = z.strictObject({
  order: z
    .number()
    .int()
    .min(1)
    .describe("the photo's place in the gallery: 1 comes first")
    .meta({ label: "Place in the gallery" }),
  category: z
    .enum(galleryCategories)
    .describe("one of interior, rooms, dining, exterior, amenities, events")
    .meta({ label: "Category" }),
  photo: photoId.meta({ label: "Photo id on the photo host" }),
});

export const GalleryPhotoFile = z.strictObject({
  en: PhotoFacts.extend(PhotoWords.shape),
  bn: PhotoWords,
});

export function localizeGalleryPhoto(
  id: string,
  file: z.output<typeof GalleryPhotoFile>,
  locale: Locale,
) {
  const words = file[locale];
  const { order, category, photo } = file.en;
  return { id, order, image: { id: photo, alt: words.imageAlt }, title: words.title, category };
}

export type GalleryImage = Omit<ReturnType<typeof localizeGalleryPhoto>, "order">;

export const gallery = {
  folder: "gallery",
  file: GalleryPhotoFile,
  localize: localizeGalleryPhoto,
  editor: {
    label: "Gallery",
    singular: "Photo",
    description: "The photo gallery; each photo shows under its category's tab.",
    identifier: "title",
    summary: "{{title}} ({{category}})",
    sortable: ["order", "category", "title"],
  },
} as const;
