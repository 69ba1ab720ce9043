/** Strings of the offers area; loaded only by the pages that show them. */
export const offers = {
  listEyebrow: "Packages & promotions",
  listHeading: "Current Offers",
  listIntro:
    "Ways to make more of your stay, each booked directly with us for the best rate we can give.",
  popular: "Most Popular",
  /** Shown instead of the list when no offer runs today; the link leads to the newsletter. */
  noneRunning: "No offer is running today.",
  /** Then how to ask: the team by WhatsApp or e-mail, and the newsletter below. */
  noneRunningAsk: "Our team can tell you what we can do for your dates:",
  askWhatsapp: "Ask on WhatsApp",
  askEmail: "E-mail us",
  askSubject: "Offers for my dates",
  askText: "Hello, is there an offer for the dates I have in mind? My dates are: ",
  noneRunningNews: "New offers reach our newsletter first:",
  noneRunningLink: "sign up below",
  validUntil: (date: string) => `Valid until ${date}`,
  includes: "What's included",
  book: "Book This Offer",
  /** Starts with the visible text, so voice users can say what they see (WCAG 2.5.3). */
  bookLabel: (title: string) => `Book This Offer: ${title}`,

  howEyebrow: "Simple as one, two, three",
  howHeading: "How to Book",
  howIntro: "Claiming an offer takes a couple of minutes, and our team confirms every booking.",
  steps: [
    {
      title: "Choose your offer",
      text: "Pick the package that suits your stay and check its dates and minimum nights.",
    },
    {
      title: "Reserve your room",
      text: "Select Book This Offer: the booking form opens with the offer chosen. Choose your dates and room, and it shows what the offer saves.",
    },
    {
      title: "Enjoy your stay",
      text: "We confirm the offer by e-mail, and the savings and extras are waiting when you arrive.",
    },
  ],
  stepLabel: (n: number) => `Step ${n}`,

  termsHeading: "Terms & Conditions",
  terms: [
    "Offers are subject to availability and apply to new reservations made directly with the hotel.",
    "Offers cannot be combined with one another or with any other discount or promotion.",
    "Percentage discounts apply to the room rate only, before taxes and service charges.",
    "Stays must be completed by the validity date shown on each offer. Blackout dates may apply during Eid and Pohela Boishakh.",
    "Dining credits and included meals are for use during the stay and have no cash value.",
  ],
  cancellationTerm: (hours: number, charge: string) =>
    `Cancellation follows our standard policy: free up to ${hours} hours before check-in; later cancellations are charged ${charge}.`,

  newsletterEyebrow: "Stay in the know",
  newsletterHeading: "Be the first to hear about new offers",
} as const;
