// What a crawler reads in the prerendered pages: their URLs, head tags, links, text and JSON-LD.
// React writes the HTML, so attribute values never hold a raw `"`, `<` or `>`: patterns suffice.
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";

/** `index.html` -> `/`, `rooms/deluxe/index.html` -> `/rooms/deluxe`, `rooms/404.html` stays a file. */
export function pagePath(file) {
  const path = `/${file.split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) : path;
}

/**
 * Every prerendered page: URL path, file and HTML. Not the SPA fallback (a bare shell), nor the
 * editor at /admin/ (not a page of the site: noindex, out of the sitemap), nor the service worker's
 * offline page (scripts/service-worker.mjs: shown only in place of a page that could not load).
 */
export function builtPages(clientDir) {
  return readdirSync(clientDir, { recursive: true })
    .map(String)
    .filter(
      (file) =>
        file.endsWith(".html") &&
        !file.startsWith("__spa") &&
        !file.startsWith("admin") &&
        file !== "offline.html",
    )
    .sort()
    .map((file) => ({
      file,
      path: pagePath(file),
      html: readFileSync(join(clientDir, file), "utf8"),
    }));
}

const namedEntities = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The text a browser shows for escaped HTML text or an attribute value. */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code) => {
    if (code[0] !== "#") return namedEntities[code.toLowerCase()] ?? whole;
    const point = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : +code.slice(1);
    return String.fromCodePoint(point);
  });
}

/** The document's title and meta description as a search engine reads them (decoded). */
export function headText(html) {
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  return {
    title: title === undefined ? undefined : decodeEntities(title),
    description: description === undefined ? undefined : decodeEntities(description),
  };
}

/** The href of every `<a>` element (not `<link>`: alternates and canonicals are not links to follow). */
export function anchorHrefs(html) {
  return [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map(([, href]) => decodeEntities(href));
}

/**
 * The site path an href leads to, from a page at `from`, without query or fragment and without a
 * trailing slash; null for another host and for mailto:, tel: and the like.
 */
export function sitePath(href, from, origin) {
  let url;
  try {
    url = new URL(href, `${origin}${from}`);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
}

/** The sitemap's URLs as paths, and the origin they share. */
export function sitemapPaths(xml) {
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc));
  const origin = urls[0]?.origin ?? "";
  const foreign = urls.filter((url) => url.origin !== origin);
  if (foreign.length) throw new Error(`sitemap URLs on another origin: ${foreign.join(", ")}`);
  return { origin, paths: urls.map((url) => url.pathname) };
}

/** The body's text with scripts, styles and markup removed, whitespace collapsed. */
export function visibleText(html) {
  const body = html.slice(html.indexOf("<body"));
  return decodeEntities(
    body
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of each `<script type="application/ld+json">` with its offset in the document. */
export function jsonLdScripts(html) {
  return [
    ...html.matchAll(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => ({ text: match[1], offset: match.index }));
}
