// The collections of content files: one file per thing, both languages in it. A file holds its
// facts (prices, dates, photos) and English words under `en:`, and the same words in Bengali under
// `bn:` (the layout the editor at /admin/ writes: docs/decisions/0016). Each collection's schema
// and the modules pages import of it live in collections/<name>.ts; this file lists them.
import { blog } from "./collections/blog.ts";
import { chat, chatModules } from "./collections/chat.ts";
import { diningPage } from "./collections/dining-page.ts";
import { dishes } from "./collections/dishes.ts";
import { extraModules, extras } from "./collections/extras.ts";
import { faq } from "./collections/faq.ts";
import { legal } from "./collections/legal.ts";
import { menu } from "./collections/menu.ts";
import { offerModules, offers } from "./collections/offers.ts";
import { orderPage } from "./collections/order-page.ts";
import {
  aboutPageFields,
  contactPageWords,
  homePageFields,
  pageCollection,
} from "./collections/pages.ts";
import { policies, policyModules } from "./collections/policies.ts";
import { privateDining } from "./collections/private-dining.ts";
import { milestones, team, values } from "./collections/about.ts";
import { featuredRooms } from "./collections/featured-rooms.ts";
import { gallery } from "./collections/gallery.ts";
import { testimonials } from "./collections/testimonials.ts";
import { roomModules, rooms } from "./collections/rooms.ts";
import { serviceModules, services } from "./collections/services.ts";
import { searchModules } from "./collections/search.ts";
import { site, siteModules } from "./collections/site.ts";
import { venueModules, venues } from "./collections/venues.ts";

export { blogCategories } from "./collections/blog.ts";

/**
 * A folder of files, the schema of each file, and an entry as one language's pages see it. A
 * collection with `only: "<name>"` is that one file of its folder (content/pages/home.yaml: a
 * page's own copy, with a schema of its own; folder "" for content/site.yaml).
 */
export const collections = {
  offers,
  rooms,
  extras,
  blog,
  dishes,
  menu,
  venues,
  "private-dining": privateDining,
  "rooms-page": pageCollection("rooms", "Rooms page"),
  "offers-page": pageCollection("offers", "Special offers page"),
  "reservations-page": pageCollection("reservations", "Reservations page"),
  "dining-page": diningPage,
  "order-page": orderPage,
  "cart-page": pageCollection("cart", "Cart page"),
  "requests-page": pageCollection("my-requests", "My requests page"),
  gallery,
  team,
  milestones,
  values,
  testimonials,
  "featured-rooms": featuredRooms,
  "home-page": pageCollection("home", "Home page", homePageFields),
  "about-page": pageCollection("about", "About page", aboutPageFields),
  "gallery-page": pageCollection("gallery", "Gallery page"),
  "blog-page": pageCollection("blog", "Blog page"),
  site,
  policies,
  services,
  chat,
  faq,
  legal,
  "contact-page": pageCollection("contact", "Contact page", { words: contactPageWords }),
} as const;

export type CollectionName = keyof typeof collections;
export type LocalizedEntry<Name extends CollectionName> = ReturnType<
  (typeof collections)[Name]["localize"]
>;

/**
 * The modules pages import (`virtual:content/<name>`): a collection's entries in list order, or a
 * part of each, so a page's first load carries only what it shows (docs/decisions/0010).
 */
export const contentModules = {
  ...roomModules,
  ...venueModules,
  ...siteModules,
  ...policyModules,
  ...chatModules,
  ...serviceModules,
  ...offerModules,
  ...searchModules,
  ...extraModules,
} as const;

export type ContentModuleName = keyof typeof contentModules;
export type ContentModule<Name extends ContentModuleName> = ReturnType<
  (typeof contentModules)[Name]["pick"]
>[];
