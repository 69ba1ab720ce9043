import { LOCALE } from "../lib/locale";
import { searchEntriesText as bnText } from "./bn/search-entries";
import { searchEntriesText as enText } from "./en/search-entries";
import type { SearchEntry } from "./schemas";

const text = LOCALE === "bn" ? bnText : enText;

// Site paths without a locale prefix: the router's basename adds /bn in the Bengali build.
const entry = <const C extends SearchEntry["category"]>(
  key: keyof typeof enText,
  url: string,
  category: C,
) => ({ ...text[key], url, category });

/** The fixed list the site search palette matches against (spec: 17 entries). */
export const searchEntries = [
  entry("home", "/", "Navigation"),
  entry("about", "/about", "Navigation"),
  entry("rooms", "/rooms", "Navigation"),
  entry("dining", "/dining", "Navigation"),
  entry("gallery", "/gallery", "Navigation"),
  entry("offers", "/special-offers", "Navigation"),
  entry("blog", "/blog", "Navigation"),
  entry("contact", "/contact", "Navigation"),
  entry("book", "/reservations", "Booking"),
  entry("standard", "/rooms/standard", "Rooms"),
  entry("deluxe", "/rooms/deluxe", "Rooms"),
  entry("executive-suite", "/rooms/executive-suite", "Rooms"),
  entry("family-suite", "/rooms/family-suite", "Rooms"),
  entry("presidential-suite", "/rooms/presidential-suite", "Rooms"),
  entry("restaurant", "/dining", "Dining"),
  entry("privacy", "/privacy-policy", "Information"),
  entry("terms", "/terms", "Information"),
] as const satisfies readonly SearchEntry[];
