import { staticIsland } from "~/components/ui/static-island";
import type { Route } from "./+types/room-detail";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { roomCard } from "~/content/schemas/collections/rooms";
import { entriesOf, pricedOffers, rateTerms } from "~/content/server/content.server";
import { findRoomIn } from "~/content/runtime/rooms";
import { StayCartForm } from "~/features/booking/stay-cart-form";
import { useCart } from "~/features/cart/cart-provider";
import { RoomPage } from "~/features/rooms/room-page";
import { hotelRoomData } from "~/features/rooms/room-structured-data";
import { formatArea, formatMoney } from "~/i18n/format";
import { site } from "~/locale/site";
import { rooms as t } from "~/locale/rooms";
import { itemPath } from "~/content/runtime/pages";

/** The room and three others; an unknown id (the not-found page) gets every room to choose from. */
export function loader({ params }: Route.LoaderArgs) {
  const all = entriesOf("rooms");
  const room = findRoomIn(all, params.id);
  if (!room)
    return {
      room: null,
      others: [],
      offers: [],
      suggestions: all.map(({ id, name, shortDescription }) => ({ id, name, shortDescription })),
    };
  const others = all.filter((other) => other.id !== room.id).slice(0, 3);
  return {
    room,
    others: others.map(roomCard),
    suggestions: [],
    offers: pricedOffers(),
    taxes: rateTerms().taxes,
  };
}

// Its own booking or ordering is the page: no "Book Now" bar at a phone's foot.
export const handle = { stickyBar: false };

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const room = loaderData?.room;
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
        formatArea(room.area, site.locale),
        room.bedType,
        formatMoney(room.fromPrice, site.locale),
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

export default function RoomDetailPage({ loaderData }: Route.ComponentProps) {
  const cart = useCart();
  const { room, others, suggestions, offers, taxes } = loaderData;
  if (!room) return <RoomNotFound rooms={suggestions} />;
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
        others={others}
        cartCount={cart.count}
        addToCart={
          <StayCartForm
            room={room}
            offers={offers}
            taxes={taxes}
            onAdd={({ dates, party }) =>
              cart.add({
                id: room.id,
                name: room.name,
                price: room.pricePerNight,
                image: room.images[0].id,
                type: "room",
                dates,
                party,
              })
            }
          />
        }
      />
    </>
  );
}
