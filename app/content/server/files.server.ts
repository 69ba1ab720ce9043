// Reads the hotel's content files (content/<collection>/<id>.yaml) at build time, checks each
// against its collection's schema and says what is wrong in words a hotel manager can act on.
// Build-time only: the `.server` name keeps it out of every browser bundle.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { parse } from "yaml";
import { collections, type CollectionName, type LocalizedEntry } from "../schemas/collections.ts";
import { buildDay } from "./build-day.server.ts";
import { channelsProblems, readAvailability } from "./channels.server.ts";
import { contentDir, describeIssue } from "./file-problems.server.ts";
import { handTypedFactProblems } from "./hand-typed.server.ts";
import type { Locale } from "../../lib/locale";

/** The site's own files (public/ beside the content folder): photos uploaded in the editor. */
const publicDir = (dir: string) => resolve(dir, "..", "public");

/** Every `/photos/...` value in a file, with where it is, for the check that each is there. */
function uploadedPhotos(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === "string")
    return value.startsWith("/photos/") ? [[path.join("."), value]] : [];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => uploadedPhotos(item, [...path, key]));
  return [];
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The site's content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n` +
        problems.map((problem) => `  - ${problem}`).join("\n"),
    );
    this.name = "ContentError";
  }
}

export type RawEntry = { id: string; file: string; data: Record<string, unknown> };

/**
 * Every file of a collection, parsed and checked. Problems are collected, not thrown one by one,
 * so a manager sees all of them at once.
 */
export function readCollection(name: CollectionName, dir = contentDir()) {
  const collection = collections[name];
  const { folder, file: schema } = collection;
  // A collection of one file (a page's own copy): content/<folder>/<only>.yaml.
  const only = "only" in collection ? `${collection.only}.yaml` : undefined;
  const folderPath = join(dir, folder);
  const problems: string[] = [];
  const entries: RawEntry[] = [];
  if (!existsSync(folderPath)) return { entries, problems: [`${folder}/: the folder is missing`] };
  for (const name of readdirSync(folderPath).sort()) {
    if (!name.endsWith(".yaml") || (only && name !== only)) continue;
    const path = join(folderPath, name);
    const file = relative(process.cwd(), path) || path;
    const id = basename(name, ".yaml");
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
      problems.push(`${file}: the file name must be lower-case words joined by hyphens`);
      continue;
    }
    let data: unknown;
    try {
      data = parse(readFileSync(path, "utf8"));
    } catch (error) {
      problems.push(`${file}: not valid YAML: ${(error as Error).message.split("\n")[0]}`);
      continue;
    }
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success) {
      problems.push(...result.error.issues.map((issue) => describeIssue(file, schema, issue)));
      continue;
    }
    const missing = uploadedPhotos(result.data).filter(
      ([, photo]) => !existsSync(join(publicDir(dir), photo)),
    );
    if (missing.length) {
      for (const [field, photo] of missing)
        problems.push(
          `${file}: ${field}: the photo ${photo} is not in public/photos (upload it again in the editor, or copy it there)`,
        );
      continue;
    }
    entries.push({ id, file, data: result.data as Record<string, unknown> });
  }
  const place = folder ? `${folder}/` : "";
  if (!entries.length && !problems.length)
    problems.push(only ? `${place}${only}: the file is missing` : `${place}: no entries`);
  return { entries, problems };
}

/** What one file says of another: a featured room must name a room there is. */
export function crossProblems(all: Record<CollectionName, RawEntry[]>): string[] {
  const rooms = (all.rooms ?? []).map((entry) => entry.id);
  return (all["featured-rooms"] ?? []).flatMap(({ file, data }) => {
    const room = (data as { en: { room: string } }).en.room;
    return rooms.includes(room)
      ? []
      : [`${file}: en.room: there is no room "${room}"; the rooms are ${rooms.join(", ")}`];
  });
}

/** Every collection, checked; throws a ContentError listing every problem found. */
export function readAllContent(dir = contentDir()) {
  const problems: string[] = [];
  const all = {} as Record<CollectionName, RawEntry[]>;
  for (const name of Object.keys(collections) as CollectionName[]) {
    const result = readCollection(name, dir);
    problems.push(...result.problems);
    all[name] = result.entries;
  }
  problems.push(...crossProblems(all));
  // A time, price or policy figure typed into prose where a file holds the fact (issue 37).
  problems.push(...handTypedFactProblems(all, dir));
  // The booking sites' calendars and what was last read from them (channels.server.ts).
  problems.push(...channelsProblems(dir), ...readAvailability(dir).problems);
  // Pages share one folder: its absence is one problem, not one per page.
  if (problems.length) throw new ContentError([...new Set(problems)]);
  return withChannelNights(all, readAvailability(dir).availability);
}

/**
 * The rooms with the nights their booking-site calendars hold (content/availability.json, as
 * `npm run availability` last read them) among their closed nights, so the site's calendars, prices
 * and refusals treat a night booked elsewhere as the hotel's own closed night (no reason shown).
 */
export function withChannelNights(
  all: Record<CollectionName, RawEntry[]>,
  availability: ReturnType<typeof readAvailability>["availability"],
) {
  if (!availability) return all;
  return {
    ...all,
    rooms: all.rooms.map((entry) => {
      const elsewhere = availability.rooms[entry.id]?.closed ?? [];
      if (elsewhere.length === 0) return entry;
      const en = entry.data.en as { closed?: { from: string; to: string }[] };
      const closed = [...(en.closed ?? []), ...elsewhere.map(({ from, to }) => ({ from, to }))];
      return { ...entry, data: { ...entry.data, en: { ...en, closed } } };
    }),
  };
}

/**
 * An entry as a page in one language sees it: the facts, and that language's words, on `today`
 * (a room's from-price is the lowest rate of the weeks from the day the pages are built for).
 */
export function localize<Name extends CollectionName>(
  name: Name,
  entry: RawEntry,
  locale: Locale,
  today: string = buildDay(),
): LocalizedEntry<Name> {
  const { localize: localizeEntry } = collections[name];
  return localizeEntry(entry.id, entry.data as never, locale, today) as LocalizedEntry<Name>;
}
