import { LOCALE } from "../lib/locale";
import { diningText as bnText } from "./bn/dining";
import type { MenuCategory, MenuCategoryId, MenuItem } from "./dining-schemas";
import { diningText as enText } from "./en/dining";

const text = LOCALE === "bn" ? bnText : enText;

// The helpers are generic so each entry keeps its literal facts (ids, ratings, capacities), as the
// exports had before the words moved out.
export const withWords = <
  const F extends { image: { id: string } },
  const W extends { name: string; imageAlt: string },
>(
  facts: F,
  { imageAlt, ...words }: W,
) => ({
  ...facts,
  ...words,
  image: { ...facts.image, alt: imageAlt },
});

type MenuItemFacts = Omit<MenuItem, "name" | "image"> & { image: { id: string } };

const menuFacts = [
  {
    id: "starters",
    items: [
      {
        id: "shingara-platter",
        price: 14,
        tags: ["Vegetarian", "Shareable", "Traditional"],
        image: { id: "1601050690597-df0568f70950" },
      },
      {
        id: "begun-bhaja",
        price: 16,
        tags: ["Vegetarian", "Gluten-Free"],
        image: { id: "1606491956689-2ea866880c84" },
      },
      {
        id: "fuchka-trio",
        price: 18,
        tags: ["Shareable", "Cultural"],
        image: { id: "1626776876729-bab4369a5a5a" },
      },
      {
        id: "chingri-pakora",
        price: 24,
        tags: ["Seafood", "Signature", "Gluten-Free"],
        image: { id: "1565557623262-b51c2513a641" },
      },
    ],
  },
  {
    id: "mains",
    items: [
      {
        id: "chhanar-dalna",
        price: 28,
        tags: ["Vegetarian", "Gluten-Free", "Traditional"],
        image: { id: "1631452180519-c014fe946bc7" },
      },
      {
        id: "shatkora-beef",
        price: 32,
        tags: ["Signature", "Traditional", "Gluten-Free"],
        image: { id: "1585937421612-70a008356fbe" },
      },
      {
        id: "kacchi-biryani",
        price: 34,
        tags: ["Shareable", "Cultural", "Signature"],
        image: { id: "1589302168068-964664d93dc0" },
      },
      {
        id: "shorshe-ilish",
        price: 36,
        tags: ["National Dish", "Seafood", "Premium", "Seasonal"],
        image: { id: "1519708227418-c8fd9a32b7a2" },
      },
    ],
  },
  {
    id: "desserts",
    items: [
      {
        id: "mishti-doi",
        price: 12,
        tags: ["Sweet", "Vegetarian", "Cultural"],
        image: { id: "1488477181946-6428a0291777" },
      },
      {
        id: "patishapta",
        price: 13,
        tags: ["Sweet", "Seasonal", "Traditional"],
        image: { id: "1551024506-0bccd828d307" },
      },
      {
        id: "rasmalai",
        price: 14,
        tags: ["Sweet", "Signature"],
        image: { id: "1551024601-bec78aea704b" },
      },
    ],
  },
  {
    id: "beverages",
    items: [
      {
        id: "borhani",
        price: 8,
        tags: ["Non-Alcoholic", "Traditional"],
        image: { id: "1556679343-c7306c1976bc" },
      },
      {
        id: "aam-panna",
        price: 9,
        tags: ["Non-Alcoholic", "Seasonal", "Vegetarian"],
        image: { id: "1505252585461-04db1eb84625" },
      },
      {
        id: "seven-layer-tea",
        price: 10,
        tags: ["Non-Alcoholic", "Cultural", "Signature"],
        image: { id: "1544787219-7f47ccb76574" },
      },
    ],
  },
] as const satisfies readonly { id: MenuCategoryId; items: readonly MenuItemFacts[] }[];

/** The dining menu, four tabs (spec section 3): starters 14–24, mains 28–36, desserts 12–14, drinks 8–10. */
export const menu = menuFacts.map((category) => ({
  id: category.id,
  items: category.items.map((facts) => withWords(facts, text.menu[facts.id])),
})) satisfies readonly MenuCategory[];
