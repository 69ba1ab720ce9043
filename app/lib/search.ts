export type Searchable = { title: string; description: string; category: string };

/** Case-insensitive substring match over title or description; an empty query matches nothing. */
export function matchEntries<T extends Searchable>(entries: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  return entries.filter(
    (entry) =>
      entry.title.toLocaleLowerCase().includes(needle) ||
      entry.description.toLocaleLowerCase().includes(needle),
  );
}

/** Groups entries in the given category order, leaving out empty groups. */
export function groupBy<T extends { category: string }>(
  entries: readonly T[],
  order: readonly T["category"][],
): { category: T["category"]; entries: T[] }[] {
  return order
    .map((category) => ({
      category,
      entries: entries.filter((entry) => entry.category === category),
    }))
    .filter((group) => group.entries.length > 0);
}
