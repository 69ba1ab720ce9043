// Content for route loaders, which run when the pages are prerendered: each page's loader hands it
// only what it shows, and the page's HTML carries that data, not its JavaScript. Read once per
// build, in the build's language. Build-time only (the `.server` name keeps it out of bundles).
import type { collections, CollectionName } from "../schemas/collections.ts";
import { entriesOf } from "./entries.server.ts";
import { fillFacts, hotelFacts } from "./facts.server.ts";

export { buildDay } from "./build-day.server.ts";
export { entriesOf, entryOf } from "./entries.server.ts";

type PageCollection = {
  [Name in CollectionName]: (typeof collections)[Name] extends { folder: "pages" } ? Name : never;
}[CollectionName];

/** A page's own copy (content/pages/<page>.yaml), its summary's and intro's placeholders filled. */
export function pageCopyOf<Name extends PageCollection>(name: Name) {
  const [copy] = entriesOf(name);
  if (!copy) throw new Error(`content/pages: no copy for ${name}`);
  const facts = hotelFacts();
  const where = (field: string) => `content/pages/${copy.id}.yaml: ${field}`;
  return {
    ...copy,
    description: fillFacts(copy.description, facts, where("description")),
    intro: fillFacts(copy.intro, facts, where("intro")),
  };
}

/** The hotel's published prices by id, for a page that works out what a cart or request costs. */
export function priceList() {
  return {
    food: Object.fromEntries(entriesOf("dishes").map((dish) => [dish.id, dish.price])),
    room: Object.fromEntries(entriesOf("rooms").map((room) => [room.id, room.pricePerNight])),
    // Each room's seasons and closed nights: a stay is priced night by night (domain/rates.ts).
    rates: Object.fromEntries(entriesOf("rooms").map((room) => [room.id, room.rates])),
  };
}

/** The service charge and VAT on rooms, and the non-refundable rate (content/policies.yaml). */
/** The children's policy as the rules read it (domain/party-stay.ts). */
export function childrenRules() {
  const [policies] = entriesOf("policies");
  if (!policies) throw new Error("content/policies.yaml is missing");
  return policies.childrenRules;
}

export function rateTerms() {
  const [policies] = entriesOf("policies");
  if (!policies) throw new Error("content/policies.yaml is missing");
  return policies.rateTerms;
}

/**
 * The offers as a stay is priced (id, name, days, rule), for a page's loader: they travel in the
 * page's data, not in its scripts (decision 0016), to the room page's card and the cart.
 */
export function pricedOffers() {
  return entriesOf("offers").map(({ id, title, validFrom, validUntil, rule }) => ({
    id,
    title,
    validFrom,
    validUntil,
    ...(rule ? { rule } : {}),
  }));
}
