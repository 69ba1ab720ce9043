import type { Route } from "./+types/home";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { structuredData } from "~/components/layout/structured-data";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("home"),
  ...structuredData().map((data) => ({ "script:ld+json": data })),
];

export default function HomePage() {
  const m = useMessages();
  return (
    <PageHero
      title={m.pages.home.heading}
      intro={m.pages.home.intro}
      photoId="1566073771259-6a8506099945"
      photoAlt="The hotel pool beside the river at dusk"
    />
  );
}
