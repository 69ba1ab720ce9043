// One source of truth for what the production host sends: `npm start` uses it today and the
// deploy configs are written from it.

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
 * A page's Content-Security-Policy: scripts only from this origin plus the exact inline scripts that
 * page carries (their hashes come from scripts/postbuild.mjs), never unsafe-inline/eval.
 */
export function contentSecurityPolicy(scriptHashes) {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" ")}`,
    // React sets style attributes (aspect ratios) and the toast library injects its stylesheet.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${photoHosts.join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
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

/** Unknown URLs answer 404 with the not-found page of their section (spec-decisions). */
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
