import type { Route } from "./+types/privacy-policy";
import { LegalPage } from "~/components/layout/legal-page";
import { pageMeta } from "~/components/layout/page-meta";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("privacy");

export default function PrivacyPage() {
  const m = useMessages();
  return <LegalPage title={m.pages.privacy.heading} sections={m.legal.privacy} />;
}
