// The photo host's photos, fetched through the site's own origin (docs/decisions/0024): a page asks
// for `/photo-host/photo-<id>?auto=format&fit=crop&w=800&q=70`, and the host fetches
// `https://images.unsplash.com/photo-<id>?…` for it. The guest's browser then gets the first
// screen's photo over the connection it already has to the site, instead of opening a second one
// (DNS, TCP, TLS: three round trips of 150 ms on a phone's 4G) after the page has arrived.
// `npm start` answers it here; the nginx and Netlify configs (deploy-configs.mjs) proxy the same
// paths. Only photos pass: one host, one path shape, the width and quality as numbers.
import { Readable } from "node:stream";
import { cacheRules } from "./site-headers.mjs";

export const photoProxyPrefix = "/photo-host/";
export const photoHostOrigin = "https://images.unsplash.com";

const photoPath = /^\/photo-host\/(photo-\d{10,13}-[0-9a-f]{12})$/;

/**
 * The photo host's address for a proxied path and its query, or null when the request is not one
 * the site makes: an id of the host's shape, `w` 1-4000 and `q` 1-100. The query is written anew
 * (auto=format, fit=crop, w, q), so nothing else a client adds reaches the host.
 */
export function photoUpstreamUrl(path, search, origin = photoHostOrigin) {
  const id = photoPath.exec(path)?.[1];
  if (!id) return null;
  const query = new URLSearchParams(search);
  const width = query.get("w") ?? "";
  const quality = query.get("q") ?? "";
  if (!/^[1-9]\d{0,3}$/.test(width) || Number(width) > 4000) return null;
  if (!/^[1-9]\d?$|^100$/.test(quality)) return null;
  return `${origin}/${id}?auto=format&fit=crop&w=${width}&q=${quality}`;
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
