// After `react-router build`: tidy the prerendered HTML, write sitemap, robots and the rooms'
// calendars, precompress.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { cp, mkdir, readdir, readFile, writeFile, stat } from "node:fs/promises";
import { join, extname, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants } from "node:zlib";
import { createServer } from "vite";
import {
  netlifyHeaders,
  netlifyRedirects,
  nginxServerBlock,
  notFoundCopies,
} from "./deploy-configs.mjs";
import { startAfterFirstPaint } from "./bootstrap.mjs";
import { withPrefetch } from "./prefetch-next.mjs";
import { proxiedPhotosFile } from "./photo-proxy.mjs";
import { allScriptHashes } from "./site-headers.mjs";
import { buildClientDir, buildDir } from "./paths.mjs";
import { buildServiceWorker, offlinePage } from "./service-worker.mjs";

const root = buildClientDir;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

// Content modules are TypeScript: load them through Vite once, so paths have one source.
const vite = await createServer({
  configFile: false,
  server: { middlewareMode: true },
  logLevel: "error",
});
const { sitemapPaths, prerenderPaths } = await vite.ssrLoadModule("/app/content/server/paths.ts");
// The hotel's own file (content/site.yaml): the site's address for the sitemap and robots.txt.
const { readCollection, localize } = await vite.ssrLoadModule(
  "/app/content/server/files.server.ts",
);
const { site } = localize("site", readCollection("site").entries[0], "en");
const { locales, localizedPath } = await vite.ssrLoadModule("/app/lib/locale.ts");
// Each room's closed nights as a calendar the booking sites import (its own and theirs).
const { calendarsFolder, roomCalendars } = await vite.ssrLoadModule("/scripts/room-calendars.ts");
const calendars = roomCalendars();
// The photos the site's origin passes on to the photo host, for every host (photo-proxy.mjs).
const { proxiedPhotos } = await vite.ssrLoadModule("/app/content/server/proxied-photos.server.ts");
const photos = proxiedPhotos();
// Requests delivered to Netlify's own form collection need the form declared in the deploy.
const { netlifyFormPage } = await vite.ssrLoadModule("/app/domain/request-delivery.ts");
const { delivery } = localize("site", readCollection("site").entries[0], "en");
await vite.close();

let htmlCount = 0;
let prefetching = 0;
const chunks = new Map();
/** A built chunk's code, by its file name in assets/. */
const readChunk = (file) => {
  if (!chunks.has(file)) chunks.set(file, readFileSync(join(root, "assets", file), "utf8"));
  return chunks.get(file);
};
/** Each HTML file's inline script hashes (its path relative to the client folder as the key). */
const pageHashes = {};
for await (const file of walk(root)) {
  if (!file.endsWith(".html")) continue;
  const html = await readFile(file, "utf8");
  // Module preloads compete with the first paint on slow networks; the entry imports them anyway.
  const tidy = withPrefetch(
    startAfterFirstPaint(html.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, "")),
    readChunk,
  );
  if (tidy.includes('l.rel="prefetch"')) prefetching++;
  await writeFile(file, tidy);
  // Every inline script of the page, for its Content-Security-Policy.
  const hashes = new Set();
  for (const [, attributes, body] of tidy.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes) || !body) continue;
    hashes.add(`sha256-${createHash("sha256").update(body).digest("base64")}`);
  }
  pageHashes[relative(root, file).split(sep).join("/")] = [...hashes].sort();
  htmlCount++;
}
for (const { from, to } of notFoundCopies) if (pageHashes[from]) pageHashes[to] = pageHashes[from];
const sortedPageHashes = Object.fromEntries(
  Object.entries(pageHashes).sort(([a], [b]) => a.localeCompare(b)),
);
await writeFile(join(buildDir, "csp-hashes.json"), JSON.stringify(sortedPageHashes, null, 1));

// The editor at /admin/ (after the pages, so none of this is tidied or hashed as a page): its page,
// its config and Decap CMS's files. It loads only there; the sitemap never names it.
const decapDist = new URL("../node_modules/decap-cms/dist/", import.meta.url).pathname;
await mkdir(join(root, "admin"), { recursive: true });
for (const name of ["index.html", "config.yml"])
  await cp(new URL(`../admin/${name}`, import.meta.url).pathname, join(root, "admin", name));
for (const name of await readdir(decapDist))
  if (/(^|\.)decap-cms\.js$|\.wasm$/.test(name))
    await cp(join(decapDist, name), join(root, "admin", name));

// Deploy configs for real hosts, from the same headers and photo list `npm start` uses.
await writeFile(join(buildDir, proxiedPhotosFile), JSON.stringify(photos, null, 1));
const pagePaths = locales.flatMap((locale) => prerenderPaths.map((p) => localizedPath(p, locale)));
await writeFile(join(root, "_headers"), netlifyHeaders(allScriptHashes(pageHashes)));
await writeFile(join(root, "_redirects"), netlifyRedirects(pagePaths, photos));
for (const { from, to } of notFoundCopies)
  await writeFile(join(root, to), await readFile(join(root, from)));
await writeFile(
  join(buildDir, "nginx.conf"),
  nginxServerBlock({
    root: "/var/www/surma-riverside/client",
    pageHashes: sortedPageHashes,
    photos,
  }),
);

const today = new Date().toISOString().slice(0, 10);
// Every page in every language, each naming its translations (hreflang, x-default English).
const url = (path, locale) => `${site.origin}${localizedPath(path, locale)}`;
const alternates = (path) =>
  [...locales.map((locale) => [locale, url(path, locale)]), ["x-default", url(path, "en")]]
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`)
    .join("");
const sitemapEntries = sitemapPaths.flatMap((path) =>
  locales.map(
    (locale) =>
      `  <url><loc>${url(path, locale)}</loc><lastmod>${today}</lastmod>${alternates(path)}</url>`,
  ),
);
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${sitemapEntries.join("\n")}
</urlset>
`;
await writeFile(join(root, "sitemap.xml"), sitemap);
await writeFile(
  join(root, "robots.txt"),
  `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`,
);

// /calendars/<room>.ics: the booking sites fetch them on their own schedule; no page links them,
// and the service worker leaves them to the network.
await mkdir(join(root, calendarsFolder), { recursive: true });
for (const [file, text] of Object.entries(calendars))
  await writeFile(join(root, calendarsFolder, file), text);

// Netlify's form collection keeps only the fields a form in the deploy declares: with delivery to
// Netlify, a hidden page declares the form requests are posted as (decision 0035).
if (delivery.to === "netlify") await writeFile(join(root, "netlify-forms.html"), netlifyFormPage());

// The service worker and its offline page, over the finished pages (docs/decisions/0019).
const worker = await buildServiceWorker(root, offlinePage(site));

const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".webmanifest",
  ".ico",
  ".data",
  ".ics",
]);
const toCompress = [];
// PRECOMPRESS=0: a build only the tests serve (the tests' own hotel, a later day, delivery on),
// whose bytes no check weighs: served as they are, a dozen seconds sooner.
if (process.env.PRECOMPRESS !== "0")
  for await (const file of walk(root))
    if (compressible.has(extname(file)) && (await stat(file)).size >= 512) toCompress.push(file);
/** Compresses one file both ways; zlib's work runs on libuv's threads, so both cores share it. */
async function precompress(file) {
  const body = await readFile(file);
  // The editor's 5 MB bundle at quality 9: 24.6 s less per build for 10% more bytes, paid by the
  // owner opening /admin/, not by guests (docs/decisions/0025).
  const quality = relative(root, file).startsWith("admin") ? 9 : 11;
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    gz(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}
const queue = [...toCompress];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (queue.length) await precompress(queue.shift());
  }),
);
const compressed = toCompress.length;
console.log(
  `postbuild: service worker ${(worker.swBytes / 1024).toFixed(1)} KiB + warm list ${(worker.warmBytes / 1024).toFixed(1)} KiB + request queue ${(worker.queueBytes / 1024).toFixed(1)} KiB gzip; warms ${worker.pages.length} pages and data, ${worker.assets.length} files, ${(worker.bytes / 1024).toFixed(0)} KiB compressed${worker.left ? `; ${worker.left} more left to be kept as visited (over the budget)` : ""}`,
);
console.log(
  `postbuild: ${htmlCount} HTML pages tidied (${prefetching} fetch their next step's code ahead), ${allScriptHashes(pageHashes).length} inline script hashes, ${sitemapEntries.length} sitemap URLs, ${Object.keys(calendars).length} room calendars, ${compressed} files precompressed`,
);
