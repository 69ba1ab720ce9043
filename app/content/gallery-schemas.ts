import { z } from "zod";
import { PhotoSchema } from "./schemas";

// Schema of the gallery's fixed content (spec section 3, "Gallery image"). The client imports only
// the types; app/content/gallery.test.ts parses every entry.

export const galleryCategories = [
  "interior",
  "rooms",
  "dining",
  "exterior",
  "amenities",
  "events",
] as const;
export const GalleryCategorySchema = z.enum(galleryCategories);
export type GalleryCategory = z.infer<typeof GalleryCategorySchema>;

export const GalleryImageSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    image: PhotoSchema,
    title: z.string().min(1).max(60),
    category: GalleryCategorySchema,
  })
  .describe("A photo of the gallery");
export type GalleryImage = z.infer<typeof GalleryImageSchema>;
