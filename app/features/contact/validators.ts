import { firstIssues } from "~/components/ui/form/first-issues";
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

export const checkContact = (values: ContactInput) =>
  firstIssues<ContactInput>(contactSchema.safeParse(values));

export const checkHotel = (values: HotelInput) =>
  firstIssues<HotelInput>(hotelRequestSchema(new Date()).safeParse(values));

export const checkDining = (values: DiningInput) =>
  firstIssues<DiningInput>(diningRequestSchema(new Date()).safeParse(values));
