import { z } from "zod";
import { PhotoSchema } from "./schemas";

// Schemas of the home page's fixed content (spec section 3: featured room, testimonial).

export const FeaturedRoomSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    description: z.string().min(20).max(160),
    price: z.number().int().positive().describe("US dollars per night"),
    image: PhotoSchema,
    rating: z.number().min(1).max(5).describe("Guest rating out of 5"),
    amenities: z.array(z.string().min(1)).min(3).max(5),
  })
  .describe("A room featured on the home page (a static set of three, spec-decisions)");
export type FeaturedRoom = z.infer<typeof FeaturedRoomSchema>;

export const TestimonialSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    position: z.string().min(1).describe("Who the guest was, e.g. business traveler"),
    date: z.iso.date().describe("Only the month and year are shown"),
    quote: z.string().min(40),
    avatar: z.number().int().min(1).max(70).describe("Image number on the avatar host"),
  })
  .describe("A guest testimonial of the home carousel");
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const HomePhotosSchema = z
  .strictObject({
    hero: PhotoSchema,
    story: z.tuple([PhotoSchema, PhotoSchema, PhotoSchema, PhotoSchema]),
    dining: PhotoSchema,
  })
  .describe("The photos of the home page; the hero and the first two story photos are preloaded");
export type HomePhotos = z.infer<typeof HomePhotosSchema>;
