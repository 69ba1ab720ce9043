import { useId } from "react";
import { policies } from "~/content/runtime/policies";
import { offers as offersM } from "~/locale/offers";

/** Terms that apply to every offer; the cancellation line reads the one policy module. */
export function OfferTerms() {
  const headingId = useId();
  const terms = [
    ...offersM.terms,
    offersM.cancellationTerm(policies.freeCancellationHours, policies.lateCancellationCharge),
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-3xl leading-tight font-medium text-tea-900 sm:text-4xl">
        {offersM.termsHeading}
      </h2>
      <ul className="mt-8 space-y-4">
        {terms.map((term) => (
          <li key={term} className="flex gap-4 leading-relaxed text-ink/85">
            <span
              aria-hidden="true"
              className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold-500"
            />
            <span>{term}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
