/**
 * The search palette's words for its entries (app/features/search/search-index.ts makes them):
 * the pages' titles and descriptions, the spec's room lines, and the lines that say where a
 * dish, a restaurant or a facility is found.
 */
export const searchEntriesText = {
  pages: {
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
    restaurant: {
      title: "Restaurant",
      description: "Authentic Bangladeshi fine dining and the Terrace Bistro",
    },
    privacy: { title: "Privacy Policy", description: "How we handle your personal information" },
    terms: {
      title: "Terms & Conditions",
      description: "The terms of using this website and booking",
    },
    order: {
      title: "Online Food Ordering",
      description: "Order our Bengali dishes for delivery in Sylhet",
    },
    cart: { title: "Your Cart", description: "The dishes and stays you have chosen" },
    requests: {
      title: "My Requests",
      description: "Your reservation requests, kept on this device",
    },
    accessibility: {
      title: "Accessibility",
      description: "Step-free access, accessible rooms and parking, and this website",
    },
  },
  /** The spec's five rooms; another room's entry is its card's sentence and price. */
  rooms: {
    standard: (price: string) => `Comfortable queen room for two, from ${price} a night`,
    deluxe: (price: string) => `Spacious king room with city views, from ${price} a night`,
    "executive-suite": (price: string) =>
      `Separate living area and work space, from ${price} a night`,
    "family-suite": (price: string) =>
      `Room for four with king and twin beds, from ${price} a night`,
    "presidential-suite": (price: string) =>
      `Our finest suite with panoramic river views, from ${price} a night`,
  },
  /** What a content entry's description starts with: where it is found. */
  where: {
    room: (price: string) => `From ${price} a night`,
    menu: (price: string) => `Restaurant menu, ${price}`,
    order: (price: string) => `Order online, ${price}`,
    venue: "Restaurant",
    privateDining: (guests: string) => `Private dining for up to ${guests} guests`,
    facility: "Hotel facility",
    post: "Blog",
    hours: "Opening hours",
    faq: "Questions and answers",
  },
} as const;
