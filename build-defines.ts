import { buildDay } from "./app/content/server/build-day.server.ts";
import { availabilityAsOf, readAvailability } from "./app/content/server/channels.server.ts";

/**
 * The constants a build writes into the code (vite.config.ts, and vitest.config.ts for the code
 * under test): each declared where it is read (`declare const __BUILD_DAY__: string`).
 */
export function buildDefines() {
  return {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The hotel's date when the pages were prerendered: what their dated content was chosen by
    // (the offers running, the rooms' from-prices), and what the content modules under test are
    // made for.
    __BUILD_DAY__: JSON.stringify(buildDay()),
    // What the calendars say their closed nights are true as of (content/availability.json).
    __AVAILABILITY_AS_OF__: JSON.stringify(
      availabilityAsOf(readAvailability().availability, buildDay()),
    ),
  };
}
