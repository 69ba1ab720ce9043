import { formatNumber } from "~/i18n/format";

const guests = (count: number) =>
  count === 1 ? "1 guest" : `${formatNumber(count, "en-GB")} guests`;

/**
 * The extras a stay may take (`~/locale/extra-words`): the booking form's choices, and the lines
 * its summary, My requests and the messages to the hotel state them with.
 */
export const extraWords = {
  legend: "Add to your stay",
  intro: "Optional. Our team confirms each one with your stay.",
  /** An extra's price by its unit: "$35 a guest". */
  price: {
    stay: (price: string) => `${price} a stay`,
    night: (price: string) => `${price} a night`,
    guest: (price: string) => `${price} a guest`,
    guestNight: (price: string) => `${price} a guest a night`,
    vehicle: (price: string) => `from ${price} a trip`,
  },
  /** A day trip's checkbox. */
  add: (name: string) => `Add ${name}`,
  trips: {
    arrival: "Pickup from the airport on arrival",
    departure: "Drop-off at the airport for departure",
  },
  flight: "Flight number",
  /** A flight number as an example, in the field before one is typed. */
  flightExample: "BG 601",
  flightHint: "As on your ticket, such as BG 601.",
  time: { arrival: "Landing time", departure: "Flight's departure time" },
  bags: "Suitcases",
  day: "Day",
  guests: "Guests",
  chooseDay: "Choose a day",
  /** The vehicle a transfer takes, and its price a trip. */
  vehicle: (name: string, seats: number, bags: number) =>
    `${name}, for up to ${seats} guests and ${bags} suitcases`,
  noVehicle:
    "No single vehicle takes your party and its suitcases: our team will arrange the transfer and tell you its price.",
  incomplete:
    "Please give what each extra needs: the flight number (such as BG 601) and time for a transfer, the day for a trip.",
  toConfirm: "price to be confirmed",
  /** A chosen extra in a summary or a message: its details, then its price. */
  tripLine: (day: string, count: number) => `${day}, ${guests(count)}`,
  forGuests: guests,
  transferLine: (way: string, flight: string, day: string, time: string) =>
    `${way}: flight ${flight}, ${day}, ${time}`,
  priced: (details: string, amount: string) => `${details}: ${amount}`,
} as const;
