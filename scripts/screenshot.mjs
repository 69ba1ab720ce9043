// Developer aid: node scripts/screenshot.mjs <path> [width] [out.png] [--full]
// Prints console messages so a look at a page is also a check of it.
import { chromium } from "@playwright/test";
import { chromiumPath } from "./chromium.mjs";

const [path = "/", width = "1280", out = "/tmp/shot.png", full] = process.argv.slice(2);
const base = process.env.BASE_URL ?? "http://localhost:4173";
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const context = await browser.newContext({
  viewport: { width: Number(width), height: Number(width) < 800 ? 812 : 900 },
});
const page = await context.newPage();
page.on("console", (msg) => console.log(`[console.${msg.type()}] ${msg.text()}`));
page.on("pageerror", (error) => console.log(`[pageerror] ${error.message}`));
await page.goto(base + path, { waitUntil: "networkidle" });
await page.waitForTimeout(1200);
await page.screenshot({ path: out, fullPage: full === "--full" });
await browser.close();
