import { staticIsland } from "~/components/ui/static-island";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { dining as m } from "~/locale/dining";
import { PhotoButton } from "./photo-button";
import type { OpenPhoto, Venue } from "./types";

// Each restaurant's text (all but its photo button) is kept as prerendered HTML: it loads only on
// a client-side visit.
const VenueDetails = staticIsland(() =>
  import("./dining-static").then((module) => module.VenueDetails),
);

/** The grid of restaurants: photo, name, description, hours and a way to book. */
export function VenueList({ venues, openPhoto }: { venues: Venue[]; openPhoto: OpenPhoto }) {
  const venuePhotos = venues.map((venue) => ({
    id: venue.image.id,
    alt: venue.image.alt,
    title: venue.name,
  }));
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
                kind="hall"
                sizes="(min-width: 1024px) 40rem, 100vw"
                onOpen={(trigger) => openPhoto(venuePhotos, index, trigger)}
                className="w-full"
              />
              <div className="flex flex-1 flex-col p-7 sm:p-9">
                <VenueDetails venue={venue} />
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
