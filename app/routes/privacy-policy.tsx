import type { Route } from "./+types/privacy-policy";
import { LegalPage } from "~/components/layout/legal-page";
import { pageMeta } from "~/components/layout/page-meta";
import { legalPageOf } from "~/content/server/legal.server";

export const loader = () => ({ page: legalPageOf("privacy-policy") });

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta("privacy", loaderData?.page);

export default function PrivacyPage({ loaderData: { page } }: Route.ComponentProps) {
  return <LegalPage page={page} />;
}
