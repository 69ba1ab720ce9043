import entries from "virtual:content/blog-bodies";
import type { ContentModule } from "./collections";

/** Each post's paragraphs and pull quote, by post id: only a post's article reads them. */
export const postBodies: Readonly<
  Record<string, { readonly body: readonly string[]; readonly quote: string }>
> = Object.fromEntries(
  (entries as ContentModule<"blog-bodies">).map(({ id, ...words }) => [id, words]),
);
