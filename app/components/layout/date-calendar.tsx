import { ChevronLeft, ChevronRight } from "lucide-react";
import { createContext, use, useEffect, useRef } from "react";
import {
  DayPicker,
  type ChevronProps,
  type ClassNames,
  type DayButtonProps,
  labelDayButton,
} from "react-day-picker";
import { calendarWords as w, dateLocale, numerals } from "~/locale/calendar";
import { site as m } from "~/locale/site";
import { formatDate, formatMoney } from "~/i18n/format";
import {
  canArriveOn,
  closedRange,
  minStayOn,
  nextClosedNight,
  nightRate,
  type RoomRates,
} from "~/domain/rates";
import { hotelToday } from "~/lib/today";
import { dayIndexOf, isoDayOfLocal, localDayPlus, localMidnightOf } from "~/domain/calendar-day";

declare const __AVAILABILITY_AS_OF__: string;

// Loaded on first use (see date-picker.tsx): the calendar and its date library never reach the
// first load of any page. Styled with the site's Tailwind tokens, so no day-picker stylesheet.

const classNames: Partial<ClassNames> = {
  root: "relative w-max",
  months: "relative",
  month: "space-y-2",
  month_caption: "flex h-10 items-center pl-2 pr-24",
  caption_label: "font-display text-lg font-medium text-tea-900",
  nav: "absolute top-0 right-0 flex gap-1",
  button_previous:
    "inline-flex size-10 items-center justify-center rounded-full text-tea-800 transition-colors hover:bg-tea-50 aria-disabled:pointer-events-none aria-disabled:opacity-35",
  button_next:
    "inline-flex size-10 items-center justify-center rounded-full text-tea-800 transition-colors hover:bg-tea-50 aria-disabled:pointer-events-none aria-disabled:opacity-35",
  month_grid: "border-collapse",
  weekdays: "",
  weekday: "h-9 w-10 text-xs font-medium tracking-wide text-muted",
  weeks: "",
  week: "",
  day: "group h-12 w-10 p-0 text-center",
  // The price under the day's number is drawn from data-price (::after), so it is no text of the
  // button: its name (the date and the rate in words) holds what is seen (WCAG 2.5.3). Today is
  // in gold and bold.
  day_button:
    "relative inline-flex h-12 w-10 flex-col items-center justify-center gap-0.5 rounded-xl text-sm leading-none text-ink tabular-nums transition-colors hover:bg-tea-100 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:text-muted/45 disabled:line-through disabled:hover:bg-transparent after:text-xs after:tracking-[-0.05em] after:font-normal after:text-muted after:content-[attr(data-price)] group-data-today:font-semibold group-data-today:text-gold-700 group-data-selected:bg-tea-700 group-data-selected:font-semibold group-data-selected:text-white group-data-selected:after:text-white group-data-selected:hover:bg-tea-800",
  outside: "",
  disabled: "",
  today: "",
  selected: "",
  focused: "",
  hidden: "invisible",
};

function Chevron({ orientation }: ChevronProps) {
  const Icon = orientation === "left" ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className="size-5" />;
}

/**
 * The rates a calendar shows, and the nights it refuses. With one room: each day shows that
 * night's rate, and its closed nights are refused (for check-in, every closed night; for
 * check-out, any day after the first closed night from check-in on: checking out that morning is
 * fine). Before a room is chosen, every room's: each day shows the lowest rate that night of the
 * rooms open then ("from $X"), and no day is refused.
 */
export type CalendarRates = {
  /** The chosen room's name, or null before a room is chosen. */
  room: string | null;
  rates: readonly RoomRates[];
  field: "checkIn" | "checkOut";
};

type DayRate = { shown: string; label: string } | null;

/** A day's rate, as its button shows it: the price under the day, and the words for its name. */
function dayRate(calendar: CalendarRates, date: Date): DayRate {
  const night = isoDayOfLocal(date);
  const open = calendar.rates.filter((rates) => !closedRange(rates, night));
  if (open.length === 0) return { shown: "", label: w.closed };
  const price = formatMoney(
    Math.min(...open.map((rates) => nightRate(rates, night).rate)),
    m.locale,
  );
  return { shown: price, label: calendar.room === null ? w.from(price) : w.night(price) };
}

const DayRates = createContext<(date: Date) => DayRate>(() => null);

/** A day's button with its night's price under the number (the name says it in words). */
function PricedDayButton({ day, modifiers, children, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // As react-day-picker's own button: the day the keyboard moves to takes the focus.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const rate = modifiers.disabled ? null : use(DayRates)(day.date);
  return (
    <button ref={ref} {...props} data-price={rate?.shown || undefined}>
      {children}
    </button>
  );
}

type DateCalendarProps = {
  rates?: CalendarRates;
  selected: Date | undefined;
  onSelect: (date: Date) => void;
  /** Days before this one are disabled, and the calendar does not page back past its month. */
  firstDay: Date;
  /** Days after this one are disabled, and the calendar does not page on past its month. */
  lastDay?: Date;
  defaultMonth: Date;
};

export default function DateCalendar({
  selected,
  onSelect,
  firstDay,
  lastDay,
  defaultMonth,
  rates: calendar,
}: DateCalendarProps) {
  // Only a chosen room's closed nights are refused; before that, another room may be open.
  const closed = calendar?.room != null ? { ...calendar, rates: calendar.rates[0]! } : undefined;
  const checkIn = closed?.field === "checkIn";
  // Check-out's first day is the day after check-in: the stay's first night is the day before.
  const limit =
    closed && !checkIn
      ? nextClosedNight(closed.rates, isoDayOfLocal(localDayPlus(firstDay, -1)))
      : undefined;
  const last =
    limit && (!lastDay || limit < isoDayOfLocal(lastDay)) ? localMidnightOf(limit) : lastDay;
  // An arrival is offered only if some stay from it can be had (open nights for its season's
  // minimum); a check-out only if the stay is that long (domain/rates minStayOn, stayRefusal).
  const cannotArrive = (date: Date) => !canArriveOn(closed!.rates, isoDayOfLocal(date));
  const minimum =
    closed && !checkIn ? minStayOn(closed.rates, isoDayOfLocal(localDayPlus(firstDay, -1))) : null;
  const earliest = minimum ? localDayPlus(firstDay, minimum.minNights - 1) : firstDay;
  /** Why an open day cannot be chosen, for its name: its stay would be too short. */
  const tooShort = (date: Date) => {
    if (!closed || closedRange(closed.rates, isoDayOfLocal(date))) return null;
    if (minimum && date < earliest) return w.minStay(minimum.season, minimum.minNights);
    if (checkIn && cannotArrive(date)) {
      const own = minStayOn(closed.rates, isoDayOfLocal(date));
      return own ? w.minStay(own.season, own.minNights) : null;
    }
    return null;
  };
  const rateOf = (date: Date) => (calendar ? dayRate(calendar, date) : null);
  // The locale's name of the day ("Friday, 11 December 2026"), then its rate or that it is closed.
  const localeLabel = dateLocale.labels?.labelDayButton;
  const label: typeof labelDayButton = (date, modifiers, options, dateLib) => {
    const name =
      typeof localeLabel === "function"
        ? localeLabel(date, modifiers, options, dateLib)
        : labelDayButton(date, modifiers, options, dateLib);
    const rate = rateOf(date);
    // A day that cannot be chosen says no price: only that it is closed, or why its stay is
    // refused.
    const why = modifiers.disabled ? tooShort(date) : null;
    if (why) return `${name}, ${why}`;
    const said = rate && (modifiers.disabled ? !rate.shown : rate.shown);
    return said ? `${name}, ${rate.label}` : name;
  };
  return (
    <DayRates value={rateOf}>
      <DayPicker
        mode="single"
        required
        autoFocus
        locale={dateLocale}
        numerals={numerals}
        selected={selected}
        onSelect={onSelect}
        disabled={[
          { before: earliest },
          ...(last ? [{ after: last }] : []),
          ...(closed && checkIn ? [cannotArrive] : []),
        ]}
        startMonth={firstDay}
        endMonth={lastDay}
        defaultMonth={defaultMonth}
        classNames={classNames}
        components={{ Chevron, ...(calendar ? { DayButton: PricedDayButton } : {}) }}
        labels={{ labelDayButton: label }}
      />
      {calendar ? (
        <div className="mt-2 max-w-70 space-y-1 px-2 text-sm">
          <p className="font-medium text-tea-800">
            {calendar.room === null ? w.lowestRates : w.roomRates(calendar.room)}
          </p>
          {minimum ? (
            <p className="text-tea-800">{w.minStay(minimum.season, minimum.minNights)}</p>
          ) : null}
          <p className="text-xs text-muted">
            {w.asOf(
              formatDate(__AVAILABILITY_AS_OF__, m.locale),
              dayIndexOf(hotelToday()) - dayIndexOf(__AVAILABILITY_AS_OF__),
            )}
          </p>
        </div>
      ) : null}
    </DayRates>
  );
}
