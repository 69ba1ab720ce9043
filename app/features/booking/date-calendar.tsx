import { ChevronLeft, ChevronRight } from "lucide-react";
import { DayPicker, type ChevronProps, type ClassNames } from "react-day-picker";
import { dateLocale, numerals } from "~/locale/calendar";
import { closedRange, nextClosedNight, type RoomRates } from "~/domain/rates";
import { addDays, fromIsoDate, toIsoDate } from "~/domain/stay";

// Loaded on first use (see date-field.tsx): the calendar and its date library never reach the
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
  day: "group size-10 p-0 text-center",
  day_button:
    "relative inline-flex size-10 items-center justify-center rounded-full text-sm text-ink tabular-nums transition-colors hover:bg-tea-100 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:text-muted/45 disabled:line-through disabled:hover:bg-transparent group-data-today:font-semibold group-data-today:text-gold-700 group-data-today:after:absolute group-data-today:after:bottom-1.5 group-data-today:after:size-1 group-data-today:after:rounded-full group-data-today:after:bg-gold-500 group-data-selected:bg-tea-700 group-data-selected:font-semibold group-data-selected:text-white group-data-selected:after:bg-white group-data-selected:hover:bg-tea-800",
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
 * The nights a room's calendar refuses: for check-in, every closed night; for check-out, any day
 * after the first closed night from check-in on (checking out that morning is fine).
 */
export type ClosedNights = { rates: RoomRates; field: "checkIn" | "checkOut" };

type DateCalendarProps = {
  closed?: ClosedNights;
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
  closed,
}: DateCalendarProps) {
  const checkIn = closed?.field === "checkIn";
  // Check-out's first day is the day after check-in: the stay's first night is the day before.
  const limit =
    closed && !checkIn
      ? nextClosedNight(closed.rates, toIsoDate(addDays(firstDay, -1)))
      : undefined;
  const last = limit && (!lastDay || limit < toIsoDate(lastDay)) ? fromIsoDate(limit) : lastDay;
  const isClosed = (date: Date) => closedRange(closed!.rates, toIsoDate(date)) !== undefined;
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      locale={dateLocale}
      numerals={numerals}
      selected={selected}
      onSelect={onSelect}
      disabled={[
        { before: firstDay },
        ...(last ? [{ after: last }] : []),
        ...(closed && checkIn ? [isClosed] : []),
      ]}
      startMonth={firstDay}
      endMonth={lastDay}
      defaultMonth={defaultMonth}
      classNames={classNames}
      components={{ Chevron }}
    />
  );
}
