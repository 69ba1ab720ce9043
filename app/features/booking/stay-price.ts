import { bookingOffers } from "~/content/booking-offers";
import { toIsoDate } from "~/lib/stay";
import { quoteStay } from "~/lib/stay-quote";
import { hotelToday } from "~/lib/today";

/**
 * The price of a stay in a room, with the best offer running today that it qualifies for: the
 * one quote step 1 shows as the guest chooses and step 3 summarises.
 */
export function quoteFor(room: { pricePerNight: number }, checkIn: Date, checkOut: Date) {
  return quoteStay({
    pricePerNight: room.pricePerNight,
    checkIn: toIsoDate(checkIn),
    checkOut: toIsoDate(checkOut),
    today: hotelToday(),
    offers: bookingOffers,
  });
}
