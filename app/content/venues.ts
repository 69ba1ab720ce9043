import { LOCALE } from "../lib/locale";
import type { Venue } from "./dining-schemas";
import { venuesText as bnText } from "./bn/venues";
import { venuesText as enText } from "./en/venues";

// Apart from the rest of the dining content so the contact page, which names the restaurants in
// its opening hours and reservation form, loads only this.

const text = LOCALE === "bn" ? bnText : enText;

type VenueFacts = Omit<Venue, "name" | "cuisine" | "image"> & {
  id: keyof typeof enText;
  image: { id: string };
};

// Generic so each entry keeps its literal facts (ids, hours, ratings).
const venue = <const F extends VenueFacts>({ image, ...facts }: F) => {
  const { imageAlt, ...words } = text[facts.id];
  return { ...facts, ...words, image: { ...image, alt: imageAlt } };
};

/** The hotel's two restaurants (spec sections 3 and 9); their hours come from content/policies.ts. */
export const venues = [
  venue({
    id: "fine-dining",
    hours: ["fineDining"],
    rating: 4.8,
    image: { id: "1414235077428-338989a2e8c0" },
  }),
  venue({
    id: "terrace-bistro",
    hours: ["terraceLunch", "terraceDinner"],
    rating: 4.6,
    image: { id: "1517248135467-4c7edcad34c4" },
  }),
] as const satisfies readonly Venue[];

export type VenueId = (typeof venues)[number]["id"];
/** The venue ids in order, as a zod enum takes them. */
export const venueIds = venues.map((item) => item.id) as [VenueId, ...VenueId[]];
