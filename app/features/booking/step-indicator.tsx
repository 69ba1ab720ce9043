import { Check } from "lucide-react";
import { formatNumber } from "~/i18n/format";
import { site as m } from "~/locale/site";
import { reservations } from "~/locale/reservations";
import { cn } from "~/lib/cn";
import type { Step } from "./reservation-values";

/** Room Selection, Guest Details, Confirmation: done steps show a check, the current one is marked. */
export function StepIndicator({ step }: { step: Step }) {
  const t = reservations;
  return (
    <nav aria-label={t.steps.label}>
      <ol className="grid grid-cols-3">
        {t.steps.names.map((name, index) => {
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={name}
              aria-current={current ? "step" : undefined}
              className="relative flex flex-col items-center gap-2 px-1 text-center"
            >
              {index > 0 ? (
                // The line from the previous step's circle to this one.
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute top-5 right-1/2 h-0.5 w-full -translate-y-1/2 transition-colors duration-500",
                    number <= step ? "bg-tea-600" : "bg-tea-100",
                  )}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={cn(
                  "relative z-10 flex size-10 items-center justify-center rounded-full font-display text-base font-medium transition-colors duration-300",
                  done && "bg-tea-700 text-white",
                  current && "bg-tea-700 text-white ring-4 ring-gold-200",
                  !done && !current && "bg-white text-muted ring-1 ring-tea-200",
                )}
              >
                {done ? (
                  <Check className="size-5" strokeWidth={2.5} />
                ) : (
                  formatNumber(number, m.locale)
                )}
              </span>
              <span
                className={cn(
                  "text-xs leading-snug font-medium sm:text-sm",
                  number <= step ? "text-tea-900" : "text-muted",
                )}
              >
                {name}
                {done ? <span className="sr-only">{`, ${t.steps.completed}`}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
