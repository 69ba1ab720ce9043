import type { BlogPost } from "~/content/schemas/collections/blog";

const ELLIPSIS = "…";

/**
 * Cuts `text` to at most `max` characters plus an ellipsis. It prefers to stop at the last word
 * boundary (when that keeps most of the text) and drops trailing punctuation before the ellipsis.
 */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  let cut = clean.slice(0, max);
  const nextIsBreak = /\s/.test(clean.charAt(max));
  const lastSpace = cut.lastIndexOf(" ");
  if (!nextIsBreak && lastSpace >= max * 0.6) cut = cut.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.!?\-–—]+$/u, "")}${ELLIPSIS}`;
}

/** Up to `limit` other posts of the same category, in the order given (newest first). */
export function relatedPosts<T extends BlogPost>(
  post: BlogPost,
  all: readonly T[],
  limit = 3,
): T[] {
  return all
    .filter((other) => other.id !== post.id && other.category === post.category)
    .slice(0, limit);
}
