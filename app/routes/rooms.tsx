import type { Route } from "./+types/rooms";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { roomCard } from "~/content/schemas/collections/rooms";
import { entriesOf, pageCopyOf } from "~/content/server/content.server";
import { BookStayCta } from "~/features/rooms/book-stay-cta";
import { RoomsBrowser } from "~/features/rooms/rooms-browser";

export const loader = () => ({
  copy: pageCopyOf("rooms-page"),
  rooms: entriesOf("rooms").map(roomCard),
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta("rooms", loaderData?.copy);

export default function RoomsPage({ loaderData: { copy, rooms } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={copy.heading}
        intro={copy.intro}
        photoId={copy.photo ?? ""}
        photoAlt={copy.photoAlt}
      />
      <RoomsBrowser rooms={rooms} />
      <BookStayCta />
    </>
  );
}
