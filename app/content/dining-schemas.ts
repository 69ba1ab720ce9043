import { z } from "zod";
import { HoursEntrySchema, PhotoSchema } from "./schemas";

// Schemas of the dining page's fixed content (spec sections 2 "Dining", 3 and 9). The client imports
// only the types; app/content/dining.test.ts parses every entry.

/** The only tags a dish may carry: the spec's list, each used at least once across the menu. */
export const menuTags = [
  "Vegetarian",
  "Gluten-Free",
  "Seafood",
  "Shareable",
  "Signature",
  "National Dish",
  "Premium",
  "Traditional",
  "Cultural",
  "Sweet",
  "Seasonal",
  "Non-Alcoholic",
] as const;
export const MenuTagSchema = z.enum(menuTags).describe("A label shown on a dish");
export type MenuTag = z.infer<typeof MenuTagSchema>;

export const menuCategoryIds = ["starters", "mains", "desserts", "beverages"] as const;
export const MenuCategoryIdSchema = z.enum(menuCategoryIds).describe("A tab of the menu");
export type MenuCategoryId = z.infer<typeof MenuCategoryIdSchema>;

export const MenuItemSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z-]+$/),
    name: z.string().min(1),
    price: z.number().int().positive().describe("US dollars"),
    tags: z.array(MenuTagSchema).min(1).max(4),
    image: PhotoSchema,
  })
  .describe("A dish or drink on the dining menu");
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuCategorySchema = z
  .strictObject({
    id: MenuCategoryIdSchema,
    items: z.array(MenuItemSchema).min(1),
  })
  .describe("One tab of the menu and its dishes");
export type MenuCategory = z.infer<typeof MenuCategorySchema>;

export const VenueSchema = z
  .strictObject({
    id: z.enum(["fine-dining", "terrace-bistro"]),
    name: z.string().min(1),
    cuisine: z.string().min(1),
    hours: z
      .array(HoursEntrySchema.shape.id)
      .min(1)
      .describe("Entries of the one opening-hours list (content/policies.ts)"),
    rating: z.number().min(0).max(5).multipleOf(0.1),
    image: PhotoSchema,
  })
  .describe("A restaurant of the hotel");
export type Venue = z.infer<typeof VenueSchema>;

export const ChefSchema = z
  .strictObject({
    name: z.string().min(1),
    position: z.string().min(1),
    bio: z.array(z.string().min(40)).min(1).describe("Paragraphs"),
    image: PhotoSchema,
    awards: z.array(z.string().min(1)).min(3),
  })
  .describe("The executive chef");
export type Chef = z.infer<typeof ChefSchema>;

export const PrivateRoomSchema = z
  .strictObject({
    id: z.enum(["cellar-room", "garden-room", "grand-salon"]),
    name: z.string().min(1),
    capacity: z.number().int().positive().describe("Most guests seated"),
    description: z.string().min(20),
    image: PhotoSchema,
  })
  .describe("A private dining room");
export type PrivateRoom = z.infer<typeof PrivateRoomSchema>;
