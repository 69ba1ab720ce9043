import { Link, useParams } from "react-router";
import type { Route } from "./+types/room-detail";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { buttonVariants } from "~/components/ui/button";
import { findRoom } from "~/content/rooms";
import { useMessages } from "~/i18n/messages";

export const meta: Route.MetaFunction = ({ params }) => {
  const room = findRoom(params.id);
  if (!room) return pageMeta(null, { title: "Room not found", description: "The room you're looking for doesn't exist." });
  return pageMeta("rooms", {
    title: room.name,
    description: `${room.shortDescription} ${room.size}, ${room.bedType} bed, from $${room.pricePerNight} per night.`,
    path: `/rooms/${room.id}`,
    photoId: room.images[0].id,
  });
};

export default function RoomDetailPage() {
  const m = useMessages();
  const { id = "" } = useParams();
  const room = findRoom(id);
  if (!room) {
    return (
      <PageHero size="slim" title={m.rooms.notFoundTitle} intro={m.rooms.notFoundText}>
        <Link to="/rooms" className={buttonVariants({ variant: "gold" })}>
          {m.rooms.viewAll}
        </Link>
      </PageHero>
    );
  }
  return <PageHero title={room.name} intro={room.shortDescription} photoId={room.images[0].id} photoAlt={room.images[0].alt} />;
}
