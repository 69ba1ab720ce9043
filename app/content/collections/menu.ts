// The restaurant's menu on /dining: content/menu/<id>.yaml, one file per dish or drink.
import { z } from "zod";
import type { Locale } from "../../lib/locale";
import { photoId, text } from "./fields.ts";

/** The menu's tabs, in order; their names are the dining page's words. */
export const menuCategoryIds = ["starters", "mains", "desserts", "beverages"] as const;
export type MenuCategoryId = (typeof menuCategoryIds)[number];

/** The labels a dish may carry; their names are the dining page's words. */
export const menuTagIds = [
  "vegetarian",
  "gluten-free",
  "seafood",
  "shareable",
  "signature",
  "national-dish",
  "premium",
  "traditional",
  "cultural",
  "sweet",
  "seasonal",
  "non-alcoholic",
] as const;
export type MenuTagId = (typeof menuTagIds)[number];

const MenuItemWords = z.strictObject({
  name: text("the dish's name").meta({ label: "Name" }),
  description: text("one or two sentences on what the dish is", 20, 220).meta({
    label: "Description",
  }),
  photoAlt: text("what the photo shows, for guests who cannot see it", 8).meta({
    label: "What the photo shows",
  }),
});

const MenuItemFacts = z.strictObject({
  order: z
    .number()
    .int()
    .min(1)
    .describe("the dish's place in its tab: 1 comes first")
    .meta({ label: "Place in its tab" }),
  price: z
    .number()
    .int()
    .positive()
    .describe("a whole number of US dollars, such as 14")
    .meta({ label: "Price (US dollars)" }),
  category: z
    .enum(menuCategoryIds)
    .describe("the tab it is listed under: starters, mains, desserts or beverages")
    .meta({ label: "Tab" }),
  tags: z
    .array(z.enum(menuTagIds))
    .min(1)
    .max(4)
    .describe(`one to four labels, from: ${menuTagIds.join(", ")}`)
    .meta({ label: "Labels" }),
  photo: photoId.meta({ label: "Photo id on the photo host" }),
});

export const MenuItemFile = z.strictObject({
  en: MenuItemFacts.extend(MenuItemWords.shape),
  bn: MenuItemWords,
});

type MenuItemFileData = z.output<typeof MenuItemFile>;

export function localizeMenuItem(id: string, file: MenuItemFileData, locale: Locale) {
  const words = file[locale];
  const { order, price, category, tags, photo } = file.en;
  return {
    id,
    order,
    name: words.name,
    description: words.description,
    price,
    category,
    tags,
    image: { id: photo, alt: words.photoAlt },
  };
}

export const menu = {
  folder: "menu",
  file: MenuItemFile,
  localize: localizeMenuItem,
  editor: {
    label: "Restaurant menu",
    singular: "Dish",
    description: "The dishes and drinks of the menu on the dining page, with their prices.",
    identifier: "name",
    summary: "{{name}} ({{category}}, {{price}} USD)",
    sortable: ["category", "order", "name", "price"],
  },
} as const;
