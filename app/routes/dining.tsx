import type { Route } from "./+types/dining";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { menuCategoryIds } from "~/content/schemas/collections/menu";
import { entriesOf, pageCopyOf } from "~/content/server/content.server";
import { DiningSections } from "~/components/sections/dining/dining-sections";
import { restaurantWithMenuData } from "~/components/sections/dining/menu-structured-data";

// The list order has done its work once the loader has sorted the entries.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const withoutOrder = <T extends { order: number }>({ order, ...entry }: T) => entry;

export const loader = () => {
  const { chef, chefPhoto, menuCategories, menuTags, bandPhoto, bandPhotoAlt, ...copy } =
    pageCopyOf("dining-page");
  const items = entriesOf("menu");
  const [services] = entriesOf("services");
  if (!services) throw new Error("content/services.yaml is missing");
  return {
    copy,
    venues: entriesOf("venues").map(withoutOrder),
    chef: {
      name: chef.name,
      position: chef.position,
      bio: chef.bio,
      awards: chef.awards,
      image: { id: chefPhoto, alt: chef.photoAlt },
    },
    band: { id: bandPhoto, alt: bandPhotoAlt },
    // A tab with no dish in it (the hotel took its last one off the menu) is not offered.
    menu: menuCategoryIds
      .map((id) => ({
        id,
        name: menuCategories[id],
        items: items
          .filter((item) => item.category === id)
          .map(({ id, name, description, price, tags, image }) => ({
            id,
            name,
            description,
            price,
            tags: tags.map((tag) => ({ id: tag, name: menuTags[tag] })),
            image,
          })),
      }))
      .filter((category) => category.items.length > 0),
    privateRooms: entriesOf("private-dining").map(withoutOrder),
    // How guests park: the fact of content/services.yaml, not words of the page's own.
    parking: services.parking,
  };
};

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta("dining", loaderData?.copy),
  // Prerendered HTML only, as on the home page (app/routes/home.tsx).
  ...(import.meta.env.SSR && loaderData
    ? [{ "script:ld+json": restaurantWithMenuData(loaderData.menu) }]
    : []),
];

export default function DiningPage({ loaderData: { copy, ...content } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={copy.heading}
        intro={copy.intro}
        photoId={copy.photo ?? ""}
        photoAlt={copy.photoAlt}
      />
      <DiningSections {...content} />
    </>
  );
}
