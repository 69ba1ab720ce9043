import type { Route } from "./+types/privacy-policy";
import { LegalPage } from "~/components/layout/legal-page";
import { pageMeta } from "~/components/layout/page-meta";
import { useMessages } from "~/i18n/messages";
import { useLegalMessages } from "~/i18n/en-legal";

export const meta: Route.MetaFunction = () => pageMeta("privacy");

export default function PrivacyPage() {
  const m = useMessages();
  const legalM = useLegalMessages();
  return <LegalPage title={m.pages.privacy.heading} sections={legalM.privacy} />;
}
