import type {
  MenuItemLeaf,
  MenuSectionLeaf,
  RestaurantLeaf,
  RestrictedDiet,
  WithContext,
} from "schema-dts";
import { absoluteUrl } from "~/components/layout/page-meta";
import { restaurantData } from "~/components/layout/structured-data";
import { menu } from "~/content/dining";
import type { MenuTag } from "~/content/dining-schemas";
import { diningMessages } from "~/i18n/dining";
import { LOCALE } from "~/lib/locale";
import { photoUrl } from "~/lib/photo";
import { pagePath } from "~/content/pages";

/** The tags that name a diet schema.org knows. */
const diets: Partial<Record<MenuTag, RestrictedDiet>> = {
  Vegetarian: "https://schema.org/VegetarianDiet",
  "Gluten-Free": "https://schema.org/GlutenFreeDiet",
};

/** The restaurant with the menu /dining shows: its four sections, each dish and its price. */
export function restaurantWithMenuData(): WithContext<RestaurantLeaf> {
  const url = absoluteUrl(pagePath("dining"));
  const copy = diningMessages.menu;
  return {
    ...restaurantData(),
    hasMenu: {
      "@type": "Menu",
      "@id": `${url}#menu`,
      name: copy.heading,
      url,
      inLanguage: LOCALE,
      // Typed returns: a callback's object literal is checked for unknown properties only so.
      hasMenuSection: menu.map((category): MenuSectionLeaf => ({
        "@type": "MenuSection",
        name: copy.categories[category.id],
        hasMenuItem: category.items.map((item): MenuItemLeaf => {
          const suitableForDiet = item.tags.flatMap((tag) => diets[tag] ?? []);
          return {
            "@type": "MenuItem",
            name: item.name,
            image: photoUrl(item.image.id, 640),
            ...(suitableForDiet.length ? { suitableForDiet } : {}),
            offers: { "@type": "Offer", price: item.price, priceCurrency: "USD" },
          };
        }),
      })),
    },
  };
}
