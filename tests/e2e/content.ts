// The content files as the pages see them, for journeys that check what a page shows.
import { localize, readCollection } from "../../app/content/files.server";
import type { CollectionName, LocalizedEntry } from "../../app/content/collections";

export function contentEntries<Name extends CollectionName>(
  name: Name,
  locale: "en" | "bn" = "en",
): LocalizedEntry<Name>[] {
  const { entries, problems } = readCollection(name);
  if (problems.length) throw new Error(problems.join("\n"));
  return entries.map((entry) => localize(name, entry, locale)).sort((a, b) => a.order - b.order);
}
