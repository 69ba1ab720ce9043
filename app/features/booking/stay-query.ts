import { isBeforeDay, MAX_NIGHTS } from "~/domain/stay";
import { isoDayOfLocal, localDayPlus, localMidnightOf } from "~/domain/calendar-day";
import { hotelToday } from "~/lib/today";

// The stay a link asks for in its query string, as Google's hotel links pass it (docs/content.md, "Links
// from Google"): `?checkin=YYYY-MM-DD&nights=N`, `los=N` (length of stay) standing for nights.

/** The link's stay: its check-in, and its check-out when the link gave a usable length. */
export type StayQuery = { checkIn: Date; checkOut: Date | null };

/**
 * The stay `params` ask for, or null when the check-in is missing, not a real calendar day or
 * past. A check-in is past before today at the hotel (`hotelDay`, lib/today.ts) or before the
 * guest's own today (`now`'s local day), which the form's check and its calendar go by: the later
 * of the two is the first day taken. Nights are a whole number from 1 to MAX_NIGHTS; any other
 * length gives the check-in alone.
 */
export function stayFromQuery(
  params: URLSearchParams,
  now = new Date(),
  hotelDay = hotelToday(now.getTime()),
): StayQuery | null {
  const checkIn = calendarDay(params.get("checkin"));
  if (!checkIn || isBeforeDay(checkIn, now) || isBeforeDay(checkIn, localMidnightOf(hotelDay))) {
    return null;
  }
  const nights = nightCount(params.get("nights") ?? params.get("los"));
  return { checkIn, checkOut: nights ? localDayPlus(checkIn, nights) : null };
}

/** Local midnight of a `YYYY-MM-DD` day that exists: 2026-02-30 would roll over into March. */
function calendarDay(value: string | null): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = localMidnightOf(value);
  return isoDayOfLocal(date) === value ? date : null;
}

function nightCount(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const nights = Number(value);
  return nights >= 1 && nights <= MAX_NIGHTS ? nights : null;
}
