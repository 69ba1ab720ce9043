import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/layout/legal-page";
import { pageMeta } from "~/components/layout/page-meta";
import { useLegalMessages } from "~/i18n/legal";
import { termsPage } from "~/i18n/legal";

export const meta: Route.MetaFunction = () => pageMeta("terms", termsPage);

export default function TermsPage() {
  const legalM = useLegalMessages();
  return <LegalPage title={termsPage.heading} sections={legalM.terms} />;
}
