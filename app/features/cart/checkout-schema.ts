import { z } from "zod/mini";
import { firstIssues } from "~/components/ui/form/first-issues";
import { requiredText as required } from "~/components/ui/form/required-text";
import { isEmail } from "~/domain/email";
import { isPhone } from "~/domain/phone";
import {
  type CheckoutContext,
  type CheckoutDetails,
  type CheckoutMessages,
} from "./checkout-values";
import { fieldLimits } from "~/domain/field-limits";

// zod/mini, loaded on the guest's first touch of the checkout (checkout-dialog.tsx), as the booking
// form's and the contact forms' schemas are. The phone rule is the domain's (domain/phone.ts).

/**
 * The checkout's one schema: a name, a phone to reach the guest on, an e-mail when the cart holds
 * a room, and an area (one of the delivery areas) and address when it holds food to deliver. Each field's first issue is
 * the one shown, so an overlong entry is told its limit before anything else.
 */
export function checkoutSchema(e: CheckoutMessages, { hasFood, hasStays, areas }: CheckoutContext) {
  const requiredText = (max: number, message: string) => required(max, message, e.tooLong);
  const reach = {
    name: requiredText(fieldLimits.name, e.nameRequired),
    phone: z
      .string()
      .check(
        z.trim(),
        z.maxLength(fieldLimits.phone, e.tooLong(fieldLimits.phone)),
        z.refine(isPhone, e.phoneInvalid),
      ),
  };
  // A room is confirmed in writing: an e-mail address the hotel can answer.
  const stay = hasStays
    ? { email: z.string().check(z.trim(), z.refine(isEmail, e.emailInvalid)) }
    : {};
  const delivery = hasFood
    ? {
        area: z.string().check(z.refine((area) => areas.includes(area), e.areaRequired)),
        address: requiredText(fieldLimits.address, e.addressRequired),
      }
    : {};
  return z.object({ ...reach, ...stay, ...delivery });
}

/** The checkout's problems, field by field, in the guest's words. */
export const checkCheckout =
  (context: CheckoutContext, messages: CheckoutMessages) => (details: CheckoutDetails) =>
    firstIssues<CheckoutDetails>(checkoutSchema(messages, context).safeParse(details));
