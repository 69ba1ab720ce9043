import type { HoursEntry } from "~/content/schemas/fixed-content";

/** Labels of the contact page's forms and their success messages (the page's own words are
 * content/pages/contact.yaml). */
export const contact = {
  // Meals, in the opening hours and the dining request form
  meals: {
    fineDining: "Dinner",
    terraceLunch: "Lunch",
    terraceDinner: "Dinner",
  } satisfies Partial<Record<HoursEntry["id"], string>>,

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

  // Success; shown for 5 seconds in place of the form
  success: {
    message: {
      title: "Message Sent Successfully!",
      text: "Thank you for reaching out to us. We'll get back to you shortly.",
    },
    reservation: {
      /** Kept on this device: the guest sends it (the hand-offs are on its page). */
      ready: "Your request is ready to send",
      /** Sent by the site, where the hotel has requests delivered: My requests says when it arrived. */
      sending: "Sending your request to the hotel",
      /** It could not be kept at all. */
      title: "Your request was not saved",
      /** Only when the request could not be kept (its code failed to load): nothing is claimed. */
      text: "It could not be saved on this device. Please call us or message us on WhatsApp with your dates, and our team will confirm it.",
    },
    /** A reservation request, as it truly stands: on this device, not yet with the hotel. */
    saved: (ref: string) =>
      `Request ${ref} is saved on this device; nothing has reached us yet. Send it on WhatsApp or by e-mail from its page, and our team will confirm it.`,
    /** While the hotel has requests sent to it: on its way, and where to see how it stands. */
    sending: (ref: string) =>
      `Request ${ref} is on its way to our reservations team, who will reply to confirm it. My requests shows when it has reached us.`,
    open: (ref: string) => `Open request ${ref}`,
    /** A message, while the hotel has enquiries delivered: what became of it. */
    messageDelivery: {
      sending: { title: "Sending your message…", text: "One moment." },
      sent: (time: string) => ({
        title: "Message Sent Successfully!",
        text: `It reached our team at ${time}. We'll get back to you shortly.`,
      }),
      waiting: {
        title: "Your message is waiting for a connection",
        text: "It will go as soon as you are online, even if you leave this page. To reach us now, call or message us on WhatsApp.",
      },
      refused: {
        title: "Your message could not be sent",
        text: "Our system did not take it. Please call us or write to us by e-mail or WhatsApp.",
      },
    },
    /** Left on the form once the message has gone, so no guest sends it again in doubt. */
    kept: (ref: string) => `Your request ${ref} is kept in My requests.`,
  },
} as const;
