// Renders the favicon SVG to the PNG sizes hosts and phones ask for, and a PNG-in-ICO favicon.
// Run by hand when the mark changes; the outputs are committed in public/.
import { readFile, writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumPath } from "./chromium.mjs";

const svg = await readFile(new URL("../public/favicon.svg", import.meta.url), "utf8");
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
const page = await browser.newPage();
async function render(size) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  return page.screenshot({ omitBackground: true });
}
const out = (name) => new URL(`../public/${name}`, import.meta.url);
await writeFile(out("apple-touch-icon.png"), await render(180));
await writeFile(out("icon-192.png"), await render(192));
await writeFile(out("icon-512.png"), await render(512));
const png32 = await render(32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
await writeFile(out("favicon.ico"), Buffer.concat([header, png32]));
await browser.close();
console.log("icons written");
