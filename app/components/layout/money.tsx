import { DayText } from "~/components/layout/day-text";
import { inTaka } from "~/content/runtime/site";
import type { DaySchedule } from "~/domain/day-schedule";
import type { FromPrice } from "~/domain/rates";
import { formatMoney, formatTaka } from "~/i18n/format";
import { LOCALE } from "~/lib/locale";
import { site as m } from "~/locale/site";

/**
 * A dollar price with its guide in taka under it (issue 49): the hotel's prices are in US dollars
 * (the spec), a guest in Sylhet reckons in taka, at the rate content/site.yaml holds.
 */
export function Money({ amount }: { amount: number }) {
  return (
    <span data-price className="inline-flex flex-col items-end">
      <span>{formatMoney(amount, m.locale, { cents: true })}</span>{" "}
      <span className="font-sans text-sm font-normal text-muted">
        {formatTaka(inTaka(amount), m.locale)}
      </span>
    </span>
  );
}

/** A dollar amount with its taka, for a sentence: "$15.75 (≈ ৳1,922)". */
export const withTaka = (amount: number, { cents = true }: { cents?: boolean } = {}) =>
  `${formatMoney(amount, m.locale, { cents })} (${formatTaka(inTaka(amount), m.locale)})`;

/**
 * A room's price before dates in taka, on the guest's day, beside its dollars on a Bengali page
 * (issue 49): "≈ ৳৩০,৩৭৮". Nothing on an English page.
 */
export function DayTaka({
  prices,
  className,
}: {
  prices: DaySchedule<FromPrice>;
  className?: string;
}) {
  if (LOCALE !== "bn") return null;
  // Marked apart from the dollars' words it follows (days.spec tells the two apart).
  return (
    <span data-taka className={className}>
      <DayText
        schedule={prices.map(
          ([day, price]) => [day, formatTaka(inTaka(price.rate), m.locale)] as const,
        )}
      />
    </span>
  );
}
