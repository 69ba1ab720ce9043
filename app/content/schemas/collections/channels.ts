// The hotel's calendars on the booking sites (issue 38): content/channels.yaml lists, per room, the
// addresses of its calendars on Booking.com and Airbnb ("export calendar"); `npm run availability`
// reads them into content/availability.json, a generated file whose schema is here too. Neither is
// a page's content: one language, no `en:`/`bn:` halves, and no page imports them (the build writes
// the rooms' own calendars from them: scripts/room-calendars.ts).
import { z } from "zod";
import { isoDate } from "./fields.ts";

const https = "an https address, starting https:// and naming a host";

/** A calendar's address as the booking sites give it: https, a host name, no spaces. */
export const feedAddress = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: https })
  .regex(/^https:\/\/\S+$/, https)
  // Booking.com's and Airbnb's are about 100 characters; up to 200 the editor offers one line.
  .max(200)
  .describe(
    'the booking site\'s "export calendar" address for this room, starting https://, such as "https://www.airbnb.com/calendar/ical/123456.ics?s=…"',
  )
  .meta({ label: "Calendar address" });

/** The most calendars one room may list: a site or two, with room to spare. */
const feedsPerRoom = 10;

/** One room's calendars: each address once. */
const roomFeeds = (name: string) =>
  z
    .array(feedAddress)
    .max(feedsPerRoom)
    .refine((urls) => new Set(urls).size === urls.length, "the same address is listed twice")
    .optional()
    .describe(
      `${name}'s calendars on the booking sites: paste each site's export address (none: leave it empty)`,
    )
    .meta({ label: name });

export type ChannelRoom = { id: string; name: string };

/**
 * content/channels.yaml's schema for the rooms there are: one optional list of addresses per room,
 * and no other key (a room that does not exist is a typing mistake, reported as one).
 */
export const channelsFile = (rooms: readonly ChannelRoom[]) =>
  z.strictObject({
    rooms: z
      .strictObject(Object.fromEntries(rooms.map(({ id, name }) => [id, roomFeeds(name)])))
      .describe("each room's calendars on the booking sites")
      .meta({ label: "Rooms" }),
  });

/** The editor's names for the file (admin/config.yml). */
export const channelsEditor = {
  label: "Channels",
  description:
    "Each room's calendars on Booking.com and Airbnb: paste each site's export address under the room. The nights booked there close on this site when its calendars are next read and it is built (npm run availability, then the build).",
  file: "channels.yaml",
} as const;

/** The moment a calendar was read, as `Date.toISOString()` writes it. */
const instant = z.iso.datetime().describe("a moment written as ISO 8601 in UTC");

/** Nights closed by a booking site: the first night to the last, both included, and the site. */
const FeedClosed = z.strictObject({
  from: isoDate,
  to: isoDate,
  source: z.string().min(1).describe("the host of the calendar that closed them"),
});

/** How the last read of one calendar went. */
const FeedRead = z.strictObject({
  url: z.string().min(1),
  ok: z.boolean(),
  /** The last good read of it; null if it has never been read. */
  readAt: instant.nullable(),
  error: z.string().optional(),
});

/** content/availability.json, written by `npm run availability` (scripts/availability.ts). */
export const AvailabilityFile = z.strictObject({
  readAt: instant,
  rooms: z.record(
    z.string(),
    z.strictObject({ closed: z.array(FeedClosed), feeds: z.array(FeedRead) }),
  ),
});

export type Availability = z.output<typeof AvailabilityFile>;
export type RoomAvailability = Availability["rooms"][string];
export type FeedClosedNights = z.output<typeof FeedClosed>;
export type FeedStatus = z.output<typeof FeedRead>;
