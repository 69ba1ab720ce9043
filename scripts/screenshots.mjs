// Screenshots of every page of the build, at 375 and 1280 px, in both languages, whole length:
//   node scripts/with-server.mjs node scripts/screenshots.mjs <label> [path-filter]
// writes screenshots/<label>/<page>-<width>.png (the folder is not committed) and prints where.
// For a before/after comparison, run it with "before" on the old build and "after" on the new one
// (git worktree add /tmp/old <commit>; build there; serve it; run this with BASE_URL).
// The photo host is unreachable here, so the photos show their placeholders, as they do for a
// guest offline or on a blocked host; web fonts are awaited before each shot.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { builtPages } from "./built-pages.mjs";
import { chromiumPath } from "./chromium.mjs";
import { buildClientDir } from "./paths.mjs";

const [label = "current", filter = ""] = process.argv.slice(2);
if (!/^[\w.-]+$/.test(label))
  throw new Error(`A label of letters, digits, "-", "_" or ".": ${label}`);
const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 4173}`;
const out = join("screenshots", label);
mkdirSync(out, { recursive: true });

// Each page once: an alias (its canonical link names another path) is the same page.
const canonicalOf = (html) =>
  /<link rel="canonical" href="https?:\/\/[^/"]+([^"]*)"/.exec(html)?.[1];
const pages = builtPages(buildClientDir)
  .filter(({ path, html }) => {
    const canonical = canonicalOf(html);
    return !canonical || (canonical || "/") === path;
  })
  .map(({ path }) => path)
  .filter((path) => path.includes(filter));

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
let shots = 0;
try {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 812 : 900 },
      serviceWorkers: "block",
      // The page at rest: photos that rise into view as they are scrolled to would be caught
      // faint below the first screen of a whole-length shot.
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(base + path, { waitUntil: "load" });
      await page.evaluate(() => globalThis.document.fonts.ready);
      // The home page's skeleton and the hero's fade (the spec's 800 ms), then a settled page.
      await page.waitForTimeout(path === "/" || path === "/bn" ? 1500 : 300);
      // Down the page and back, as a guest scrolls: lazy images (the contact page's drawn map)
      // load only near the screen, and a whole-length shot does not scroll.
      await page.evaluate(async () => {
        const step = globalThis.innerHeight;
        for (let y = 0; y < globalThis.document.body.scrollHeight; y += step) {
          globalThis.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        globalThis.scrollTo(0, 0);
      });
      await page.waitForLoadState("load");
      await page.waitForTimeout(200);
      const name = (path === "/" ? "home" : path.slice(1).replaceAll("/", "_")) || "home";
      await page.screenshot({ path: join(out, `${name}-${width}.png`), fullPage: true });
      shots++;
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`${shots} screenshots of ${pages.length} pages in ${out}/`);
