import { stayWords } from "./stay-words";

/**
 * Strings of the reservations area (`~/locale/reservations`). Like the rooms and cart
 * areas, they belong with the routes that use them, not in site.ts (which every page loads).
 */
export const reservations = {
  /** Changing a kept request (My requests' "Change"): the new request replaces it once sent. */
  changing: (ref: string) =>
    `You are changing request ${ref}: its details are filled in below. Confirm to send the new request in its place.`,
  ...stayWords,
  /** What each payment choice means (the booking form's step 3; the requests show the name only). */
  paymentText: {
    "credit-card": "Guarantee your stay now; we send a secure payment link with your confirmation.",
    "pay-later": "Pay at the front desk when you arrive.",
  },
  steps: {
    label: "Reservation progress",
    names: ["Room Selection", "Guest Details", "Confirmation"],
    completed: "completed",
    /** Above each step's heading, and read with it when focus moves there. */
    stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  },

  // Step 1
  datesLegend: "Your dates",
  checkIn: "Check-in date",
  checkOut: "Check-out date",
  /** In the calendar, once a room is chosen. */
  nightsChosen: (nights: number) => (nights === 1 ? "1 night" : `${nights} nights`),
  guestsLegend: "Guests",
  adults: "Adults",
  children: "Children",
  roomLegend: "Room type",
  roomHint: "Every room includes breakfast, Wi-Fi and our welcome.",
  perNight: "per night",
  sleeps: (count: number) => `Up to ${count} guests`,
  /** On a room that does not take the chosen party (it cannot be chosen). */
  tooSmall: (guests: number) => `Too small for ${guests} guests`,
  /** Said when a change of party leaves the chosen room too small: the choice is cleared. */
  roomCleared: (room: string, capacity: number, guests: number) =>
    `The ${room} sleeps up to ${capacity}, so it no longer fits ${guests} guests. Please choose another room.`,
  /** When no single room takes the party. */
  noRoomFits: (guests: number, largest: number) =>
    `No single room sleeps ${guests} guests; our largest sleeps ${largest}. Book a room for part of your party and tell us about the rest in your special requests, or call us.`,
  selected: "Selected",
  /** "Book This Offer" brought the guest here: the offer, and what it needs. */
  offerChosen: (offer: string) => `Booking with ${offer}.`,
  offerNotApplied: (offer: string) => `${offer} does not apply to these dates or this room.`,
  offerRules: {
    advance: (percent: number, days: number, nights: number) =>
      `It takes ${percent}% off when you book at least ${days} days before check-in, for ${nights} nights or more.`,
    weekend: (percent: number) => `It takes ${percent}% off Friday and Saturday nights.`,
    length: (percent: number, nights: number) =>
      `It takes ${percent}% off stays of ${nights} nights or more.`,
    none: "Choose your dates and room; our team adds the offer when they confirm your stay.",
  },
  continueToDetails: "Continue to Personal Details",
  step1Missing: "Choose your dates and a room to continue.",
  step3Missing: "Tick the box above to confirm.",
  /** The validation code could not load (a dropped connection); what was typed stays. */
  validationUnavailable:
    "We couldn't check the form just now. Please check your connection and try again; nothing you typed has been lost.",

  // Step 2
  detailsIntro:
    "We use these only to confirm your stay. Every field is required unless marked optional.",
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  phone: "Phone",
  phoneHint: "With country code, for example +880 1712 345678.",
  optional: "optional",
  specialRequestsHint:
    "Dietary needs, accessibility, an early arrival or a celebration: tell us and we will prepare.",
  /** No payment is taken on this website: step 3 reviews the request before it is kept. */
  continueToReview: "Continue to review",

  // Step 3
  summaryTitle: "Your stay",
  /** Beside the dollar total: the taka it comes to at the hotel's rate, and that rate's date. */
  takaNote: (taka: string, rate: string, date: string) =>
    `${taka} at ৳${rate} to the dollar, our rate of ${date}.`,
  paymentLegend: "Payment method",
  agree: "I agree to the",
  termsLink: "terms and conditions",
  agreeCancellation: (hours: number) => `and the cancellation policy (free up to ${hours} hours).`,
  agreeNoRefund: "and that the non-refundable rate is not refunded if I cancel.",
  demoNote:
    "No payment is taken here. Confirming keeps your request on this device and lets you send it to us on WhatsApp or by e-mail.",
  demoNoteDelivered:
    "No payment is taken here. Confirming sends your request to our reservations team, who will reply to confirm your room; a copy stays on this device.",
  confirm: "Confirm Reservation",
  back: "Back",

  // Validation
  errors: {
    checkInRequired: "Please choose your check-in date.",
    checkInPast: "Check-in cannot be in the past. Please choose today or a later date.",
    checkOutRequired: "Please choose your check-out date.",
    checkOutOrder: "Check-out must be at least one night after check-in.",
    stayTooLong: (nights: number) =>
      `We book stays of up to ${nights} nights here. For a longer stay, please call or message us.`,
    roomRequired: "Please choose a room.",
    roomTooSmall: (capacity: number) =>
      `This room sleeps up to ${capacity}. Please choose a larger room or fewer guests.`,
    // The most the form offers (domain/party-limits.ts).
    adults: (max: number) => `Please choose between 1 and ${max} adults.`,
    children: (max: number) => `Please choose between 0 and ${max} children.`,
    firstName: "Please enter your first name.",
    lastName: "Please enter your last name.",
    email: "Please enter a valid e-mail address, for example name@example.com.",
    phone: "Please enter a phone number of 7 to 15 digits, for example +880 1712 345678.",
    tooLong: (max: number) => `Please keep this to ${max} characters or fewer.`,
    payment: "Please choose a payment method.",
    agreed: "Please accept the terms and conditions to confirm.",
  },

  // Booking information (policies from content/policies.yaml)
  infoEyebrow: "Before you arrive",
  infoTitle: "Booking Information",
  info: {
    cancellationTitle: "Cancellation",
    cancellation: (hours: number, charge: string) =>
      `Cancel free of charge up to ${hours} hours before check-in. After that, ${charge} is charged.`,
    checkInOutTitle: "Check-in and check-out",
    checkInOut: (checkIn: string, checkOut: string) =>
      `Check-in is from ${checkIn} and check-out is by ${checkOut}. Early check-in and late check-out depend on availability.`,
    frontDesk: (hours: string) => `Our front desk is open ${hours.toLowerCase()}.`,
    requestsTitle: "Special requests",
    requests:
      "Tell us about dietary needs, accessibility, cots or a celebration in the special requests box. We confirm every request by e-mail before you arrive.",
    gift: "Mention 'Boishakhi' for a traditional Bengali welcome gift.",
  },
} as const;
