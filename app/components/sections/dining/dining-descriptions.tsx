import { Clock } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { pagePath } from "~/content/runtime/pages";
import { hours } from "~/content/runtime/policies";
import { dining as t } from "~/locale/dining";
import { lastTableWords } from "./last-table";
import type { Venue } from "./types";

// The text of cards whose photo buttons are interactive: only the text is a static island
// (dining-menu.tsx, venue-list.tsx; docs/decisions/0010).

export function DishDescription({ text }: { text: string }) {
  return <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>;
}

/** A restaurant's card beside its photo: cuisine, name, description, hours, booking. */
export function VenueDetails({ venue }: { venue: Venue }) {
  const m = t.venue;
  return (
    <>
      <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
        {venue.cuisine}
      </p>
      <h3 className="mt-2 text-2xl font-medium text-tea-900 sm:text-3xl">{venue.name}</h3>
      <p className="mt-4 leading-relaxed text-muted">{venue.description}</p>
      <ul className="mt-6 space-y-2 border-t border-tea-100 pt-5 text-sm">
        {venue.hours.map((hoursId) => {
          const entry = hours.find((item) => item.id === hoursId);
          if (!entry) return null;
          return (
            <li key={hoursId} className="flex items-start gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-tea-600" />
              <span>
                <span className="font-semibold text-tea-900">{m.meals[hoursId]}</span>
                {": "}
                {entry.days}, {entry.time}
                <span className="block text-muted">{lastTableWords(hoursId)}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto pt-8">
        <Link
          to={`${pagePath("contact")}?request=restaurant&venue=${venue.id}#requests`}
          aria-label={m.reserveAt(venue.name)}
          className={buttonVariants({ variant: "primary" })}
        >
          {m.reserve}
        </Link>
      </div>
    </>
  );
}
