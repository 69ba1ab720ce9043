import { latinDigits } from "./locale";

export type Searchable = {
  title: string;
  description: string;
  category: string;
  /** Words the entry is also found by, not shown: its name in the other language, its link's. */
  keywords?: readonly string[];
};

/**
 * Text as the search compares it: lower case, accents and hyphens dropped ("Wi-Fi" is "wifi",
 * "Café" "cafe"), Bengali digits read as Latin ones, and Unicode's two spellings of a Bengali
 * letter (য় as one character or two) made one.
 */
export function foldText(text: string): string {
  return latinDigits(text.normalize("NFD"))
    .replace(/[\u0300-\u036f\u00ad'’\u2010\u2011-]/g, "")
    .toLowerCase();
}

/**
 * How well an entry matches a folded query: 0 its title starts with it, 1 its title holds it,
 * 2 a keyword holds it, 3 each of the query's words is somewhere in it; undefined no match.
 */
function rank(entry: Searchable, needle: string): number | undefined {
  const title = foldText(entry.title);
  if (title.startsWith(needle)) return 0;
  if (title.includes(needle)) return 1;
  const keywords = (entry.keywords ?? []).map(foldText);
  if (keywords.some((keyword) => keyword.includes(needle))) return 2;
  const all = [title, foldText(entry.description), ...keywords].join("\n");
  return needle.split(/\s+/).every((word) => all.includes(word)) ? 3 : undefined;
}

/**
 * Case-insensitive match over title, description or keywords: an entry matches when it holds each
 * word of the query (so it holds the whole query too); the closest matches come first, entries of
 * equal rank in their given order. An empty query matches nothing.
 */
export function matchEntries<T extends Searchable>(entries: readonly T[], query: string): T[] {
  const needle = foldText(query).trim().replace(/\s+/g, " ");
  if (!needle) return [];
  return entries
    .map((entry, index) => ({ entry, index, rank: rank(entry, needle) }))
    .filter((match): match is typeof match & { rank: number } => match.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((match) => match.entry);
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
