import type { PageKey } from "~/content/pages";
import { homePage } from "./en-home";
import { aboutPage } from "./en-about";
import { roomsPage } from "./en-rooms";
import { diningPage } from "./en-dining";
import { contactPage } from "./en-contact";
import { galleryPage } from "./en-gallery";
import { blogPage } from "./en-blog";
import { offersPage } from "./en-offers";
import { reservationsPage } from "./en-reservations";
import { orderPage } from "./en-order";
import { cartPage } from "./en-cart";
import { privacyPage, termsPage, accessibilityPage } from "./en-legal";

export type PageCopy = {
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** The hero photo's description, where the page has one. */
  photoAlt?: string;
};

/**
 * Every page's copy by key, for tests and tools. Routes import their own page's copy from its area
 * file (en-rooms.ts has roomsPage, ...), so no page bundles every page's title and description.
 */
export const pageCopy: Record<PageKey, PageCopy> = {
  home: homePage,
  about: aboutPage,
  rooms: roomsPage,
  dining: diningPage,
  contact: contactPage,
  gallery: galleryPage,
  blog: blogPage,
  offers: offersPage,
  reservations: reservationsPage,
  order: orderPage,
  cart: cartPage,
  privacy: privacyPage,
  terms: termsPage,
  accessibility: accessibilityPage,
};
