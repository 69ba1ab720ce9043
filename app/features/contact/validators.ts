import { policies } from "~/content/policies";
import { contactRequests } from "~/locale/contact-requests";

type ContactErrorKey = keyof typeof contactRequests.errors;
import {
  contactSchema,
  diningRequestSchema,
  hotelRequestSchema,
  type ContactInput,
  type DiningInput,
  type HotelInput,
} from "./contact-schemas";

// Loaded on demand by validation.ts: zod and the schemas stay out of the page's first load.
// The date rules read the clock at each validation, so a page left open overnight stays right.

/** Each field's first issue, in the words the guest reads. */
export type Issues<TValues> = Partial<Record<keyof TValues & string, string>>;

/** The words of a schema issue (a catalogue key); an unknown key reads as a generic message. */
function words(key: string): string {
  const { errors } = contactRequests;
  const entry = errors[key as ContactErrorKey] ?? errors.choice;
  return typeof entry === "function" ? entry(policies.diningNoticeHours) : entry;
}

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };

function firstIssues<TValues>(result: Result): Issues<TValues> {
  const issues: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in issues)) issues[field] = words(issue.message);
  }
  return issues as Issues<TValues>;
}

export const checkContact = (values: ContactInput) =>
  firstIssues<ContactInput>(contactSchema.safeParse(values));

export const checkHotel = (values: HotelInput) =>
  firstIssues<HotelInput>(hotelRequestSchema(new Date()).safeParse(values));

export const checkDining = (values: DiningInput) =>
  firstIssues<DiningInput>(diningRequestSchema(new Date()).safeParse(values));
