import { LOCALE } from "../lib/locale";
import { diningDescriptionText as bnText } from "./bn/dining-descriptions";
import { diningDescriptionText as enText } from "./en/dining-descriptions";

// What each dish and restaurant is like, apart from their names, prices and photos: only the dining
// page shows these sentences, as static islands (docs/decisions/0010), so no page's first load
// carries them and the contact page, which names the restaurants, never does.
const text = LOCALE === "bn" ? bnText : enText;

export type DishId = keyof typeof enText.dishes;
export type VenueId = keyof typeof enText.venues;

export const dishDescriptions: Readonly<Record<DishId, string>> = text.dishes;
export const venueDescriptions: Readonly<Record<VenueId, string>> = text.venues;
