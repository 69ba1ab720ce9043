/** The search palette's titles and descriptions, by entry (content/search-entries.ts holds paths). */
export const searchEntriesText = {
  home: { title: "Home", description: "Welcome to our riverside hotel in Sylhet" },
  about: { title: "About Us", description: "Our story, mission, team and values since 2023" },
  rooms: { title: "Rooms & Suites", description: "Browse every room and suite with prices" },
  dining: { title: "Dining", description: "Bengali cuisine, venues, chef and menu" },
  gallery: { title: "Gallery", description: "Photos of rooms, dining, interiors and events" },
  offers: { title: "Special Offers", description: "Packages, discounts and seasonal deals" },
  blog: { title: "Blog", description: "News, events and stories from Sylhet" },
  contact: { title: "Contact", description: "Address, phone, e-mail and reservation requests" },
  book: { title: "Book a Room", description: "Reserve your stay in three simple steps" },
  standard: {
    title: "Standard Room",
    description: "Comfortable queen room for two, from $179 a night",
  },
  deluxe: {
    title: "Deluxe Room",
    description: "Spacious king room with city views, from $249 a night",
  },
  "executive-suite": {
    title: "Executive Suite",
    description: "Separate living area and work space, from $349 a night",
  },
  "family-suite": {
    title: "Family Suite",
    description: "Room for four with king and twin beds, from $429 a night",
  },
  "presidential-suite": {
    title: "Presidential Suite",
    description: "Our finest suite with panoramic river views, from $899 a night",
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
