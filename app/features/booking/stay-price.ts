import { bookingOffers } from "~/content/runtime/booking-offers";
import { rateTerms, ratesOf } from "~/content/runtime/room-rates";
import { isoDayOfLocal } from "~/domain/calendar-day";
import { quoteStay } from "~/domain/stay-quote";
import { hotelToday, runsOn } from "~/lib/today";
import type { RatePlanKind } from "./reservation-values";

/**
 * The price of a stay in a room, night by night at the room's rates, with the best offer running
 * today that it qualifies for and the hotel's charges: the one quote step 1 shows as the guest
 * chooses and step 3 summarises.
 */
export function quoteFor(
  room: { id: string; pricePerNight: number },
  checkIn: Date,
  checkOut: Date,
  /** The offer the guest came to book ("Book This Offer"): only it may apply. */
  only?: string,
  /** The rate plan chosen: the non-refundable one takes the hotel's discount. */
  plan: RatePlanKind = "flexible",
) {
  return quoteStay({
    only,
    plan:
      plan === "nonRefundable"
        ? { kind: "nonRefundable", percent: rateTerms.nonRefundablePercent }
        : { kind: "flexible" },
    rates: ratesOf(room),
    taxes: rateTerms.taxes,
    checkIn: isoDayOfLocal(checkIn),
    checkOut: isoDayOfLocal(checkOut),
    today: hotelToday(),
    offers: bookingOffers,
  });
}

/** The offer `?offer=<id>` names, if it exists and runs today; a forged or past one is ignored. */
export function offerToBook(id: string | null) {
  if (!id) return undefined;
  return bookingOffers.find((offer) => offer.id === id && runsOn(offer, hotelToday()));
}
