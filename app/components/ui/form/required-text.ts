import { z } from "zod/mini";

/**
 * A text field that must be filled, trimmed, within `max` characters: the one rule the booking
 * form, the checkout and the contact forms write their required text with. `message` when it is empty, `tooLong(max)`
 * (the form's own words) when it is over. Runs in a form's validation chunk, with zod.
 */
export const requiredText = (max: number, message: string, tooLong: (max: number) => string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));
