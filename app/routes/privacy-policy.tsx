import type { Route } from "./+types/privacy-policy";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("privacy");

export default function PrivacyPage() {
  const m = useMessages();
  return <PageHero size="slim" title={m.pages.privacy.heading} intro={m.pages.privacy.intro} />;
}
