// The hotel's day and time, apart from ./today: only My requests' "Cancel" reads it, and every
// page's shell carries ./today.
import { dhakaOffsetMs } from "./today";

/** The hotel's day and time now, as its policies count them: { day: YYYY-MM-DD, time: HH:MM }. */
export function hotelNow(now = Date.now()): { day: string; time: string } {
  const iso = new Date(now + dhakaOffsetMs).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}
