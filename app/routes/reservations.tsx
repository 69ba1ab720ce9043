import type { Route } from "./+types/reservations";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("reservations");

export default function ReservationsPage() {
  const m = useMessages();
  return (
    <PageHero
      title={m.pages.reservations.heading}
      intro={m.pages.reservations.intro}
      photoId="1590490360182-c33d57733427"
      photoAlt="A bright room with a lounge chair by the window"
    />
  );
}
