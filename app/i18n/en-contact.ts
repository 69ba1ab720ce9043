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
  requiredNote: "All fields are required unless marked optional.",
  /** The validation code could not load (a dropped connection); what was typed stays. */
  validationUnavailable:
    "We couldn't check the form just now. Please check your connection and try again; nothing you typed has been lost.",
  optional: "optional",
  noScript:
    "These forms need JavaScript. You can always call or e-mail us instead; the details are on this page.",

  fields: {
    name: "Full name",
    email: "E-mail",
    phone: "Phone",
    subject: "Subject",
    message: "Message",
  },
  placeholders: {
    email: "you@example.com",
    message: "How can we help?",
    requests: "Dietary needs, a celebration, a quiet table...",
  },
  hints: {
    phone: "With country code if you are outside Bangladesh.",
  },
  subjects: {
    general: "General Inquiry",
    reservation: "Reservation",
    feedback: "Feedback",
    other: "Other",
  },

  sendMessage: "Send Message",

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
