import type { PageCopy } from "./en-pages";
import type { MenuCategoryId, MenuTag } from "~/content/dining-schemas";

/** Strings of the dining area; read with `useDiningMessages()` (only its routes load them). */
export const diningMessages = {
  venues: {
    eyebrow: "Where to dine",
    heading: "Our Restaurants",
    intro:
      "Two kitchens, one tradition: an evening of Bengali fine dining, or a relaxed table on the terrace by the river.",
  },
  menu: {
    eyebrow: "The menu",
    heading: "A Taste of Sylhet",
    intro:
      "Seasonal Bengali and Sylheti dishes, from street-food starters to the national fish. Prices in US dollars.",
    tabsLabel: "Menu sections",
    categories: {
      starters: "Starters",
      mains: "Mains",
      desserts: "Desserts",
      beverages: "Beverages",
    } satisfies Record<MenuCategoryId, string>,
    tagsLabel: "Tags",
    tags: {
      Vegetarian: "Vegetarian",
      "Gluten-Free": "Gluten-Free",
      Seafood: "Seafood",
      Shareable: "Shareable",
      Signature: "Signature",
      "National Dish": "National Dish",
      Premium: "Premium",
      Traditional: "Traditional",
      Cultural: "Cultural",
      Sweet: "Sweet",
      Seasonal: "Seasonal",
      "Non-Alcoholic": "Non-Alcoholic",
    } satisfies Record<MenuTag, string>,
    priceLabel: "Price",
  },
  enlarge: (name: string) => `Enlarge photo: ${name}`,
} as const;

/** The page's head and hero copy (its route imports it; see en-pages.ts). */
export const diningPage = {
  photoAlt: "The restaurant's dining room set for dinner",
  title: "Dining: Bangladeshi Cuisine",
  description:
    "Bengali fine dining and the Terrace Bistro in Sylhet: our chef, a seasonal menu of starters, mains, desserts and drinks, opening hours and private dining rooms.",
  heading: "Authentic Bangladeshi Dining",
  intro:
    "Recipes from Sylheti home kitchens, cooked with care by our executive chef and served by the river.",
} satisfies PageCopy;
