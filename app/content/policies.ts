import type { z } from "zod";
import { LOCALE } from "../lib/locale";
import { policiesText as bnText } from "./bn/policies";
import { policiesText as enText } from "./en/policies";
import type { HoursEntry, PoliciesSchema } from "./schemas";

const text = LOCALE === "bn" ? bnText : enText;

type Policies = z.infer<typeof PoliciesSchema>;
type PolicyWording = keyof typeof enText.policies;

/**
 * The one set of policies (spec-decisions). Room detail, booking information, chat and FAQ read it.
 * The schema pins the English wording ("2:00 PM"); a Bengali build says the same times in Bengali.
 */
export const policies = {
  freeCancellationHours: 24,
  childrenFreeUnderAge: 12,
  pets: false,
  diningNoticeHours: 24,
  ...text.policies,
} as const satisfies Omit<Policies, PolicyWording> & Record<PolicyWording, string>;

/** The services and venues whose hours the site states (spec section 9), in display order. */
export const hourIds = [
  "frontDesk",
  "concierge",
  "roomService",
  "fineDining",
  "terraceLunch",
  "terraceDinner",
  "bar",
  "breakfastWeekdays",
  "breakfastWeekends",
] as const;

/** Opening hours, spec section 9. */
export const hours = hourIds.map((id) => ({
  id,
  ...text.hours[id],
})) satisfies readonly HoursEntry[];
