import { useHotelDay } from "~/components/ui/use-hydrated";
import { valueOn, type DaySchedule } from "~/domain/day-schedule";
import type { FromPrice } from "~/domain/rates";
import { formatDate, formatMoney } from "~/i18n/format";
import { site as m } from "~/locale/site";

/** Where a day's words write the day itself ("$279 for the night of {day}"). */
export const dayPlaceholder = "{day}";

export const wordsOn = (schedule: DaySchedule<string>, day: string) =>
  valueOn(schedule, day).replace(dayPlaceholder, formatDate(day, m.locale));

/**
 * Words that depend on the day (a price before dates, tonight's rate): the build's day's in the
 * prerendered HTML, the guest's day's once the page runs. The schedule travels in the element
 * (`data-day`), so a section kept as its prerendered HTML (a static island, which React never
 * renders again) is brought up to the guest's day too, by `showGuestsDay` once hydrated.
 */
export function DayText({
  schedule,
  className,
}: {
  schedule: DaySchedule<string>;
  className?: string;
}) {
  const day = useHotelDay();
  return (
    <span className={className} data-day={JSON.stringify(schedule)}>
      {wordsOn(schedule, day)}
    </span>
  );
}

/**
 * A room's price before dates as a page writes it: "$279", or "from $249" when nights differ, or
 * "Open again 12 January 2027: $279" when none of the coming nights can be had.
 */
export const fromPriceWords = ({ rate, varies, opensOn }: FromPrice) => {
  const money = formatMoney(rate, m.locale);
  if (opensOn) return m.common.priceOpensOn(formatDate(opensOn, m.locale), money);
  return varies ? m.common.priceFrom(money) : money;
};

/** A room's price before dates on the guest's day (see DayText). */
export function DayPrice({
  prices,
  className,
}: {
  prices: DaySchedule<FromPrice>;
  className?: string;
}) {
  return (
    <DayText
      className={className}
      schedule={prices.map(([day, price]) => [day, fromPriceWords(price)] as const)}
    />
  );
}
