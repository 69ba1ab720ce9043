import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/layout/legal-page";
import { pageMeta } from "~/components/layout/page-meta";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("terms");

export default function TermsPage() {
  const m = useMessages();
  return <LegalPage title={m.pages.terms.heading} sections={m.legal.terms} />;
}
