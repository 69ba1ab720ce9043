// How long what a guest types may be: one table for every form (the contact page's, the booking
// form, the checkout) and for the requests kept on the device, which are read back against it.
// Lengths beyond any real name, address or note: nothing is cut off, a longer entry gets a message.
import { EMAIL_MAX_LENGTH } from "./email";

export const fieldLimits = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  /** A delivery address. */
  address: 300,
  /** A message to the hotel (the contact form). */
  message: 5000,
  /** A stay's special requests. */
  specialRequests: 2000,
  /** A table's requests (the contact page's restaurant request). */
  tableRequests: 1000,
} as const;
