// The check that facts are stated once (issue 37): the prose of every content file and the strings
// of every locale module (app/locales/{en,bn}/*.ts, beside the content folder) are searched for a
// time, price or policy figure typed by hand where the content holds the fact (./hand-typed.ts).
// Run with the schema checks whenever the content is read (files.server.ts), so the build, the dev
// server and the content tests stop on one, naming the file, the field or line, and the
// placeholder. Build-time only.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, resolve } from "node:path";
import type * as TypeScript from "typescript";
import type { CollectionName } from "../schemas/collections.ts";
import type { RawEntry } from "./files.server.ts";
import { describeHandTyped, handTyped } from "./hand-typed.ts";

/** Stories, not statements: a time there is a fact only beside the fact's topic. */
const narrative: readonly CollectionName[] = ["blog"];

/**
 * Fields that are facts themselves, not prose about them: the policies' times and hours, the
 * delivery hours, an offer's saving on its badge, the chat's trigger words.
 */
const factFields: Partial<Record<CollectionName, RegExp>> = {
  policies: /^(en|bn)\.(checkIn|checkOut|hours)(\.|$)/,
  "order-page": /^(en|bn)\.(lunchHours|dinnerHours)$/,
  offers: /^(en|bn)\.discount$/,
  chat: /\.words\.\d+$/,
};

/** Every string of a file's data, with its field. */
function strings(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === "string") return [[path.join("."), value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, [...path, key]));
  return [];
}

/** The content files' problems: `content/faq/<entry>.yaml: en.answer writes "3:00 PM"; write …`. */
export function contentFactProblems(all: Record<CollectionName, RawEntry[]>): string[] {
  return (Object.keys(all) as CollectionName[]).flatMap((name) =>
    all[name].flatMap(({ file, data }) =>
      strings(data)
        .filter(([field]) => !factFields[name]?.test(field))
        .flatMap(([field, text]) =>
          handTyped(text, { narrative: narrative.includes(name) }).map((found) =>
            describeHandTyped(`${file}: ${field}`, found),
          ),
        ),
    ),
  );
}

let typescript: typeof TypeScript | undefined;

/** A module's string literals and templates (a template's values as `{…}`), with their lines. */
function moduleStrings(path: string): [number, string][] {
  typescript ??= createRequire(import.meta.url)("typescript") as typeof TypeScript;
  const ts = typescript;
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest);
  const found: [number, string][] = [];
  const visit = (node: TypeScript.Node) => {
    const line = () => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      found.push([line(), node.text]);
    else if (ts.isTemplateExpression(node))
      found.push([
        line(),
        node.head.text + node.templateSpans.map((span) => `{…}${span.literal.text}`).join(""),
      ]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The locale modules' problems: `app/locales/en/<area>.ts:12 writes "24 hours"; take …`. A string
 * that takes the fact as an argument (`${hours} hours`) writes none.
 */
export function localeFactProblems(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((language) =>
      readdirSync(join(dir, language.name))
        .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
        .sort()
        .flatMap((name) => {
          const path = join(dir, language.name, name);
          const file = relative(process.cwd(), path) || path;
          return moduleStrings(path).flatMap(([line, text]) =>
            handTyped(text).map((found) => describeHandTyped(`${file}:${line}`, found, true)),
          );
        }),
    );
}

/** Both: the content folder's files, and the locale modules of the site it belongs to. */
export function handTypedFactProblems(all: Record<CollectionName, RawEntry[]>, contentDir: string) {
  return [
    ...contentFactProblems(all),
    ...localeFactProblems(resolve(contentDir, "..", "app", "locales")),
  ];
}
