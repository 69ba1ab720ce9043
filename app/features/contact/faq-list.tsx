import { Plus } from "lucide-react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { FaqEntry } from "~/content/schemas/collections/faq";

/**
 * Frequently asked questions as native disclosures: no JavaScript, they work before hydration and
 * the browser's find-in-page opens them. The answers quote the one set of policies (faq.server.ts).
 */
export function FaqList({
  copy,
  entries,
}: {
  copy: { eyebrow: string; title: string; intro: string };
  entries: readonly FaqEntry[];
}) {
  return (
    <section aria-labelledby="contact-faq-title" className="bg-sand/60 py-20 sm:py-28">
      <Container>
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="contact-faq-title" eyebrow={copy.eyebrow} title={copy.title}>
            <p>{copy.intro}</p>
          </SectionHeading>
          <div className="mt-12 grid gap-3">
            {entries.map((entry) => (
              <details
                key={entry.id}
                id={`faq-${entry.id}`}
                className="group rounded-2xl bg-white shadow-xs ring-1 ring-tea-900/8 open:ring-tea-200"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left font-medium text-tea-900 transition-colors hover:text-tea-700 sm:px-7 [&::-webkit-details-marker]:hidden">
                  <span className="text-base sm:text-lg">{entry.question}</span>
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-tea-50 text-tea-700 transition-transform duration-200 group-open:rotate-45"
                  >
                    <Plus className="size-4" />
                  </span>
                </summary>
                <p className="px-5 pb-6 leading-relaxed text-muted sm:px-7">{entry.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
