// The hotel's day the site is built for. Build-time only (the `.server` name keeps it out of
// bundles).
import { hotelToday } from "../../lib/today.ts";

/**
 * The day at the hotel (Asia/Dhaka) the pages are built for, year-month-day: what their dated
 * content is chosen by (the offers running, each room's from-price, its rate tonight). BUILD_DAY
 * fixes it: scripts/build.mjs sets it once for both languages and writes it beside the build for
 * the checks, and a check may fake another day with it. Otherwise the first call takes today at
 * the hotel and keeps it for the rest of the process, so a build that runs past the hotel's
 * midnight prices every page by the same day.
 */
export function buildDay(): string {
  const fixed = process.env.BUILD_DAY;
  if (fixed === undefined) return (process.env.BUILD_DAY = hotelToday());
  const day = Date.parse(`${fixed}T00:00:00Z`);
  if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== fixed)
    throw new Error(`BUILD_DAY is "${fixed}"; write the day as year-month-day, such as 2026-12-01`);
  return fixed;
}
