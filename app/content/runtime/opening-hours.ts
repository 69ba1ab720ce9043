// The opening hours as the rules read them (content/policies.yaml): days and times per service,
// and how long before closing a restaurant seats its last table. Only the pages that apply a rule
// to them load this (the table request); the words every page states are in ./policies.
import entries from "virtual:content/opening-hours";
import type { ContentModule } from "../schemas/collections";
import type { HourId } from "../schemas/hour-ids";
import type { Opening } from "~/domain/opening-hours";

const [schedule] = entries as ContentModule<"opening-hours">;
if (!schedule) throw new Error("content/policies.yaml is missing");

/** Each service's days and times. */
export const openingHours: Record<HourId, Opening> = schedule.hours;

/** Minutes before closing that a restaurant seats its last table. */
export const lastSeatingMinutes = schedule.lastSeatingMinutes;
