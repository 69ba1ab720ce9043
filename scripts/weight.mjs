// First-load JavaScript and CSS per route, gzip bytes, against the budgets. Needs a running server
// (BASE_URL) for the build in BUILD_DIR; `npm test` starts one.
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { buildClientDir } from "./paths.mjs";
import { chromiumArgs, testBrowserPath } from "./chromium.mjs";

const base = process.env.BASE_URL ?? "http://localhost:4173";
const KiB = 1024;
// 136 since the taka beside dollars (docs/decisions/0040).
const budgets = { js: 136 * KiB, css: 15 * KiB };
/** Code a page fetches ahead once idle, for the guest's next step (the calendar, the checkout). */
const PREFETCH_BUDGET = 40 * KiB;
/** The date picker page may spend more. */
const pageBudgets = { "/reservations": 165 * KiB, "/book-now": 165 * KiB };
/** A Bengali page (/bn/...) has its English page's budget; only its font is extra. */
const englishOf = (path) => (path === "/bn" ? "/" : path.replace(/^\/bn\//, "/"));
const isBengali = (path) => path === "/bn" || path.startsWith("/bn/");
const jsBudgetFor = (path) => {
  const english = englishOf(path);
  return pageBudgets[english] ?? budgets.js;
};
/** The two Latin faces, cut to the characters used (scripts/fonts.mjs); Bengali pages add theirs. */
const fontBudgetFor = (path) => (isBengali(path) ? 110 : 45) * KiB;
/** The Bengali pages' small font stylesheet (app/bengali.css) on top of the shared CSS. */
const cssBudgetFor = (path) => budgets.css + (isBengali(path) ? 1 * KiB : 0);

/** Every English page of its own kind (tests/sample-paths.json, which the monkey run shares). */
const englishPaths = JSON.parse(
  readFileSync(new URL("../tests/sample-paths.json", import.meta.url), "utf8"),
);
export const weightPaths = [
  ...englishPaths,
  ...englishPaths.map((path) => (path === "/" ? "/bn" : `/bn${path}`)),
];

function gzipSize(url) {
  const file = `${buildClientDir}${new URL(url).pathname.slice(1)}`;
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

const browser = await chromium.launch({ executablePath: testBrowserPath(), args: chromiumArgs });
/** One page's first load, measured in a context of its own. */
async function measure(path) {
  // A fresh context per page, as a first visit is: nothing cached from the page before. (A shared
  // one let a page's scripts come from the cache unrequested now and then, and measure 0 KiB.)
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  await context.route(
    /^https:\/\/(images\.unsplash\.com|i\.pravatar\.cc)\/|^(https?:\/\/[^/]+)?\/photo-host\//,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const assets = new Set();
  /** Code fetched ahead, once the page is idle, for the guest's next step (scripts/prefetch-next.mjs). */
  const ahead = new Set();
  const headers = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(base) || !/\.(js|css|woff2)$/.test(new URL(url).pathname)) return;
    headers.push(
      request
        .allHeaders()
        .then((all) => (/prefetch/.test(all["sec-purpose"] ?? "") ? ahead : assets).add(url))
        // A request still in flight when the context closes is not counted, never a crash.
        .catch(() => {}),
    );
  });
  /** Every request's headers read, and none new for 300 ms (the idle prefetch on a busy host). */
  const settled = async () => {
    for (let seen = -1; seen !== headers.length;) {
      seen = headers.length;
      await Promise.all(headers);
      await page.waitForTimeout(300);
    }
  };
  await page.goto(base + path, { waitUntil: "networkidle" });
  await settled();
  // A page always loads the framework: a count of zero is a measuring fault, so measure again.
  if (![...assets].some((url) => url.endsWith(".js"))) {
    await page.reload({ waitUntil: "networkidle" });
    await settled();
  }
  const list = [...assets];
  const prefetched = [...ahead]
    .filter((url) => url.endsWith(".js"))
    .reduce((sum, url) => sum + gzipSize(url), 0);
  const js = list.filter((url) => url.endsWith(".js")).reduce((sum, url) => sum + gzipSize(url), 0);
  const css = list
    .filter((url) => url.endsWith(".css"))
    .reduce((sum, url) => sum + gzipSize(url), 0);
  // Fonts are not precompressed (woff2 is compressed already): their file size is the cost.
  const fontFiles = list.filter((url) => url.endsWith(".woff2"));
  const fonts = fontFiles.reduce((sum, url) => sum + gzipSize(url), 0);
  const bengaliFont = fontFiles
    .filter((url) => url.includes("bengali"))
    .reduce((sum, url) => sum + gzipSize(url), 0);
  // WEIGHT_FILES=1: each first-load script of each page, biggest first (where to look for bytes).
  if (process.env.WEIGHT_FILES === "1")
    console.log(
      `${path}\n${list
        .filter((url) => url.endsWith(".js"))
        .map((url) => [gzipSize(url), new URL(url).pathname])
        .sort((a, b) => b[0] - a[0])
        .map(([size, name]) => `  ${(size / KiB).toFixed(1).padStart(6)} ${name}`)
        .join("\n")}`,
    );
  const row = {
    path,
    js,
    css,
    fonts,
    bengaliFont,
    prefetched,
    files: list.length,
    // English pages never pay for the Bengali faces.
    // No script at all is a measuring fault (the page always loads the framework), never a pass.
    ok:
      js > 0 &&
      js <= jsBudgetFor(path) &&
      prefetched <= PREFETCH_BUDGET &&
      css <= cssBudgetFor(path) &&
      fonts <= fontBudgetFor(path) &&
      (isBengali(path) || bengaliFont === 0),
  };
  await context.close();
  return row;
}

// Three pages at a time (each in its own context, so nothing is shared), in the table's order.
const rows = new Array(weightPaths.length);
let next = 0;
const worker = async () => {
  while (next < weightPaths.length) {
    const index = next++;
    rows[index] = await measure(weightPaths[index]);
  }
};
await Promise.all([worker(), worker(), worker()]);
await browser.close();

const kib = (bytes) => (bytes / KiB).toFixed(1).padStart(6);
console.log(
  "\nFirst-load weight per route (gzip KiB; budget JS 136, /reservations 165, CSS 15, fonts 45 + 65 Bengali); free: the JS budget left; ahead: code fetched once idle for the next step (budget 40)",
);
console.log(
  `${"route".padEnd(36)} ${"JS".padStart(6)} ${"free".padStart(6)} ${"CSS".padStart(6)} ${"fonts".padStart(6)}  files ${"ahead".padStart(6)}`,
);
for (const row of rows) {
  console.log(
    `${row.path.padEnd(36)} ${kib(row.js)} ${kib(jsBudgetFor(row.path) - row.js)} ${kib(row.css)} ${kib(row.fonts)}  ${String(row.files).padStart(5)} ${kib(row.prefetched)}${row.ok ? "" : "  OVER BUDGET"}`,
  );
}
// The figures for another script (the scale check compares two builds' weights).
if (process.env.WEIGHT_JSON) writeFileSync(process.env.WEIGHT_JSON, JSON.stringify(rows));
const over = rows.filter((row) => !row.ok);
console.log(`weight: ${rows.length - over.length} passed, ${over.length} failed`);
process.exit(over.length ? 1 : 0);
