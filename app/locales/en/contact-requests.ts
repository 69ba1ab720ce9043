import { formatNumber } from "~/i18n/format";

const count = (value: number) => formatNumber(value, "en-GB");

/**
 * Labels of the room and table request forms, and every contact form's validation messages: only
 * those forms and the validation code load them, not the page.
 */
export const contactRequests = {
  reservationKindLabel: "Reservation type",
  reservationKinds: { hotel: "Hotel", restaurant: "Restaurant" },
  reservationIntro:
    "Tell us what you'd like and we'll confirm availability by e-mail or phone. Nothing is charged.",
  fields: {
    checkIn: "Check-in date",
    checkOut: "Check-out date",
    roomType: "Room type",
    guests: "Guests",
    date: "Date",
    time: "Time",
    restaurant: "Restaurant",
    partySize: "Party size",
    requests: "Special requests",
  },
  hints: {
    checkIn: (time: string) => `Check-in from ${time}.`,
    checkOut: (time: string) => `Check-out by ${time}.`,
    roomType: "Prices are per night, breakfast included.",
    /** Under the guests picker, which offers only what the chosen room sleeps. */
    guests: (room: string, capacity: number) =>
      `The ${room} sleeps up to ${capacity}. For more, choose a larger room, or tell us about the rest of your party.`,
    servingTimes: (slots: readonly { meal: string; days: string; time: string }[]) =>
      slots.map((slot) => `${slot.meal}: ${slot.days}, ${slot.time}.`).join(" "),
    date: (hours: number) => `Please book at least ${hours} hours ahead.`,
    closedOn: (venue: string, day: string) => `${venue} is closed on ${day}s.`,
  },
  chooseTime: "Choose a time",
  closedTime: "Closed that day",
  roomOption: (name: string, price: string) => `${name} · ${price}`,
  guestOption: (value: string) => (value === "1" ? "1 guest" : `${value} guests`),
  /** Said when a smaller room is chosen than the guests picked: the number is lowered to fit. */
  guestsLowered: (room: string, capacity: number) =>
    `The ${room} sleeps up to ${capacity}, so guests is now ${capacity}.`,
  partyOption: (value: string) => (value === "1" ? "1 person" : `${value} people`),
  sendHotelRequest: "Request Room",
  sendDiningRequest: "Request Table",

  errors: {
    nameRequired: "Please enter your name.",
    nameTooLong: (max: number) => `Please shorten your name to ${count(max)} characters or fewer.`,
    emailRequired: "Please enter your e-mail address.",
    emailInvalid: "Please enter a valid e-mail address, for example name@example.com.",
    phoneRequired: "Please enter a phone number so we can confirm your reservation.",
    phoneInvalid: "Please enter a valid phone number: 7 to 15 digits, with an optional + sign.",
    messageRequired: "Please enter your message.",
    messageTooLong: (max: number) =>
      `Please shorten your message to ${count(max)} characters or fewer.`,
    requestsTooLong: (max: number) =>
      `Please shorten your special requests to ${count(max)} characters or fewer.`,
    checkInRequired: "Please choose your check-in date.",
    checkInPast: "Check-in can't be in the past. Please choose today or a later date.",
    checkOutRequired: "Please choose your check-out date.",
    checkOutBeforeCheckIn: "Check-out must be at least one day after check-in.",
    stayTooLong: (nights: number) =>
      `We take requests for stays of up to ${nights} nights here. For a longer stay, please call or message us.`,
    dateRequired: "Please choose the date of your visit.",
    datePast: "That date has passed. Please choose today or a later date.",
    dateFormat: "Please enter the date as YYYY-MM-DD, for example 2026-05-14.",
    timeRequired: "Please choose a time.",
    // The time is chosen from a list of the times served; no time is written here.
    timeFormat: "Please choose one of the times listed.",
    closedDay: "The restaurant is closed that day. Please choose another date.",
    timeNotServed: "Please choose one of the times the restaurant seats guests that day.",
    tooSoon: (hours: number) =>
      `We need ${hours} hours' notice for a table. Please choose a later date or time, or call us.`,
    choice: "Please choose one of the options.",
    roomTooSmall:
      "This room sleeps fewer guests than that. Please choose a larger room or fewer guests.",
  },
} as const;
