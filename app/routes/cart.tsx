import type { Route } from "./+types/cart";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import { entriesOf, pageCopyOf } from "~/content/content.server";
import { CartView } from "~/features/cart/cart-view";

export const loader = () => ({
  copy: pageCopyOf("cart-page"),
  // One fee for delivered food, stated with the online order page's delivery facts.
  deliveryFee: pageCopyOf("order-page").deliveryFee,
  // The checkout's delivery areas, as the online order page lists them.
  areas: pageCopyOf("order-page").deliveryAreas,
  // A cart filled on English pages reads in Bengali on Bengali pages, and the other way round.
  names: {
    food: Object.fromEntries(entriesOf("dishes").map((dish) => [dish.id, dish.name])),
    room: Object.fromEntries(entriesOf("rooms").map((room) => [room.id, room.name])),
  },
});

// Its own booking or ordering is the page: no "Book Now" bar at a phone's foot.
export const handle = { stickyBar: false };

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta("cart", loaderData?.copy);

export default function CartPage({
  loaderData: { copy, deliveryFee, areas, names },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero
        size="slim"
        title={copy.heading}
        intro={copy.intro}
        photoId={copy.photo ?? ""}
        photoAlt={copy.photoAlt}
      />
      <CartView deliveryFee={deliveryFee} areas={areas} names={names} />
    </>
  );
}
