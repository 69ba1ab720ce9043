import type { z } from "zod";
import type { PageSchema } from "../schemas/fixed-content";

type Page = z.infer<typeof PageSchema>;

/**
 * The site's pages, one row each: the primary path (canonical link, sitemap), the aliases that
 * render the same module, and the route module. app/routes.ts, prerendering, the sitemap, hreflang,
 * the not-found paths and the links in pages are all derived from it.
 */
export const pages = {
  home: { path: "/", aliases: [], module: "routes/home.tsx" },
  about: {
    path: "/about",
    aliases: ["/about-us", "/bengali-hospitality"],
    module: "routes/about.tsx",
  },
  rooms: { path: "/rooms", aliases: ["/sylhet-rooms"], module: "routes/rooms.tsx" },
  dining: { path: "/dining", aliases: ["/bangladeshi-cuisine"], module: "routes/dining.tsx" },
  contact: { path: "/contact", aliases: [], module: "routes/contact.tsx" },
  gallery: { path: "/gallery", aliases: ["/sylhet-gallery"], module: "routes/gallery.tsx" },
  blog: { path: "/blog", aliases: ["/bangla-blog"], module: "routes/blog.tsx" },
  offers: {
    path: "/special-offers",
    aliases: ["/pohela-boishakh-offers"],
    module: "routes/special-offers.tsx",
  },
  reservations: {
    path: "/reservations",
    aliases: ["/book-now"],
    module: "routes/reservations.tsx",
  },
  order: { path: "/online-order", aliases: ["/order-food"], module: "routes/online-order.tsx" },
  cart: { path: "/cart", aliases: [], module: "routes/cart.tsx" },
  requests: { path: "/my-requests", aliases: [], module: "routes/my-requests.tsx" },
  privacy: { path: "/privacy-policy", aliases: [], module: "routes/privacy-policy.tsx" },
  terms: { path: "/terms", aliases: [], module: "routes/terms.tsx" },
  accessibility: { path: "/accessibility", aliases: [], module: "routes/accessibility.tsx" },
} as const satisfies Record<string, Page>;

export type PageKey = keyof typeof pages;

/**
 * Pages of one thing of a collection, under a list page: a room, a post. `notFound` is the
 * prerendered page an unknown id of that section is answered with (HTTP 404).
 */
export const itemPages = {
  room: { under: "rooms", module: "routes/room-detail.tsx", notFound: "/rooms/not-found" },
  post: { under: "blog", module: "routes/blog-post.tsx", notFound: "/blog/not-found" },
} as const satisfies Record<string, { under: PageKey; module: string; notFound: string }>;

/** The catch-all not-found page: its route id (for what must know it is on it) and its path. */
export const notFoundPage = { id: "not-found", path: "/404", module: "routes/not-found.tsx" };

/** A page's primary path, for links: `pagePath("offers")` is "/special-offers". */
export const pagePath = (key: PageKey) => pages[key].path;

/** The path of one room or post: `itemPath("room", "deluxe")` is "/rooms/deluxe". */
export const itemPath = (kind: keyof typeof itemPages, id: string) =>
  `${pages[itemPages[kind].under].path}/${id}`;
