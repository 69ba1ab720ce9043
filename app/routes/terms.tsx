import type { Route } from "./+types/terms";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("terms");

export default function TermsPage() {
  const m = useMessages();
  return <PageHero size="slim" title={m.pages.terms.heading} intro={m.pages.terms.intro} />;
}
