import type { z } from "zod/mini";
import type { RequestForm } from "~/components/ui/form/request-form";
import type { StepSchemas } from "./reservation-schema";

// The form's data without its validation: zod and the step schemas load on the guest's first touch
// of the form (reservation-form.tsx), so they are not part of the page's first load.

// As lib/party.ts's partyLimits (its test checks the two agree).
export const adultOptions = ["1", "2", "3", "4"] as const;
export const childOptions = ["0", "1", "2", "3"] as const;
export const paymentMethods = ["credit-card", "pay-later"] as const;
/** The rate plans: flexible (the cancellation policy) or non-refundable (content's discount). */
export const ratePlans = ["flexible", "nonRefundable"] as const;
export type RatePlanKind = (typeof ratePlans)[number];

/** A further room as the form holds it: its type ("" until chosen) and its party. */
export type MoreRoom = ReservationValues["moreRooms"][number];

export type Step = 1 | 2 | 3;
export const stepCount = 3;

/**
 * The reservation form's data: what its step schemas take in (`z.input`), dates as local
 * midnights, null or "" while not chosen. A type-only import: zod stays out of the first load.
 */
export type ReservationValues = z.input<StepSchemas[1]> &
  z.input<StepSchemas[2]> &
  z.input<StepSchemas[3]>;

/** The form's defaults. */
export const reservationDefaults: ReservationValues = {
  checkIn: null,
  checkOut: null,
  roomType: "",
  adults: "2",
  children: "0",
  childAges: [],
  ratePlan: "flexible",
  moreRooms: [],
  specialRequests: "",
  extras: [],
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  paymentMethod: "credit-card",
  agreed: false,
};

/**
 * What each step of the form gets: the form (components/ui/form), which holds every step's values
 * while the steps come and go, and its errors.
 */
export type StepProps = {
  id: string;
  form: RequestForm<ReservationValues>;
  /** The offer the guest came to book (`?offer=<id>`, running today), if any. */
  offer?: string;
};
