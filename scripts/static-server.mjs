// `npm start`'s server, also behind the end-to-end tests and the weight and Lighthouse runs: the
// build served as a static host would, with the headers of scripts/site-headers.mjs. `send` answers
// the file (ETag, Last-Modified, conditionals and byte ranges as RFC 9110 has them); `negotiator`
// reads Accept-Encoding, q-values included, to pick the build's .br or .gz copy. Which file, which
// status and which headers is decided here (docs/decisions/0015).
import { existsSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { STATUS_CODES, createServer } from "node:http";
import { createRequire } from "node:module";
import { extname, join } from "node:path";
import Negotiator from "negotiator";
import send from "send";
import {
  createFetchGate,
  noProxiedPhotos,
  photoFetchLimits,
  photoHostOrigin,
  photoProxyPrefix,
  photoRetryAfter,
  photoUpstreamUrl,
  proxiedPhotosFile,
  proxyPhoto,
} from "./photo-proxy.mjs";
import {
  cacheControlFor,
  calendarType,
  isCalendar,
  isNotFoundPage,
  isRouteData,
  routeDataType,
  contentSecurityPolicyFor,
  notFoundFileFor,
  securityHeaders,
} from "./site-headers.mjs";

// send's own media types, so a .br or .gz copy is labelled exactly as its original would be.
const require = createRequire(import.meta.url);
const mime = createRequire(require.resolve("send"))("mime-types");

/** The build's precompressed copies, best first; identity (the file itself) is always there. */
const codings = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
];

/**
 * Time limits, so that slow or half-open connections cannot pile up: the request head must arrive
 * within 10 s (checked every second, not Node's default 30), the whole request within 30 s, an idle
 * keep-alive connection closes after 5 s and any connection silent for 60 s is dropped.
 */
export const serverTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
  idleSocket: 60_000,
};

/**
 * The path a request names, decoded once, dot segments resolved and repeated slashes merged (as
 * nginx does); `null` when it cannot name a file here, which is answered 400: a malformed percent
 * escape, a NUL or backslash, a dot segment that climbs above the root, a request target that is
 * neither a path nor an absolute http(s) URL.
 */
export function requestPath(target) {
  let raw = String(target ?? "");
  if (!raw.startsWith("/")) {
    // RFC 9112 3.2.2: a server accepts the absolute form ("GET http://host/path") as well.
    if (!/^https?:\/\//i.test(raw)) return null;
    try {
      raw = new URL(raw).pathname;
    } catch {
      return null;
    }
  }
  raw = raw.replace(/[?#].*$/s, "");
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (/[\0\\]/.test(decoded)) return null;
  const segments = [];
  for (const segment of decoded.split("/")) {
    if (segment === "..") {
      if (!segments.length) return null;
      segments.pop();
    } else if (segment !== "." && segment !== "") segments.push(segment);
  }
  return {
    path: `/${segments.join("/")}`,
    folder: segments.length > 0 && /\/\.{0,2}$/.test(decoded),
  };
}

/** Paths that are never served as themselves: they answer with a not-found page and 404. */
export function isHidden(path) {
  return (
    // Not-found pages, by their address or their file, and their 404.html copies for other hosts.
    isNotFoundPage(path) ||
    /(^|\/)404(\.html)?$/.test(path) ||
    // Netlify's _headers and _redirects (but the home page's route data, /_.data: with
    // trailing-slash-aware data requests React Router asks for "/" + "_.data").
    (path.startsWith("/_") && path !== "/_.data") ||
    // The precompressed copies are the same file in another encoding, reached only by negotiation.
    /\.(br|gz)$/i.test(path) ||
    // Dot files (none are built; an editor's or a copy tool's leftovers).
    /\/\./.test(path)
  );
}

const fileExists = (file) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

/**
 * The status for a request Node's parser refused: a well-formed method it does not know is "not
 * implemented" (RFC 9110 15.6.2; it knows every method a browser sends), an oversized head 431, a
 * head or request that took too long 408; anything else (garbage, a TLS hello) a bad request.
 */
function clientErrorStatus(error) {
  if (error.code === "HPE_HEADER_OVERFLOW") return 431;
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  const line = error.rawPacket?.toString("latin1") ?? "";
  if (error.code === "HPE_INVALID_METHOD" && /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ \S/.test(line))
    return 501;
  return 400;
}

/**
 * The answer to each request, without the server around it: `createStaticServer` puts it behind
 * Node's HTTP/1.1 server with its time limits; the Lighthouse run puts it behind an HTTP/2 server
 * over TLS, as a real host serves the site. `photoFetches`: the photo proxy's limits (tests).
 */
export function createStaticHandler(
  dir,
  { photoUpstream = photoHostOrigin, photoFetches = photoFetchLimits } = {},
) {
  /** Each page's inline script hashes, for the policy naming only those. */
  const pageHashes = JSON.parse(readFileSync(join(dir, "..", "csp-hashes.json"), "utf8"));
  const policies = new Map();
  /** The photos the proxy passes on; without the build's list, none. */
  const photosFile = join(dir, "..", proxiedPhotosFile);
  const proxiedPhotos = existsSync(photosFile)
    ? JSON.parse(readFileSync(photosFile, "utf8"))
    : noProxiedPhotos;
  const photoGate = createFetchGate(photoFetches);

  /** The headers every answer carries; a document (by the file served) gets its policy. */
  const setCommonHeaders = (res, file) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (!policies.has(file)) policies.set(file, contentSecurityPolicyFor(file, pageHashes));
    const policy = policies.get(file);
    if (policy) res.setHeader("Content-Security-Policy", policy);
    res.setHeader("Cache-Control", cacheControlFor(`/${file}`));
  };

  /**
   * An answer without a file: the status line's words, no detail of what went wrong. It never
   * throws: when the answer can no longer be written, the connection is closed instead.
   */
  const plain = (res, status, headers = {}) => {
    try {
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
      const body = `${STATUS_CODES[status] ?? "Error"}\n`;
      res.writeHead(status, {
        ...headers,
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Length": Buffer.byteLength(body),
        "Cache-Control": "no-store",
      });
      res.end(res.req.method === "HEAD" ? undefined : body);
    } catch {
      res.destroy();
    }
  };

  /** The encoding to send `file` in: the client's most preferred of the copies the build has. */
  const negotiate = async (req, file) => {
    const present = [];
    for (const coding of codings)
      if (await fileExists(join(dir, file + coding.suffix))) present.push(coding);
    if (!present.length) return { suffix: "", encoding: null, varies: false };
    const available = [...present.map((coding) => coding.encoding), "identity"];
    const best = new Negotiator(req).encoding(available, { preferred: available });
    // Nothing acceptable (`identity;q=0` alone): RFC 9110 12.5.3 lets a server send the
    // representation unencoded rather than fail, as nginx does.
    const chosen = present.find((coding) => coding.encoding === best);
    return { suffix: chosen?.suffix ?? "", encoding: chosen?.encoding ?? null, varies: true };
  };

  /** The section's not-found page with status 404, in the best encoding the client takes. */
  const sendNotFound = async (req, res, path) => {
    const page = notFoundFileFor(path);
    const { suffix, encoding, varies } = await negotiate(req, page);
    const body = await readFile(join(dir, page + suffix));
    if (res.headersSent || res.destroyed) return;
    setCommonHeaders(res, page);
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (varies) res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  /** The build's file for a path, as nginx's `try_files $uri $uri/index.html` finds it. */
  const findFile = async ({ path, folder }) => {
    const base = path.slice(1);
    const candidates = folder || !base ? [] : [base];
    candidates.push(base ? `${base}/index.html` : "index.html");
    for (const file of candidates) if (await fileExists(join(dir, file))) return file;
    return null;
  };

  const handle = async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Length": 0 }).end();
      return;
    }
    const target = requestPath(req.url);
    if (!target) return plain(res, 400);
    if (target.path.startsWith(photoProxyPrefix)) {
      // The photo host's photos, through this origin (photo-proxy.mjs); any other path there is 404.
      const query = String(req.url)
        .replace(/^[^?]*\??/, "")
        .replace(/#.*$/s, "");
      const upstream = photoUpstreamUrl(target.path, query, proxiedPhotos, photoUpstream);
      if (!upstream) return sendNotFound(req, res, target.path);
      // A few fetches at once; a guest who leaves while waiting gives up the place in the queue.
      const left = new AbortController();
      res.once("close", () => left.abort());
      const release = await photoGate.acquire(left.signal);
      if (!release) return plain(res, 503, { "Retry-After": photoRetryAfter });
      if (left.signal.aborted) return release();
      res.once("close", release);
      return proxyPhoto(req, res, upstream, { headers: securityHeaders, plain });
    }
    if (isHidden(target.path)) return sendNotFound(req, res, target.path);
    const file = await findFile(target);
    if (!file) return sendNotFound(req, res, target.path);

    const { suffix, encoding, varies } = await negotiate(req, file);
    if (res.headersSent || res.destroyed) return;
    setCommonHeaders(res, file);
    // The original's type even when a compressed copy travels; send keeps a type already set.
    res.setHeader(
      "Content-Type",
      isRouteData(file)
        ? routeDataType
        : isCalendar(file)
          ? calendarType
          : mime.contentType(extname(file)) || "application/octet-stream",
    );
    if (varies) res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);

    // send decodes the path it is given: hand it the chosen file, each segment encoded again.
    const encoded = `/${(file + suffix).split("/").map(encodeURIComponent).join("/")}`;
    send(req, encoded, {
      root: dir,
      index: false,
      cacheControl: false,
      dotfiles: "deny",
    })
      .on("headers", (response, _path, info) => {
        // A strong validator, like nginx's (the build never changes a file in place), so that
        // If-Range may use it; each encoding of a file has its own.
        response.setHeader(
          "ETag",
          `"${info.mtime.getTime().toString(16)}-${info.size.toString(16)}"`,
        );
      })
      .on("error", (error) => {
        // 416 carries the size (Content-Range: bytes */size); 412 a failed If-Match or
        // If-Unmodified-Since; a file gone since it was found is a 404 like any other.
        const status = Number(error?.status) || 500;
        if (status === 404) {
          if (res.headersSent) res.destroy();
          else sendNotFound(req, res, target.path).catch(() => plain(res, 500));
        } else plain(res, status, status === 416 ? (error.headers ?? {}) : {});
      })
      .on("directory", () => sendNotFound(req, res, target.path).catch(() => plain(res, 500)))
      .pipe(res);
  };

  return (req, res) => {
    // A client that goes away mid-answer ends here, not in an unhandled 'error' event.
    req.on("error", () => res.destroy());
    res.on("error", () => res.destroy());
    handle(req, res).catch((error) => {
      console.error(`static server: ${req.method} ${JSON.stringify(req.url)}: ${error}`);
      plain(res, 500);
    });
  };
}

/** `photoUpstream`: where photos are fetched from (a stand-in in the Lighthouse run). */
export function createStaticServer(dir, options) {
  const server = createServer(
    {
      headersTimeout: serverTimeouts.headersTimeout,
      requestTimeout: serverTimeouts.requestTimeout,
      keepAliveTimeout: serverTimeouts.keepAliveTimeout,
      connectionsCheckingInterval: serverTimeouts.connectionsCheckingInterval,
    },
    createStaticHandler(dir, options),
  );
  server.setTimeout(serverTimeouts.idleSocket, (socket) => socket.destroy());
  // A request Node cannot parse (garbage, an oversized head, a timeout) gets a status and the
  // connection is closed; a socket that is already gone is just released.
  server.on("clientError", (error, socket) => {
    if (!socket.writable || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus(error);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
    socket.destroySoon?.();
  });
  return server;
}
