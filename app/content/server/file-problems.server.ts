// Where the content files are, and how a problem in one is worded for the hotel: shared by the
// readers of the content (files.server.ts) and of the booking sites' calendars (channels.server.ts).
// Build-time only.
import { resolve } from "node:path";
import { z } from "zod";

/** The content folder: `content/` beside package.json, or CONTENT_DIR (tests, the scale check). */
export const contentDir = () => resolve(process.env.CONTENT_DIR ?? "content");

/** The schema a path inside a file leads to, for its description ("a number of dollars"). */
function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    while (current instanceof z.ZodOptional || current instanceof z.ZodDefault)
      current = current.unwrap() as z.ZodType;
    if (current instanceof z.ZodObject) current = current.shape[String(key)] as z.ZodType;
    else if (current instanceof z.ZodArray) current = current.element as z.ZodType;
    else return undefined;
  }
  return current;
}

const shown = (value: unknown) =>
  value === undefined
    ? "nothing"
    : typeof value === "string"
      ? `"${value}"`
      : JSON.stringify(value);

const languageNames: Record<string, string> = { en: "English", bn: "Bengali" };

/** One line per problem: file, field, what is wrong, what is expected. */
export function describeIssue(file: string, schema: z.ZodType, issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join(".") || "(the whole file)";
  const expected =
    schemaAt(schema, issue.path)?.description ??
    ("expected" in issue ? `a ${String(issue.expected)}` : undefined);
  const input = "input" in issue ? issue.input : undefined;
  const language = languageNames[String(issue.path[0])];
  if (issue.code === "invalid_type" && input === undefined)
    return `${file}: ${field}: missing${language && issue.path.length > 1 ? ` (its ${language} text)` : ""}; expected ${expected}`;
  if (issue.code === "unrecognized_keys")
    return `${file}: ${field}: unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")} (a typing mistake?)`;
  if (issue.code === "invalid_type")
    return `${file}: ${field}: expected ${expected}, got ${shown(input)}`;
  return `${file}: ${field}: ${issue.message}${expected ? ` (expected ${expected})` : ""}, got ${shown(input)}`;
}

