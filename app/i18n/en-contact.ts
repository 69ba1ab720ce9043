import type { PageCopy } from "./en-pages";
import type { HoursEntry } from "~/content/schemas";

/**
 * Strings of the contact area (/contact), read with `useContactMessages()` from
 * `features/contact/use-contact-messages.ts`. No import of `./messages` here: en.ts still imports
 * this module, and the hook living here would close an import cycle (messages -> en -> here).
 */
export const contactMessages = {
  // Contact details
  detailsEyebrow: "Get in touch",
  detailsTitle: "We'd love to hear from you",
  detailsIntro:
    "Call, write or stop by: our front desk is open day and night, and we answer every message.",
  address: "Address",
  phone: "Phone",
  email: "E-mail",
  callUs: (phone: string) => `Call us on ${phone}`,
  emailUs: (email: string) => `E-mail us at ${email}`,

  // Hours (the times come from content/policies.ts)
  hoursTitle: "Opening hours",
  hoursGroups: { hotel: "At the hotel", dining: "Restaurants & bar" },
  hoursLabels: {
    frontDesk: "Front desk",
    concierge: "Concierge",
    roomService: "Room service",
    breakfastWeekdays: "Breakfast, weekdays",
    breakfastWeekends: "Breakfast, weekends",
    bar: "Bar & Lounge",
  } satisfies Partial<Record<HoursEntry["id"], string>>,
  meals: {
    fineDining: "Dinner",
    terraceLunch: "Lunch",
    terraceDinner: "Dinner",
  } satisfies Partial<Record<HoursEntry["id"], string>>,
  venueMeal: (venue: string, meal: string) => `${venue}, ${meal.toLowerCase()}`,

  // Map placeholder
  mapEyebrow: "Find us",
  mapTitle: "In the heart of the city",
  mapText: "A short walk from the Surma riverbank and the shops and cafés of the city centre.",
  openInMaps: "Open in Google Maps",
  opensInNewTab: "(opens in a new tab)",
  mapRiver: "Surma River",

  // Forms
  formEyebrow: "Write to us",
  formTitle: "Send a message or request a reservation",
  tabsLabel: "What would you like to do?",
  tabs: { contact: "Contact Us", reservation: "Make a Reservation" },
  reservationKindLabel: "Reservation type",
  reservationKinds: { hotel: "Hotel", restaurant: "Restaurant" },
  reservationIntro:
    "Tell us what you'd like and we'll confirm availability by e-mail or phone. Nothing is charged.",
  requiredNote: "All fields are required unless marked optional.",
  optional: "optional",
  noScript:
    "These forms need JavaScript. You can always call or e-mail us instead; the details are on this page.",

  fields: {
    name: "Full name",
    email: "E-mail",
    phone: "Phone",
    subject: "Subject",
    message: "Message",
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
  placeholders: {
    email: "you@example.com",
    message: "How can we help?",
    requests: "Dietary needs, a celebration, a quiet table...",
  },
  hints: {
    phone: "With country code if you are outside Bangladesh.",
    checkIn: (time: string) => `Check-in from ${time}.`,
    checkOut: (time: string) => `Check-out by ${time}.`,
    roomType: "Prices are per night, breakfast included.",
    servingTimes: (slots: readonly { meal: string; days: string; time: string }[]) =>
      slots.map((slot) => `${slot.meal}: ${slot.days}, ${slot.time}.`).join(" "),
    date: (hours: number) => `Please book at least ${hours} hours ahead.`,
  },
  subjects: {
    general: "General Inquiry",
    reservation: "Reservation",
    feedback: "Feedback",
    other: "Other",
  },
  roomOption: (name: string, price: string) => `${name} · ${price}`,
  guestOption: (value: string) => (value === "1" ? "1 guest" : `${value} guests`),
  partyOption: (value: string) => (value === "1" ? "1 person" : `${value} people`),

  sendMessage: "Send Message",
  sendHotelRequest: "Request Room",
  sendDiningRequest: "Request Table",

  errors: {
    nameRequired: "Please enter your name.",
    nameTooLong: "Please shorten your name to 100 characters or fewer.",
    emailRequired: "Please enter your e-mail address.",
    emailInvalid: "Please enter a valid e-mail address, for example name@example.com.",
    phoneRequired: "Please enter a phone number so we can confirm your reservation.",
    phoneInvalid: "Please enter a valid phone number: 7 to 15 digits, with an optional + sign.",
    messageRequired: "Please enter your message.",
    messageTooLong: "Please shorten your message to 5,000 characters or fewer.",
    requestsTooLong: "Please shorten your special requests to 1,000 characters or fewer.",
    checkInRequired: "Please choose your check-in date.",
    checkInPast: "Check-in can't be in the past. Please choose today or a later date.",
    checkOutRequired: "Please choose your check-out date.",
    checkOutBeforeCheckIn: "Check-out must be at least one day after check-in.",
    dateRequired: "Please choose the date of your visit.",
    datePast: "That date has passed. Please choose today or a later date.",
    dateFormat: "Please enter the date as YYYY-MM-DD, for example 2026-05-14.",
    timeRequired: "Please choose a time.",
    timeFormat: "Please enter the time as HH:MM, for example 19:30.",
    tooSoon: (hours: number) =>
      `We need ${hours} hours' notice for a table. Please choose a later date or time, or call us.`,
    choice: "Please choose one of the options.",
    unavailable:
      "We couldn't check the form just now. Please check your connection and try again; nothing you typed has been lost.",
  },

  // Success (spec section 8); shown for 5 seconds in place of the form
  success: {
    message: {
      title: "Message Sent Successfully!",
      text: "Thank you for reaching out to us. We'll get back to you shortly.",
    },
    reservation: {
      title: "Reservation Request Received!",
      text: "We'll confirm your reservation details shortly via email or phone.",
    },
  },

  // FAQ (the questions and answers are content: content/faq.ts)
  faqEyebrow: "Good to know",
  faqTitle: "Frequently Asked Questions",
  faqIntro: "Quick answers about your stay and your table. Anything else, just ask.",
} as const;

export type ContactMessages = typeof contactMessages;
export type ContactErrorKey = keyof ContactMessages["errors"];

/** The page's head and hero copy (its route imports it; see en-pages.ts). */
export const contactPage = {
  photoAlt: "The hotel entrance at night",
  title: "Contact Us & Reservation Requests",
  description:
    "Call, e-mail or visit us in Zindabazar, Sylhet. Send a message or request a hotel or restaurant reservation, and read answers to common questions.",
  heading: "Contact Us",
  intro:
    "Our team is here day and night. Send us a message or request a room or a table and we will reply shortly.",
} satisfies PageCopy;
