// The content's entries as the loaders and the facts read them: every file read once per build,
// each entry in the build's language on the build's day. Build-time only.
import { LOCALE } from "../../lib/locale";
import type { CollectionName, LocalizedEntry } from "../schemas/collections.ts";
import { localize, readAllContent, type RawEntry } from "./files.server.ts";

let files: Record<CollectionName, RawEntry[]> | undefined;

/** A collection's entries in this build's language on the build's day, in list order. */
export function entriesOf<Name extends CollectionName>(name: Name): LocalizedEntry<Name>[] {
  files ??= readAllContent();
  return files[name]
    .map((file) => localize(name, file, LOCALE))
    .sort((a, b) => a.order - b.order);
}

/** One entry by its file name, or undefined. */
export function entryOf<Name extends CollectionName>(name: Name, id: string) {
  return entriesOf(name).find((entry) => entry.id === id);
}
