// The booking sites' calendars in (issue 38), without the files and the network: a calendar's text
// into the nights it closes, those nights merged into ranges, and a read of every room's
// calendars that keeps a calendar's last good nights when it cannot be read this time. The
// network is handed in (`fetch`), so the tests run offline. `npm run availability`
// (scripts/availability.ts) wires it to the files and the real network.
// Nights and ranges are as scripts/night-ranges.ts has them.
import ical, { type VEvent } from "node-ical";
import type {
  Availability,
  FeedClosedNights,
  FeedStatus,
  RoomAvailability,
} from "../app/content/schemas/collections/channels.ts";
import { MS_PER_DAY, addDays, hotelDay, mergeRanges, type NightRange } from "./night-ranges.ts";

/**
 * The date an all-day value names. node-ical makes DATE values (DTSTART;VALUE=DATE:20261224) local
 * midnight of the machine running it, marked `dateOnly`: the machine's own calendar gives the day
 * back, whatever its time zone.
 */
const floatingDay = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, "0")}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

const isDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

/** A calendar that cannot be read as one: its last good nights are kept. */
export class FeedError extends Error {
  override name = "FeedError";
}

/**
 * The nights one event closes, or null for an event that closes none (cancelled, or marked free).
 * - All-day (DTSTART;VALUE=DATE): from its first day to the day before DTEND, which RFC 5545 makes
 *   exclusive (a one-night booking on Booking.com is DTSTART 24th, DTEND 25th). No DTEND: one night.
 * - Timed (a date and time, in UTC, with a TZID or floating): in the hotel's time, from the day it
 *   starts to the day before it ends (a stay from 14:00 on the 24th to 12:00 on the 25th is the
 *   night of the 24th); an event that starts and ends on one day closes that day's night.
 * Booking.com's "CLOSED - Not available" and Airbnb's "Reserved" and "Airbnb (Not available)" are
 * all-day events like any other: every event closes its nights, whatever its summary.
 * Recurring events are not expected from these exports: an RRULE's first occurrence (DTSTART to
 * DTEND) is read, and its repetitions, exceptions and overrides are ignored.
 */
export function eventNights(event: VEvent): NightRange | null {
  if (event.status === "CANCELLED" || event.transparency === "TRANSPARENT") return null;
  const { start, end } = event;
  const name = `the event ${event.uid ? `"${event.uid}"` : "without a UID"}`;
  if (!isDate(start)) throw new FeedError(`${name} has no start date that can be read`);
  if (end !== undefined && !isDate(end))
    throw new FeedError(`${name} has an end date that cannot be read`);
  if (event.datetype === "date" || (start as { dateOnly?: boolean }).dateOnly) {
    const from = floatingDay(start);
    const after = end ? floatingDay(end) : addDays(from, 1);
    return { from, to: after > from ? addDays(after, -1) : from };
  }
  // A time in UTC or with a TZID is an instant (node-ical marks its zone); one with neither is
  // "floating", a time on the wall wherever read: the hotel's wall, so its date as written.
  const dayOf = (date: Date) => ((date as { tz?: string }).tz ? hotelDay(date) : floatingDay(date));
  const from = dayOf(start);
  const last = end ? addDays(dayOf(end), -1) : from;
  return { from, to: last > from ? last : from };
}

/**
 * A calendar's text into the nights its events close, merged. Throws a FeedError when the text is
 * not a whole calendar (an error page, a cut-off download) or an event's dates cannot be read:
 * better to keep the last good nights than to open nights a booking holds.
 */
export function calendarNights(text: string): NightRange[] {
  const body = text.replace(/^\uFEFF/, "").trim();
  if (!/^BEGIN:VCALENDAR\r?$/i.test(body.split("\n", 1)[0] ?? ""))
    throw new FeedError("not a calendar: it does not begin with BEGIN:VCALENDAR");
  if (!/^END:VCALENDAR\r?$/im.test(body)) throw new FeedError("cut off: no END:VCALENDAR");
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(body);
  } catch (error) {
    throw new FeedError(`cannot be read: ${(error as Error).message}`);
  }
  const nights: NightRange[] = [];
  for (const component of Object.values(parsed))
    if (component && (component as { type?: unknown }).type === "VEVENT") {
      const range = eventNights(component as VEvent);
      if (range) nights.push(range);
    }
  return mergeRanges(nights);
}

/** The host a calendar comes from ("admin.booking.com"), which names its nights' source. */
export const sourceOf = (url: string) => new URL(url).hostname;

/** What the network must do for the reader: fetch's shape, as far as it is used. */
export type Fetch = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string> },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

/**
 * A calendar's text, or a FeedError: an answer other than 2xx, a network failure, or no whole
 * answer within `timeoutMs` (the request is then aborted).
 */
export async function fetchCalendar(
  url: string,
  { fetch, timeoutMs, userAgent }: { fetch: Fetch; timeoutMs: number; userAgent?: string },
): Promise<string> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new FeedError(`no answer within ${timeoutMs / 1000} s`));
      controller.abort();
    }, timeoutMs);
  });
  try {
    const response = await Promise.race([
      fetch(url, {
        signal: controller.signal,
        headers: {
          accept: "text/calendar, */*;q=0.5",
          ...(userAgent ? { "user-agent": userAgent } : {}),
        },
      }),
      timeout,
    ]);
    if (!response.ok) throw new FeedError(`the site answered HTTP ${response.status}`);
    return await Promise.race([response.text(), timeout]);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new FeedError(
      `could not be fetched: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    );
  } finally {
    clearTimeout(timer);
  }
}

/** One calendar's read: its nights, or why not. */
type FeedResult = { url: string; nights: NightRange[] } | { url: string; error: string };

/** One room's closed nights and calendars, from this read and, for a failed calendar, the last. */
export function roomAvailability(
  results: readonly FeedResult[],
  before: RoomAvailability | undefined,
  { readAt, today }: { readAt: string; today: string },
): RoomAvailability {
  const bySource = new Map<string, NightRange[]>();
  const feeds: FeedStatus[] = [];
  const add = (source: string, nights: readonly NightRange[]) =>
    bySource.set(source, [...(bySource.get(source) ?? []), ...nights]);
  for (const result of results) {
    const source = sourceOf(result.url);
    if ("nights" in result) {
      add(source, result.nights);
      feeds.push({ url: result.url, ok: true, readAt });
      continue;
    }
    // Keep the last good nights of this calendar's site. Two calendars of one site for one room,
    // one failing: the site's last nights are all kept (a night closed too many, never one open
    // that a booking holds).
    add(source, before?.closed.filter((range) => range.source === source) ?? []);
    const last = before?.feeds.find((feed) => feed.url === result.url);
    feeds.push({ url: result.url, ok: false, readAt: last?.readAt ?? null, error: result.error });
  }
  // Ranges merge within a site, so each still names the one it came from; a range over before
  // today is gone (no guest can ask for those nights), one under way is kept whole.
  const closed: FeedClosedNights[] = [...bySource]
    .flatMap(([source, nights]) => mergeRanges(nights).map((range) => ({ ...range, source })))
    .filter((range) => range.to >= today)
    .sort((a, b) => a.from.localeCompare(b.from) || a.source.localeCompare(b.source));
  return { closed, feeds };
}

export type ReadOptions = {
  /** Each room's calendar addresses (content/channels.yaml). */
  channels: Record<string, readonly string[]>;
  /** The last file written, if any: a calendar that fails keeps its nights from it. */
  previous: Availability | null;
  fetch: Fetch;
  timeoutMs: number;
  now?: Date;
  userAgent?: string;
};

/**
 * Reads every room's calendars at once and makes the next content/availability.json. A calendar
 * that fails, times out or is not a calendar never fails the read: it keeps its last good nights
 * and says why, in the file and in the report (one line per room, one per calendar).
 */
export async function readAvailabilityFeeds({
  channels,
  previous,
  fetch,
  timeoutMs,
  now = new Date(),
  userAgent,
}: ReadOptions): Promise<{ availability: Availability; report: string[] }> {
  const readAt = now.toISOString();
  const today = hotelDay(now);
  const read = async (url: string): Promise<FeedResult> => {
    try {
      return {
        url,
        nights: calendarNights(await fetchCalendar(url, { fetch, timeoutMs, userAgent })),
      };
    } catch (error) {
      if (!(error instanceof FeedError)) throw error;
      return { url, error: error.message };
    }
  };
  const rooms = Object.fromEntries(
    await Promise.all(
      Object.entries(channels).map(async ([room, urls]) => {
        const results = await Promise.all([...new Set(urls)].map(read));
        return [room, roomAvailability(results, previous?.rooms[room], { readAt, today })] as const;
      }),
    ),
  );
  return { availability: { readAt, rooms }, report: availabilityReport(rooms) };
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en")} ${count === 1 ? one : many}`;

/** The nights the ranges close, each once (two sites may close the same night). */
const nightCount = (ranges: readonly NightRange[]) =>
  mergeRanges(ranges).reduce(
    (sum, { from, to }) => sum + (Date.parse(to) - Date.parse(from)) / MS_PER_DAY + 1,
    0,
  );

/** What the read found, room by room, for the console. */
export function availabilityReport(rooms: Availability["rooms"]): string[] {
  return Object.entries(rooms).flatMap(([room, { closed, feeds }]) => {
    if (!feeds.length) return [`${room}: no calendars`];
    const failed = feeds.filter((feed) => !feed.ok).length;
    return [
      `${room}: ${plural(feeds.length, "calendar")}${failed ? ` (${failed} failed)` : ""}, ${plural(nightCount(closed), "closed night")} in ${plural(closed.length, "range")}`,
      ...feeds.map((feed) => {
        const source = sourceOf(feed.url);
        const kept = closed.filter((range) => range.source === source);
        return feed.ok
          ? `  ok      ${source}: ${plural(kept.length, "range")}`
          : `  FAILED  ${source}: ${feed.error}; ${feed.readAt ? `keeps its nights read ${feed.readAt} (${plural(kept.length, "range")})` : "never read, so it closes nothing yet"}`;
      }),
    ];
  });
}
