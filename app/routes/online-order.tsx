import type { Route } from "./+types/online-order";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("order");

export default function OnlineOrderPage() {
  const m = useMessages();
  return (
    <PageHero
      title={m.pages.order.heading}
      intro={m.pages.order.intro}
      photoId="1585937421612-70a008356fbe"
      photoAlt="A Bengali curry in a copper bowl"
    />
  );
}
