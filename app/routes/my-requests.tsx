import type { Route } from "./+types/my-requests";
import { PageHero } from "~/components/layout/page-hero";
import { pageMeta } from "~/components/layout/page-meta";
import {
  entriesOf,
  pageCopyOf,
  priceList,
  pricedOffers,
  rateTerms,
  childrenRules,
} from "~/content/server/content.server";
import { RequestsView } from "~/features/requests/requests-view";

export const loader = () => ({
  copy: pageCopyOf("requests-page"),
  // A request made on an English page reads in Bengali here, and the other way round; what it
  // costs is worked out from these prices and offers, never from what the browser kept.
  names: {
    prices: priceList(),
    taxes: rateTerms().taxes,
    nonRefundablePercent: rateTerms().nonRefundablePercent,
    freeCancellation: rateTerms().freeCancellation,
    // A party's extra beds and cots are priced by what each room sleeps and the children's policy.
    childrenRules: childrenRules(),
    extras: entriesOf("extras").map(({ id, name, needs, pricing }) => ({
      id,
      name,
      needs,
      pricing,
    })),
    beds: Object.fromEntries(
      entriesOf("rooms").map(({ id, capacity, adults, extraBeds, cots }) => [
        id,
        { capacity, adults, extraBeds, cots },
      ]),
    ),
    offers: pricedOffers(),
    deliveryFee: pageCopyOf("order-page").deliveryFee,
    rooms: Object.fromEntries(entriesOf("rooms").map((room) => [room.id, room.name])),
    venues: Object.fromEntries(entriesOf("venues").map((venue) => [venue.id, venue.name])),
    dishes: Object.fromEntries(entriesOf("dishes").map((dish) => [dish.id, dish.name])),
  },
});

export const handle = { stickyBar: false };

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta("requests", loaderData?.copy);

export default function MyRequestsPage({ loaderData: { copy, names } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        size="slim"
        title={copy.heading}
        intro={copy.intro}
        photoId={copy.photo ?? ""}
        photoAlt={copy.photoAlt}
      />
      <RequestsView names={names} />
    </>
  );
}
