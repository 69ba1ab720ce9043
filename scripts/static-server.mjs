import { readFileSync, existsSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import {
  cacheControlFor,
  contentSecurityPolicy,
  notFoundFileFor,
  notFoundPaths,
  pageFilesFor,
  securityHeaders,
} from "./site-headers.mjs";

/** Picks the best precompressed variant the client accepts. */
function negotiate(req, file) {
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accept) && existsSync(`${file}.br`))
    return { path: `${file}.br`, encoding: "br" };
  if (/\bgzip\b/.test(accept) && existsSync(`${file}.gz`))
    return { path: `${file}.gz`, encoding: "gzip" };
  return { path: file, encoding: null };
}

/**
 * sirv serves the files (precompressed variants, ETags, ranges); this adds what sirv lacks:
 * security headers, cache policy, and a real 404 status with the section's not-found page.
 */
export function createStaticServer(dir) {
  /** Each page's policy, naming only the inline scripts that page carries. */
  const policies = new Map(
    Object.entries(JSON.parse(readFileSync(join(dir, "..", "csp-hashes.json"), "utf8"))).map(
      ([file, hashes]) => [file, contentSecurityPolicy(hashes)],
    ),
  );
  /** A page gets its own policy; other files (scripts, styles, fonts, icons) none. */
  const setCommonHeaders = (
    res,
    pathname,
    page = pageFilesFor(pathname).find((f) => policies.has(f)),
  ) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (page) res.setHeader("Content-Security-Policy", policies.get(page));
    res.setHeader("Cache-Control", cacheControlFor(pathname));
  };

  const assets = sirv(dir, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: ["html"],
    setHeaders: (res, pathname) => setCommonHeaders(res, pathname),
  });

  const sendNotFound = (req, res, pathname) => {
    const page = notFoundFileFor(pathname);
    const { path, encoding } = negotiate(req, join(dir, page));
    setCommonHeaders(res, "/404.html", page);
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.end(req.method === "HEAD" ? undefined : readFileSync(path));
  };

  return createServer((req, res) => {
    const pathname =
      decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname).replace(
        /\/+$/,
        "",
      ) || "/";
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    // Not-found pages (and their 404.html copies for other hosts) and host configs are never a 200.
    if (
      notFoundPaths.includes(pathname) ||
      /(^|\/)404(\.html)?$/.test(pathname) ||
      pathname.startsWith("/_")
    )
      return sendNotFound(req, res, pathname);
    assets(req, res, () => sendNotFound(req, res, pathname));
  });
}
