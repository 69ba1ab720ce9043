import { FieldError } from "~/components/ui/field";
import { rateTerms } from "~/content/runtime/room-rates";
import { freeCancellationUntil } from "~/domain/cancellation";
import { isoDayOfLocal } from "~/domain/calendar-day";
import { ChoiceCard } from "./choice-card";
import { ratePlans, type RatePlanKind, type StepProps } from "./reservation-values";
import { ratePlanWords as plans } from "~/locale/rate-plans";

/** What a rate plan promises, in words: the flexible one's deadline once check-in is chosen. */
export function planTerm(plan: RatePlanKind, checkIn: Date | null): string {
  if (plan === "nonRefundable") return plans.noRefund(rateTerms.nonRefundablePercent);
  const { hours, checkInTime } = rateTerms.freeCancellation;
  if (!checkIn) return plans.freeBefore(hours);
  const until = freeCancellationUntil(isoDayOfLocal(checkIn), checkInTime, hours);
  return plans.freeUntil(until.day, until.time);
}

/** Step 1's rate plans: flexible (free cancellation until a stated moment) or non-refundable. */
export function RatePlans({ id, form }: Pick<StepProps, "id" | "form">) {
  const { ratePlan, checkIn } = form.values;
  return (
    <fieldset className="min-w-0">
      <legend className="font-display text-xl font-medium text-tea-900">{plans.legend}</legend>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {ratePlans.map((plan) => (
          <ChoiceCard
            key={plan}
            id={`${id}-plan-${plan}`}
            title={plans[plan]}
            text={planTerm(plan, checkIn)}
            checked={ratePlan === plan}
            input={form.option("ratePlan", plan)}
          />
        ))}
      </div>
      <FieldError id={`${id}-plan-error`} message={form.errors.ratePlan} />
    </fieldset>
  );
}
