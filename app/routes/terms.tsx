import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/layout/legal-page";
import { pageMeta } from "~/components/layout/page-meta";
import { useMessages } from "~/i18n/messages";
import { useLegalMessages } from "~/i18n/en-legal";

export const meta: Route.MetaFunction = () => pageMeta("terms");

export default function TermsPage() {
  const m = useMessages();
  const legalM = useLegalMessages();
  return <LegalPage title={m.pages.terms.heading} sections={legalM.terms} />;
}
