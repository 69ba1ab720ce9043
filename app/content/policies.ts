import type { z } from "zod";
import type { HoursEntry, PoliciesSchema } from "./schemas";

/** The one set of policies (spec-decisions). Room detail, booking information, chat and FAQ read it. */
export const policies = {
  checkIn: "2:00 PM",
  checkOut: "12:00 PM",
  freeCancellationHours: 24,
  lateCancellationCharge: "one night",
  childrenFreeUnderAge: 12,
  pets: false,
  diningNoticeHours: 24,
} as const satisfies z.infer<typeof PoliciesSchema>;

/** Opening hours, spec section 9. */
export const hours = [
  { id: "frontDesk", days: "Every day", time: "24 hours" },
  { id: "concierge", days: "Every day", time: "7:00 AM – 11:00 PM" },
  { id: "roomService", days: "Every day", time: "6:00 AM – 12:00 AM" },
  { id: "fineDining", days: "Tuesday – Sunday", time: "5:30 PM – 10:30 PM" },
  { id: "terraceLunch", days: "Every day", time: "11:30 AM – 2:30 PM" },
  { id: "terraceDinner", days: "Every day", time: "6:00 PM – 9:30 PM" },
  { id: "bar", days: "Every day", time: "12:00 PM – 12:00 AM" },
  { id: "breakfastWeekdays", days: "Weekdays", time: "6:30 AM – 10:30 AM" },
  { id: "breakfastWeekends", days: "Weekends", time: "7:00 AM – 11:00 AM" },
] as const satisfies readonly HoursEntry[];
