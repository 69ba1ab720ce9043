// The hotel adds posts, dishes, photos and rooms every month. This builds ten times today's
// content (every collection of things, each file copied nine times under new names) beside a
// build of today's, and fails unless:
// - the first-load JavaScript of every kind of page grows by at most 2 KiB (content travels in
//   each page's own HTML and data, never in its scripts);
// - the build takes under twice as long;
// - every page of the bigger site is prerendered whole: title, description, canonical link, one
//   h1 and its text.
// It prints the figures. SCALE_KEEP=1 keeps the builds and the generated content for a look.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, stringify } from "yaml";
import { builtPages } from "./built-pages.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const factor = 10;
const allowedGrowth = 2 * 1024;

/** content/ with every folder of things (not the pages' own files) copied `factor` times over. */
export function scaledContent(from, to, times = factor) {
  cpSync(from, to, { recursive: true });
  const counts = {};
  for (const folder of readdirSync(to)) {
    const dir = join(to, folder);
    if (folder === "pages" || !statSync(dir).isDirectory()) continue;
    const files = readdirSync(dir).filter((name) => name.endsWith(".yaml"));
    for (const name of files) {
      const data = parse(readFileSync(join(dir, name), "utf8"));
      for (let copy = 1; copy < times; copy++) {
        const clone = structuredClone(data);
        // A later place in the lists for each copy, after every original.
        if (typeof clone?.en?.order === "number") clone.en.order += copy * 1000;
        writeFileSync(join(dir, `${basename(name, ".yaml")}-${copy + 1}.yaml`), stringify(clone));
      }
    }
    counts[folder] = files.length * times;
  }
  return counts;
}

function build(buildDir, env = {}) {
  const started = process.hrtime.bigint();
  execFileSync(process.execPath, [join(root, "scripts", "build.mjs")], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function weights(buildDir) {
  const out = join(tmpdir(), `weights-${basename(buildDir)}.json`);
  rmSync(out, { force: true });
  try {
    execFileSync(
      process.execPath,
      [join(root, "scripts", "with-server.mjs"), "node", join(root, "scripts", "weight.mjs")],
      // Its table is printed: a page over budget in the scaled build says which.
      {
        cwd: root,
        env: { ...process.env, BUILD_DIR: buildDir, WEIGHT_JSON: out },
        stdio: "inherit",
      },
    );
  } catch (error) {
    // Over today's budget is the weight step's verdict (npm test gates it on today's content);
    // what this check asks of ten times the content is the growth below. No figures is a fault.
    if (!existsSync(out)) throw error;
  }
  return Object.fromEntries(JSON.parse(readFileSync(out, "utf8")).map((row) => [row.path, row]));
}

/** What a page's raw HTML must have; an empty list is a whole page. */
function pageProblems(html) {
  const problems = [];
  if (!/<title>[^<]+<\/title>/.test(html)) problems.push("no title");
  if (!/<meta name="description" content="[^"]{20,}"/.test(html)) problems.push("no description");
  // A not-found page is noindex, with no canonical address of its own.
  const indexed = !/<meta name="robots" content="[^"]*noindex/.test(html);
  if (indexed && !/<link rel="canonical" href="https:\/\/[^"]+"/.test(html))
    problems.push("no canonical");
  if ((html.match(/<h1[\s>]/g) ?? []).length !== 1) problems.push("not one h1");
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
  if (text.length < 200) problems.push("little text");
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const work = mkdtempSync(join(tmpdir(), "scale-"));
  const content = join(work, "content");
  const counts = scaledContent(join(root, "content"), content);
  const todayBuild = join(root, "build-scale-today");
  const scaledBuild = join(root, "build-scale-ten");
  let failed = false;
  const fail = (message) => {
    failed = true;
    console.log(`✘ ${message}`);
  };
  try {
    const todaySeconds = build(todayBuild);
    const scaledSeconds = build(scaledBuild, { CONTENT_DIR: content });
    const today = weights(todayBuild);
    const scaled = weights(scaledBuild);
    const todayPages = builtPages(join(todayBuild, "client")).length;
    const pages = builtPages(join(scaledBuild, "client"));

    console.log(
      `Content ×${factor}: ${Object.entries(counts)
        .map(([k, n]) => `${n} ${k}`)
        .join(", ")}`,
    );
    console.log(`Pages: ${todayPages} today, ${pages.length} at ten times`);
    console.log(
      `Build: ${todaySeconds.toFixed(1)} s today, ${scaledSeconds.toFixed(1)} s at ten times (${(scaledSeconds / todaySeconds).toFixed(2)}×)`,
    );
    if (scaledSeconds >= 2 * todaySeconds) fail("the build took twice as long or more");

    console.log(`\nFirst-load JS per kind of page (gzip KiB): today, ten times, growth`);
    for (const [path, row] of Object.entries(today)) {
      const after = scaled[path];
      const growth = (after?.js ?? Infinity) - row.js;
      const mark = growth > allowedGrowth ? "  ✘ over 2 KiB" : "";
      console.log(
        `${path.padEnd(38)} ${(row.js / 1024).toFixed(1).padStart(6)} ${((after?.js ?? NaN) / 1024).toFixed(1).padStart(6)} ${(growth / 1024).toFixed(2).padStart(6)}${mark}`,
      );
      if (growth > allowedGrowth) failed = true;
    }

    let whole = 0;
    for (const { path, html } of pages) {
      const problems = pageProblems(html);
      if (problems.length) fail(`${path}: ${problems.join(", ")}`);
      else whole++;
    }
    console.log(`\nPrerendered whole: ${whole} of ${pages.length} pages`);
  } finally {
    if (!process.env.SCALE_KEEP) {
      for (const dir of [work, todayBuild, scaledBuild])
        rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(failed ? "scale: failed" : "scale: passed");
  process.exit(failed ? 1 : 0);
}
