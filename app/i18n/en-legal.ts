import type { PageCopy } from "./en-pages";

/** Privacy Policy, Terms of Service and Accessibility: read with `useLegalMessages()` (only its routes load them). */

type LegalSection = { heading: string; paragraphs: readonly string[]; list?: readonly string[] };

export const legalMessages = {
  lastUpdatedLabel: "Last updated",
  lastUpdated: "2025-04-15",
  contents: "On this page",
  questions: "Questions?",
  questionsText: "Write to us or call the front desk, day or night.",
  privacy: [
    {
      heading: "Who we are",
      paragraphs: [
        "This website belongs to Surma Riverside Hotel in Zindabazar, Sylhet, Bangladesh. This policy explains what happens to the information you give us while you use the site.",
      ],
    },
    {
      heading: "What this website collects",
      paragraphs: [
        "Nothing you type on this website is sent to us or to anyone else. The contact form, the reservation request forms, the three-step booking form, the newsletter box, the chat and the checkout run entirely in your browser, as a demonstration of how booking with us works.",
        "To book for real, please call or e-mail the hotel: our team will ask only for what the stay needs.",
      ],
    },
    {
      heading: "What stays in your browser",
      paragraphs: [
        "Your cart is kept in your browser's local storage so that it survives a reload. It holds the names, prices and quantities of what you added, nothing else. Placing an order or clearing the cart removes it, and you can also clear it from your browser's settings at any time.",
      ],
    },
    {
      heading: "Photos and third parties",
      paragraphs: [
        "Photographs and guest portraits are loaded from external image services. When your browser fetches an image, those services see your IP address, as with any image on the web. We use no advertising, analytics or tracking cookies.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Because this website stores nothing about you on our side, there is nothing for us to show, correct or delete. For information you give the hotel directly, for example when you stay with us, you may ask to see, correct or erase it by writing to us.",
      ],
    },
    {
      heading: "Changes",
      paragraphs: [
        "If this policy changes, the new version will appear on this page with a new date.",
      ],
    },
  ] satisfies LegalSection[],
  terms: [
    {
      heading: "Using this website",
      paragraphs: [
        "By using this website you agree to these terms. The site presents Surma Riverside Hotel, its rooms, restaurant and offers. Its forms, chat and checkout are demonstrations: nothing is sent and no booking or payment is made through them.",
      ],
    },
    {
      heading: "Prices and availability",
      paragraphs: [
        "Prices are shown in US dollars per room per night unless stated otherwise. Rooms, rates and offers depend on availability and may change until a booking is confirmed by the hotel in writing.",
      ],
    },
    {
      heading: "Bookings and cancellations",
      paragraphs: [
        "A confirmed booking may be cancelled free of charge up to 24 hours before check-in; later cancellations and no-shows are charged one night. Check-in is from 2:00 PM and check-out is by 12:00 PM.",
      ],
      list: [
        "Children under 12 stay free using existing bedding; extra beds are charged.",
        "Pets are not allowed, with the exception of assistance animals.",
        "Restaurant reservations need 24 hours' notice.",
      ],
    },
    {
      heading: "Special offers",
      paragraphs: [
        "Offers cannot be combined unless stated, apply to new bookings only and are valid until the date shown on each offer.",
      ],
    },
    {
      heading: "Content and liability",
      paragraphs: [
        "We take care that the information on this site is accurate, but descriptions and photographs are illustrative. The text, design and photographs may not be copied without permission. Nothing in these terms limits rights you have under the laws of Bangladesh.",
      ],
    },
  ] satisfies LegalSection[],
  accessibility: [
    {
      heading: "Our website",
      paragraphs: [
        "We build this website to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. Every page can be used with a keyboard alone, works with screen readers, keeps a visible focus, respects your reduced-motion setting and reads well when zoomed to 200%.",
        "If something on the site gets in your way, please tell us and we will fix it.",
      ],
    },
    {
      heading: "Building and room features",
      paragraphs: ["The hotel was opened in 2023 with step-free access throughout."],
      list: [
        "Step-free entrance, lifts to every floor and wide corridors",
        "Two accessible rooms with roll-in showers, grab bars and lowered fixtures",
        "Visual fire alarms and vibrating alarm clocks on request",
        "Accessible parking bays beside the main entrance",
        "Accessible toilets beside the lobby and the restaurant",
      ],
    },
    {
      heading: "Services",
      paragraphs: ["Tell us what you need when you book and our team will prepare for it."],
      list: [
        "Assistance animals are welcome",
        "Menus in large print, and staff happy to read them aloud",
        "Help with luggage, transfers and getting around the hotel",
        "Wheelchairs available at the front desk",
      ],
    },
    {
      heading: "Languages",
      paragraphs: ["Our team speaks English, Bengali and Hindi, and many of us speak Sylheti too."],
    },
  ] satisfies LegalSection[],
  coordinator: {
    heading: "Accessibility coordinator",
    text: "Our accessibility coordinator can answer questions before you travel and arrange anything you need during your stay.",
    email: "E-mail",
    phone: "Phone",
  },
} as const;

/** The page's head and hero copy (its route imports it; see en-pages.ts). */
export const privacyPage = {
  title: "Privacy Policy",
  description:
    "How our Sylhet hotel website handles personal information: what you enter stays in your browser and nothing is sent to our servers.",
  heading: "Privacy Policy",
  intro: "Last updated April 15, 2025.",
} satisfies PageCopy;

export const termsPage = {
  title: "Terms & Conditions",
  description:
    "The terms of using our hotel website, making reservation requests and ordering food, including bookings, cancellations and liability.",
  heading: "Terms of Service",
  intro: "Last updated April 15, 2025.",
} satisfies PageCopy;

export const accessibilityPage = {
  title: "Accessibility",
  description:
    "Our accessibility commitment: a website built to WCAG 2.1 AA, accessible rooms and facilities, guest services, and how to reach our accessibility coordinator.",
  heading: "Accessibility",
  intro: "We want every guest to enjoy our hotel and our website, whatever their needs.",
} satisfies PageCopy;
