// Code a guest is about to need, fetched once a page has loaded (issue 21): the calendar on a
// booking page, the checkout on the cart, the lightbox in the gallery. Those are chunks the page
// imports on first use; without this, the first tap waits for them on a slow connection. Written
// into each prerendered page by scripts/postbuild.mjs as a few bytes of inline script, not as page
// code: it adds `<link rel="prefetch">` for them once the page has loaded and hydrated and the
// browser is idle, so they never compete with the page's own first load (nor its largest paint).
// The browser keeps them in its cache, and the first use only runs them. Not for a guest who asked
// to save data or is on a 2G connection: pointing at or focusing a control still fetches its code.

/** The route module (its chunk's name) and the chunks its guest's next step imports. */
export const nextSteps = {
  reservations: ["date-calendar", "reservation-schema"],
  "room-detail": ["date-calendar"],
  rooms: ["room-detail-view"],
  cart: ["checkout-dialog"],
  gallery: ["lightbox"],
  dining: ["lightbox"],
};

/** A built chunk's name without its hash: `date-calendar-D7-Ywmwp.js` -> `date-calendar`. */
export const chunkName = (file) => file.replace(/^.*\//, "").replace(/-[\w-]{8}\.js$/, "");

const staticImports = (code) =>
  [...code.matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map(([, file]) => file);
const dynamicImports = (code) =>
  [...code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map(([, file]) => file);

/** Every chunk `files` import statically, with themselves. */
function closure(files, readChunk) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(readChunk(file)));
  }
  return seen;
}

/**
 * The files (as `/assets/...` URLs) a page should fetch ahead: its route's next-step chunks and
 * whatever they import that the page has not loaded already. `readChunk(file)` reads a chunk of
 * the build's assets folder. A page that imports no next-step chunk gets none.
 */
export function filesToPrefetch(html, readChunk) {
  const bootstrap = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
  const routes = [...bootstrap.matchAll(/"\/assets\/([^"]+\.js)"/g)].map(([, file]) => file);
  const wanted = new Set(routes.flatMap((file) => nextSteps[chunkName(file)] ?? []));
  if (!wanted.size) return [];
  const loaded = closure(routes, readChunk);
  const next = [...loaded]
    .flatMap((file) => dynamicImports(readChunk(file)))
    .filter((file) => wanted.has(chunkName(file)));
  return [...closure(next, readChunk)]
    .filter((file) => !loaded.has(file))
    .sort()
    .map((file) => `/assets/${file}`);
}

/**
 * The inline script that fetches `files` once the page has loaded, hydrated (root.tsx marks it)
 * and the browser is idle: after everything the page itself needs.
 */
export function prefetchScript(files) {
  return (
    `addEventListener("load",function(){var d=document.documentElement;(function w(){` +
    `if(!d.dataset.hydrated)return setTimeout(w,250);` +
    `(self.requestIdleCallback||setTimeout)(function(){` +
    `var c=navigator.connection;if(c&&(c.saveData||/2g/.test(c.effectiveType)))return;` +
    `${JSON.stringify(files)}.forEach(function(h){var l=document.createElement("link");` +
    `l.rel="prefetch";l.href=h;l.crossOrigin="anonymous";document.head.appendChild(l)})})})()})`
  );
}

/** `html` with the prefetch script before `</body>`, when it has anything to fetch ahead. */
export function withPrefetch(html, readChunk) {
  if (html.includes('l.rel="prefetch"')) return html;
  const files = filesToPrefetch(html, readChunk);
  if (!files.length) return html;
  return html.replace("</body>", `<script>${prefetchScript(files)}</script></body>`);
}
