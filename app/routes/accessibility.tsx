import type { Route } from "./+types/accessibility";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("accessibility");

export default function AccessibilityPage() {
  const m = useMessages();
  return <PageHero size="slim" title={m.pages.accessibility.heading} intro={m.pages.accessibility.intro} />;
}
