// Field schemas every collection shares: described in words a hotel manager can act on, and
// labelled for the editor at /admin/ (its config is made from these schemas).
import { z } from "zod";

export const photoId = z
  .string()
  .regex(/^\d{10,13}-[0-9a-f]{12}$/, "a photo id on the photo host")
  .describe('the id of a photo on the photo host, such as "1611892440504-42a792e24d32"');

export type Photo = { id: string; alt: string };

export const isoDate = z.iso.date().describe("a date written year-month-day, such as 2027-03-31");

/** Words: trimmed, `min` to `max` characters. Without `max` the editor offers one line. */
export const text = (what: string, min = 1, max?: number) => {
  const words = z.string().trim().min(min);
  return (max === undefined ? words : words.max(max)).describe(what);
};
