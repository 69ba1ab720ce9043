import { Gem, HeartHandshake, Lightbulb, type LucideIcon } from "lucide-react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { localizeValue, valueIcons } from "~/content/schemas/collections/about";
import { about as t } from "~/locale/about";

type Value = Pick<ReturnType<typeof localizeValue>, "id" | "icon" | "title" | "description">;

const icons: Record<(typeof valueIcons)[number], LucideIcon> = {
  service: HeartHandshake,
  quality: Gem,
  innovation: Lightbulb,
};

/**
 * The three values beside the section's heading, each on its own line under a gold rule: a list
 * to read, not three more boxes (the team's cards stand just above).
 */
export function ValuesSection({ values }: { values: readonly Value[] }) {
  const copy = t.values;
  return (
    <section aria-labelledby="our-values" className="bg-ivory py-20 sm:py-28">
      <Container className="grid gap-10 lg:grid-cols-[5fr_7fr] lg:gap-20">
        <SectionHeading id="our-values" eyebrow={copy.eyebrow} title={copy.heading} align="start">
          <p>{copy.intro}</p>
        </SectionHeading>
        <ul>
          {values.map((value) => {
            const Icon = icons[value.icon];
            return (
              <li
                key={value.id}
                className="grid grid-cols-[auto_1fr] gap-x-6 border-t border-gold-300 py-8 last:pb-0"
              >
                <Icon aria-hidden="true" className="mt-1 size-7 text-gold-700" strokeWidth={1.5} />
                <div>
                  <h3 className="text-2xl font-medium text-tea-900">{value.title}</h3>
                  <p className="mt-3 leading-relaxed text-muted">{value.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
