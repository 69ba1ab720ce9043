import type { Route } from "./+types/dining";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { DiningSections } from "~/features/dining/dining-sections";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("dining");

export default function DiningPage() {
  const m = useMessages();
  return (
    <>
      <PageHero
        title={m.pages.dining.heading}
        intro={m.pages.dining.intro}
        photoId="1517248135467-4c7edcad34c4"
        photoAlt="The restaurant's dining room set for dinner"
      />
      <DiningSections />
    </>
  );
}
