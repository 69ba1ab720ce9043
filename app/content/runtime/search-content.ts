import rooms from "virtual:content/search-rooms";
import menu from "virtual:content/search-menu";
import dishes from "virtual:content/search-dishes";
import offers from "virtual:content/search-offers";
import posts from "virtual:content/search-posts";
import venues from "virtual:content/search-venues";
import privateDining from "virtual:content/search-private-dining";
import facilities from "virtual:content/search-facilities";
import faq from "virtual:content/search-faq";
import type { ContentModule } from "../schemas/collections";

/**
 * What the site search finds of the content (collections/search.ts), in the build's language with
 * each name in the other. Only the search palette imports it: it loads with the palette's chunk.
 */
export const searchContent = {
  rooms: rooms as ContentModule<"search-rooms">,
  menu: menu as ContentModule<"search-menu">,
  dishes: dishes as ContentModule<"search-dishes">,
  offers: offers as ContentModule<"search-offers">,
  posts: posts as ContentModule<"search-posts">,
  venues: venues as ContentModule<"search-venues">,
  privateDining: privateDining as ContentModule<"search-private-dining">,
  facilities: facilities as ContentModule<"search-facilities">,
  faq: faq as ContentModule<"search-faq">,
};

export type SearchContent = typeof searchContent;
