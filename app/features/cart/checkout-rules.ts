// What the checkout asks, and its checks: only what a delivery needs (spec-decisions, "Cart and
// ordering"). Payment is on delivery, so no card number is ever asked for.
import { isPhone } from "~/domain/phone";

export type CheckoutDetails = { name: string; phone: string; area: string; address: string };
export type CheckoutField = keyof CheckoutDetails;

export const emptyCheckout: CheckoutDetails = { name: "", phone: "", area: "", address: "" };

export const checkoutLimits = { name: 100, phone: 30, address: 300 } as const;

export type CheckoutMessages = {
  nameRequired: string;
  phoneInvalid: string;
  areaRequired: string;
  addressRequired: string;
  tooLong: (max: number) => string;
};

/**
 * The checkout's problems, field by field, in the order the form shows them (the first is
 * focused). The area and address are asked only when the cart holds food to deliver.
 */
export function checkoutErrors(
  details: CheckoutDetails,
  { hasFood, areas }: { hasFood: boolean; areas: readonly string[] },
  messages: CheckoutMessages,
): Partial<Record<CheckoutField, string>> {
  const errors: Partial<Record<CheckoutField, string>> = {};
  const name = details.name.trim();
  if (!name) errors.name = messages.nameRequired;
  else if (name.length > checkoutLimits.name) errors.name = messages.tooLong(checkoutLimits.name);
  if (details.phone.trim().length > checkoutLimits.phone)
    errors.phone = messages.tooLong(checkoutLimits.phone);
  else if (!isPhone(details.phone)) errors.phone = messages.phoneInvalid;
  if (hasFood) {
    if (!areas.includes(details.area)) errors.area = messages.areaRequired;
    const address = details.address.trim();
    if (!address) errors.address = messages.addressRequired;
    else if (address.length > checkoutLimits.address)
      errors.address = messages.tooLong(checkoutLimits.address);
  }
  return errors;
}
