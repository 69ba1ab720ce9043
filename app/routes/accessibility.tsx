import { Mail, Phone } from "lucide-react";
import type { Route } from "./+types/accessibility";
import { LegalPage } from "~/components/layout/legal-page";
import { pageMeta } from "~/components/layout/page-meta";
import { site, telHref } from "~/content/site";
import { useLegalMessages } from "~/i18n/legal";
import { accessibilityPage } from "~/i18n/legal";

export const meta: Route.MetaFunction = () => pageMeta("accessibility", accessibilityPage);

export default function AccessibilityPage() {
  const legalM = useLegalMessages();
  return (
    <LegalPage
      title={accessibilityPage.heading}
      sections={legalM.accessibility}
      showUpdated={false}
      aside={
        <section
          aria-labelledby="coordinator"
          className="rounded-2xl bg-tea-50 p-8 ring-1 ring-tea-100"
        >
          <h2 id="coordinator" className="text-2xl font-medium text-tea-900">
            {legalM.coordinator.heading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink/85">{legalM.coordinator.text}</p>
          <ul className="mt-5 space-y-3">
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 text-tea-600" />
              <span className="sr-only">{legalM.coordinator.email}: </span>
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
              <span className="sr-only">{legalM.coordinator.phone}: </span>
              <a
                href={telHref(site.coordinatorPhone)}
                className="font-medium text-tea-800 underline underline-offset-4"
              >
                {site.coordinatorPhone}
              </a>
            </li>
          </ul>
        </section>
      }
    />
  );
}
