// The photo host's photos, fetched through the site's own origin (docs/decisions/0024): a page asks
// for `/photo-host/photo-<id>?auto=format&fit=crop&w=800&q=70`, and the host fetches
// `https://images.unsplash.com/photo-<id>?…` for it. The guest's browser then gets the first
// screen's photo over the connection it already has to the site, instead of opening a second one
// (DNS, TCP, TLS: three round trips of 150 ms on a phone's 4G) after the page has arrived.
// `npm start` answers it here; the nginx and Netlify configs (deploy-configs.mjs) proxy the same
// paths. Only the site's own photos pass: those the content names, at the widths and quality the
// pages ask for (the build's list, app/content/server/proxied-photos.server.ts), so the proxy cannot be
// used to make the photo host fetch anything else; and only a few at once.
import { Readable } from "node:stream";
import { cacheRules } from "./site-headers.mjs";

export const photoProxyPrefix = "/photo-host/";
export const photoHostOrigin = "https://images.unsplash.com";

/** The build's list of the photos that pass, beside csp-hashes.json (scripts/postbuild.mjs). */
export const proxiedPhotosFile = "proxied-photos.json";

/** No photo passes: a server given no list. */
export const noProxiedPhotos = { photos: [], widths: [], quality: "" };

const photoPath = /^\/photo-host\/(photo-\d{10,13}-[0-9a-f]{12})$/;

/**
 * The photo host's address for a proxied path and its query, or null when the request is not one
 * the site's pages make: a photo on `allowed`'s list, at one of its widths and its quality. The
 * query is written anew (auto=format, fit=crop, w, q), so nothing else a client adds reaches the
 * host.
 * @param {{ photos: string[], widths: string[], quality: string }} allowed
 */
export function photoUpstreamUrl(path, search, allowed, origin = photoHostOrigin) {
  const id = photoPath.exec(path)?.[1];
  if (!id || !allowed.photos.includes(id)) return null;
  const query = new URLSearchParams(search);
  const width = query.get("w") ?? "";
  const quality = query.get("q") ?? "";
  if (!allowed.widths.includes(width) || quality !== allowed.quality) return null;
  return `${origin}/${id}?auto=format&fit=crop&w=${width}&q=${quality}`;
}

/**
 * How many photos `npm start` fetches from the photo host at once (`limit`); up to `queue` more
 * requests wait for a place, each at most `waitMs`; past that a request is answered 503 at once,
 * with Retry-After. A page's photos are lazy and few at a time, so a guest never meets it.
 */
export const photoFetchLimits = { limit: 8, queue: 32, waitMs: 3_000 };

/** The seconds a client refused for lack of a place is told to wait (Retry-After). */
export const photoRetryAfter = "1";

/**
 * A gate of `limit` places: `acquire(signal)` resolves to the function that gives the place back,
 * or to null when no place came within `waitMs`, the queue was full, or `signal` aborted (the guest
 * went away) while waiting.
 */
export function createFetchGate({ limit, queue, waitMs } = photoFetchLimits) {
  let active = 0;
  const waiting = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  const place = () => {
    let given = false;
    return () => {
      if (!given) release();
      given = true;
    };
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    acquire(signal) {
      if (active < limit) {
        active++;
        return Promise.resolve(place());
      }
      if (waiting.length >= queue || signal?.aborted) return Promise.resolve(null);
      return new Promise((resolve) => {
        const give = () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", leave);
          resolve(place());
        };
        const leave = () => {
          const index = waiting.indexOf(give);
          if (index >= 0) waiting.splice(index, 1);
          clearTimeout(timer);
          resolve(null);
        };
        const timer = setTimeout(leave, waitMs);
        signal?.addEventListener("abort", leave, { once: true });
        waiting.push(give);
      });
    },
  };
}

/** How long the photo host has to start answering before the guest gets 504. */
export const photoTimeoutMs = 10_000;

/**
 * Answers a proxied photo request: the host's image with its type and length, cached a year (a
 * photo's id and width never name another picture) and varying on Accept (the host picks AVIF,
 * WebP or JPEG by it). The host's 404 is a 404; a host that fails or cannot be reached is a 502,
 * one too slow a 504. `plain` writes those answers; `headers` are the site's own.
 */
export async function proxyPhoto(req, res, upstream, { headers, plain }) {
  let answer;
  try {
    answer = await fetch(upstream, {
      method: req.method === "HEAD" ? "HEAD" : "GET",
      headers: { Accept: String(req.headers.accept ?? "image/*") },
      redirect: "error",
      signal: AbortSignal.timeout(photoTimeoutMs),
    });
  } catch (error) {
    return plain(res, error?.name === "TimeoutError" ? 504 : 502);
  }
  const type = answer.headers.get("content-type") ?? "";
  if (!answer.ok || !type.startsWith("image/")) {
    await answer.body?.cancel().catch(() => {});
    return plain(res, answer.status === 404 ? 404 : 502);
  }
  if (res.headersSent || res.destroyed) {
    await answer.body?.cancel().catch(() => {});
    return;
  }
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", cacheRules.photo);
  res.setHeader("Vary", "Accept");
  // Only an image passes, and nothing that comes back is ever run as a document of this site.
  res.setHeader("Content-Security-Policy", "default-src 'none'");
  // fetch undoes a Content-Encoding, so the host's length holds only for an unencoded answer.
  const length = answer.headers.get("content-length");
  if (length && !answer.headers.has("content-encoding")) res.setHeader("Content-Length", length);
  res.statusCode = 200;
  if (req.method === "HEAD" || !answer.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(answer.body);
  // A guest who goes away stops the host's answer too; a host that breaks off ends the guest's.
  res.on("close", () => body.destroy());
  body.on("error", () => res.destroy()).pipe(res);
}
