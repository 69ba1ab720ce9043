// The dishes guests order online for delivery (/online-order): content/dishes/<id>.yaml. Not the
// restaurant's menu (content/menu/): delivery has its own dishes, prices, photos and tabs.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { dishFile, localizeDishFile } from "./dish.ts";

/** The online menu's tabs, in order; their names are the order page's words. */
export const orderCategoryIds = ["appetizers", "mains", "desserts", "beverages"] as const;
export type OrderCategoryId = (typeof orderCategoryIds)[number];

/** How hot a dish is; the order page says how many flames each level shows. */
export const spiceLevels = ["mild", "medium", "hot", "extra-hot"] as const;
export type SpiceLevel = (typeof spiceLevels)[number];

/** The allergens a dish may name; their names are the order page's words. */
export const allergenIds = [
  "gluten",
  "peanuts",
  "egg",
  "milk",
  "tree-nuts",
  "fish",
  "mustard",
] as const;

export const DishFile = dishFile({
  tabs: orderCategoryIds,
  description: { what: "one or two sentences on the dish's card", max: 200 },
  price: z
    .number()
    .min(0.01)
    .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, "not whole cents")
    .describe("a number of US dollars with its cents, such as 5.99"),
  own: {
    vegetarian: z
      .boolean()
      .describe("true when the dish has no meat or fish")
      .meta({ label: "Vegetarian" }),
    spiceLevel: z
      .enum(spiceLevels)
      .optional()
      .describe("how hot it is: mild, medium, hot or extra-hot; leave out for none")
      .meta({ label: "Spice level" }),
    popular: z
      .boolean()
      .optional()
      .describe('true to mark the dish "Popular"')
      .meta({ label: "Mark as Popular" }),
    allergens: z
      .array(z.enum(allergenIds))
      .min(1)
      .optional()
      .describe(`the allergens it contains, from: ${allergenIds.join(", ")}; leave out for none`)
      .meta({ label: "Allergens" }),
  },
});

type DishFileData = z.output<typeof DishFile>;

export function localizeDish(id: string, file: DishFileData, locale: Locale) {
  const { vegetarian, spiceLevel, popular, allergens } = file.en;
  return {
    ...localizeDishFile(id, file, locale),
    vegetarian,
    ...(spiceLevel ? { spiceLevel } : {}),
    ...(popular ? { popular } : {}),
    ...(allergens ? { allergens } : {}),
  };
}

export const dishes = {
  folder: "dishes",
  file: DishFile,
  localize: localizeDish,
  editor: {
    label: "Dishes to order",
    singular: "Dish",
    description:
      "The dishes guests order online for delivery, with their prices, tabs and allergens.",
    identifier: "name",
    summary: "{{name}} ({{category}}, {{price}} USD)",
    sortable: ["category", "order", "name", "price"],
  },
} as const;

/** A dish as the order page shows it, its allergens named in the page's language. */
export type Dish = Omit<ReturnType<typeof localizeDish>, "allergens" | "order" | "category"> & {
  allergens?: string[];
};
