import type { StayRefusal } from "~/domain/rates";
import { formatDate } from "~/i18n/format";
/**
 * The hotel's two reasons for not taking a stay, in one sentence each, which the calendar, the
 * booking form, the contact page's request and the cart's lines all build on (docs/spec-decisions.md:
 * "One of each"). Their own endings say what to do next where they are shown.
 */
export const stayRules = {
  /** A season's minimum stay (domain/rates minStayOn, stayRefusal). */
  minStay: (season: string, nights: number) =>
    `Stays arriving in ${season} are at least ${nights} nights`,
  /** Nights the hotel has closed (YYYY-MM-DD, written here as dates), with the reason if given. */
  closed: (subject: string, nights: readonly string[], reason?: string) =>
    `${subject} cannot be booked for the night${nights.length === 1 ? "" : "s"} of ${nights
      .map((night) => formatDate(night, "en-GB"))
      .join(", ")}${reason ? ` (${reason})` : ""}`,
};

/**
 * The words of a stay request that the booking form and the requests it leaves (the confirmation
 * view, My requests) both show: small enough for the requests' pages to load alone.
 */
export const stayWords = {
  /** Step 1's price, live as dates and a room are chosen: "3 nights × $249". */
  /** The offer that applies to the stay, and what it saves. */
  offerSaves: (offer: string, amount: string) => `${offer}: you save ${amount}`,
  priceLine: (nights: number, price: string) =>
    `${nights === 1 ? "1 night" : `${nights} nights`} × ${price}`,
  /** The nights at each rate, when a season or a weekend makes them differ: "1 night × $279". */
  priceParts: (parts: readonly { nights: number; price: string }[]) =>
    parts
      .map(({ nights, price }) => `${nights === 1 ? "1 night" : `${nights} nights`} × ${price}`)
      .join(" + "),
  /** The service charge and VAT: their own lines when added, one sentence when the rates include them. */
  serviceCharge: (percent: number) => `Service charge (${percent}%)`,
  vat: (percent: number) => `VAT (${percent}%)`,
  chargesIncluded: (serviceCharge: string, vat: string) =>
    `Includes service charge ${serviceCharge} and VAT ${vat}.`,
  noCharges: "No service charge or VAT.",
  /** A stay that includes nights the hotel has closed (YYYY-MM-DD, written here as dates). */
  nightsClosed: (room: string, nights: readonly string[], reason?: string) =>
    `${stayRules.closed(`The ${room}`, nights, reason)}. Please choose other dates or another room.`,
  minStay: (season: string, nights: number) =>
    `${stayRules.minStay(season, nights)}. Please choose a later check-out.`,
  /** Why the hotel does not take a stay (domain/rates stayRefusal), in the words above. */
  refused(room: string, refusal: StayRefusal): string {
    return refusal.kind === "closed"
      ? this.nightsClosed(room, refusal.nights, refusal.reason)
      : this.minStay(refusal.season, refusal.minNights);
  },
  specialRequests: "Special requests",
  summary: {
    room: "Room",
    checkIn: "Check-in",
    checkOut: "Check-out",
    nights: "Nights",
    guests: "Guests",
    guest: "Guest",
    nightlyPrice: "Rate",
    offer: "Offer",
    charges: "Charges",
    serviceCharge: "Service charge",
    vat: "VAT",
    total: "Total",
  },
  fromTime: (time: string) => `From ${time}`,
  byTime: (time: string) => `By ${time}`,
  guestsSummary: (adults: number, children: number) =>
    [
      adults === 1 ? "1 adult" : `${adults} adults`,
      children === 0 ? "" : children === 1 ? "1 child" : `${children} children`,
    ]
      .filter(Boolean)
      .join(", "),
  payment: { "credit-card": "Credit card", "pay-later": "Pay later" },
} as const;
