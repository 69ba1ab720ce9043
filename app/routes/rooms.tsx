import type { Route } from "./+types/rooms";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { BookStayCta } from "~/features/rooms/book-stay-cta";
import { RoomsBrowser } from "~/features/rooms/rooms-browser";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = () => pageMeta("rooms");

export default function RoomsPage() {
  const m = useMessages();
  return (
    <>
      <PageHero
        title={m.pages.rooms.heading}
        intro={m.pages.rooms.intro}
        photoId="1611892440504-42a792e24d32"
        photoAlt="A deluxe room with a king bed"
      />
      <RoomsBrowser />
      <BookStayCta />
    </>
  );
}
