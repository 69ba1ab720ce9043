import type { Route } from "./+types/privacy-policy";
import { LegalPage } from "~/components/layout/legal-page";
import { pageMeta } from "~/components/layout/page-meta";
import { useLegalMessages } from "~/i18n/legal";
import { privacyPage } from "~/i18n/legal";

export const meta: Route.MetaFunction = () => pageMeta("privacy", privacyPage);

export default function PrivacyPage() {
  const legalM = useLegalMessages();
  return <LegalPage title={privacyPage.heading} sections={legalM.privacy} />;
}
