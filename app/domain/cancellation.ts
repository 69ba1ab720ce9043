// When a flexible booking may still be cancelled free: the hotel's policy counts its hours back
// from check-in (the check-in day at the time check-in starts), in the hotel's time (Sylhet,
// UTC+6 all year, so a day is always 24 hours). Pure: days YYYY-MM-DD, times HH:MM.

import { dayIndexOf, isoDayAt } from "./calendar-day";

const MINUTES_PER_DAY = 24 * 60;

/** A time as the policy writes it in English, "2:00 PM", as HH:MM ("14:00"); null if it is not one. */
export function clockTime(text: string): string | null {
  const match = /^(1[0-2]|[1-9]):([0-5]\d) ?([AP])M$/i.exec(text.trim());
  if (!match) return null;
  const hours = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === "P" ? 12 : 0);
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

/**
 * The last moment the stay may be cancelled free: `hours` before check-in on `checkIn` at
 * `checkInTime`, as a hotel day and time.
 */
export function freeCancellationUntil(
  checkIn: string,
  checkInTime: string,
  hours: number,
): { day: string; time: string } {
  const [h, m] = checkInTime.split(":").map(Number);
  const at = dayIndexOf(checkIn) * MINUTES_PER_DAY + h! * 60 + m! - Math.round(hours * 60);
  const day = Math.floor(at / MINUTES_PER_DAY);
  const minutes = at - day * MINUTES_PER_DAY;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return { day: isoDayAt(day), time };
}
