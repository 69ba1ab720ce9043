// What a dish file holds on both of the hotel's menus, the restaurant's (menu.ts, on /dining) and
// the online order's (dishes.ts, on /online-order): its words in each language, its place in its
// tab, its price and its photo. Each menu adds its own facts (labels; spice, allergens).
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { photoId, text } from "./fields.ts";

/** "a, b, c or d", as a description lists the choices. */
const choices = (ids: readonly string[]) => `${ids.slice(0, -1).join(", ")} or ${ids.at(-1)}`;

export function dishFile<
  const Tab extends readonly [string, ...string[]],
  Own extends z.core.$ZodLooseShape,
>({
  tabs,
  description,
  price,
  own,
}: {
  /** The menu's tabs, in order. */
  tabs: Tab;
  /** What the description is for, and its longest. */
  description: { what: string; max: number };
  price: z.ZodNumber;
  /** The facts only this menu's dishes have (in English only). */
  own: Own;
}) {
  const words = z.strictObject({
    name: text("the dish's name").meta({ label: "Name" }),
    description: text(description.what, 20, description.max).meta({ label: "Description" }),
    photoAlt: text("what the photo shows, for guests who cannot see it", 8).meta({
      label: "What the photo shows",
    }),
  });
  const facts = z.strictObject({
    order: z
      .number()
      .int()
      .min(1)
      .describe("the dish's place in its tab: 1 comes first")
      .meta({ label: "Place in its tab" }),
    price: price.meta({ label: "Price (US dollars)" }),
    category: z
      .enum(tabs)
      .describe(`the tab it is listed under: ${choices(tabs)}`)
      .meta({ label: "Tab" }),
    photo: photoId.meta({ label: "Photo id on the photo host" }),
    ...own,
  });
  return z.strictObject({ en: facts.extend(words.shape), bn: words });
}

type DishWords = { name: string; description: string; photoAlt: string };

/** A dish file's words in `locale`, with the facts both menus show. */
export function localizeDishFile<Tab extends string>(
  id: string,
  file: Record<Locale, DishWords> & {
    en: { order: number; price: number; category: Tab; photo: string };
  },
  locale: Locale,
) {
  const words = file[locale];
  const { order, price, category, photo } = file.en;
  return {
    id,
    order,
    name: words.name,
    description: words.description,
    price,
    category,
    image: { id: photo, alt: words.photoAlt },
  };
}
