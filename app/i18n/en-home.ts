import type { PageCopy } from "./en-pages";

/** Strings of the home area; read with `useHomeMessages()` (only its routes load them). */
export const homeMessages = {
  hero: {
    tagline: "Your perfect getaway since 2023",
    exploreRooms: "Explore Rooms",
    viewDining: "View Dining",
  },
  story: {
    eyebrow: "Established 2023",
    heading: "Our Story",
    paragraphs: [
      "In 2023 we opened our doors on the banks of the Surma in Zindabazar, with a simple idea: a hotel where Sylhet's famous hospitality meets the calm of a five-star stay.",
      "Ever since, guests from across Bangladesh and from Sylheti families the world over have found a home here: rooms dressed in local textiles, tea from the hills around us and a kitchen that cooks the recipes we grew up with.",
    ],
    facts: [
      { value: "2023", label: "Founded in Sylhet" },
      { value: "6", label: "Rooms & suites" },
      { value: "24/7", label: "Front desk & concierge care" },
    ],
    cta: "Learn More About Us",
  },
  featured: {
    eyebrow: "Stay with us",
    heading: "Featured Accommodations",
    intro:
      "Three of our guests' favourite rooms, each dressed in Sylheti textiles and made for rest.",
    perNight: "per night",
    rating: (rating: number) => `Rated ${rating} out of 5`,
    amenities: "Amenities",
    viewDetails: "View Details",
    viewDetailsOf: (name: string) => `View Details: ${name}`,
    viewAll: "View All Rooms",
  },
  dining: {
    eyebrow: "Our restaurant",
    heading: "Authentic Bangladeshi Dining",
    text: (chef: string) =>
      `Executive Chef ${chef} brings the flavours of Sylheti home kitchens to the table: slow-cooked shatkora beef, mustard hilsa from the river and fragrant kacchi biryani, made with spices ground fresh each morning.`,
    highlights: [
      "Seasonal menu of Sylheti specialities",
      "Fine dining and the riverside Terrace Bistro",
      "Private rooms for family celebrations",
    ],
    viewMenu: "View Menu",
    reserve: "Reserve a Table",
  },
  testimonials: {
    eyebrow: "Kind words",
    heading: "Guest Experiences",
    intro: "What our guests remember about their stay.",
    label: "Guest testimonials",
    slide: (position: number, total: number) => `${position} of ${total}`,
    previous: "Previous testimonial",
    next: "Next testimonial",
    show: (position: number) => `Show testimonial ${position}`,
    dots: "Choose a testimonial",
    stayed: "Stayed",
  },
  closing: {
    eyebrow: "Your stay awaits",
    heading: "Come Home to the Surma",
    text: "Wake to river light, spend the day in the tea gardens and end it at our table. Book direct for our best rates.",
    book: "Book Your Sylhet Getaway",
    dine: "Reserve Dining Experience",
    giftTitle: "A Boishakhi welcome",
    gift: "Mention 'Boishakhi' when booking to receive a complimentary traditional Bengali welcome gift.",
  },
} as const;

/** The page's head and hero copy (its route imports it; see en-pages.ts). */
export const homePage = {
  title: "Riverside Hotel & Restaurant",
  description:
    "A boutique riverside hotel in Zindabazar, Sylhet, since 2023: elegant rooms and suites, an authentic Bengali restaurant, online food orders and direct booking.",
  heading: "Experience Luxury & Comfort",
  intro:
    "Elegant rooms on the banks of the Surma, authentic Bangladeshi cuisine and warm Sylheti hospitality in the heart of the city.",
} satisfies PageCopy;
