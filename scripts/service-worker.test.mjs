import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isWarmed, offlinePage, warmList } from "./service-worker.mjs";

describe("what the service worker keeps for offline use", () => {
  it("takes pages, their data and the code; not the editor, not-found pages or compressed copies", () => {
    for (const file of [
      "index.html",
      "bn/index.html",
      "rooms/deluxe/index.html",
      "about.data",
      "_.data",
      "assets/shell-abc.js",
      "assets/app-abc.css",
      "assets/fraunces-abc.woff2",
      "site.webmanifest",
    ])
      expect(isWarmed(file), file).toBe(true);
    for (const file of [
      "admin/index.html",
      "admin/decap-cms.js",
      "__spa-fallback.html",
      "404.html",
      "404/index.html",
      "bn/rooms/not-found/index.html",
      "assets/shell-abc.js.gz",
      "assets/shell-abc.js.br",
      "index.html.br",
      "sitemap.xml",
      "calendars/deluxe.ics",
      "_headers",
      "sw.js",
    ])
      expect(isWarmed(file), file).toBe(false);
  });
});

describe("the warm list", () => {
  let root;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "sw-test-"));
    const files = {
      "index.html": "<p>home</p>",
      "about/index.html": "<p>about</p>",
      "bn/index.html": "<p>bn</p>",
      "about.data": "[]",
      "assets/a-1.js": "x".repeat(1000),
      "admin/index.html": "editor",
      "404/index.html": "missing",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("names pages by their URL and weighs them compressed", async () => {
    const list = await warmList(root);
    expect(list.pages).toEqual(["/", "/about", "/about.data", "/bn"]);
    expect(list.assets).toEqual(["/assets/a-1.js"]);
    // 1,000 repeated characters compress to a few dozen bytes.
    expect(list.bytes).toBeGreaterThan(0);
    expect(list.bytes).toBeLessThan(400);
    expect(list.left).toBe(0);
  });

  it("within its budget, takes the code first, then pages from the top of the site down", async () => {
    const all = await warmList(root);
    const code = all.bytes - (await warmList(root, 0)).bytes;
    expect(code).toBe(all.bytes); // a budget of 0 takes nothing
    const asset = (await warmList(root, 60)).assets;
    expect(asset).toEqual(["/assets/a-1.js"]);
    const some = await warmList(root, all.bytes - 1);
    expect(some.left).toBeGreaterThan(0);
    expect(some.bytes).toBeLessThan(all.bytes);
    // What is left out is the deepest: the home page stays, a page below a section goes first.
    expect(some.assets).toEqual(["/assets/a-1.js"]);
    expect(some.pages).toContain("/");
  });
});

describe("the offline page", () => {
  it("says what is unavailable in both languages, with a way to call", () => {
    const html = offlinePage({ name: "Surma Riverside Hotel", phone: "+880 1711 234567" });
    expect(html).toContain("<h1>You are offline</h1>");
    expect(html).toContain('<section lang="bn">');
    expect(html).toContain("photos come from our photo host");
    expect(html).toContain('href="tel:+8801711234567"');
    expect(html).not.toContain("<script");
  });
});
