import type { PageCopy } from "./en-pages";
import type { HoursEntry } from "~/content/schemas";

/**
 * Strings of the contact page's forms, read with `useContactMessages()` from `./contact.ts`. The
 * page's static sections have their own (`en-contact-sections.ts`, decision 0010).
 */
export const contactMessages = {
  // Meals, in the opening hours and the dining request form
  meals: {
    fineDining: "Dinner",
    terraceLunch: "Lunch",
    terraceDinner: "Dinner",
  } satisfies Partial<Record<HoursEntry["id"], string>>,

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
} as const;

export type ContactMessages = typeof contactMessages;

/** The page's head and hero copy (its route imports it; see en-pages.ts). */
export const contactPage = {
  photoAlt: "The hotel entrance at night",
  title: "Contact Us & Reservations",
  description:
    "Call, e-mail or visit us in Zindabazar, Sylhet. Send a message or request a hotel or restaurant reservation, and read answers to common questions.",
  heading: "Contact Us",
  intro:
    "Our team is here day and night. Send us a message or request a room or a table and we will reply shortly.",
} satisfies PageCopy;
