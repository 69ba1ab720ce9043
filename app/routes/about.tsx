import type { Route } from "./+types/about";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("about");

export default function AboutPage() {
  const m = useMessages();
  return (
    <PageHero
      title={m.pages.about.heading}
      intro={m.pages.about.intro}
      photoId="1566073771259-6a8506099945"
      photoAlt="The hotel's riverside pool at dusk"
    />
  );
}
