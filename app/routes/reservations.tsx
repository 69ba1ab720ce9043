import type { Route } from "./+types/reservations";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { BookingInfo } from "~/features/booking/booking-info";
import { ReservationForm } from "~/features/booking/reservation-form";
import { reservationsPage } from "~/i18n/reservations";

export const meta: Route.MetaFunction = () => pageMeta("reservations", reservationsPage);

export default function ReservationsPage() {
  return (
    <>
      <PageHero
        size="slim"
        title={reservationsPage.heading}
        intro={reservationsPage.intro}
        photoId="1590490360182-c33d57733427"
        photoAlt={reservationsPage.photoAlt}
      />
      <ReservationForm />
      <BookingInfo />
    </>
  );
}
