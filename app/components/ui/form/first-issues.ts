import type { Issues } from "./request-form";

/** What a zod schema's `safeParse` gives, as far as the forms read it. */
type ParseResult = {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
};

/**
 * Each field's first issue (a field is the first step of an issue's path), its message turned
 * into words by `words` (by default the message is the words). Runs in a form's validation chunk.
 */
export function firstIssues<TValues>(
  result: ParseResult,
  words: (message: string) => string = (message) => message,
): Issues<TValues> {
  const issues: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in issues)) issues[field] = words(issue.message);
  }
  return issues as Issues<TValues>;
}
