// The service worker (docs/decisions/0019), written by scripts/postbuild.mjs over the built client
// folder with Workbox's generateSW. What it does:
// - pages (and React Router's `.data` for client-side visits) network-first, from the cache when
//   the network fails or takes over NETWORK_TIMEOUT_S, else the offline page;
// - the build's hashed files (/assets/) cache-first: their names change with their content;
// - once installed, it fetches every page of both languages and every hashed file into those
//   caches (sw-warm.js), so a guest who came once can open any page offline. WARM_BUDGET bounds
//   what that costs: beyond it, the pages deepest in the site are left to be kept as visited.
// A new deploy changes sw.js (the warm list's revision is in it), the browser sees that on the next
// navigation, and the new worker takes over at once. Pages are network-first, so a guest online
// always gets the new page; hashed files of the old version stay cached (old open tabs keep
// working) until they have been out of the warm list for ASSET_GRACE_DAYS.
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { generateSW } from "workbox-build";
import { pagePath } from "./built-pages.mjs";

export const PAGES_CACHE = "srh-pages";
export const ASSETS_CACHE = "srh-assets";
export const OFFLINE_PAGE = "/offline.html";
/** How many warm-up fetches run at once. */
const WARM_PARALLEL = 1;

/** Compressed bytes the warm-up may fetch: today every page in both languages and all the code. */
export const WARM_BUDGET = 2.5 * 1024 * 1024;
const NETWORK_TIMEOUT_S = 4;
const ASSET_GRACE_DAYS = 7;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Which built files a guest may open offline: pages, their data, the code, icons. */
export function isWarmed(file) {
  if (file.startsWith("admin/") || file === "__spa-fallback.html") return false;
  if (/(^|\/)(404|not-found)(\/|\.html$)/.test(file)) return false;
  if (file.startsWith("assets/")) return /\.(js|css|woff2|svg|png|webp)$/.test(file);
  return (
    /(^|\/)index\.html$/.test(file) || file.endsWith(".data") || file.endsWith("site.webmanifest")
  );
}

/**
 * Lists what the worker fetches after it installs, within WARM_BUDGET compressed bytes: the code
 * first (every page needs it), then pages from the top of the site down (sections before their
 * items), each with its `.data`. What does not fit is kept as the guest visits it, so a site that
 * grows past the budget warms less, never more, and still builds.
 */
export async function warmList(root, budget = WARM_BUDGET) {
  const files = [];
  for await (const path of walk(root)) {
    const file = relative(root, path).split(sep).join("/");
    if (!isWarmed(file)) continue;
    const body = await readFile(path);
    const bytes = /\.(woff2|png|webp)$/.test(file) ? body.length : gzipSync(body).length;
    files.push({ url: pagePath(file), asset: file.startsWith("assets/"), bytes });
  }
  const depth = ({ url }) => url.replace(/\.data$/, "").split("/").length;
  files.sort(
    (a, b) =>
      Number(b.asset) - Number(a.asset) ||
      depth(a) - depth(b) ||
      a.url.replace(/\.data$/, "").localeCompare(b.url.replace(/\.data$/, "")),
  );
  const pages = [];
  const assets = [];
  let bytes = 0;
  let left = 0;
  for (const file of files) {
    if (bytes + file.bytes > budget) {
      left++;
      continue;
    }
    bytes += file.bytes;
    (file.asset ? assets : pages).push(file.url);
  }
  pages.sort();
  assets.sort();
  return { pages, assets, bytes, left };
}

/** The worker's own addition: warm the caches on install, retire old hashed files on activate. */
const warmScript = ({ pages, assets }) => `// Written by scripts/service-worker.mjs.
const warm = ${JSON.stringify({ pages, assets })};
// One at a time and at low priority: the guest's own page keeps the other connections and the
// network's attention (six at once held every connection to the host, and a page's first tap
// waited for its code behind the warm-up).
async function fill(name, urls) {
  const cache = await caches.open(name);
  for (let i = 0; i < urls.length; i += ${WARM_PARALLEL})
    await Promise.all(urls.slice(i, i + ${WARM_PARALLEL}).map((url) =>
      fetch(url, { credentials: "same-origin", priority: "low" })
        .then((response) => (response.ok ? cache.put(url, response) : undefined))
        .catch(() => undefined)));
}
self.addEventListener("install", (event) => {
  // Save-Data asks for less: pages are then kept as they are visited, not all at once.
  if (navigator.connection && navigator.connection.saveData) return;
  event.waitUntil(fill(${JSON.stringify(ASSETS_CACHE)}, warm.assets).then(() => fill(${JSON.stringify(PAGES_CACHE)}, warm.pages)));
});
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(${JSON.stringify(ASSETS_CACHE)});
    const current = new Set(warm.assets.map((url) => new URL(url, self.location.origin).href));
    const limit = Date.now() - ${ASSET_GRACE_DAYS} * 86400000;
    for (const request of await cache.keys()) {
      if (current.has(request.url)) continue;
      const response = await cache.match(request);
      const date = Date.parse((response && response.headers.get("date")) || "");
      if (!(date > limit)) await cache.delete(request);
    }
  })());
});
`;

/**
 * The worker's part in delivering requests (scripts/sw-requests.ts, with Workbox's background-sync
 * queue): one small script, the same whether delivery is on or off (a page asks it to send).
 */
async function buildRequestQueue(root) {
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    // Workbox's development messages and checks are left out.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      lib: {
        entry: join(import.meta.dirname, "sw-requests.ts"),
        formats: ["iife"],
        name: "srhRequests",
        fileName: () => "sw-requests.js",
      },
      outDir: root,
      emptyOutDir: false,
      target: "es2022",
      minify: true,
    },
  });
  return readFile(join(root, "sw-requests.js"));
}

const revisionOf = (text) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** Writes sw.js, sw-warm.js, sw-requests.js and offline.html into the client folder; returns what it measured. */
export async function buildServiceWorker(root, offlineHtml) {
  await writeFile(join(root, OFFLINE_PAGE.slice(1)), offlineHtml);
  const requestQueue = await buildRequestQueue(root);
  const list = await warmList(root);
  const script = warmScript(list);
  await writeFile(join(root, "sw-warm.js"), script);
  const revision = revisionOf(script);
  const { count, size, warnings } = await generateSW({
    globDirectory: root,
    globPatterns: [OFFLINE_PAGE.slice(1)],
    // The warm-up's revision changes sw.js whenever any page or file changes.
    additionalManifestEntries: [
      { url: "/sw-warm.js", revision },
      { url: "/sw-requests.js", revision: revisionOf(requestQueue) },
    ],
    importScripts: ["/sw-warm.js", "/sw-requests.js"],
    swDest: join(root, "sw.js"),
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === "navigate",
        handler: "NetworkFirst",
        options: {
          cacheName: PAGES_CACHE,
          networkTimeoutSeconds: NETWORK_TIMEOUT_S,
          // A page is the same page whatever its query (?ref=, ?request=): read by the browser.
          matchOptions: { ignoreSearch: true, ignoreVary: true },
          precacheFallback: { fallbackURL: OFFLINE_PAGE },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith(".data"),
        handler: "NetworkFirst",
        options: {
          cacheName: PAGES_CACHE,
          networkTimeoutSeconds: NETWORK_TIMEOUT_S,
          matchOptions: { ignoreVary: true },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
        handler: "CacheFirst",
        options: { cacheName: ASSETS_CACHE, matchOptions: { ignoreVary: true } },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  const swBytes = gzipSync(await readFile(join(root, "sw.js"))).length;
  const warmBytes = gzipSync(script).length;
  const queueBytes = gzipSync(requestQueue).length;
  return { ...list, precached: count, precacheBytes: size, swBytes, warmBytes, queueBytes };
}

/**
 * The page a guest gets offline for a page this device has not kept: both languages, what works
 * and what does not, the way to call. Plain HTML and inline styles (no script, no font to fetch).
 */
export function offlinePage(site) {
  const tel = `tel:${site.phone.replace(/[^+\d]/g, "")}`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Offline · ${site.name}</title><meta name="robots" content="noindex">
<style>
body{margin:0;background:#faf7f0;color:#1d2a22;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Bengali",sans-serif}
main{max-width:36rem;margin:0 auto;padding:4rem 1.5rem}
p.brand{margin:0 0 2.5rem;color:#8a6a1f;font-size:.8rem;letter-spacing:.2em;text-transform:uppercase;font-weight:600}
h1,h2{font-family:Georgia,"Noto Serif Bengali",serif;font-weight:500;color:#132c20;line-height:1.2}
h1{font-size:2.25rem;margin:0 0 1rem}h2{font-size:1.75rem;margin:3rem 0 1rem}
a{color:#1b4d35;font-weight:600}section{border-top:1px solid #e4dccb;margin-top:3rem}
</style></head>
<body><main>
<p class="brand">${site.name}</p>
<h1>You are offline</h1>
<p>This page is not saved on this device yet, and the network cannot be reached. Pages you have opened before, your cart and your requests still work offline; photos come from our photo host and show again when you are back online.</p>
<p><a href="/">Back to the home page</a> · Call us: <a href="${tel}">${site.phone}</a></p>
<section lang="bn">
<h2>আপনি এখন অফলাইনে</h2>
<p>এই পাতাটি এখনো এই ডিভাইসে রাখা হয়নি, আর নেটওয়ার্কও পাওয়া যাচ্ছে না। আগে খোলা পাতা, আপনার কার্ট আর অনুরোধগুলো অফলাইনেও কাজ করে; ছবিগুলো আমাদের ছবির সার্ভার থেকে আসে, আবার অনলাইনে এলে দেখা যাবে।</p>
<p><a href="/bn">হোম পেজে ফিরে যান</a> · ফোন করুন: <a href="${tel}">${site.phone}</a></p>
</section>
</main></body></html>
`;
}
