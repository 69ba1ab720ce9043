import { Gem, HeartHandshake, Lightbulb, type LucideIcon } from "lucide-react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { localizeValue, valueIcons } from "~/content/collections/about";
import { about as t } from "~/locale/about";

type Value = Pick<ReturnType<typeof localizeValue>, "id" | "icon" | "title" | "description">;

const icons: Record<(typeof valueIcons)[number], LucideIcon> = {
  service: HeartHandshake,
  quality: Gem,
  innovation: Lightbulb,
};

export function ValuesSection({ values }: { values: readonly Value[] }) {
  const copy = t.values;
  return (
    <section aria-labelledby="our-values" className="bg-ivory py-20 sm:py-28">
      <Container>
        <SectionHeading id="our-values" eyebrow={copy.eyebrow} title={copy.heading}>
          <p>{copy.intro}</p>
        </SectionHeading>
        <ul className="mt-14 grid gap-8 md:grid-cols-3">
          {values.map((value) => {
            const Icon = icons[value.icon];
            return (
              <li
                key={value.id}
                className="rounded-2xl bg-white p-8 text-center ring-1 ring-tea-900/8 transition-shadow hover:shadow-lg"
              >
                <span className="mx-auto grid size-16 place-items-center rounded-full bg-tea-50 text-tea-700 ring-1 ring-gold-300/70">
                  <Icon aria-hidden="true" className="size-7" strokeWidth={1.5} />
                </span>
                <h3 className="mt-6 text-2xl font-medium text-tea-900">{value.title}</h3>
                <p className="mt-3 leading-relaxed text-muted">{value.description}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
