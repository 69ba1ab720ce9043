// The site's calendars out (issue 38): each room's closed nights as /calendars/<room>.ics, an
// RFC 5545 calendar the booking sites import, so a night closed here (or booked on another site)
// closes there too. scripts/postbuild.mjs writes them into the build. The nights are the room's own
// closed ranges (content/rooms/<room>.yaml) and every range content/availability.json holds for
// it, from every site, including the one importing the file: a site seeing its own bookings come
// back is what iCalendar sync between sites always does, and harmless.
import { createEvents, type EventAttributes } from "ics";
import {
  readAvailability,
  roomList,
  roomOwnClosed,
} from "../app/content/server/channels.server.ts";
import { contentDir } from "../app/content/server/file-problems.server.ts";
import { ContentError, readCollection } from "../app/content/server/files.server.ts";
import { foldLines } from "../app/lib/calendar-lines.ts";
import { addDays, hotelDay, mergeRanges, type NightRange } from "./night-ranges.ts";

/** Where the calendars are published: /calendars/<room>.ics. */
export const calendarsFolder = "calendars";

type Day = [number, number, number];
const dayOf = (iso: string): Day => {
  const [year, month, day] = iso.split("-").map(Number);
  return [year!, month!, day!];
};

/**
 * One room's calendar: each range of closed nights an all-day event "Not available" from its first
 * night (DTSTART) to the day after its last (DTEND, exclusive as RFC 5545 has it). An event's UID
 * is the room and its nights at the site's host, so the same nights keep the same UID from build to
 * build and the importing site updates rather than duplicates them. CRLF line ends, lines folded
 * at 75 octets.
 */
export function roomCalendar({
  room,
  name,
  hotel,
  host,
  ranges,
  stamp,
}: {
  room: string;
  name: string;
  hotel: string;
  host: string;
  ranges: readonly NightRange[];
  stamp: Date;
}): string {
  const events: EventAttributes[] = ranges.map(({ from, to }) => ({
    uid: `${room}-${from.replaceAll("-", "")}-${to.replaceAll("-", "")}@${host}`,
    title: "Not available",
    start: dayOf(from),
    end: dayOf(addDays(to, 1)),
    timestamp: stamp.getTime(),
    transp: "OPAQUE",
  }));
  const { error, value } = createEvents(events, {
    productId: `-//${hotel}//Room calendars//EN`,
    calName: `${hotel}: ${name}`,
  });
  if (error || !value) throw error ?? new Error(`ics: no calendar text for ${room}`);
  return foldLines(value);
}

/**
 * Every room's calendar file (`<room>.ics`) from the content: its own closed nights and the booking
 * sites' ones, merged, the ranges over before the hotel's today left out. Stops (a ContentError)
 * when content/availability.json is not what `npm run availability` writes.
 */
export function roomCalendars(dir = contentDir(), now = new Date()): Record<string, string> {
  const [site] = readCollection("site", dir).entries;
  const facts = site?.data.en as { origin?: string; name?: string } | undefined;
  if (!facts?.origin) throw new ContentError(["site.yaml: en.origin: missing"]);
  const host = new URL(facts.origin).hostname;
  const hotel = facts.name ?? host;
  const { availability, problems } = readAvailability(dir);
  if (problems.length) throw new ContentError(problems);
  const today = hotelDay(now);
  return Object.fromEntries(
    roomList(dir).map(({ id, name }) => {
      const ranges = mergeRanges([
        ...roomOwnClosed(id, dir),
        ...(availability?.rooms[id]?.closed ?? []),
      ]).filter((range) => range.to >= today);
      return [`${id}.ics`, roomCalendar({ room: id, name, hotel, host, ranges, stamp: now })];
    }),
  );
}
