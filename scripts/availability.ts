// `npm run availability`: reads each room's calendars on the booking sites (content/channels.yaml)
// and writes the nights they close, with when each was read, to content/availability.json, which
// the build turns into the rooms' calendars (scripts/room-calendars.ts). A calendar that fails,
// times out or is not a calendar keeps its last good nights and says so; it never makes this
// command fail. A broken content/channels.yaml does (exit 1, every problem listed), as it stops
// the build. Each calendar gets AVAILABILITY_TIMEOUT_S seconds (15 unless set) for its whole answer.
import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  availabilityFileName,
  readAvailability,
  readChannels,
  roomList,
} from "../app/content/server/channels.server.ts";
import { contentDir } from "../app/content/server/file-problems.server.ts";
import { readAvailabilityFeeds, type Fetch } from "./availability-core.ts";

const dir = contentDir();
const seconds = Number(process.env.AVAILABILITY_TIMEOUT_S ?? 15);
if (!(seconds > 0))
  throw new Error(`AVAILABILITY_TIMEOUT_S must be a number of seconds, such as 15`);

const channels = readChannels(dir);
if (channels.problems.length) {
  console.error(
    `availability: the list of calendars has ${channels.problems.length} problem(s), so none was read:\n` +
      channels.problems.map((problem) => `  - ${problem}`).join("\n"),
  );
  process.exit(1);
}

// The last file written: a calendar that fails keeps its nights from it. One that cannot be read
// is set aside with a warning (it is rewritten whole below).
const last = readAvailability(dir);
for (const problem of last.problems)
  console.warn(
    `availability: the last file is unreadable, so no calendar's nights are kept: ${problem}`,
  );

// Every room, so the file names each one (a room content/channels.yaml leaves out has none).
const rooms = Object.fromEntries(roomList(dir).map(({ id }) => [id, channels.rooms[id] ?? []]));
const { availability, report } = await readAvailabilityFeeds({
  channels: rooms,
  previous: last.availability,
  fetch: fetch as Fetch,
  timeoutMs: seconds * 1000,
  userAgent: "surma-riverside-hotel availability (npm run availability)",
});

const path = join(dir, availabilityFileName);
writeFileSync(path, `${JSON.stringify(availability, null, 2)}\n`);
console.log(report.join("\n"));
console.log(
  `availability: ${relative(process.cwd(), path) || path} written (read at ${availability.readAt})`,
);
