import type { z } from "zod";
import type { PageKey, PageSchema } from "./schemas";

type Page = z.infer<typeof PageSchema>;

/** The route id of the catch-all not-found page (app/routes.ts), for what must know it is on it. */
export const notFoundRouteId = "not-found";

/** The spec's route table: one page, its primary path and the aliases that share it. */
export const pages = {
  home: { path: "/", aliases: [] },
  about: { path: "/about", aliases: ["/about-us", "/bengali-hospitality"] },
  rooms: { path: "/rooms", aliases: ["/sylhet-rooms"] },
  dining: { path: "/dining", aliases: ["/bangladeshi-cuisine"] },
  contact: { path: "/contact", aliases: [] },
  gallery: { path: "/gallery", aliases: ["/sylhet-gallery"] },
  blog: { path: "/blog", aliases: ["/bangla-blog"] },
  offers: { path: "/special-offers", aliases: ["/pohela-boishakh-offers"] },
  reservations: { path: "/reservations", aliases: ["/book-now"] },
  order: { path: "/online-order", aliases: ["/order-food"] },
  cart: { path: "/cart", aliases: [] },
  privacy: { path: "/privacy-policy", aliases: [] },
  terms: { path: "/terms", aliases: [] },
  accessibility: { path: "/accessibility", aliases: [] },
} as const satisfies Record<PageKey, Page>;

export function pagePath(key: PageKey): string {
  return pages[key].path;
}
