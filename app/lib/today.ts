/** The hotel's time zone, Asia/Dhaka: UTC+6 all year (Bangladesh keeps no summer time). */
export const dhakaOffsetMs = 6 * 60 * 60 * 1000;

/**
 * Today's date at the hotel, year-month-day. Worked out by hand rather than with Intl, whose
 * first formatter costs a page 15-40 ms of main thread while it hydrates (docs/decisions/0012).
 */
export function hotelToday(now = Date.now()): string {
  return new Date(now + dhakaOffsetMs).toISOString().slice(0, 10);
}

/** Whether something dated (an offer) runs on `day`: from its first day to its last, inclusive. */
export function runsOn(dated: { validFrom: string; validUntil: string }, day: string): boolean {
  return dated.validFrom <= day && day <= dated.validUntil;
}
