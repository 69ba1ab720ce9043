import type { HoursEntry } from "~/content/schemas/fixed-content";

/**
 * Strings of the dining page: its sections' headings and labels. The restaurants, the menu, the
 * chef and the private rooms are content (content/venues, menu, private-dining, pages/dining.yaml).
 */
export const dining = {
  venues: {
    eyebrow: "Where to dine",
    heading: "Our Restaurants",
    intro:
      "Two kitchens, one tradition: an evening of Bengali fine dining, or a relaxed table on the terrace by the river.",
  },
  menu: {
    eyebrow: "The menu",
    heading: "A Taste of Sylhet",
    intro:
      "Seasonal Bengali and Sylheti dishes, from street-food starters to the national fish. Prices in US dollars.",
    tabsLabel: "Menu sections",
    tagsLabel: "Tags",
    priceLabel: "Price",
  },
  enlarge: (name: string) => `Enlarge photo: ${name}`,
  venue: {
    reserve: "Reserve a Table",
    reserveAt: (venue: string) => `Reserve a Table at ${venue}`,
    meals: {
      fineDining: "Dinner",
      terraceLunch: "Lunch",
      terraceDinner: "Dinner",
    } satisfies Partial<Record<HoursEntry["id"], string>>,
  },
  chef: {
    eyebrow: "Meet our executive chef",
    awards: "Awards & recognition",
  },
  info: {
    eyebrow: "Plan your visit",
    heading: "Dining Information",
    hours: "Hours",
    hoursLabels: {
      fineDining: "Shapla Fine Dining, dinner",
      terraceLunch: "Terrace Bistro, lunch",
      terraceDinner: "Terrace Bistro, dinner",
      bar: "Bar & Lounge",
      breakfastWeekdays: "Breakfast, weekdays",
      breakfastWeekends: "Breakfast, weekends",
    } satisfies Partial<Record<HoursEntry["id"], string>>,
    /** A restaurant's last seating, before it closes (content/policies.yaml lastSeatingMinutes). */
    lastTable: (time: string) => `Last table ${time}`,
    reservations: "Reservations",
    reservationsText: (hours: number) =>
      `We recommend booking, especially at weekends. Please reserve at least ${hours} hours in advance; we gladly cater for dietary needs.`,
    call: "Call us",
    requestOnline: "Request a table online",
    location: "Location",
    // How guests park follows it, from content/services.yaml.
    locationText: "On the first floor and terrace of the hotel, overlooking the Surma.",
    dressCode: "Smart casual in the evenings.",
  },
  privateDining: {
    eyebrow: "Celebrations & meetings",
    heading: "Private Dining",
    intro:
      "Three private rooms for family occasions, business dinners and weddings, each with a menu composed with our chef.",
    guests: (count: number) => `Up to ${count} guests`,
    enquire: "Enquire about private dining",
  },
} as const;
