import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { cn } from "~/lib/cn";
import type { localizeMilestone } from "~/content/schemas/collections/about";
import { about as t } from "~/locale/about";
import { establishedYear } from "~/content/runtime/site";
import { formatYear } from "~/i18n/format";
import { site as m } from "~/locale/site";

/**
 * Our Journey: a vertical line with gold year markers. On phones the line runs down the left; from
 * md up it runs down the middle and the milestones alternate sides.
 */
type Milestone = Pick<
  ReturnType<typeof localizeMilestone>,
  "id" | "year" | "title" | "description"
>;

export function JourneyTimeline({ milestones }: { milestones: readonly Milestone[] }) {
  const copy = t.journey;
  return (
    <section aria-labelledby="our-journey" className="bg-white py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="our-journey"
          eyebrow={copy.eyebrow(establishedYear)}
          title={copy.heading}
        >
          <p>{copy.intro}</p>
        </SectionHeading>
        <div className="relative mx-auto mt-16 max-w-5xl">
          <span
            aria-hidden="true"
            className="absolute top-2 bottom-2 left-6 w-px bg-gradient-to-b from-gold-300 via-gold-400 to-gold-300/30 md:left-1/2"
          />
          <ol className="relative">
            {milestones.map((milestone, index) => {
              const left = index % 2 === 0;
              return (
                <li
                  key={milestone.id}
                  className={cn(
                    "relative pb-10 pl-16 last:pb-0 md:w-1/2 md:pl-0 md:not-first:-mt-14",
                    left ? "md:pr-16" : "md:ml-auto md:pl-16",
                  )}
                >
                  <span
                    className={cn(
                      "absolute top-0 left-0 grid size-12 place-items-center rounded-full bg-gold-300 font-display text-xs font-semibold text-tea-950 shadow-md ring-4 ring-white md:size-14 md:text-sm",
                      left ? "md:right-0 md:left-auto md:translate-x-1/2" : "md:-translate-x-1/2",
                    )}
                  >
                    <time dateTime={String(milestone.year)}>
                      {formatYear(milestone.year, m.locale)}
                    </time>
                  </span>
                  <div
                    className={cn(
                      "rounded-2xl bg-ivory p-6 ring-1 ring-tea-900/8 sm:p-7",
                      left && "md:text-right",
                    )}
                  >
                    <h3 className="text-xl font-medium text-tea-900 sm:text-2xl">
                      {milestone.title}
                    </h3>
                    <p className="mt-2 leading-relaxed text-muted">{milestone.description}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      </Container>
    </section>
  );
}
