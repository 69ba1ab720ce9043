import type { Route } from "./+types/dining";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { DiningSections } from "~/features/dining/dining-sections";
import { restaurantWithMenuData } from "~/features/dining/menu-structured-data";
import { diningPage } from "~/i18n/dining";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("dining", diningPage),
  // Prerendered HTML only, as on the home page (app/routes/home.tsx).
  ...(import.meta.env.SSR ? [{ "script:ld+json": restaurantWithMenuData() }] : []),
];

export default function DiningPage() {
  return (
    <>
      <PageHero
        title={diningPage.heading}
        intro={diningPage.intro}
        photoId="1517248135467-4c7edcad34c4"
        photoAlt={diningPage.photoAlt}
      />
      <DiningSections />
    </>
  );
}
