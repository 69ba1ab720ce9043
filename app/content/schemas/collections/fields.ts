// Field schemas every collection shares: described in words a hotel manager can act on, and
// labelled for the editor at /admin/ (its config is made from these schemas).
import { z } from "zod";
import { photoPattern } from "../../../lib/photo.ts";

/**
 * A photo: the address of one on the photo host (its bare id will do), or one the hotel uploaded
 * in the editor (a file in public/photos, written `/photos/<name>`; the build checks it is there).
 */
export const photoId = z
  .string()
  .regex(
    photoPattern,
    "a photo uploaded in the editor, or the address of one on the photo host",
  )
  .describe(
    'a photo uploaded in the editor (/photos/<name>.jpg), or the address of one on the photo host, such as "https://images.unsplash.com/photo-1611892440504-42a792e24d32"',
  )
  .meta({ widget: "image" });

export type Photo = { id: string; alt: string };

export const isoDate = z.iso.date().describe("a date written year-month-day, such as 2027-03-31");

/** Words: trimmed, `min` to `max` characters. Without `max` the editor offers one line. */
export const text = (what: string, min = 1, max?: number) => {
  const words = z.string().trim().min(min);
  return (max === undefined ? words : words.max(max)).describe(what);
};

/**
 * The hotel's facts a text (an FAQ answer, a legal page, a post, a page's summary) may name in
 * braces, such as {checkIn}: filled from content/policies.yaml, site.yaml, the rooms and the
 * venues when the page is built (app/content/server/facts.server.ts), so no page can state a time or a
 * figure the others contradict. A time, price or policy figure typed by hand where one of these
 * exists stops the build (app/content/server/hand-typed.ts).
 */
export const factPlaceholders = [
  "checkIn",
  "checkOut",
  "freeCancellationHours",
  "lateCancellationCharge",
  "childrenFreeUnderAge",
  "childrenPolicy",
  "extraBedNightly",
  "diningNoticeHours",
  "city",
  "roomPriceFrom",
  "roomPriceTo",
  "requestsGoTo",
  "hours.frontDesk",
  "hours.concierge",
  "hours.roomService",
  "hours.fineDining",
  "hours.terraceLunch",
  "hours.terraceDinner",
  "hours.bar",
  "hours.breakfastWeekdays",
  "hours.breakfastWeekends",
  "venue.fine-dining",
  "venue.terrace-bistro",
  // As a figure: "24/7" for a service open round the clock every day, else its hours.
  "open.frontDesk",
  "open.concierge",
  "open.roomService",
  "open.fineDining",
  "open.terraceLunch",
  "open.terraceDinner",
  "open.bar",
  "open.breakfastWeekdays",
  "open.breakfastWeekends",
  "established",
  "roomCount",
] as const;

const known = new Set<string>(factPlaceholders);

/** A zod refinement: every placeholder in braces names one of the facts above. */
export function knownFacts(value: string, context: z.RefinementCtx) {
  const unknown = [...value.matchAll(/\{([^{}]*)\}/g)]
    .map(([, name]) => name ?? "")
    .filter((name) => !known.has(name));
  if (unknown.length)
    context.addIssue({
      code: "custom",
      input: unknown.map((name) => `{${name}}`).join(", "),
      message: `an unknown placeholder; the known ones are ${factPlaceholders.map((name) => `{${name}}`).join(", ")}`,
    });
}
