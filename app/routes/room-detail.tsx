import { useParams } from "react-router";
import { staticIsland } from "~/components/ui/static-island";
import type { Route } from "./+types/room-detail";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { findRoom } from "~/content/rooms";
import { useCart } from "~/features/cart/cart-provider";
import { RoomPage } from "~/features/rooms/room-page";
import { hotelRoomData } from "~/features/rooms/room-structured-data";
import { formatArea, formatMoney } from "~/i18n/format";
import { siteMessages } from "~/i18n/messages";
import { rooms as t } from "~/locale/rooms";
import { itemPath } from "~/content/pages";

export const meta: Route.MetaFunction = ({ params }) => {
  const room = findRoom(params.id);
  if (!room)
    return pageMeta(null, {
      title: t.notFoundTitle,
      description: t.notFoundText,
    });
  return [
    ...pageMeta("rooms", undefined, {
      title: room.name,
      description: t.detailDescription(
        room.shortDescription,
        formatArea(room.area, siteMessages.locale),
        room.bedType,
        formatMoney(room.pricePerNight, siteMessages.locale),
      ),
      path: itemPath("room", room.id),
      photoId: room.images[0].id,
    }),
    // Prerendered HTML only, as on the home page (app/routes/home.tsx).
    ...(import.meta.env.SSR ? [{ "script:ld+json": hotelRoomData(room) }] : []),
  ];
};

// An unknown room: a message and links to every room, kept as prerendered HTML (decision 0010).
const RoomNotFound = staticIsland(() =>
  import("~/features/rooms/room-static").then((module) => module.RoomNotFound),
);

export default function RoomDetailPage() {
  const cart = useCart();
  const { id = "" } = useParams();
  const room = findRoom(id);
  if (!room) return <RoomNotFound />;
  return (
    <>
      <PageHero
        eyebrow={t.detailEyebrow}
        title={room.name}
        intro={room.shortDescription}
        photoId={room.images[0].id}
        photoAlt={room.images[0].alt}
      />
      <RoomPage
        room={room}
        cartCount={cart.count}
        onAddToCart={() =>
          cart.add({
            id: room.id,
            name: room.name,
            price: room.pricePerNight,
            image: room.images[0].id,
            type: "room",
          })
        }
      />
    </>
  );
}
