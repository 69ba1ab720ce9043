import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { site as m } from "~/locale/site";
import { formatDate } from "~/i18n/format";
import { PageHero } from "./page-hero";
import type { LegalPageContent } from "~/content/schemas/collections/legal";
import { legal as t } from "~/locale/legal";

/** A heading's fragment id in any script: letters, their marks (Bengali vowel signs) and digits. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");

/** A long-form text page: slim hero, contents list, readable column; "last updated" when dated. */
export function LegalPage({
  page: { heading, updated, sections },
  aside,
}: {
  page: Pick<LegalPageContent, "heading" | "updated" | "sections">;
  aside?: ReactNode;
}) {
  return (
    <>
      <PageHero
        size="slim"
        title={heading}
        intro={
          updated ? (
            <p>
              {t.lastUpdatedLabel} <time dateTime={updated}>{formatDate(updated, m.locale)}</time>
            </p>
          ) : undefined
        }
      />
      <Container className="grid gap-12 py-16 sm:py-20 lg:grid-cols-[16rem_1fr] lg:gap-20">
        <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-32 lg:self-start">
          <h2
            id="contents-heading"
            className="mb-4 font-sans text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase"
          >
            {t.contents}
          </h2>
          <ol className="space-y-2 border-l border-tea-200 text-sm">
            {sections.map((section) => (
              <li key={section.heading}>
                <a
                  href={`#${slug(section.heading)}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-muted hover:border-gold-400 hover:text-tea-800"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-12">
          {sections.map((section) => (
            <section key={section.heading} aria-labelledby={slug(section.heading)}>
              <h2
                id={slug(section.heading)}
                className="mb-4 text-2xl font-medium text-tea-900 sm:text-3xl"
              >
                {section.heading}
              </h2>
              <div className="space-y-4 text-lg leading-relaxed text-ink/85">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list ? (
                  <ul className="space-y-2 pl-1">
                    {section.list.map((item) => (
                      <li key={item} className="flex gap-3">
                        <span
                          aria-hidden="true"
                          className="mt-3 size-1.5 shrink-0 rounded-full bg-gold-500"
                        />
                        <span>{item}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ))}
          {aside}
        </div>
      </Container>
    </>
  );
}
