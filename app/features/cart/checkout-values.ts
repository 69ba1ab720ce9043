// What the checkout asks (docs/spec-decisions.md, "Cart and ordering"): a name and a phone, an area and an
// address when there is food to deliver, an e-mail when there is a room to confirm. Food is paid
// on delivery and rooms at the hotel, so no card number is ever asked for. Its checks are the zod
// schema in checkout-schema.ts, loaded on the guest's first touch of the form.
import type { CheckoutContact } from "~/domain/checkout-requests";

export type CheckoutDetails = CheckoutContact;

export const emptyCheckout: CheckoutDetails = {
  name: "",
  phone: "",
  email: "",
  area: "",
  address: "",
};

/** The checks' words, from the dialog's strings (locales/en/checkout.ts `errors`). */
export type CheckoutMessages = {
  nameRequired: string;
  phoneInvalid: string;
  emailInvalid: string;
  areaRequired: string;
  addressRequired: string;
  tooLong: (max: number) => string;
};

/** What the checks depend on: an area and address for food to deliver, an e-mail for rooms. */
export type CheckoutContext = { hasFood: boolean; hasStays: boolean; areas: readonly string[] };
