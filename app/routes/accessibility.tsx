import { Mail, Phone } from "lucide-react";
import type { Route } from "./+types/accessibility";
import { LegalPage } from "~/components/layout/legal-page";
import { pageMeta } from "~/components/layout/page-meta";
import { readablePhone, site, telHref } from "~/content/runtime/site";
import { legalPageOf } from "~/content/server/legal.server";
import { legal as t } from "~/locale/legal";

export const loader = () => ({ page: legalPageOf("accessibility") });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta("accessibility", loaderData?.page);

export default function AccessibilityPage({ loaderData: { page } }: Route.ComponentProps) {
  const { contact } = page;
  return (
    <LegalPage
      page={page}
      aside={
        contact && (
          <section
            aria-labelledby="coordinator"
            className="rounded-2xl bg-tea-50 p-8 ring-1 ring-tea-100"
          >
            <h2 id="coordinator" className="text-2xl font-medium text-tea-900">
              {contact.heading}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-ink/85">{contact.text}</p>
            <ul className="mt-5 space-y-3">
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="size-5 text-tea-600" />
                <span className="sr-only">{t.email}: </span>
                <a
                  href={`mailto:${site.coordinatorEmail}`}
                  // The address is one 30-character word: it may break anywhere rather than widen
                  // the page past a 320 px screen (WCAG 1.4.10, reflow).
                  className="font-medium wrap-anywhere text-tea-800 underline underline-offset-4"
                >
                  {site.coordinatorEmail}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-5 text-tea-600" />
                <span className="sr-only">{t.phone}: </span>
                <a
                  href={telHref(site.coordinatorPhone)}
                  className="font-medium text-tea-800 underline underline-offset-4"
                >
                  {readablePhone(site.coordinatorPhone)}
                </a>
              </li>
            </ul>
          </section>
        )
      }
    />
  );
}
