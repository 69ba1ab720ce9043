import type { Route } from "./+types/reservations";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { BookingInfo } from "~/features/booking/booking-info";
import { ReservationForm } from "~/features/booking/reservation-form";
import { pageCopyOf } from "~/content/server/content.server";
import { keptStay, useRecordStay } from "~/features/requests/use-record-stay";

export const loader = () => ({ copy: pageCopyOf("reservations-page") });

// Its own booking or ordering is the page: no "Book Now" bar at a phone's foot.
export const handle = { stickyBar: false };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta("reservations", loaderData?.copy);

export default function ReservationsPage({ loaderData: { copy } }: Route.ComponentProps) {
  const recordStay = useRecordStay();
  return (
    <>
      <PageHero
        size="slim"
        title={copy.heading}
        intro={copy.intro}
        photoId={copy.photo ?? ""}
        photoAlt={copy.photoAlt}
      />
      <ReservationForm onConfirmed={recordStay} keptStay={keptStay} />
      <BookingInfo />
    </>
  );
}
