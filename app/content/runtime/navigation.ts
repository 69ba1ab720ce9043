import type { PageKey } from "./pages";

/**
 * Main navigation, in header order: the spec's links, then food ordering. "/" is also the logo;
 * "/reservations" is the Book Now button and the cart the bag beside it.
 */
export const mainNav = [
  "home",
  "about",
  "rooms",
  "dining",
  "gallery",
  "blog",
  "offers",
  "contact",
  "order",
] as const satisfies readonly PageKey[];

export const footerQuickLinks = [
  "about",
  "rooms",
  "dining",
  "gallery",
  "blog",
  "offers",
  "contact",
  "reservations",
  "order",
  "cart",
  "requests",
] as const satisfies readonly PageKey[];

export const legalNav = ["privacy", "terms"] as const satisfies readonly PageKey[];
