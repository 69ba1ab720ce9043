// One source of truth for what the production host sends: `npm start` uses it today and the
// deploy configs are written from it.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";

export const securityHeaders = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

export const photoHosts = ["https://images.unsplash.com", "https://i.pravatar.cc"];

/**
 * The one address outside this origin that pages and the service worker may send to: where the
 * hotel has confirmed requests delivered (content/site.yaml's requestDelivery.to, checked by its
 * schema when the site is built), when that is an https address. None while delivery is off, or
 * when it goes to Netlify's own form collection (this origin).
 */
export function deliveryAddress(dir = process.env.CONTENT_DIR ?? "content") {
  let to;
  try {
    to = parse(readFileSync(join(resolve(dir), "site.yaml"), "utf8"))?.en?.requestDelivery?.to;
  } catch {
    return undefined;
  }
  // An https address, or a stand-in on this machine (the schema allows no other).
  return typeof to === "string" && /^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1)[:/])/.test(to)
    ? to.trim()
    : undefined;
}

/** The content this server or config is made from, read once. */
const contentDelivery = deliveryAddress();

/** connect-src: this origin, and the delivery address when there is one (that address only). */
const connectSources = (delivery) => ["'self'", ...(delivery ? [delivery] : [])].join(" ");

/**
 * A page's Content-Security-Policy: scripts only from this origin plus the exact inline scripts that
 * page carries (their hashes come from scripts/postbuild.mjs), never unsafe-inline/eval; requests
 * sent only to this origin and the hotel's delivery address.
 */
export function contentSecurityPolicy(scriptHashes, { delivery = contentDelivery } = {}) {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" ")}`,
    // React sets style attributes (aspect ratios) and the toast library injects its stylesheet.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${photoHosts.join(" ")}`,
    "font-src 'self'",
    `connect-src ${connectSources(delivery)}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Where the editor's GitHub backend (admin/config.yml) reads and commits, and checks GitHub is up. */
export const editorBackends = ["https://api.github.com", "https://www.githubstatus.com"];

/**
 * The editor's page at /admin/ (Decap CMS: admin/index.html, no inline script, Decap's bundle from
 * this origin), found by loading it under the policy (tests/editor): Decap compiles its config's
 * schema with `new Function` (ajv), so 'unsafe-eval', on this one page only; its styles are
 * injected; an upload is previewed and read back through a blob: URL; photos come from the photo
 * host, the signed-in user's picture from GitHub. `backends`: what it talks to, GitHub
 * (`editorBackends`) or the local backend of `npm run cms`.
 */
export function editorContentSecurityPolicy(backends = editorBackends) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${photoHosts.join(" ")} https://avatars.githubusercontent.com`,
    `connect-src 'self' blob: ${backends.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The service worker's own policy (a worker runs under the policy its script came with): it
 * fetches and imports only this origin's pages, data and files, and sends waiting requests to the
 * hotel's delivery address when there is one.
 */
export const workerContentSecurityPolicy = (delivery) =>
  delivery ? `default-src 'self'; connect-src ${connectSources(delivery)}` : "default-src 'self'";
export const serviceWorkerContentSecurityPolicy = workerContentSecurityPolicy(contentDelivery);

/** The editor's page, by the file served: the only document under /admin/. */
export const editorPage = "admin/index.html";

/**
 * The policy for a file of the build (its path in the client folder), or undefined: a page names
 * its own inline scripts (`pageHashes`, from csp-hashes.json); the editor's page and the service
 * worker have theirs; any other HTML (the offline page) has the pages' policy with no inline
 * script. A policy governs documents (and a worker): other files carry none.
 */
export function contentSecurityPolicyFor(file, pageHashes) {
  if (file === editorPage) return editorContentSecurityPolicy();
  if (isServiceWorker(`/${file}`)) return serviceWorkerContentSecurityPolicy;
  if (Object.hasOwn(pageHashes, file)) return contentSecurityPolicy(pageHashes[file]);
  if (file.endsWith(".html")) return contentSecurityPolicy([]);
  return undefined;
}

/** Every hash of every page: for hosts that cannot give each page its own policy. */
export const allScriptHashes = (pageHashes) =>
  [...new Set(Object.values(pageHashes).flat())].sort();

export const cacheRules = {
  /** Hashed file names never change content. */
  hashed: "public, max-age=31536000, immutable",
  /** HTML must pick up a new deploy at once. */
  html: "public, max-age=0, must-revalidate",
  /** Icons, robots, sitemap: short. */
  other: "public, max-age=3600",
  /** The photo host's photos through the site: an id and a width always name the same picture. */
  photo: "public, max-age=31536000",
};

/** The build's hashed scripts, styles and fonts: they get the year's cache. */
export const isHashedAsset = (pathname) => pathname.startsWith("/assets/");

/**
 * React Router's data for a client-side visit (`/rooms.data`, the home page's `/_.data`):
 * what a page's loader gave it when prerendered, fetched in the format React Router reads.
 */
export const isRouteData = (pathname) => pathname.endsWith(".data");
export const routeDataType = "text/x-script; charset=utf-8";

/**
 * The rooms' calendars for the booking sites to import (/calendars/<room>.ics, written by the build
 * from scripts/room-calendars.ts), in the type RFC 5545 registers. Not every host knows it: nginx's
 * mime.types has no .ics.
 */
export const calendarsPrefix = "/calendars/";
export const isCalendar = (pathname) => pathname.endsWith(".ics");
export const calendarType = "text/calendar; charset=utf-8";

/** The service worker and its warm-up script: a new deploy must reach the browser's update check. */
export const isServiceWorker = (pathname) =>
  pathname === "/sw.js" || pathname === "/sw-warm.js" || pathname === "/sw-requests.js";

export function cacheControlFor(pathname) {
  if (isHashedAsset(pathname)) return cacheRules.hashed;
  if (isServiceWorker(pathname)) return cacheRules.html;
  // A page's data changes with its HTML, at once on a new deploy.
  if (isRouteData(pathname)) return cacheRules.html;
  // Pages are requested by clean path ("/about"): no extension means HTML.
  if (pathname.endsWith(".html") || !/\.[a-z0-9]+$/i.test(pathname)) return cacheRules.html;
  return cacheRules.other;
}

/** Unknown URLs answer 404 with the not-found page of their section (docs/spec-decisions.md). */
export const notFoundPages = [
  // Bengali pages (docs/decisions/0007) first: the most specific prefix wins.
  { prefix: "/bn/rooms/", file: "bn/rooms/not-found/index.html" },
  { prefix: "/bn/blog/", file: "bn/blog/not-found/index.html" },
  { prefix: "/bn/", file: "bn/404/index.html" },
  { prefix: "/rooms/", file: "rooms/not-found/index.html" },
  { prefix: "/blog/", file: "blog/not-found/index.html" },
  { prefix: "/", file: "404/index.html" },
];

export function notFoundFileFor(pathname) {
  return notFoundPages.find((page) => pathname.startsWith(page.prefix)).file;
}

/** The prerendered not-found pages themselves must not answer 200 either. */
export const notFoundPaths = [
  "/404",
  "/rooms/not-found",
  "/blog/not-found",
  "/bn/404",
  "/bn/rooms/not-found",
  "/bn/blog/not-found",
];

/** A not-found page asked for by its address or by its file's name (`/404/index.html`). */
export const isNotFoundPage = (pathname) =>
  notFoundPaths.some((path) => pathname === path || pathname === `${path}/index.html`);
