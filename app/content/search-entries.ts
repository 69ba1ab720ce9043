import { LOCALE } from "../lib/locale";
import { searchEntriesText as bnText } from "./bn/search-entries";
import { searchEntriesText as enText } from "./en/search-entries";
import type { SearchEntry } from "./schemas";
import { itemPath, pagePath } from "./pages";

const text = LOCALE === "bn" ? bnText : enText;

// Site paths without a locale prefix: the router's basename adds /bn in the Bengali build.
const entry = <const C extends SearchEntry["category"]>(
  key: keyof typeof enText,
  url: string,
  category: C,
) => ({ ...text[key], url, category });

/** The fixed list the site search palette matches against (spec: 17 entries). */
export const searchEntries = [
  entry("home", pagePath("home"), "Navigation"),
  entry("about", pagePath("about"), "Navigation"),
  entry("rooms", pagePath("rooms"), "Navigation"),
  entry("dining", pagePath("dining"), "Navigation"),
  entry("gallery", pagePath("gallery"), "Navigation"),
  entry("offers", pagePath("offers"), "Navigation"),
  entry("blog", pagePath("blog"), "Navigation"),
  entry("contact", pagePath("contact"), "Navigation"),
  entry("book", pagePath("reservations"), "Booking"),
  entry("standard", itemPath("room", "standard"), "Rooms"),
  entry("deluxe", itemPath("room", "deluxe"), "Rooms"),
  entry("executive-suite", itemPath("room", "executive-suite"), "Rooms"),
  entry("family-suite", itemPath("room", "family-suite"), "Rooms"),
  entry("presidential-suite", itemPath("room", "presidential-suite"), "Rooms"),
  entry("restaurant", pagePath("dining"), "Dining"),
  entry("privacy", pagePath("privacy"), "Information"),
  entry("terms", pagePath("terms"), "Information"),
] as const satisfies readonly SearchEntry[];
