import type { Route } from "./+types/rooms";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { BookStayCta } from "~/features/rooms/book-stay-cta";
import { RoomsBrowser } from "~/features/rooms/rooms-browser";
import { roomsPage } from "~/i18n/rooms";

export const meta: Route.MetaFunction = () => pageMeta("rooms", roomsPage);

export default function RoomsPage() {
  return (
    <>
      <PageHero
        title={roomsPage.heading}
        intro={roomsPage.intro}
        photoId="1611892440504-42a792e24d32"
        photoAlt={roomsPage.photoAlt}
      />
      <RoomsBrowser />
      <BookStayCta />
    </>
  );
}
