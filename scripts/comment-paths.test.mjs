// Every file a comment or a guide names is in the repository: a comment that cites a moved,
// renamed or never-committed file sends the next reader nowhere (issue 50).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** Folders that exist only once something runs: the editor's uploads. */
const madeAtRunTime = ["public/photos"];

/** A comment's text, line and block comments alike (strings that look like one are rare here). */
const comments = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
/** A path in the repository: a top-level folder and what follows, or the app's `~/` alias. */
const pathToken =
  /(?<![\w./~-])(~\/[\w./-]+|(?:docs|app|scripts|tests|content|admin|public)\/[\w./-]+)/g;

/** The files a path may name: itself, with a module's extension, or a decision by its number. */
function pathExists(token, exists = existsSync, decisions = () => readdirSync("docs/decisions")) {
  const path = token.replace(/[.,:;)]+$/, "");
  if (madeAtRunTime.some((folder) => path === folder || path.startsWith(`${folder}/`))) return true;
  const decision = /^docs\/decisions\/(\d{4})$/.exec(path);
  if (decision) return decisions().some((name) => name.startsWith(`${decision[1]}-`));
  const file = path.startsWith("~/locale")
    ? path.replace(/^~\/locale/, "app/locales/en")
    : path.replace(/^~\//, "app/");
  return ["", ".ts", ".tsx", ".mjs", ".md"].some((extension) => exists(file + extension));
}

/** Each path named in `text` that is not in the repository. */
function missingPaths(text, exists, decisions) {
  return [...text.matchAll(pathToken)]
    .map((match) => match[1].replace(/[.,:;)]+$/, ""))
    .filter((path) => !pathExists(path, exists, decisions));
}

// The working tree's files, new ones too: what is committed next.
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((name) => name && existsSync(name));

describe("the files comments and guides name", () => {
  it("are all in the repository", () => {
    const missing = [];
    // (This file's examples name missing files on purpose.)
    const sources = tracked.filter(
      (name) => /\.(ts|tsx|mjs|js)$/.test(name) && name !== "scripts/comment-paths.test.mjs",
    );
    for (const file of sources)
      for (const comment of readFileSync(file, "utf8").match(comments) ?? [])
        missing.push(...missingPaths(comment).map((path) => `${file}: ${path}`));
    // The guides: the README and docs/ (the decision records are kept as they were written).
    for (const file of tracked.filter((name) => /^(README|docs\/[^/]+)\.md$/.test(name)))
      missing.push(...missingPaths(readFileSync(file, "utf8")).map((path) => `${file}: ${path}`));
    expect(missing).toEqual([]);
  });

  it("finds a name that is not there, and takes a decision by its number", () => {
    const exists = (path) => ["app/domain/stay.ts", "docs/content.md"].includes(path);
    const decisions = () => ["0007-two-languages.md"];
    expect(
      missingPaths(
        "// see ~/domain/stay, docs/content.md, docs/decisions/0007 and ~/i18n/hours.",
        exists,
        decisions,
      ),
    ).toEqual(["~/i18n/hours"]);
    expect(missingPaths("// docs/decisions/0099", exists, decisions)).toEqual([
      "docs/decisions/0099",
    ]);
    // A path inside an address is the other site's, not ours.
    expect(missingPaths("// github.com/x/y/blob/main/docs/throttling.md", exists)).toEqual([]);
  });
});
