// The booking sites' calendars, in and out (issue 38), as files: content/channels.yaml (each room's
// calendar addresses, checked like every content file, with the same messages), the generated
// content/availability.json (what `npm run availability` last read from them) and the rooms' own
// closed nights. Build-time only: `npm run availability`, the content check and the build's
// calendars (scripts/room-calendars.ts) read them; no page does.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { parse } from "yaml";
import {
  AvailabilityFile,
  channelsEditor,
  channelsFile,
  type Availability,
  type ChannelRoom,
} from "../schemas/collections/channels.ts";
import { contentDir, describeIssue } from "./file-problems.server.ts";
import { hotelToday } from "../../lib/today.ts";

/** The generated file `npm run availability` writes, beside the content files. */
export const availabilityFileName = "availability.json";

const shownPath = (path: string) => relative(process.cwd(), path) || path;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A room's file as far as these files need it, read without its schema (another's to check). */
function roomFile(path: string): Record<string, unknown> {
  try {
    const data: unknown = parse(readFileSync(path, "utf8"));
    const en = (data as { en?: unknown } | null)?.en;
    return en && typeof en === "object" ? (en as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The rooms there are: content/rooms/<id>.yaml, in file-name order, each with its English name. */
export function roomList(dir = contentDir()): ChannelRoom[] {
  const folder = join(dir, "rooms");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => {
      const id = basename(name, ".yaml");
      const room = roomFile(join(folder, name));
      return { id, name: typeof room.name === "string" ? room.name : id };
    });
}

/**
 * A room's own closed nights (`closed: [{ from, to, reason? }]` in its file, the first night to
 * the last, both included). Read defensively: the rooms' schema checks the field; here a room
 * without it, or an entry that is not two dates in order, closes nothing.
 */
export function roomOwnClosed(room: string, dir = contentDir()): { from: string; to: string }[] {
  const path = join(dir, "rooms", `${room}.yaml`);
  const closed = existsSync(path) ? roomFile(path).closed : undefined;
  if (!Array.isArray(closed)) return [];
  return closed.flatMap((entry: unknown) => {
    const { from, to } = (entry ?? {}) as { from?: unknown; to?: unknown };
    return typeof from === "string" &&
      typeof to === "string" &&
      isoDay.test(from) &&
      isoDay.test(to)
      ? from <= to
        ? [{ from, to }]
        : []
      : [];
  });
}

/**
 * content/channels.yaml, checked against the rooms there are: each room's calendar addresses (a
 * room it does not list has none), and every problem, one line each. No file: no calendars.
 */
export function readChannels(dir = contentDir()): {
  rooms: Record<string, string[]>;
  problems: string[];
} {
  const path = join(dir, channelsEditor.file);
  const file = shownPath(path);
  if (!existsSync(path)) return { rooms: {}, problems: [] };
  let data: unknown;
  try {
    data = parse(readFileSync(path, "utf8"));
  } catch (error) {
    return {
      rooms: {},
      problems: [`${file}: not valid YAML: ${(error as Error).message.split("\n")[0]}`],
    };
  }
  const schema = channelsFile(roomList(dir));
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success)
    return {
      rooms: {},
      // An address that is neither https nor an address at all fails two checks in the same words.
      problems: [
        ...new Set(result.error.issues.map((issue) => describeIssue(file, schema, issue))),
      ],
    };
  const rooms = Object.fromEntries(
    Object.entries(result.data.rooms).map(([room, urls]) => [room, (urls ?? []) as string[]]),
  );
  return { rooms, problems: [] };
}

/** For the content check (files.server.ts): what is wrong with content/channels.yaml. */
export const channelsProblems = (dir = contentDir()) => readChannels(dir).problems;

/**
 * content/availability.json as `npm run availability` last wrote it: null when there is none; the
 * problems, one line each, when it is not what that command writes.
 */
export function readAvailability(dir = contentDir()): {
  availability: Availability | null;
  problems: string[];
} {
  const path = join(dir, availabilityFileName);
  const file = shownPath(path);
  if (!existsSync(path)) return { availability: null, problems: [] };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    return {
      availability: null,
      problems: [`${file}: not valid JSON: ${(error as Error).message.split("\n")[0]}`],
    };
  }
  const result = AvailabilityFile.safeParse(data, { reportInput: true });
  if (!result.success)
    return {
      availability: null,
      problems: result.error.issues.map((issue) => describeIssue(file, AvailabilityFile, issue)),
    };
  return { availability: result.data, problems: [] };
}

/**
 * The day the site's availability is true as of, as the calendars state it ("Availability as of
 * …"): the day of the build, or, when a room takes nights from a booking site's calendar, the day
 * of the oldest last good read of one if that is earlier (hotel days, Asia/Dhaka). A calendar never
 * read adds nothing to know a date by (`npm run availability` says so when it fails).
 */
export function availabilityAsOf(availability: Availability | null, buildDay: string): string {
  const reads = Object.values(availability?.rooms ?? {}).flatMap((room) =>
    room.feeds.flatMap((feed) => (feed.readAt ? [hotelToday(Date.parse(feed.readAt))] : [])),
  );
  return [buildDay, ...reads].sort()[0]!;
}
