// The offers as the booking form prices a stay: names, days and price rules, nothing a card shows.
import entries from "virtual:content/booking-offers";
import type { ContentModule } from "../schemas/collections";

export const bookingOffers = entries as ContentModule<"booking-offers">;
