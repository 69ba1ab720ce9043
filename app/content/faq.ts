import type { FaqEntry } from "./faq-schemas";
import { venues } from "./dining";
import { hours, policies } from "./policies";
import type { HoursEntry } from "./schemas";
import { site } from "./site";

const timeOf = (id: HoursEntry["id"]) => hours.find((entry) => entry.id === id)?.time ?? "";
const [fineDining, terrace] = venues;

/**
 * The contact page's FAQ. Every policy figure is read from content/policies.ts (spec-decisions:
 * one set of policies), so the answers can never disagree with room detail or booking information.
 */
export const faq = [
  {
    id: "check-in-out",
    question: "What are your check-in and check-out times?",
    answer: `Check-in is from ${policies.checkIn} and check-out is by ${policies.checkOut}. Early check-in and late check-out depend on availability; our front desk is open ${timeOf("frontDesk")} and will gladly help.`,
  },
  {
    id: "cancellation",
    question: "What is your cancellation policy?",
    answer: `You can cancel free of charge up to ${policies.freeCancellationHours} hours before check-in. After that, or if you do not arrive, ${policies.lateCancellationCharge} is charged.`,
  },
  {
    id: "children",
    question: "Can children stay with us?",
    answer: `Of course. Children under ${policies.childrenFreeUnderAge} stay free when using the existing bedding. Extra beds are available at an additional charge; just tell us when you book.`,
  },
  {
    id: "pets",
    question: "Are pets allowed?",
    answer: policies.pets
      ? "Yes, well-behaved pets are welcome. Please tell us when you book so we can prepare your room."
      : "We're sorry, but pets are not allowed anywhere in the hotel, including the rooms and restaurants.",
  },
  {
    id: "breakfast",
    question: "Is breakfast included, and when is it served?",
    answer: `Breakfast is included for every guest. It is served ${timeOf("breakfastWeekdays")} on weekdays and ${timeOf("breakfastWeekends")} at weekends.`,
  },
  {
    id: "room-service",
    question: "Do you offer room service?",
    answer: `Yes. Room service is available ${timeOf("roomService")}, and our concierge is on hand ${timeOf("concierge")} for help with tours and transport around ${site.city}.`,
  },
  {
    id: "dining-reservations",
    question: "Do I need to reserve a table at the restaurant?",
    answer: `We recommend it, especially at weekends. Please book at least ${policies.diningNoticeHours} hours ahead for ${fineDining.name} or the ${terrace.name}, using the form on this page or by phone.`,
  },
] as const satisfies readonly FaqEntry[];
