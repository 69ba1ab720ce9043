import type { SearchEntry } from "./schemas";

/** The fixed list the site search palette matches against (spec: 17 entries). */
export const searchEntries = [
  {
    title: "Home",
    description: "Welcome to our riverside hotel in Sylhet",
    url: "/",
    category: "Navigation",
  },
  {
    title: "About Us",
    description: "Our story, mission, team and values since 2023",
    url: "/about",
    category: "Navigation",
  },
  {
    title: "Rooms & Suites",
    description: "Browse every room and suite with prices",
    url: "/rooms",
    category: "Navigation",
  },
  {
    title: "Dining",
    description: "Bengali cuisine, venues, chef and menu",
    url: "/dining",
    category: "Navigation",
  },
  {
    title: "Gallery",
    description: "Photos of rooms, dining, interiors and events",
    url: "/gallery",
    category: "Navigation",
  },
  {
    title: "Special Offers",
    description: "Packages, discounts and seasonal deals",
    url: "/special-offers",
    category: "Navigation",
  },
  {
    title: "Blog",
    description: "News, events and stories from Sylhet",
    url: "/blog",
    category: "Navigation",
  },
  {
    title: "Contact",
    description: "Address, phone, e-mail and reservation requests",
    url: "/contact",
    category: "Navigation",
  },
  {
    title: "Book a Room",
    description: "Reserve your stay in three simple steps",
    url: "/reservations",
    category: "Booking",
  },
  {
    title: "Standard Room",
    description: "Comfortable queen room for two, from $179 a night",
    url: "/rooms/standard",
    category: "Rooms",
  },
  {
    title: "Deluxe Room",
    description: "Spacious king room with city views, from $249 a night",
    url: "/rooms/deluxe",
    category: "Rooms",
  },
  {
    title: "Executive Suite",
    description: "Separate living area and work space, from $349 a night",
    url: "/rooms/executive-suite",
    category: "Rooms",
  },
  {
    title: "Family Suite",
    description: "Room for four with king and twin beds, from $429 a night",
    url: "/rooms/family-suite",
    category: "Rooms",
  },
  {
    title: "Presidential Suite",
    description: "Our finest suite with panoramic river views, from $899 a night",
    url: "/rooms/presidential-suite",
    category: "Rooms",
  },
  {
    title: "Restaurant",
    description: "Authentic Bangladeshi fine dining and the Terrace Bistro",
    url: "/dining",
    category: "Dining",
  },
  {
    title: "Privacy Policy",
    description: "How we handle your personal information",
    url: "/privacy-policy",
    category: "Information",
  },
  {
    title: "Terms & Conditions",
    description: "The terms of using this website and booking",
    url: "/terms",
    category: "Information",
  },
] as const satisfies readonly SearchEntry[];
