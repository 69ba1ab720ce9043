import { CalendarClock, Clock, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { pagePath } from "~/content/runtime/pages";
import { hours, policies } from "~/content/runtime/policies";
import { venues } from "~/content/runtime/venues";
import { lastTableWords } from "./last-table";
import { site, telHref, siteText, deskPhoneShown } from "~/content/runtime/site";
import { dining as t } from "~/locale/dining";

/** The hours in which a restaurant takes tables: its venue's (content/venues/). */
const tableHours = new Set<string>(venues.flatMap((venue) => venue.hours));

/** The dining hours this page lists, in order; the times come from the one hours list. */
const diningHours = [
  "fineDining",
  "terraceLunch",
  "terraceDinner",
  "bar",
  "breakfastWeekdays",
  "breakfastWeekends",
] as const;

function InfoCard({
  icon,
  title,
  id,
  children,
  className,
}: {
  icon: ReactNode;
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-tea-900/5 sm:p-8",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-tea-50 text-tea-700 [&_svg]:size-5"
      >
        {icon}
      </span>
      <h3 id={id} className="mt-5 text-xl font-medium text-tea-900">
        {title}
      </h3>
      <div className="mt-4 flex flex-1 flex-col text-sm leading-relaxed text-muted">{children}</div>
    </section>
  );
}

/** Hours, reservations and location, with how guests park (content/services.yaml). */
export function DiningInfo({ parking }: { parking: string }) {
  const m = t.info;
  const { street, locality, postalCode, country } = siteText.address;
  return (
    <section aria-labelledby="dining-info-heading" className="py-20 sm:py-28">
      <Container>
        <SectionHeading id="dining-info-heading" eyebrow={m.eyebrow} title={m.heading} />
        {/* The hours are the long card: on a desktop it stands beside the other two, stacked,
            rather than three equal columns of which two are half empty, as tall as the two; its
            rows spread over that height (from lg), so it ends with its last row, not in space. */}
        <div className="mt-14 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <InfoCard
            icon={<Clock />}
            title={m.hours}
            id="dining-hours-heading"
            className="lg:row-span-2"
          >
            <dl className="flex flex-1 flex-col divide-y divide-tea-100">
              {diningHours.map((id) => {
                const entry = hours.find((item) => item.id === id);
                if (!entry) return null;
                return (
                  <div
                    key={id}
                    className="py-2.5 first:pt-0 last:pb-0 lg:flex lg:flex-1 lg:flex-col lg:justify-center"
                  >
                    <dt className="font-semibold text-tea-900">{m.hoursLabels[id]}</dt>
                    <dd>
                      {entry.days}, {entry.time}
                      {/* A restaurant seats its last table before it closes: said, not left
                          for the guest to find out (the table request's rule). */}
                      {tableHours.has(id) ? (
                        <span className="block text-sm text-muted">{lastTableWords(id)}</span>
                      ) : null}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </InfoCard>
          <InfoCard
            icon={<CalendarClock />}
            title={m.reservations}
            id="dining-reservations-heading"
          >
            <p>{m.reservationsText(policies.diningNoticeHours)}</p>
            <p className="mt-3">{m.dressCode}</p>
            <p className="mt-5">
              <a
                href={telHref(site.phone)}
                className="inline-flex items-center gap-2 font-semibold text-tea-800 underline-offset-4 hover:underline"
              >
                <Phone aria-hidden="true" className="size-4" />
                <span>
                  {m.call}: {deskPhoneShown}
                </span>
              </a>
            </p>
            <div className="mt-auto pt-6">
              <Link to={pagePath("contact")} className={buttonVariants({ variant: "outline" })}>
                {m.requestOnline}
              </Link>
            </div>
          </InfoCard>
          <InfoCard icon={<MapPin />} title={m.location} id="dining-location-heading">
            <address className="not-italic text-tea-900">
              {siteText.name}
              <br />
              {street}
              <br />
              {locality} {postalCode}, {country}
            </address>
            <p className="mt-3">{`${m.locationText} ${parking}`}</p>
          </InfoCard>
        </div>
      </Container>
    </section>
  );
}
