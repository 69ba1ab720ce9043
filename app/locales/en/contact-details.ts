import type { HoursEntry } from "~/content/schemas/fixed-content";

/**
 * Labels of the hotel's details, opening hours and map on the contact page (their facts and the
 * sections' words are content). Apart from the forms' labels: only those static sections load them
 * (docs/decisions/0010).
 */
export const contactDetails = {
  address: "Address",
  phone: "Phone",
  email: "E-mail",

  // Hours (the times come from content/policies.yaml)
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

  openInMaps: "Open in Google Maps",
  opensInNewTab: "(opens in a new tab)",
  mapRiver: "Surma River",
} as const;
