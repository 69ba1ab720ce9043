import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { notFoundRouteId, pages } from "./content/pages";
import type { PageKey } from "./content/schemas";

const modules = {
  home: "routes/home.tsx",
  about: "routes/about.tsx",
  rooms: "routes/rooms.tsx",
  dining: "routes/dining.tsx",
  contact: "routes/contact.tsx",
  gallery: "routes/gallery.tsx",
  blog: "routes/blog.tsx",
  offers: "routes/special-offers.tsx",
  reservations: "routes/reservations.tsx",
  order: "routes/online-order.tsx",
  cart: "routes/cart.tsx",
  privacy: "routes/privacy-policy.tsx",
  terms: "routes/terms.tsx",
  accessibility: "routes/accessibility.tsx",
} as const satisfies Record<Exclude<PageKey, never>, string>;

/** A page on its primary path, plus each alias rendering the same module. */
function page(key: Exclude<PageKey, "home">) {
  const { path, aliases } = pages[key];
  return [
    route(path, modules[key], { id: key }),
    ...aliases.map((alias) => route(alias, modules[key], { id: `${key}${alias}` })),
  ];
}

export default [
  index(modules.home),
  ...page("about"),
  ...page("rooms"),
  route("rooms/:id", "routes/room-detail.tsx"),
  ...page("dining"),
  ...page("contact"),
  ...page("gallery"),
  ...page("blog"),
  route("blog/:id", "routes/blog-post.tsx"),
  ...page("offers"),
  ...page("reservations"),
  ...page("order"),
  ...page("cart"),
  ...page("privacy"),
  ...page("terms"),
  ...page("accessibility"),
  route("*", "routes/not-found.tsx", { id: notFoundRouteId }),
] satisfies RouteConfig;
