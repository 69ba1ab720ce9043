// A stay's dates as a date picker hands them over (local midnights), counted in calendar days
// (calendar-day.ts says why never in milliseconds).
import { localDayIndexOf, localDayPlus } from "./calendar-day";
import { MAX_NIGHTS } from "./stay-limit";

/** True when `date` falls on an earlier calendar day than `other` (time of day is ignored). */
export function isBeforeDay(date: Date, other: Date): boolean {
  return localDayIndexOf(date) < localDayIndexOf(other);
}

/**
 * Nights between two dates: the day difference rounded up, as an absolute value,
 * so the order of the dates does not matter and a same-day pair is 0 nights.
 */
export function countNights(checkIn: Date, checkOut: Date): number {
  return Math.abs(localDayIndexOf(checkOut) - localDayIndexOf(checkIn));
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
  else if (isBeforeDay(checkOut, localDayPlus(checkIn, 1))) issues.checkOut = "checkOutOrder";
  else if (countNights(checkIn, checkOut) > MAX_NIGHTS) issues.checkOut = "stayTooLong";
  return issues;
}
