import { policies } from "~/content/runtime/policies";

// The choices and limits of the contact page's forms. No zod here: the form components import
// these, and zod itself loads only when a form is first used (validation.ts).

export const subjects = ["general", "reservation", "feedback", "other"] as const;

/**
 * Restaurant party 1 to 6 or 7+ (spec section 9). The hotel request's guests are the chosen room's
 * (domain/party.ts, guestChoices), not the spec's "1 to 4 or 5+": docs/decisions/0032.
 */
export const partySizes = ["1", "2", "3", "4", "5", "6", "7+"] as const;

export const contactDefaults = {
  name: "",
  email: "",
  phone: "",
  subject: "general",
  message: "",
} as const;

export const hotelDefaults = {
  name: "",
  email: "",
  phone: "",
  checkIn: "",
  checkOut: "",
  roomType: "standard",
  guests: "2",
} as const;

export const diningDefaults = {
  name: "",
  email: "",
  phone: "",
  date: "",
  time: "",
  restaurant: "fine-dining",
  partySize: "2",
  requests: "",
} as const;

/** The first moment a table may be booked for: the dining notice (policies) from now. */
export function earliestTable(now: Date): Date {
  return new Date(now.getTime() + policies.diningNoticeHours * 60 * 60 * 1000);
}
