import { firstIssues } from "~/components/ui/form/first-issues";
import { policies } from "~/content/policies";
import { contactRequests } from "~/locale/contact-requests";
import { stayWords } from "~/locale/stay-words";
import { findRoom } from "~/content/rooms";
import { ratesOf } from "~/content/room-rates";
import { stayRefusal } from "~/domain/rates";

type ContactErrorKey = keyof typeof contactRequests.errors;
import {
  contactSchema,
  diningRequestSchema,
  hotelRequestSchema,
  type ContactInput,
  type DiningInput,
  type HotelInput,
} from "./contact-schemas";

// Loaded on demand by validation.ts: zod and the schemas stay out of the page's first load.
// The date rules read the clock at each validation, so a page left open overnight stays right.

/** The words of a schema issue (a catalogue key); an unknown key reads as a generic message. */
function words(key: string): string {
  const { errors } = contactRequests;
  const entry = errors[key as ContactErrorKey] ?? errors.choice;
  return typeof entry === "function" ? entry(policies.diningNoticeHours) : entry;
}

export const checkContact = (values: ContactInput) =>
  firstIssues<ContactInput>(contactSchema.safeParse(values), words);

/**
 * A stay the hotel does not take is refused in the booking form's words, naming the closed nights
 * or the season's minimum (locale stay-words).
 */
function hotelWords({ roomType, checkIn, checkOut }: HotelInput) {
  return (key: string) => {
    const room = findRoom(roomType);
    const refusal = key === "stayRefused" && room && stayRefusal(ratesOf(room), checkIn, checkOut);
    return refusal ? stayWords.refused(room.name, refusal) : words(key);
  };
}

export const checkHotel = (values: HotelInput) =>
  firstIssues<HotelInput>(hotelRequestSchema(new Date()).safeParse(values), hotelWords(values));

export const checkDining = (values: DiningInput) =>
  firstIssues<DiningInput>(diningRequestSchema(new Date()).safeParse(values), words);
