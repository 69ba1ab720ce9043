import type { HoursEntry } from "../schemas";

/**
 * What the answers quote from the one set of policies, the hours list, the site and the dining
 * venues (content/faq.ts gathers it), so no translation can retype a figure.
 */
export type FaqFacts = {
  checkIn: string;
  checkOut: string;
  freeCancellationHours: number;
  lateCancellationCharge: string;
  childrenFreeUnderAge: number;
  pets: boolean;
  diningNoticeHours: number;
  timeOf: (id: HoursEntry["id"]) => string;
  city: string;
  fineDining: string;
  terrace: string;
};

/** The contact page's FAQ, by entry id. */
export const faqText = {
  "check-in-out": {
    question: "What are your check-in and check-out times?",
    answer: (f: FaqFacts) =>
      `Check-in is from ${f.checkIn} and check-out is by ${f.checkOut}. Early check-in and late check-out depend on availability; our front desk is open ${f.timeOf("frontDesk")} and will gladly help.`,
  },
  cancellation: {
    question: "What is your cancellation policy?",
    answer: (f: FaqFacts) =>
      `You can cancel free of charge up to ${f.freeCancellationHours} hours before check-in. After that, or if you do not arrive, ${f.lateCancellationCharge} is charged.`,
  },
  children: {
    question: "Can children stay with us?",
    answer: (f: FaqFacts) =>
      `Of course. Children under ${f.childrenFreeUnderAge} stay free when using the existing bedding. Extra beds are available at an additional charge; just tell us when you book.`,
  },
  pets: {
    question: "Are pets allowed?",
    answer: (f: FaqFacts) =>
      f.pets
        ? "Yes, well-behaved pets are welcome. Please tell us when you book so we can prepare your room."
        : "We're sorry, but pets are not allowed anywhere in the hotel, including the rooms and restaurants.",
  },
  breakfast: {
    question: "Is breakfast included, and when is it served?",
    answer: (f: FaqFacts) =>
      `Breakfast is included for every guest. It is served ${f.timeOf("breakfastWeekdays")} on weekdays and ${f.timeOf("breakfastWeekends")} at weekends.`,
  },
  "room-service": {
    question: "Do you offer room service?",
    answer: (f: FaqFacts) =>
      `Yes. Room service is available ${f.timeOf("roomService")}, and our concierge is on hand ${f.timeOf("concierge")} for help with tours and transport around ${f.city}.`,
  },
  "dining-reservations": {
    question: "Do I need to reserve a table at the restaurant?",
    answer: (f: FaqFacts) =>
      `We recommend it, especially at weekends. Please book at least ${f.diningNoticeHours} hours ahead for ${f.fineDining} or the ${f.terrace}, using the form on this page or by phone.`,
  },
} as const;
