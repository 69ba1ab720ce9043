// Stay arithmetic on calendar dates. A date picker hands over local midnights; counting milliseconds
// between them is wrong on daylight-saving days (23 or 25 hours), so every date is first reduced to
// its calendar day (year, month, day) and counted as a UTC day number, where every day is 24 hours.
import { MAX_NIGHTS } from "./stay-limit";

const MS_PER_DAY = 86_400_000;

/** The calendar day a local `Date` falls on, as a day number (days since 1970-01-01). */
export function dayNumber(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / MS_PER_DAY;
}

/** The local calendar date of `date` as `YYYY-MM-DD` (the form the formatting module reads). */
export function toIsoDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, "0");
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/** Local midnight of the calendar day written `YYYY-MM-DD`. */
export function fromIsoDate(iso: string): Date {
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(year!, month! - 1, day!);
}

/** Local midnight of the calendar day `days` after `date`'s day (negative goes back). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Local midnight of `date`'s calendar day. */
export function startOfDay(date: Date): Date {
  return addDays(date, 0);
}

/** True when `date` falls on an earlier calendar day than `other` (time of day is ignored). */
export function isBeforeDay(date: Date, other: Date): boolean {
  return dayNumber(date) < dayNumber(other);
}

/**
 * Nights between two dates: the day difference rounded up, as an absolute value,
 * so the order of the dates does not matter and a same-day pair is 0 nights.
 */
export function countNights(checkIn: Date, checkOut: Date): number {
  return Math.abs(dayNumber(checkOut) - dayNumber(checkIn));
}

export { MAX_NIGHTS };

/** What can be wrong with a stay's dates, by the reservation form's rules (reservation-schema.ts). */
export type StayIssues = {
  checkIn?: "checkInRequired" | "checkInPast";
  /** Nothing while there is no check-in: check-out cannot be chosen before it. */
  checkOut?: "checkOutRequired" | "checkOutOrder" | "stayTooLong";
};

/**
 * The issues of a stay's dates, per field; empty when it can be booked: check-in today or later,
 * check-out at least a night after it, at most MAX_NIGHTS nights.
 */
export function stayIssues(checkIn: Date | null, checkOut: Date | null, today: Date): StayIssues {
  if (!checkIn) return { checkIn: "checkInRequired" };
  const issues: StayIssues = isBeforeDay(checkIn, today) ? { checkIn: "checkInPast" } : {};
  if (!checkOut) issues.checkOut = "checkOutRequired";
  else if (isBeforeDay(checkOut, addDays(checkIn, 1))) issues.checkOut = "checkOutOrder";
  else if (countNights(checkIn, checkOut) > MAX_NIGHTS) issues.checkOut = "stayTooLong";
  return issues;
}
