/** The search palette's titles and descriptions, by entry (app/content/search-entries.ts holds paths). */
export const searchEntriesText = {
  home: { title: "Home", description: "Welcome to our riverside hotel in Sylhet" },
  about: {
    title: "About Us",
    description: (year: string) => `Our story, mission, team and values since ${year}`,
  },
  rooms: { title: "Rooms & Suites", description: "Browse every room and suite with prices" },
  dining: { title: "Dining", description: "Bengali cuisine, venues, chef and menu" },
  gallery: { title: "Gallery", description: "Photos of rooms, dining, interiors and events" },
  offers: { title: "Special Offers", description: "Packages, discounts and seasonal deals" },
  blog: { title: "Blog", description: "News, events and stories from Sylhet" },
  contact: { title: "Contact", description: "Address, phone, e-mail and reservation requests" },
  book: { title: "Book a Room", description: "Reserve your stay in three simple steps" },
  standard: {
    description: (price: string) => `Comfortable queen room for two, from ${price} a night`,
  },
  deluxe: {
    description: (price: string) => `Spacious king room with city views, from ${price} a night`,
  },
  "executive-suite": {
    description: (price: string) => `Separate living area and work space, from ${price} a night`,
  },
  "family-suite": {
    description: (price: string) => `Room for four with king and twin beds, from ${price} a night`,
  },
  "presidential-suite": {
    description: (price: string) =>
      `Our finest suite with panoramic river views, from ${price} a night`,
  },
  restaurant: {
    title: "Restaurant",
    description: "Authentic Bangladeshi fine dining and the Terrace Bistro",
  },
  privacy: { title: "Privacy Policy", description: "How we handle your personal information" },
  terms: {
    title: "Terms & Conditions",
    description: "The terms of using this website and booking",
  },
} as const;
