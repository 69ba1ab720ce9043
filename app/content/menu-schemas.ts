import { z } from "zod";
import { PhotoSchema } from "./schemas";

// Online ordering menu (spec section 3, "Online menu category" and "Online menu item").

export const onlineCategoryIds = ["appetizers", "mains", "desserts", "beverages"] as const;
export const spiceLevels = ["mild", "medium", "hot", "extra-hot"] as const;

export const OnlineCategorySchema = z
  .strictObject({
    id: z.enum(onlineCategoryIds),
    name: z.string().min(1),
    description: z.string().min(1),
  })
  .describe("A tab of the online menu");
export type OnlineCategory = z.infer<typeof OnlineCategorySchema>;
export type OnlineCategoryId = OnlineCategory["id"];

export const DishSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    description: z.string().min(20),
    price: z
      .number()
      .min(3.99)
      .max(22.99)
      .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, "whole cents")
      .describe("US dollars, shown with 2 decimals"),
    image: PhotoSchema,
    category: z.enum(onlineCategoryIds),
    vegetarian: z.boolean(),
    spiceLevel: z
      .enum(spiceLevels)
      .optional()
      .describe("Flames: mild 1, medium 2, hot 3, extra hot 4"),
    popular: z.boolean().optional(),
    allergens: z.array(z.string().min(1)).min(1).optional(),
  })
  .describe("A dish that can be ordered online");
export type Dish = z.infer<typeof DishSchema>;
export type SpiceLevel = (typeof spiceLevels)[number];

export const DeliveryInfoSchema = z
  .strictObject({
    areas: z.array(z.string().min(1)).min(1),
    lunch: z.string().min(1),
    dinner: z.string().min(1),
    averageMinutes: z.tuple([z.number().int().positive(), z.number().int().positive()]),
  })
  .describe("Where and when food is delivered");
