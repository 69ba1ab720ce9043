import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import {
  contactSchema,
  diningRequestSchema,
  hotelRequestSchema,
  type ContactInput,
  type ContactValues,
  type DiningInput,
  type DiningValues,
  type HotelInput,
  type HotelValues,
} from "./contact-schemas";

// Loaded on demand by validation.ts: zod and the resolver stay out of the page's first load.
// The date rules read the clock at each validation, so a page left open overnight stays right.

export const contactResolver: Resolver<ContactInput, unknown, ContactValues> =
  zodResolver(contactSchema);

export const hotelResolver: Resolver<HotelInput, unknown, HotelValues> = (
  values,
  context,
  options,
) => zodResolver(hotelRequestSchema(new Date()))(values, context, options);

export const diningResolver: Resolver<DiningInput, unknown, DiningValues> = (
  values,
  context,
  options,
) => zodResolver(diningRequestSchema(new Date()))(values, context, options);
