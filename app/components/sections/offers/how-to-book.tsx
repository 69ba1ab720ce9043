import { useId } from "react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { formatNumber } from "~/i18n/format";
import { site as m } from "~/locale/site";
import { offers as offersM } from "~/locale/offers";

/** The three steps from choosing an offer to arriving. */
export function HowToBook() {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-white py-20 sm:py-28">
      <Container>
        <SectionHeading
          id={`${id}-heading`}
          eyebrow={offersM.howEyebrow}
          title={offersM.howHeading}
        >
          {offersM.howIntro}
        </SectionHeading>
        <div className="relative mt-14">
          <span
            aria-hidden="true"
            className="absolute top-7 right-[16%] left-[16%] hidden h-px bg-gradient-to-r from-gold-300/0 via-gold-300 to-gold-300/0 md:block"
          />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
            {offersM.steps.map((step, index) => (
              <li key={step.title} className="relative flex flex-col items-center text-center">
                <span
                  aria-hidden="true"
                  className="grid size-14 place-items-center rounded-full bg-tea-800 font-display text-xl text-gold-200 shadow-md ring-8 ring-white"
                >
                  {formatNumber(index + 1, m.locale)}
                </span>
                <p className="mt-5 text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
                  {offersM.stepLabel(index + 1)}
                </p>
                <h3 className="mt-2 text-xl font-medium text-tea-900">{step.title}</h3>
                <p className="mt-3 max-w-xs leading-relaxed text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </section>
  );
}
