import { describe, expect, it } from "vitest";
import { chunkName, filesToPrefetch, prefetchScript, withPrefetch } from "./prefetch-next.mjs";

// A small build: the reservations route imports the shell and its date picker, which imports the
// calendar on first use; the calendar imports an icon the page already has and one it has not.
const chunks = {
  "manifest-1.js": "",
  "reservations-AAAAAAAA.js":
    'import{a}from"./shell-BBBBBBBB.js";import{b}from"./date-picker-CCCCCCCC.js";',
  "shell-BBBBBBBB.js": 'import"./runtime-DDDDDDDD.js";',
  "runtime-DDDDDDDD.js": "",
  "date-picker-CCCCCCCC.js":
    'import{a}from"./shell-BBBBBBBB.js";var k=()=>n(()=>import(`./date-calendar-D7-Ywmwp.js`),[]);var s=()=>import(`./chat-panel-EEEEEEEE.js`);',
  "date-calendar-D7-Ywmwp.js":
    'import{x}from"./chevron-FFFFFFFF.js";import{a}from"./shell-BBBBBBBB.js";',
  "chevron-FFFFFFFF.js": "",
  "chat-panel-EEEEEEEE.js": "",
  "about-GGGGGGGG.js":
    'import{a}from"./shell-BBBBBBBB.js";var s=()=>import(`./chat-panel-EEEEEEEE.js`);',
};
const read = (file) => {
  if (!(file in chunks)) throw new Error(`no chunk ${file}`);
  return chunks[file];
};
const page = (route) =>
  `<html><head></head><body><script type="module" async="">const start=()=>Promise.all([import("/assets/manifest-1.js"),import("/assets/${route}")])</script></body></html>`;

describe("prefetch of the next step's code", () => {
  it("names a chunk without its hash", () => {
    expect(chunkName("/assets/date-calendar-D7-Ywmwp.js")).toBe("date-calendar");
    expect(chunkName("room-detail-view-BLbPJqS8.js")).toBe("room-detail-view");
    expect(chunkName("entry.client-Djvx3BR8.js")).toBe("entry.client");
  });

  it("fetches the route's next step and what it imports that the page has not loaded", () => {
    expect(filesToPrefetch(page("reservations-AAAAAAAA.js"), read)).toEqual([
      "/assets/chevron-FFFFFFFF.js",
      "/assets/date-calendar-D7-Ywmwp.js",
    ]);
  });

  it("fetches nothing ahead for a page without a next step, nor code no step names", () => {
    expect(filesToPrefetch(page("about-GGGGGGGG.js"), read)).toEqual([]);
    expect(withPrefetch(page("about-GGGGGGGG.js"), read)).toBe(page("about-GGGGGGGG.js"));
  });

  it("writes the script once, before the end of the body", () => {
    const once = withPrefetch(page("reservations-AAAAAAAA.js"), read);
    expect(once).toContain(
      `<script>${prefetchScript(["/assets/chevron-FFFFFFFF.js", "/assets/date-calendar-D7-Ywmwp.js"])}</script></body>`,
    );
    expect(withPrefetch(once, read)).toBe(once);
  });

  it("adds the links only after load and hydration, when idle, and not to save data", () => {
    const script = prefetchScript(["/assets/a.js"]);
    const run = (connection, hydrated) => {
      const links = [];
      const listeners = {};
      const timers = [];
      const document = {
        documentElement: { dataset: hydrated ? { hydrated: "true" } : {} },
        head: { appendChild: (link) => links.push(link) },
        createElement: () => ({}),
      };
      new Function("addEventListener", "document", "navigator", "self", "setTimeout", script)(
        (type, listener) => (listeners[type] = listener),
        document,
        { connection },
        { requestIdleCallback: (callback) => timers.push(callback) },
        (callback) => timers.push(callback),
      );
      expect(links).toEqual([]); // nothing before the load event
      listeners.load?.();
      for (let i = 0; i < 5 && timers.length; i++) timers.shift()();
      return links;
    };
    expect(run(undefined, true)).toEqual([
      { rel: "prefetch", href: "/assets/a.js", crossOrigin: "anonymous" },
    ]);
    expect(run(undefined, false)).toEqual([]);
    expect(run({ saveData: true }, true)).toEqual([]);
    expect(run({ effectiveType: "2g" }, true)).toEqual([]);
    expect(run({ effectiveType: "slow-2g" }, true)).toEqual([]);
    expect(run({ effectiveType: "4g", saveData: false }, true)).toHaveLength(1);
  });
});
