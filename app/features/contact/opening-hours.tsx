import { Clock } from "lucide-react";
import { venues } from "~/content/runtime/venues";
import { hours } from "~/content/runtime/policies";
import type { HoursEntry } from "~/content/schemas/fixed-content";
import { cn } from "~/lib/cn";
import { contactDetails as t } from "~/locale/contact-details";
import { contact } from "~/locale/contact";

type HoursId = HoursEntry["id"];

/** The one hours list (content/policies.yaml), in two groups. */
const groups = {
  hotel: ["frontDesk", "concierge", "roomService", "breakfastWeekdays", "breakfastWeekends"],
  dining: ["fineDining", "terraceLunch", "terraceDinner", "bar"],
} as const satisfies Record<string, readonly HoursId[]>;

export function OpeningHours({ className }: { className?: string }) {
  const { meals } = contact;

  const label = (id: HoursId) => {
    if (id in t.hoursLabels) return t.hoursLabels[id as keyof typeof t.hoursLabels];
    const venue = venues.find((item) => (item.hours as readonly HoursId[]).includes(id));
    const meal = meals[id as keyof typeof meals];
    return venue && meal ? t.venueMeal(venue.name, meal) : id;
  };

  return (
    <section
      aria-labelledby="contact-hours-title"
      className={cn("rounded-3xl bg-tea-900 p-6 text-white sm:p-8", className)}
    >
      <h2 id="contact-hours-title" className="flex items-center gap-3 text-2xl font-medium">
        <Clock aria-hidden="true" className="size-5 text-gold-300" />
        {t.hoursTitle}
      </h2>
      <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {(Object.keys(groups) as (keyof typeof groups)[]).map((group) => (
          <div key={group}>
            <h3 className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-200 uppercase">
              {t.hoursGroups[group]}
            </h3>
            <dl className="mt-3 divide-y divide-white/10">
              {groups[group].map((id) => {
                const entry = hours.find((item) => item.id === id);
                if (!entry) return null;
                return (
                  <div key={id} className="py-3 text-sm">
                    <dt className="font-medium text-white">{label(id)}</dt>
                    <dd className="mt-0.5">
                      <span className="block whitespace-nowrap text-white/90">{entry.time}</span>
                      <span className="block text-xs text-white/65">{entry.days}</span>
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
