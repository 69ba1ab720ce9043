import type { Route } from "./+types/special-offers";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("offers");

export default function OffersPage() {
  const m = useMessages();
  return (
    <PageHero
      title={m.pages.offers.heading}
      intro={m.pages.offers.intro}
      photoId="1582719478250-c89cae4dc85b"
      photoAlt="A suite bedroom with soft lighting"
    />
  );
}
