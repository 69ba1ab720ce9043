import { describe, expect, it } from "vitest";
import { startAfterFirstPaint } from "./bootstrap.mjs";

const page = (script) =>
  `<html><head></head><body><p>Hello</p><script type="module" async="">${script}</script></body></html>`;

const reactRouterBootstrap = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/home-3.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '  import("/assets/entry.client-4.js");',
].join("\n");

/** Runs a rewritten bootstrap with stand-ins for the browser, recording what it imports when. */
async function run(html, visibilityState) {
  const script = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)[1];
  const events = [];
  const frames = [];
  const timers = [];
  const window = {};
  const load = (url) => {
    events.push(`import ${url}`);
    return Promise.resolve({ url });
  };
  const body = script.replace(/\bimport\(/g, "load(");
  new Function("window", "document", "requestAnimationFrame", "setTimeout", "load", body)(
    window,
    { visibilityState },
    (callback) => frames.push(callback),
    (callback) => timers.push(callback),
    load,
  );
  const flush = () => new Promise((resolve) => globalThis.setTimeout(resolve, 0));
  events.push("parsed");
  for (const frame of frames.splice(0)) frame();
  events.push("frame");
  for (const timer of timers.splice(0)) timer();
  await flush();
  return { events, window };
}

describe("the bootstrap, started after the first frame", () => {
  it("imports nothing until a frame has been painted, then the same modules and the entry last", async () => {
    const { events, window } = await run(
      startAfterFirstPaint(page(reactRouterBootstrap)),
      "visible",
    );
    expect(events).toEqual([
      "parsed",
      "frame",
      "import /assets/manifest-1.js",
      "import /assets/root-2.js",
      "import /assets/home-3.js",
      "import /assets/entry.client-4.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "routes/home": { url: "/assets/home-3.js" },
    });
  });

  it("starts at once in a hidden tab, which paints no frame", async () => {
    const { events } = await run(startAfterFirstPaint(page(reactRouterBootstrap)), "hidden");
    expect(events.indexOf("import /assets/root-2.js")).toBeLessThan(events.indexOf("parsed"));
  });

  it("rewrites a page once: a second pass changes nothing", () => {
    const once = startAfterFirstPaint(page(reactRouterBootstrap));
    expect(startAfterFirstPaint(once)).toBe(once);
  });

  it("leaves a page without the bootstrap alone, and fails the build on one it does not know", () => {
    expect(startAfterFirstPaint("<p>no script</p>")).toBe("<p>no script</p>");
    expect(() => startAfterFirstPaint(page('console.log("something else")'))).toThrow(
      /unexpected React Router bootstrap/,
    );
  });
});
