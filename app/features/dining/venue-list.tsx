import { Clock } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { venues } from "~/content/venues";
import { pagePath } from "~/content/pages";
import { hours } from "~/content/policies";
import { PhotoButton } from "./photo-button";
import { Rating } from "./rating";
import type { OpenPhoto } from "./types";
import { useDiningMessages } from "~/i18n/dining";

const venuePhotos = venues.map((venue) => ({
  id: venue.image.id,
  alt: venue.image.alt,
  title: venue.name,
}));

/** The grid of restaurants: photo, name, description, hours, rating and a way to book. */
export function VenueList({ openPhoto }: { openPhoto: OpenPhoto }) {
  const m = useDiningMessages();
  return (
    <section aria-labelledby="venues-heading" className="py-20 sm:py-28">
      <Container>
        <SectionHeading id="venues-heading" eyebrow={m.venues.eyebrow} title={m.venues.heading}>
          <p>{m.venues.intro}</p>
        </SectionHeading>
        <ul className="mt-14 grid gap-8 lg:grid-cols-2">
          {venues.map((venue, index) => (
            <li
              key={venue.id}
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-tea-900/5"
            >
              <PhotoButton
                photo={venue.image}
                label={m.enlarge(venue.name)}
                ratio={3 / 2}
                sizes="(min-width: 1024px) 40rem, 100vw"
                onOpen={(trigger) => openPhoto(venuePhotos, index, trigger)}
                className="w-full"
              />
              <div className="flex flex-1 flex-col p-7 sm:p-9">
                <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
                  {venue.cuisine}
                </p>
                <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
                  <h3 className="text-2xl font-medium text-tea-900 sm:text-3xl">{venue.name}</h3>
                  <Rating value={venue.rating} label={m.venues.rating(venue.rating)} />
                </div>
                <p className="mt-4 leading-relaxed text-muted">{venue.description}</p>
                <ul className="mt-6 space-y-2 border-t border-tea-100 pt-5 text-sm">
                  {venue.hours.map((id) => {
                    const entry = hours.find((item) => item.id === id);
                    if (!entry) return null;
                    return (
                      <li key={id} className="flex items-start gap-3">
                        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-tea-600" />
                        <span>
                          <span className="font-semibold text-tea-900">{m.venues.meals[id]}</span>
                          {": "}
                          {entry.days}, {entry.time}
                        </span>
                      </li>
                    );
                  })}
                </ul>
                <div className="mt-auto pt-8">
                  <Link
                    to={pagePath("contact")}
                    aria-label={m.venues.reserveAt(venue.name)}
                    className={buttonVariants({ variant: "primary" })}
                  >
                    {m.venues.reserve}
                  </Link>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
