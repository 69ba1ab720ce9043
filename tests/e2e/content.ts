// The content files as the pages see them, for journeys that check what a page shows.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readAvailability } from "../../app/content/server/channels.server";
import { localize, readCollection, withChannelNights } from "../../app/content/server/files.server";
import type { CollectionName, LocalizedEntry } from "../../app/content/schemas/collections";

const buildDir = process.env.BUILD_DIR ?? "build";

/**
 * The hotel's day the build under test was made for (scripts/build.mjs writes it beside the
 * build): what its dated content was chosen by, such as each room's from-price. A check compares
 * a page with that day's content, never with today's, so it holds for a build made on any day.
 */
export function builtDay(): string {
  const file = join(buildDir, "build-day.json");
  if (!existsSync(file)) throw new Error(`No ${file}: run npm run build first.`);
  return (JSON.parse(readFileSync(file, "utf8")) as { day: string }).day;
}

/** A collection's entries in `locale` as the build's pages show them, on the build's day. */
export function contentEntries<Name extends CollectionName>(
  name: Name,
  locale: "en" | "bn" = "en",
): LocalizedEntry<Name>[] {
  const { entries, problems } = readCollection(name);
  if (problems.length) throw new Error(problems.join("\n"));
  // As the build reads them: a room's closed nights include those booked on the booking sites.
  const read =
    name === "rooms"
      ? withChannelNights({ rooms: entries } as never, readAvailability().availability).rooms
      : entries;
  const day = builtDay();
  return read.map((entry) => localize(name, entry, locale, day)).sort((a, b) => a.order - b.order);
}
