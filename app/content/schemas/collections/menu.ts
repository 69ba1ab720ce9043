// The restaurant's menu on /dining: content/menu/<id>.yaml, one file per dish or drink.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { dishFile, localizeDishFile } from "./dish.ts";

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

export const MenuItemFile = dishFile({
  tabs: menuCategoryIds,
  description: { what: "one or two sentences on what the dish is", max: 220 },
  price: z.number().int().positive().describe("a whole number of US dollars, such as 14"),
  own: {
    tags: z
      .array(z.enum(menuTagIds))
      .min(1)
      .max(4)
      .describe(`one to four labels, from: ${menuTagIds.join(", ")}`)
      .meta({ label: "Labels" }),
  },
});

type MenuItemFileData = z.output<typeof MenuItemFile>;

export function localizeMenuItem(id: string, file: MenuItemFileData, locale: Locale) {
  return { ...localizeDishFile(id, file, locale), tags: file.en.tags };
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
