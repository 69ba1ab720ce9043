import type { PageKey } from "~/content/schemas";
import { contactMessages } from "./en-contact";
import { reservationsMessages } from "./en-reservations";

type PageCopy = { title: string; description: string; heading: string; intro: string };

/**
 * The English message catalogue: every string a visitor reads that is not a content fact.
 * A Bengali catalogue will have exactly the same shape (`Messages`).
 */
export const en = {
  locale: "en-GB",
  skipToContent: "Skip to main content",
  pages: {
    home: {
      title: "Luxury Riverside Hotel & Bengali Restaurant",
      description:
        "A boutique riverside hotel in Zindabazar, Sylhet, established in 2023: elegant rooms and suites, an authentic Bengali restaurant, online food ordering and easy direct booking.",
      heading: "Experience Luxury & Comfort",
      intro:
        "Elegant rooms on the banks of the Surma, authentic Bangladeshi cuisine and warm Sylheti hospitality in the heart of the city.",
    },
    about: {
      title: "About Us: Our Story Since 2023",
      description:
        "How a riverside hotel in Sylhet opened in 2023, our mission of Bengali hospitality, our journey, the team who welcome you and the values we keep.",
      heading: "Our Story",
      intro:
        "Since opening our doors in 2023, we have welcomed guests from across Bangladesh and the world with the warmth Sylhet is known for.",
    },
    rooms: {
      title: "Rooms & Suites in Sylhet",
      description:
        "Six rooms and suites in central Sylhet, from the $179 Standard Room to the $899 Presidential Suite. Compare sizes, beds and views, then book direct.",
      heading: "Rooms & Suites",
      intro:
        "From quiet garden rooms to a suite above the river, every room is dressed in Sylheti textiles and made for rest.",
    },
    dining: {
      title: "Dining: Authentic Bangladeshi Cuisine",
      description:
        "Bengali fine dining and the Terrace Bistro in Sylhet: our chef, a seasonal menu of starters, mains, desserts and drinks, opening hours and private dining rooms.",
      heading: "Authentic Bangladeshi Dining",
      intro:
        "Recipes from Sylheti home kitchens, cooked with care by our executive chef and served by the river.",
    },
    contact: {
      title: "Contact Us & Reservation Requests",
      description:
        "Call, e-mail or visit us in Zindabazar, Sylhet. Send a message or request a hotel or restaurant reservation, and read answers to common questions.",
      heading: "Contact Us",
      intro:
        "Our team is here day and night. Send us a message or request a room or a table and we will reply shortly.",
    },
    gallery: {
      title: "Photo Gallery",
      description:
        "Photos of our rooms, restaurant, amenities, interiors, riverside exterior and events in Sylhet, with a full-screen viewer.",
      heading: "Gallery",
      intro: "A look at our rooms, our table and the river light that fills the hotel.",
    },
    blog: {
      title: "Blog: News & Stories from Sylhet",
      description:
        "Events, dining stories, sustainability news and announcements from our riverside hotel and restaurant in Sylhet.",
      heading: "Stories from the Surma",
      intro: "Festivals, recipes, tea-garden trips and news from the hotel.",
    },
    offers: {
      title: "Special Offers & Packages",
      description:
        "Save on your Sylhet stay: Early Bird 15% off, Weekend Escape 20% off, Extended Stay 25% off, a $100 dining credit and more packages, booked direct.",
      heading: "Special Offers",
      intro: "Packages for every kind of stay, from a weekend escape to a long visit home.",
    },
    reservations: {
      title: "Book a Room: Reservations",
      description:
        "Reserve your room in three simple steps: choose dates and a room, add your details and confirm. Best rates when you book direct.",
      heading: "Experience Sylhet's Finest",
      intro:
        "Choose your dates and room, tell us about yourself and confirm in three simple steps.",
    },
    order: {
      title: "Online Food Ordering",
      description:
        "Order Bengali food online for delivery across Sylhet: appetizers, curries, biryani, desserts and drinks, delivered to Zindabazar, Upashahar, Amberkhana, Subidbazar and Tilagor.",
      heading: "Online Food Ordering",
      intro: "Our restaurant's favourites, delivered hot across Sylhet in 30 to 45 minutes.",
    },
    cart: {
      title: "Your Cart",
      description:
        "Review the food and room bookings in your cart, adjust quantities and complete a demonstration checkout.",
      heading: "Your Cart",
      intro: "Review your food order and room bookings before checkout.",
    },
    privacy: {
      title: "Privacy Policy",
      description:
        "How our Sylhet hotel website handles personal information: what you enter stays in your browser and nothing is sent to our servers.",
      heading: "Privacy Policy",
      intro: "Last updated April 15, 2025.",
    },
    terms: {
      title: "Terms & Conditions",
      description:
        "The terms of using our hotel website, making reservation requests and ordering food, including bookings, cancellations and liability.",
      heading: "Terms of Service",
      intro: "Last updated April 15, 2025.",
    },
    accessibility: {
      title: "Accessibility",
      description:
        "Our commitment to accessibility: a website built to WCAG 2.1 AA, accessible rooms and facilities, guest services, languages and how to reach our accessibility coordinator.",
      heading: "Accessibility",
      intro: "We want every guest to enjoy our hotel and our website, whatever their needs.",
    },
  } satisfies Record<PageKey, PageCopy>,
  notFound: {
    title: "Page Not Found",
    description: "The page you're looking for doesn't exist.",
    code: "404",
    text: "The page you're looking for doesn't exist.",
    home: "Return to Home",
  },
  errors: {
    title: "Something went wrong",
    text: "Please reload the page or return to the home page. Nothing you entered has been sent anywhere.",
  },
  nav: {
    label: "Main",
    mobileLabel: "Site menu",
    home: "Home",
    about: "About",
    rooms: "Rooms",
    dining: "Dining",
    gallery: "Gallery",
    blog: "Blog",
    offers: "Offers",
    contact: "Contact",
    reservations: "Reservations",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    bookNow: "Book Now",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    homeLink: "Surma Riverside Hotel, home",
  },
  /** The header's search button; the palette's own strings are in en-search.ts (loaded on open). */
  search: {
    open: "Search the site",
    shortcut: "Ctrl K",
  },
  /** The chat button in the shell; the panel's own strings are in en-chat.ts (loaded on open). */
  chat: {
    open: "Chat with us",
    close: "Close chat",
  },
  footer: {
    blurb:
      "A riverside retreat in the heart of Sylhet, established in 2023, where Bengali hospitality, elegant rooms and authentic cuisine meet.",
    social: "Follow us",
    opensInNewTab: "(opens in a new tab)",
    quickLinks: "Quick links",
    contact: "Contact",
    address: "Address",
    phone: "Phone",
    email: "E-mail",
    legal: "Legal",
    copyright: (year: number) => `© ${year} Surma Riverside Hotel, Sylhet. All rights reserved.`,
    accessibility: "Accessibility",
  },
  newsletter: {
    heading: "Newsletter",
    text: "Seasonal offers and news from the hotel, a few times a year.",
    label: "Your e-mail address",
    placeholder: "you@example.com",
    submit: "Subscribe",
    invalid: "Please enter a valid e-mail address, for example name@example.com.",
    successTitle: "Thank you for subscribing!",
    successText: (email: string) => `We'll send our news and offers to ${email}.`,
  },
  reservations: reservationsMessages,
  contact: contactMessages,
  /** The shared photo lightbox (components/ui/lightbox.tsx). */
  lightbox: {
    close: "Close",
    previous: "Previous photo",
    next: "Next photo",
    position: (current: number, total: number) => `Photo ${current} of ${total}`,
  },
  common: {
    perNight: "per night",
    learnMore: "Learn more",
    comingSoon: "",
  },
} as const;

export type Messages = typeof en;
