import { CalendarDays, ChevronDown } from "lucide-react";
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useDeferredValue,
  useState,
  type KeyboardEvent,
  type Ref,
} from "react";
import { FieldError, FieldHint, fieldDescribedBy } from "~/components/ui/field";
import { fieldClass } from "~/components/ui/input";
import { formatWeekdayDate } from "~/i18n/format";
import { site as m } from "~/locale/site";
import { datePicker as t } from "~/locale/date-picker";
import { cn } from "~/lib/cn";
import { isoDayOfLocal, localDayPlus } from "~/domain/calendar-day";
import { isBeforeDay, stayIssues } from "~/domain/stay";
import type { CalendarRates } from "./date-calendar";

const loadCalendar = () => import("./date-calendar");
const DateCalendar = lazy(loadCalendar);

export type DatePickerProps = {
  label: string;
  value: Date | null;
  onChange: (date: Date) => void;
  /** The field's issue, in the guest's language; while set, the button is marked invalid. */
  error?: string;
  /** A line under the button, read with its name (the hotel's check-in hour). */
  hint?: string;
  name?: string;
  /** The button, for focusing it (a failed submit focuses the first wrong field). */
  ref?: Ref<HTMLButtonElement>;
  disabled?: boolean;
  /** The first day that can be chosen, read when the calendar opens. */
  firstDay: () => Date;
  /** The last day that can be chosen, if any, read when the calendar opens. */
  lastDay?: () => Date;
  /** Each day's rate, and the closed nights the calendar refuses (date-calendar.tsx). */
  rates?: CalendarRates;
  /**
   * Each new value opens the calendar (a disabled field's closes again): choosing check-in opens
   * check-out's, its focus on the first day that can be chosen (the check-in chosen is the value).
   */
  openRequest?: Date | undefined;
  /** Added to the calendar panel's classes (where it opens from 640 px: below the button, from its left). */
  panelClassName?: string;
};

/**
 * Check-out once check-in is chosen, as every stay's two date fields take it: a check-out that no
 * longer follows the new check-in is cleared, never kept wrong; and check-out's calendar opens
 * (`openRequest`) unless the check-out kept still makes a stay.
 */
export function checkOutAfter(checkIn: Date, checkOut: Date | null) {
  return {
    checkOut: checkOut && isBeforeDay(checkOut, localDayPlus(checkIn, 1)) ? null : checkOut,
    open: stayIssues(checkIn, checkOut, checkIn).checkOut !== undefined,
  };
}

/**
 * A date button that opens a calendar below it (a non-modal dialog), or that another field opens
 * (`openRequest`). Choosing a day, Escape, a click
 * outside or tabbing away closes it; choosing and Escape return focus to the button. The calendar
 * (react-day-picker and its locale) loads when the button is pointed at or focused, never with the
 * page. No form library: the booking form wraps it in DateField.
 */
export function DatePicker({
  label,
  value,
  onChange,
  error,
  hint,
  name,
  ref,
  disabled = false,
  firstDay,
  lastDay,
  rates,
  panelClassName,
  openRequest,
}: DatePickerProps) {
  const id = useId();
  const [openedWith, setOpenedWith] = useState<Date | null>(null);
  const [lastOpen, setLastOpen] = useState<Date | undefined>();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const open = openedWith !== null;
  // The panel opens in the tap's own frame; the month grid (a few hundred elements) follows in a
  // render React can interrupt, so the tap's next paint (INP) does not wait for it.
  const gridShown = useDeferredValue(open);

  const openCalendar = () => {
    setLastOpen(lastDay?.());
    setOpenedWith(firstDay());
  };
  const [request, setRequest] = useState(openRequest);
  if (openRequest !== request) {
    setRequest(openRequest);
    openCalendar();
  }

  const close = (returnFocus: boolean) => {
    setOpenedWith(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenedWith(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  // A field that becomes disabled (check-out while check-in is cleared) cannot stay open.
  if (disabled && open) setOpenedWith(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !wrapperRef.current?.contains(next)) setOpenedWith(null);
      }}
    >
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </span>
      <button
        ref={(element) => {
          buttonRef.current = element;
          if (typeof ref === "function") ref(element);
          else if (ref) ref.current = element;
        }}
        id={`${id}-button`}
        type="button"
        name={name}
        disabled={disabled}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, { error, hint })}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        onClick={() => {
          if (open) return close(false);
          openCalendar();
        }}
        className={cn(
          fieldClass,
          "flex min-h-12 items-center gap-3 text-left hover:border-tea-400 disabled:cursor-not-allowed disabled:border-tea-100 disabled:bg-sand/50 disabled:shadow-none",
          open && "border-tea-600",
        )}
      >
        <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-gold-600" />
        {/* Wraps rather than cut off: the Bengali "choose the check-in date first" is wider than
            a 320 px screen's field (WCAG 1.4.10, reflow). */}
        <span id={`${id}-value`} className={cn("min-w-0 flex-1", !value && "text-muted")}>
          {value
            ? formatWeekdayDate(isoDayOfLocal(value), m.locale, "short")
            : // Only check-out is ever disabled: until check-in is chosen.
              disabled
              ? t.chooseCheckInFirst
              : t.chooseDate}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 shrink-0 text-muted transition-transform", open && "rotate-180")}
        />
      </button>
      <FieldHint id={`${id}-hint`} hint={hint} />
      <FieldError id={`${id}-error`} message={error} />
      {openedWith ? (
        <div
          id={`${id}-panel`}
          role="dialog"
          aria-label={t.calendarLabel(label)}
          className={cn(
            "z-30 mt-2 w-max max-w-full rounded-2xl sm:max-w-none bg-white p-2 shadow-xl ring-1 shadow-tea-950/10 ring-tea-900/10 sm:absolute sm:top-full sm:left-0 sm:p-4",
            panelClassName,
          )}
        >
          {gridShown ? (
            <Suspense
              fallback={
                <p className="flex h-72 w-70 items-center justify-center text-sm text-muted">
                  {t.calendarLoading}
                </p>
              }
            >
              <DateCalendar
                selected={value ?? undefined}
                firstDay={openedWith}
                lastDay={lastOpen}
                {...(rates ? { rates } : {})}
                defaultMonth={value ?? openedWith}
                onSelect={(date) => {
                  onChange(date);
                  close(true);
                }}
              />
            </Suspense>
          ) : (
            <div className="h-72 w-70" />
          )}
          {/* Keys are for keyboards: a touch screen has none to tell about. */}
          <p className="mt-2 max-w-70 px-2 text-xs leading-relaxed text-muted pointer-coarse:hidden">
            {t.calendarHint}
          </p>
        </div>
      ) : null}
    </div>
  );
}
