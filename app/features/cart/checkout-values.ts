// What the checkout asks: only what a delivery needs (spec-decisions, "Cart and ordering").
// Payment is on delivery, so no card number is ever asked for. Its checks are the zod schema in
// checkout-schema.ts, loaded on the guest's first touch of the form.
export type CheckoutDetails = { name: string; phone: string; area: string; address: string };

export const emptyCheckout: CheckoutDetails = { name: "", phone: "", area: "", address: "" };

export const checkoutLimits = { name: 100, phone: 30, address: 300 } as const;

/** The checks' words, from the dialog's strings (locales/en/checkout.ts `errors`). */
export type CheckoutMessages = {
  nameRequired: string;
  phoneInvalid: string;
  areaRequired: string;
  addressRequired: string;
  tooLong: (max: number) => string;
};

/** What the checks depend on: the area and address are asked only when there is food to deliver. */
export type CheckoutContext = { hasFood: boolean; areas: readonly string[] };
