import { formatTime } from "~/content/schemas/collections/hours-format";
import type { HourId } from "~/content/schemas/hour-ids";
import { lastSeatingMinutes, openingHours } from "~/content/runtime/opening-hours";
import { lastTableAt } from "~/domain/opening-hours";
import { LOCALE } from "~/lib/locale";
import { dining as t } from "~/locale/dining";

/**
 * "Last table 1:30 PM": when a restaurant seats its last table in one of its meals, the table
 * request's rule (content/policies.yaml lastSeatingMinutes) said where its hours are.
 */
export const lastTableWords = (id: HourId) =>
  t.info.lastTable(formatTime(lastTableAt(openingHours[id], lastSeatingMinutes), LOCALE));
