import type {
  MenuItemLeaf,
  MenuSectionLeaf,
  RestaurantLeaf,
  RestrictedDiet,
  WithContext,
} from "schema-dts";
import { absolutePhotoUrl, absoluteUrl } from "~/components/layout/page-meta";
import { restaurantData } from "~/components/layout/structured-data";
import type { MenuTagId } from "~/content/schemas/collections/menu";
import { pagePath } from "~/content/runtime/pages";
import { LOCALE } from "~/lib/locale";
import { dining as t } from "~/locale/dining";
import type { MenuSection } from "./types";

/** The labels that name a diet schema.org knows. */
const diets: Partial<Record<MenuTagId, RestrictedDiet>> = {
  vegetarian: "https://schema.org/VegetarianDiet",
  "gluten-free": "https://schema.org/GlutenFreeDiet",
};

/** The restaurant with the menu /dining shows: its four sections, each dish and its price. */
export function restaurantWithMenuData(menu: readonly MenuSection[]): WithContext<RestaurantLeaf> {
  const url = absoluteUrl(pagePath("dining"));
  return {
    ...restaurantData(),
    hasMenu: {
      "@type": "Menu",
      "@id": `${url}#menu`,
      name: t.menu.heading,
      url,
      inLanguage: LOCALE,
      // Typed returns: a callback's object literal is checked for unknown properties only so.
      hasMenuSection: menu.map((category): MenuSectionLeaf => ({
        "@type": "MenuSection",
        name: category.name,
        hasMenuItem: category.items.map((item): MenuItemLeaf => {
          const suitableForDiet = item.tags.flatMap((tag) => diets[tag.id] ?? []);
          return {
            "@type": "MenuItem",
            name: item.name,
            image: absolutePhotoUrl(item.image.id, 640),
            ...(suitableForDiet.length ? { suitableForDiet } : {}),
            offers: { "@type": "Offer", price: item.price, priceCurrency: "USD" },
          };
        }),
      })),
    },
  };
}
