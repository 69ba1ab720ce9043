import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/layout/legal-page";
import { pageMeta } from "~/components/layout/page-meta";
import { legalPageOf } from "~/content/server/legal.server";

export const loader = () => ({ page: legalPageOf("terms") });

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta("terms", loaderData?.page);

export default function TermsPage({ loaderData: { page } }: Route.ComponentProps) {
  return <LegalPage page={page} />;
}
