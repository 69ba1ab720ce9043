import type { z } from "zod";
import { LOCALE } from "../lib/locale";
import { menuText as bnText } from "./bn/menu";
import { menuText as enText } from "./en/menu";
import type {
  DeliveryInfoSchema,
  Dish,
  OnlineCategory,
  OnlineCategoryId,
  SpiceLevel,
} from "./menu-schemas";

const text = LOCALE === "bn" ? bnText : enText;

type DishId = keyof typeof enText.dishes;
type AllergenId = keyof typeof enText.allergens;

/** A dish without its words; allergens are ids so both languages list the same ones. */
type DishFacts = Omit<Dish, "id" | "name" | "description" | "image" | "allergens"> & {
  id: DishId;
  image: { id: string };
  allergens?: readonly AllergenId[];
};

// Generic so each entry keeps its literal facts (ids, flags), as the exports had before the split.
const category = <const Id extends OnlineCategoryId>(id: Id) => ({
  id,
  name: text.categories[id].name,
  description: text.categories[id].description,
});

const withWords = <const D extends Omit<DishFacts, "allergens">>(facts: D) => {
  const words = text.dishes[facts.id];
  return {
    ...facts,
    name: words.name,
    description: words.description,
    image: { ...facts.image, alt: words.imageAlt },
  };
};

/** The online menu's tabs (spec section 2: Appetizers, Main Courses, Desserts, Beverages). */
export const onlineCategories = [
  category("appetizers"),
  category("mains"),
  category("desserts"),
  category("beverages"),
] as const satisfies readonly OnlineCategory[];

/** Flames shown for each spice level (spec section 9). */
export const spiceScale = {
  mild: 1,
  medium: 2,
  hot: 3,
  "extra-hot": 4,
} as const satisfies Record<SpiceLevel, number>;

const dishFacts = [
  {
    id: "vegetable-singara",
    price: 5.99,
    image: { id: "1601050690597-df0568f70950" },
    category: "appetizers",
    vegetarian: true,
    spiceLevel: "mild",
    popular: true,
    allergens: ["gluten", "peanuts"],
  },
  {
    id: "beguni",
    price: 4.99,
    image: { id: "1606491956689-2ea866880c84" },
    category: "appetizers",
    vegetarian: true,
    spiceLevel: "medium",
  },
  {
    id: "chicken-shami-kebab",
    price: 7.99,
    image: { id: "1555939594-58d7cb561ad1" },
    category: "appetizers",
    vegetarian: false,
    spiceLevel: "medium",
    allergens: ["egg", "milk"],
  },
  {
    id: "kacchi-biryani",
    price: 22.99,
    image: { id: "1563379091339-03b21ab4a4f8" },
    category: "mains",
    vegetarian: false,
    spiceLevel: "medium",
    popular: true,
    allergens: ["milk", "tree-nuts"],
  },
  {
    id: "shorshe-ilish",
    price: 19.99,
    image: { id: "1588166524941-3bf61a9c41db" },
    category: "mains",
    vegetarian: false,
    spiceLevel: "hot",
    popular: true,
    allergens: ["fish", "mustard"],
  },
  {
    id: "sylheti-shatkora-beef",
    price: 18.99,
    image: { id: "1603894584373-5ac82b2ae398" },
    category: "mains",
    vegetarian: false,
    spiceLevel: "extra-hot",
  },
  {
    id: "shobji-bhaji-dal",
    price: 12.99,
    image: { id: "1546833999-b9f581a1996d" },
    category: "mains",
    vegetarian: true,
    spiceLevel: "mild",
  },
  {
    id: "roshmalai",
    price: 6.99,
    image: { id: "1488477181946-6428a0291777" },
    category: "desserts",
    vegetarian: true,
    popular: true,
    allergens: ["milk", "tree-nuts"],
  },
  {
    id: "mishti-doi",
    price: 4.99,
    image: { id: "1571212515416-fef01fc43637" },
    category: "desserts",
    vegetarian: true,
    allergens: ["milk"],
  },
  {
    id: "payesh",
    price: 5.49,
    image: { id: "1645177628172-a94c1f96e6db" },
    category: "desserts",
    vegetarian: true,
    allergens: ["milk", "tree-nuts"],
  },
  {
    id: "seven-layer-tea",
    price: 4.99,
    image: { id: "1571934811356-5cc061b6821f" },
    category: "beverages",
    vegetarian: true,
    popular: true,
    allergens: ["milk"],
  },
  {
    id: "borhani",
    price: 3.99,
    image: { id: "1610137312679-8de3a836b455" },
    category: "beverages",
    vegetarian: true,
    spiceLevel: "mild",
    allergens: ["milk"],
  },
  {
    id: "mango-lassi",
    price: 4.49,
    image: { id: "1527661591475-527312dd65f5" },
    category: "beverages",
    vegetarian: true,
    allergens: ["milk"],
  },
] as const satisfies readonly DishFacts[];

/** The 13 dishes for delivery: 3 appetizers, 4 mains, 3 desserts, 3 beverages, $3.99–$22.99. */
export const dishes = dishFacts.map((dish) => {
  if (!("allergens" in dish)) return withWords(dish);
  const { allergens, ...facts } = dish;
  return { ...withWords(facts), allergens: allergens.map((id) => text.allergens[id]) };
}) satisfies readonly Dish[];

/** Delivery areas and times (spec section 2). */
export const deliveryInfo = {
  areas: [...text.delivery.areas],
  lunch: text.delivery.lunch,
  dinner: text.delivery.dinner,
  averageMinutes: [30, 45],
} as const satisfies z.infer<typeof DeliveryInfoSchema>;
