/**
 * The site-wide words (shell, navigation, page titles, shared widgets), on every page: every string a
 * visitor reads that is neither a content fact nor one area's own.
 */
export const site = {
  locale: "en-GB",
  skipToContent: "Skip to main content",
  /** The phone's booking bar, beside its Book Now button. */
  stickyBar: "Best rates when you book direct",
  notFound: {
    title: "Page Not Found",
    description: "The page you're looking for doesn't exist.",
    code: "404",
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
    order: "Order food",
    cart: "Cart",
    requests: "My requests",
    /** The header's cart button: its visible number, and what it holds. */
    cartButton: (count: number) =>
      count === 0 ? "Cart, empty" : count === 1 ? "Cart, 1 item" : `Cart, ${count} items`,
    /** The header's link to the requests kept on this device, and how many there are. */
    requestsButton: (count: number) =>
      count === 0
        ? "My requests"
        : count === 1
          ? "My requests, 1 on this device"
          : `My requests, ${count} on this device`,
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    bookNow: "Book Now",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    /** Read after the wordmark's own words: "Surma Riverside Hotel · Sylhet, home". */
    homeLink: "home",
  },
  /** The language switch names the other language in that language (lang="bn"). */
  language: {
    switchTo: "বাংলা",
    switchLabel: "বাংলা: এই পাতাটি বাংলায় পড়ুন",
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
    region: "Chat",
  },
  footer: {
    blurb: (year: string) =>
      `A riverside retreat in the heart of Sylhet, established in ${year}, where Bengali hospitality, elegant rooms and authentic cuisine meet.`,
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
  common: {
    perNight: "per night",
    /** A price before dates when the coming nights do not all cost the same. */
    priceFrom: (price: string) => `from ${price}`,
    /** A price before dates when every night of the coming weeks is closed: the next open night's. */
    priceOpensOn: (day: string, price: string) => `Open again ${day}: ${price}`,
    learnMore: "Learn more",
    comingSoon: "",
  },
} as const;
