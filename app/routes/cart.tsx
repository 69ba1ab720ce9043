import { lazy } from "react";
import type { Route } from "./+types/cart";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import {
  entriesOf,
  pageCopyOf,
  priceList,
  pricedOffers,
  rateTerms,
} from "~/content/server/content.server";
import { CartView } from "~/features/cart/cart-view";
import type { OrderLine } from "~/domain/guest-requests";
import type { CheckoutContact } from "~/domain/checkout-requests";

// Keeping an order loads with the checkout, not with the page; how a placed order reaches the
// hotel, with its keeping.
const loadKeeping = () => import("~/features/requests/keep-order");
const PlacedRequest = lazy(() => import("~/features/requests/placed-request"));

export const loader = () => ({
  copy: pageCopyOf("cart-page"),
  // One fee for delivered food, stated with the online order page's delivery facts.
  deliveryFee: pageCopyOf("order-page").deliveryFee,
  // The checkout's delivery areas, as the online order page lists them.
  areas: pageCopyOf("order-page").deliveryAreas,
  // What each line costs comes from here, never from what the browser stored (domain/cart-quote).
  offers: pricedOffers(),
  prices: priceList(),
  taxes: rateTerms().taxes,
  // The flexible rate's policy, which the order's message states for its rooms.
  freeCancellation: rateTerms().freeCancellation,
  // A cart filled on English pages reads in Bengali on Bengali pages, and the other way round.
  names: {
    food: Object.fromEntries(entriesOf("dishes").map((dish) => [dish.id, dish.name])),
    room: Object.fromEntries(entriesOf("rooms").map((room) => [room.id, room.name])),
    offers: Object.fromEntries(entriesOf("offers").map((offer) => [offer.id, offer.title])),
  },
});

// Its own booking or ordering is the page: no "Book Now" bar at a phone's foot.
export const handle = { stickyBar: false };

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta("cart", loaderData?.copy);

export default function CartPage({
  loaderData: { copy, deliveryFee, areas, names, prices, offers, taxes, freeCancellation },
}: Route.ComponentProps) {
  return (
    <CartView
      hero={(ending) => (
        <PageHero
          size="slim"
          title={ending ?? copy.heading}
          intro={ending ? undefined : copy.intro}
          photoId={copy.photo ?? ""}
          photoAlt={copy.photoAlt}
        />
      )}
      deliveryFee={deliveryFee}
      areas={areas}
      names={names}
      prices={prices}
      offers={offers}
      taxes={taxes}
      prepareOrder={() => void loadKeeping().catch(() => {})}
      placedRequest={PlacedRequest}
      keepOrder={(lines: readonly OrderLine[], contact: CheckoutContact) =>
        // Kept in My requests, as a booking is; each message names its lines in this language.
        loadKeeping().then(({ keepOrder }) =>
          keepOrder(lines, contact, {
            prices,
            offers,
            deliveryFee,
            taxes,
            freeCancellation,
            rooms: names.room,
            dishes: names.food,
            venues: {},
          }),
        )
      }
    />
  );
}
