import { searchEntriesText as text } from "~/locale/search-entries";
import { formatMoney } from "../i18n/format";
import { LOCALE, localeTags } from "../lib/locale";
import type { SearchEntry } from "./schemas";
import { itemPath, pagePath } from "./pages";
import { findRoom } from "./rooms";
import { establishedYear } from "./site";

type Text = typeof text;
/** The entries whose words are fixed (the rooms' and About's take a fact from the content). */
type FixedKey = {
  [K in keyof Text]: Text[K] extends { title: string; description: string } ? K : never;
}[keyof Text];
/** The rooms', named by their content files. */
type RoomKey = { [K in keyof Text]: Text[K] extends { title: string } ? never : K }[keyof Text];

// Site paths without a locale prefix: the router's basename adds /bn in the Bengali build.
const entry = <const C extends SearchEntry["category"]>(
  key: FixedKey,
  url: string,
  category: C,
) => ({ ...text[key], url, category });

/** A room's entry: its name and price from its file, so the palette never quotes an old price. */
const roomEntry = (id: RoomKey) => {
  const room = findRoom(id);
  if (!room) throw new Error(`The search palette lists the room "${id}"; content/rooms/ lacks it`);
  return {
    title: room.name,
    description: text[id].description(formatMoney(room.pricePerNight, localeTags[LOCALE])),
    url: itemPath("room", id),
    category: "Rooms",
  } as const;
};

/** The fixed list the site search palette matches against (spec: 17 entries). */
export const searchEntries = [
  entry("home", pagePath("home"), "Navigation"),
  {
    title: text.about.title,
    description: text.about.description(establishedYear),
    url: pagePath("about"),
    category: "Navigation",
  },
  entry("rooms", pagePath("rooms"), "Navigation"),
  entry("dining", pagePath("dining"), "Navigation"),
  entry("gallery", pagePath("gallery"), "Navigation"),
  entry("offers", pagePath("offers"), "Navigation"),
  entry("blog", pagePath("blog"), "Navigation"),
  entry("contact", pagePath("contact"), "Navigation"),
  entry("book", pagePath("reservations"), "Booking"),
  roomEntry("standard"),
  roomEntry("deluxe"),
  roomEntry("executive-suite"),
  roomEntry("family-suite"),
  roomEntry("presidential-suite"),
  entry("restaurant", pagePath("dining"), "Dining"),
  entry("privacy", pagePath("privacy"), "Information"),
  entry("terms", pagePath("terms"), "Information"),
] as const satisfies readonly SearchEntry[];
