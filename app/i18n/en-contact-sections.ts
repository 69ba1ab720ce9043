import type { HoursEntry } from "~/content/schemas";

/**
 * Strings of the contact page's static sections (details, opening hours, map, FAQ heading), read
 * with `useContactSectionMessages()`: loaded with those sections, not with the page (decision 0010).
 */
export const contactSectionMessages = {
  // Contact details
  detailsEyebrow: "Get in touch",
  detailsTitle: "We'd love to hear from you",
  detailsIntro:
    "Call, write or stop by: our front desk is open day and night, and we answer every message.",
  address: "Address",
  phone: "Phone",
  email: "E-mail",

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
  venueMeal: (venue: string, meal: string) => `${venue}, ${meal.toLowerCase()}`,

  // Map placeholder
  mapEyebrow: "Find us",
  mapTitle: "In the heart of the city",
  mapText: "A short walk from the Surma riverbank and the shops and cafés of the city centre.",
  openInMaps: "Open in Google Maps",
  opensInNewTab: "(opens in a new tab)",
  mapRiver: "Surma River",

  // FAQ heading (the questions and answers are content: content/faq.ts)
  faqEyebrow: "Good to know",
  faqTitle: "Frequently Asked Questions",
  faqIntro: "Quick answers about your stay and your table. Anything else, just ask.",
} as const;
