// The HTTP behaviour a production host must have, checked against a running server: status codes,
// security headers, cache policy, precompression, alias pages and 404s, and the HTTP semantics a
// static host owes its clients (byte ranges, conditional requests, Accept-Encoding q-values,
// malformed and hostile paths). `check-hosts.mjs` runs these against `npm start`'s server and
// against nginx with the generated config, over HTTPS.
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { extname, join } from "node:path";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import {
  cacheRules,
  calendarType,
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  securityHeaders,
  serviceWorkerContentSecurityPolicy,
} from "./site-headers.mjs";

/**
 * One request, its path sent exactly as given (no URL normalisation, so "/../x" and "/%" reach the
 * server as written). HTTPS accepts the throwaway certificate check-hosts makes.
 */
export function get(base, path, { method = "GET", encoding = "identity", headers = {} } = {}) {
  const url = new URL(base);
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path,
        method,
        headers: { "Accept-Encoding": encoding, ...headers },
        rejectUnauthorized: false,
        agent: false,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${path}: no answer in 10 s`)));
    req.on("error", reject);
    req.end();
  });
}

/** The body as the client would read it, whatever Content-Encoding it came in. */
function decoded(res) {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.body);
  if (encoding === "gzip") return gunzipSync(res.body);
  return res.body;
}

/** A stack frame or an error naming a file: what a response must never show. */
export const leakPattern =
  /^\s+at .*:\d+:\d+\)?$|\b[A-Z]\w*Error: [^\n]*\/|\bE(NOENT|ACCES|ISDIR|NOTDIR)\b/m;

/** The parts of a multipart/byteranges body: each part's Content-Range and bytes. */
function byteranges(res) {
  const boundary = /boundary="?([^";]+)"?/.exec(String(res.headers["content-type"]))?.[1];
  if (!boundary) return [];
  const text = res.body.toString("latin1");
  return text
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const split = part.indexOf("\r\n\r\n");
      const range = /content-range:\s*bytes (\d+)-(\d+)\//i.exec(part.slice(0, split));
      return {
        range: range ? [Number(range[1]), Number(range[2])] : null,
        bytes: Buffer.from(part.slice(split + 4).replace(/\r\n$/, ""), "latin1"),
      };
    });
}

/**
 * Runs every check; returns the count passed and the failures (none when the host behaves).
 * `clientDir` is the folder served (its /assets types are each checked); `canary` a text placed in
 * files just outside it, which no answer may ever contain. `photoHost` is the stand-in photo host
 * (what it was asked, and a hold on its answers); the host lets `photoFetches` photo requests
 * reach it at once and `photoPlaces` be in hand at once (those fetching and those waiting).
 */
export async function checkHost(
  base,
  { clientDir, canary, photoHost, photoPlaces = 0, photoFetches = 0 } = {},
) {
  const failures = [];
  let passed = 0;
  const expect = (ok, what) => (ok ? passed++ : failures.push(what));

  const page = async (path, status, text) => {
    const res = await get(base, path);
    const body = res.body.toString("utf8");
    expect(res.status === status, `${path}: status ${res.status}, expected ${status}`);
    expect(
      String(res.headers["content-type"]).startsWith("text/html"),
      `${path}: content-type ${res.headers["content-type"]}`,
    );
    if (text) expect(body.includes(text), `${path}: body lacks ${JSON.stringify(text)}`);
    for (const name of Object.keys(securityHeaders))
      expect(res.headers[name.toLowerCase()], `${path}: no ${name} header`);
    const csp = String(res.headers["content-security-policy"] ?? "");
    const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
    expect(
      scriptSrc && !/unsafe-(inline|eval)/.test(scriptSrc),
      `${path}: script-src missing or unsafe (${scriptSrc})`,
    );
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ])
      expect(csp.includes(directive), `${path}: CSP lacks ${directive}`);
    // The policy allows exactly this page's inline scripts, by hash: all of them (it is whole),
    // and no other page's (each page carries its own short policy, not every page's hashes).
    const own = new Set();
    for (const [, attributes, code] of body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=/.test(attributes) || !code) continue;
      own.add(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
    }
    for (const hash of own)
      expect(scriptSrc.includes(hash), `${path}: CSP does not allow inline script ${hash}`);
    const foreign = (scriptSrc.match(/'sha256-[^']+'/g) ?? []).filter((hash) => !own.has(hash));
    expect(!foreign.length, `${path}: CSP allows ${foreign.length} scripts the page does not have`);
    expect(
      /max-age=0/.test(String(res.headers["cache-control"])),
      `${path}: HTML cache-control ${res.headers["cache-control"]}`,
    );
    return body;
  };

  const home = await page("/", 200, "Experience Luxury &amp; Comfort");
  await page("/about", 200, "Our Story");
  const alias = await page("/about-us", 200, "Our Story");
  expect(
    /<link rel="canonical" href="[^"]*\/about"/.test(alias),
    "/about-us: canonical is not /about",
  );
  await page("/rooms/deluxe", 200, "Deluxe Room");
  // A trailing slash names the same page, with the same policy.
  await page("/rooms/deluxe/", 200, "Deluxe Room");
  await page("/rooms/", 200);
  await page("/book-now", 200);
  await page("/no-such-page", 404, "The page you&#x27;re looking for doesn&#x27;t exist.");
  await page("/rooms/no-such-room", 404, "Room not found");
  await page("/blog/no-such-post", 404, "Post not found");
  // The not-found pages themselves, by address and by file name, are never a 200.
  const notFoundPages = ["/404", "/rooms/not-found", "/blog/not-found"];
  for (const path of [...notFoundPages, "/404/", "/404.html", "/rooms/404.html"])
    await page(path, 404);
  for (const path of notFoundPages) {
    await page(`${path}/index.html`, 404);
    await page(`/bn${path}/index.html`, 404);
  }

  // The Bengali build (docs/decisions/0007): its pages, aliases and not-found pages.
  await page("/bn", 200, '<html lang="bn"');
  await page("/bn/rooms/deluxe", 200, "ডিলাক্স রুম");
  const bengaliAlias = await page("/bn/about-us", 200, '<html lang="bn"');
  expect(
    /<link rel="canonical" href="[^"]*\/bn\/about"/.test(bengaliAlias),
    "/bn/about-us: canonical is not /bn/about",
  );
  for (const path of ["/bn/no-such-page", "/bn/rooms/no-such-room", "/bn/blog/no-such-post"]) {
    const body = await page(path, 404, '<html lang="bn"');
    expect(body.includes('name="robots" content="noindex"'), `${path}: not noindex`);
  }
  for (const path of ["/bn/404", "/bn/rooms/not-found", "/bn/blog/not-found", "/bn/404.html"])
    await page(path, 404);

  // The photo host's photos through this origin (photo-proxy.mjs), at the home page's own
  // addresses, every width of each: the stand-in host's image, a year's cache, varying on Accept.
  const photos = [
    ...new Set(
      [...home.matchAll(/\/photo-host\/photo-[^"?\s]+\?[^"\s,]+/g)].map(([address]) =>
        address.replaceAll("&amp;", "&"),
      ),
    ),
  ];
  const [photo] = photos;
  expect(photo, "/: no photo through /photo-host/");
  expect(new Set(photos.map((address) => /w=(\d+)/.exec(address)?.[1])).size > 1, "/: one width");
  for (const address of photos) {
    const res = await get(base, address, { headers: { Accept: "image/avif,image/webp,*/*" } });
    expect(res.status === 200, `${address}: status ${res.status}`);
    expect(
      String(res.headers["content-type"]).startsWith("image/"),
      `${address}: content-type ${res.headers["content-type"]}`,
    );
    expect(res.headers["cache-control"] === cacheRules.photo, `${address}: cache-control`);
    expect(/accept/i.test(String(res.headers.vary)), `${address}: does not vary on Accept`);
    expect(
      res.headers["content-security-policy"] === "default-src 'none'",
      `${address}: policy ${res.headers["content-security-policy"]}`,
    );
  }
  if (photo) {
    // Anything the pages do not ask for is 404 at once, and the photo host never hears of it:
    // another width or quality, a photo the content does not name, another path.
    const asked = photoHost?.asked;
    for (const path of [
      photo.replace(/w=\d+/, "w=500"),
      photo.replace(/w=\d+/, "w=99999"),
      photo.replace(/q=\d+/, "q=71"),
      photo.replace(/photo-\d+-[0-9a-f]+/, "photo-1000000000000-000000000000"),
      "/photo-host/photo-1/../../canary.txt",
      "/photo-host/etc/passwd",
      "/photo-host/",
    ]) {
      const other = await get(base, path);
      expect(other.status === 404, `${path}: status ${other.status}, expected 404`);
    }
    if (photoHost)
      expect(
        photoHost.asked === asked,
        `the photo host was asked ${photoHost.asked - asked} times for photos no page shows`,
      );
  }
  if (photo && photoHost && photoPlaces)
    await photoCap(base, photo, expect, photoHost, {
      photoPlaces,
      photoFetches,
    });

  const head = await get(base, "/contact", { method: "HEAD" });
  expect(head.status === 200, `HEAD /contact: status ${head.status}`);

  const asset = home.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset, "/: no hashed script found");
  if (asset) {
    for (const encoding of ["br", "gzip"]) {
      const res = await get(base, asset, { encoding });
      expect(
        res.headers["content-encoding"] === encoding,
        `${asset}: ${encoding} asked, got ${res.headers["content-encoding"]}`,
      );
      expect(
        res.headers["cache-control"] === "public, max-age=31536000, immutable",
        `${asset}: cache-control ${res.headers["cache-control"]}`,
      );
      expect(
        /javascript/.test(String(res.headers["content-type"])),
        `${asset}: content-type ${res.headers["content-type"]}`,
      );
      expect(res.headers["x-content-type-options"] === "nosniff", `${asset}: no nosniff`);
      // The policy governs documents; on each of a page's scripts it would be 4 KiB of nothing.
      expect(
        !res.headers["content-security-policy"],
        `${asset}: carries a Content-Security-Policy`,
      );
    }
    const plain = await get(base, asset);
    expect(!plain.headers["content-encoding"], `${asset}: encoded without being asked`);
  }
  for (const path of [
    "/favicon.ico",
    "/favicon.svg",
    "/site.webmanifest",
    "/bn/site.webmanifest",
    "/icon-192.png",
    "/robots.txt",
    "/sitemap.xml",
  ]) {
    const res = await get(base, path);
    expect(res.status === 200, `${path}: status ${res.status}`);
    expect(res.headers["x-content-type-options"] === "nosniff", `${path}: no nosniff`);
    // Browsers fetch the icons and the manifest as a page loads: no 4 KiB of policy on each.
    expect(!res.headers["content-security-policy"], `${path}: carries a Content-Security-Policy`);
  }
  // The rooms' calendars the booking sites import: text/calendar (nginx's own types lack .ics).
  const calendars = clientDir ? join(clientDir, "calendars") : "";
  if (calendars && existsSync(calendars))
    for (const name of readdirSync(calendars).filter((file) => file.endsWith(".ics"))) {
      const path = `/calendars/${name}`;
      const res = await get(base, path, { encoding: "br, gzip" });
      expect(res.status === 200, `${path}: status ${res.status}`);
      expect(
        res.headers["content-type"] === calendarType,
        `${path}: content-type ${res.headers["content-type"]}`,
      );
      expect(
        decoded(res).toString("utf8").startsWith("BEGIN:VCALENDAR\r\n"),
        `${path}: not a calendar`,
      );
      expect(res.headers["x-content-type-options"] === "nosniff", `${path}: no nosniff`);
    }
  // The service worker: a script, checked with the host at every navigation, never kept as is.
  if (clientDir && existsSync(join(clientDir, "sw.js")))
    for (const path of ["/sw.js", "/sw-warm.js"]) {
      const res = await get(base, path);
      expect(res.status === 200, `${path}: status ${res.status}`);
      expect(
        /javascript/.test(res.headers["content-type"] ?? ""),
        `${path}: content-type ${res.headers["content-type"]}`,
      );
      expect(
        res.headers["cache-control"] === cacheRules.html,
        `${path}: cache-control ${res.headers["cache-control"]}`,
      );
    }
  // The editor's page and the service worker each run under their own policy; the offline page
  // under the pages' (it has no inline script).
  if (clientDir && existsSync(join(clientDir, "admin", "index.html"))) {
    const editor = await get(base, "/admin/");
    expect(editor.status === 200, `/admin/: status ${editor.status}`);
    expect(
      editor.headers["content-security-policy"] === editorContentSecurityPolicy(),
      `/admin/: policy ${editor.headers["content-security-policy"]}`,
    );
  }
  if (clientDir && existsSync(join(clientDir, "sw.js"))) {
    const worker = await get(base, "/sw.js");
    expect(
      worker.headers["content-security-policy"] === serviceWorkerContentSecurityPolicy,
      `/sw.js: policy ${worker.headers["content-security-policy"]}`,
    );
    const offline = await get(base, "/offline.html");
    expect(
      offline.headers["content-security-policy"] === contentSecurityPolicy([]),
      `/offline.html: policy ${offline.headers["content-security-policy"]}`,
    );
  }
  // A page's loader data, fetched on a client-side visit: React Router's type, fresh each deploy.
  const dataPaths = ["/rooms.data", "/bn/rooms.data"];
  // The home page's (trailing-slash-aware data requests name it "/" + "_.data").
  if (clientDir && existsSync(join(clientDir, "_.data")))
    dataPaths.push("/_.data", "/bn/_.data", "/bn.data");
  for (const path of dataPaths) {
    const res = await get(base, path, { encoding: "br, gzip" });
    expect(res.status === 200, `${path}: status ${res.status}`);
    expect(
      res.headers["content-type"]?.startsWith("text/x-script"),
      `${path}: content-type ${res.headers["content-type"]}`,
    );
    expect(
      res.headers["cache-control"] === cacheRules.html,
      `${path}: cache-control ${res.headers["cache-control"]}`,
    );
  }
  const missingAsset = await get(base, "/assets/no-such-file.js");
  expect(missingAsset.status === 404, `/assets/no-such-file.js: status ${missingAsset.status}`);

  // Every kind of file the build hashes into /assets gets the year's immutable cache and no policy
  // (nginx gave an .svg there the icons' hour: a regex location outranked /assets/).
  if (clientDir) {
    const byType = new Map();
    for (const name of readdirSync(join(clientDir, "assets")).sort())
      if (!/\.(br|gz)$/.test(name) && !byType.has(extname(name)))
        byType.set(extname(name), `/assets/${name}`);
    expect(byType.size >= 4, `/assets: only ${[...byType.keys()].join(" ")} found`);
    for (const [type, path] of byType) {
      const res = await get(base, path);
      expect(res.status === 200, `${path}: status ${res.status}`);
      expect(
        res.headers["cache-control"] === cacheRules.hashed,
        `${type} under /assets: cache-control ${res.headers["cache-control"]}`,
      );
      expect(!res.headers["content-security-policy"], `${path}: carries a policy`);
    }
  }

  await httpSemantics(base, expect);
  await hostileRequests(base, expect, { canary, clientDir });
  return { passed, failures };
}

/**
 * The photo proxy takes only so many photos at once: with the photo host holding its answers,
 * `photoPlaces` + 4 requests at once; `photoFetches` reach the host, and the 4 beyond the places
 * are answered 503 with Retry-After while the others still wait. Once the host answers, every
 * request in hand gets its photo.
 */
async function photoCap(base, photo, expect, photoHost, { photoPlaces, photoFetches }) {
  photoHost.hold();
  const asked = photoHost.asked;
  const busy = [];
  const requests = Array.from({ length: photoPlaces + 4 }, () =>
    get(base, photo).then(
      (res) => {
        if (res.status === 503) busy.push(res);
        return res;
      },
      (error) => ({ status: 0, headers: {}, error }),
    ),
  );
  const deadline = Date.now() + 5_000;
  while ((photoHost.held() < photoFetches || busy.length < 4) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
  const heldThen = photoHost.held();
  const busyThen = busy.length;
  photoHost.release();
  const answers = await Promise.all(requests);
  expect(
    heldThen === photoFetches,
    `photo proxy: ${heldThen} fetches from the photo host at once, expected ${photoFetches}`,
  );
  expect(
    busyThen === 4,
    `photo proxy: ${busyThen} of ${photoPlaces + 4} requests refused at once, expected 4`,
  );
  expect(
    busy.every((res) => res.headers["retry-after"]),
    "photo proxy: a 503 without Retry-After",
  );
  const served = answers.filter((res) => res.status === 200).length;
  expect(
    served === photoPlaces,
    `photo proxy: ${served} photos served of the ${photoPlaces} in hand (statuses ${[...new Set(answers.map((res) => res.status))]})`,
  );
  expect(
    photoHost.asked - asked === photoPlaces,
    `photo proxy: the photo host was asked ${photoHost.asked - asked} times, expected ${photoPlaces}`,
  );
}

/** Byte ranges, conditional requests and content coding as RFC 9110 has them. */
async function httpSemantics(base, expect) {
  // Ranges: robots.txt has no compressed copy, so ranges count bytes of the file itself.
  const path = "/robots.txt";
  const full = (await get(base, path)).body;
  const size = full.length;
  const ranged = (range) => get(base, path, { headers: { Range: range } });

  const suffix = await ranged("bytes=-10");
  expect(suffix.status === 206, `Range bytes=-10: status ${suffix.status}`);
  expect(
    suffix.headers["content-range"] === `bytes ${size - 10}-${size - 1}/${size}`,
    `Range bytes=-10: content-range ${suffix.headers["content-range"]}`,
  );
  expect(suffix.body.equals(full.subarray(-10)), "Range bytes=-10: not the last 10 bytes");

  const first = await ranged("bytes=0-9");
  expect(
    first.status === 206 && first.body.equals(full.subarray(0, 10)),
    `Range bytes=0-9: status ${first.status}, ${first.body.length} bytes`,
  );

  const open = await ranged(`bytes=${size - 11}-`);
  expect(
    open.status === 206 && open.body.equals(full.subarray(-11)),
    `Range bytes=${size - 11}-: status ${open.status}, ${open.body.length} bytes`,
  );

  // A Range that does not parse may be ignored (the whole file, 200) or refused (416), RFC 9110
  // 14.2; nginx refuses, npm start's server ignores. Never a part of the file.
  for (const range of ["bytes=abc", "bytes=5", "bytes=1-x"]) {
    const res = await ranged(range);
    expect(
      (res.status === 200 && res.body.equals(full)) || res.status === 416,
      `Range ${range}: status ${res.status}, ${res.body.length} of ${size} bytes`,
    );
  }
  // A unit other than bytes is ignored.
  const lines = await ranged("lines=0-3");
  expect(
    lines.status === 200 && lines.body.equals(full),
    `Range lines=0-3: status ${lines.status}, ${lines.body.length} of ${size} bytes`,
  );

  // Several ranges: a 206 must carry exactly those ranges (multipart/byteranges), or the server may
  // ignore Range and send all of it with 200 (RFC 9110 14.2). Never just the first range.
  const multi = await ranged("bytes=0-1,5-6");
  if (multi.status === 206) {
    const parts = byteranges(multi);
    expect(
      /^multipart\/byteranges/.test(String(multi.headers["content-type"])) &&
        parts.length === 2 &&
        parts.every(
          ({ range, bytes }, i) =>
            range &&
            range.join("-") === ["0-1", "5-6"][i] &&
            bytes.equals(full.subarray(range[0], range[1] + 1)),
        ),
      `Range bytes=0-1,5-6: 206 (${multi.headers["content-type"]}, ${multi.headers["content-range"]}) is not the two ranges`,
    );
  } else
    expect(
      multi.status === 200 && multi.body.equals(full),
      `Range bytes=0-1,5-6: status ${multi.status}, ${multi.body.length} of ${size} bytes`,
    );

  const beyond = await ranged(`bytes=${size}-`);
  expect(beyond.status === 416, `Range bytes=${size}-: status ${beyond.status}, expected 416`);
  expect(
    beyond.headers["content-range"] === `bytes */${size}`,
    `Range bytes=${size}-: content-range ${beyond.headers["content-range"]}`,
  );

  // Conditional requests: a validator that matches answers 304, and the 304 names it.
  const page = await get(base, "/about");
  expect(page.headers.etag, "/about: no ETag");
  expect(page.headers["last-modified"], "/about: no Last-Modified");
  // Without them the requests below still go out, and fail.
  const etag = page.headers.etag ?? '"absent"';
  const lastModified = page.headers["last-modified"] ?? "Thu, 01 Jan 1970 00:00:00 GMT";
  const ifNoneMatch = await get(base, "/about", { headers: { "If-None-Match": etag } });
  expect(ifNoneMatch.status === 304, `If-None-Match: status ${ifNoneMatch.status}, expected 304`);
  expect(
    ifNoneMatch.headers.etag === etag,
    `If-None-Match: 304 with ETag ${ifNoneMatch.headers.etag}`,
  );
  expect(!ifNoneMatch.body.length, "If-None-Match: 304 with a body");
  const other = await get(base, "/about", { headers: { "If-None-Match": '"no-such-tag"' } });
  expect(other.status === 200, `If-None-Match another tag: status ${other.status}`);
  const ims = await get(base, "/about", { headers: { "If-Modified-Since": lastModified } });
  expect(ims.status === 304, `If-Modified-Since: status ${ims.status}, expected 304`);
  expect(ims.headers.etag === etag, `If-Modified-Since: 304 with ETag ${ims.headers.etag}`);
  const old = await get(base, "/about", {
    headers: { "If-Modified-Since": "Thu, 01 Jan 1970 00:00:00 GMT" },
  });
  expect(old.status === 200, `If-Modified-Since 1970: status ${old.status}`);
  const ifRangeStale = await get(base, path, {
    headers: { Range: "bytes=0-9", "If-Range": '"no-such-tag"' },
  });
  expect(
    ifRangeStale.status === 200 && ifRangeStale.body.equals(full),
    `If-Range another tag: status ${ifRangeStale.status}, expected the whole file`,
  );

  // Accept-Encoding with q-values: q=0 means "not this one".
  const home = (await get(base, "/")).body.toString("utf8");
  for (const [accept, expected] of [
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0, br", "br"],
    ["gzip;q=0", undefined],
    ["br;q=0, gzip;q=0", undefined],
    ["*;q=0, gzip", "gzip"],
    ["gzip, br", "br"],
  ]) {
    const res = await get(base, "/", { encoding: accept });
    expect(
      res.headers["content-encoding"] === expected,
      `Accept-Encoding ${accept}: content-encoding ${res.headers["content-encoding"]}, expected ${expected ?? "none"}`,
    );
    expect(/Accept-Encoding/i.test(String(res.headers.vary)), `Accept-Encoding ${accept}: no Vary`);
    expect(
      String(res.headers["content-type"]).startsWith("text/html"),
      `Accept-Encoding ${accept}: content-type ${res.headers["content-type"]}`,
    );
    expect(decoded(res).toString("utf8") === home, `Accept-Encoding ${accept}: another body`);
  }
  // Nothing acceptable at all: the page unencoded (RFC 9110 12.5.3 allows it) or 406.
  for (const accept of ["identity;q=0", "*;q=0"]) {
    const res = await get(base, "/", { encoding: accept });
    expect(
      res.status === 406 || (res.status === 200 && decoded(res).toString("utf8") === home),
      `Accept-Encoding ${accept}: status ${res.status}, ${res.headers["content-encoding"]}`,
    );
  }
}

/**
 * Paths no host may serve or choke on: the compressed copies by name, host files, malformed
 * escapes, every spelling of a climb out of the served folder, other methods.
 */
async function hostileRequests(base, expect, { canary, clientDir }) {
  const hiddenFiles = ["/index.html.br", "/index.html.gz", "/about/index.html.gz"];
  hiddenFiles.push("/rooms/deluxe/index.html.br", "/_headers", "/_redirects");
  for (const path of hiddenFiles) {
    const res = await get(base, path, { encoding: "br, gzip" });
    expect(res.status === 404, `${path}: status ${res.status}, expected 404`);
  }

  for (const path of ["/%", "/%zz", "/a%2", "/%E0%A4%A", "/rooms/%"]) {
    const res = await get(base, path);
    expect(res.status === 400, `${path}: status ${res.status}, expected 400`);
  }

  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    const res = await get(base, "/", { method });
    expect(res.status === 405, `${method} /: status ${res.status}, expected 405`);
  }
  // A method the server does not know: not allowed here (405) or not implemented at all (501).
  const unknown = await get(base, "/", { method: "FOO" });
  expect([405, 501].includes(unknown.status), `FOO /: status ${unknown.status}`);

  // Out of the served folder: a file beside it (the canary) and /etc/passwd, climbing in every
  // spelling from the root and from two sections. 400 or 404 both refuse; nothing else does.
  const ups = [
    "../",
    "%2e%2e/",
    "%2E%2E%2F",
    "..%2f",
    ".%2e/",
    "%2e./",
    "..%5c",
    "..\\",
    "%252e%252e%252f",
    "..%c0%af",
    "%c0%ae%c0%ae/",
    "..%00/",
    "....//",
    "..;/",
  ];
  const paths = [];
  for (const up of ups)
    for (const from of ["/", "/assets/", "/bn/rooms/"]) {
      paths.push(`${from}${up}canary.txt`, `${from}${up.repeat(2)}canary.txt`);
      paths.push(`${from}${up.repeat(8)}etc/passwd`);
    }
  paths.push("/robots.txt%00.html", "/%00", "/canary.txt", "/etc/passwd", "//etc/passwd");
  // The absolute form of a request target (RFC 9112 3.2.2), which servers must accept too.
  paths.push(`${new URL(base).origin}/../canary.txt`, `${new URL(base).origin}/%2e%2e/canary.txt`);
  for (const path of paths) {
    const res = await get(base, path);
    const body = res.body.toString("latin1");
    expect([400, 404].includes(res.status), `${path}: status ${res.status}, expected 400 or 404`);
    expect(!canary || !body.includes(canary), `${path}: answered a file outside the site`);
    expect(!body.includes("root:x:0:0"), `${path}: answered /etc/passwd`);
    expect(!leakPattern.test(body), `${path}: the answer shows an error's detail`);
    expect(!clientDir || !body.includes(clientDir), `${path}: the answer names the folder`);
  }

  // Whatever came before, the host still answers.
  const after = await get(base, "/");
  expect(after.status === 200, `GET / after the hostile requests: status ${after.status}`);
}

/**
 * The plain-HTTP server block: everything moves to HTTPS (301, path and query kept, no HSTS), except
 * certbot's challenge files, served as they are.
 */
export async function checkRedirect(httpBase, httpsBase, { acmeFile, acmeText }) {
  const failures = [];
  let passed = 0;
  const expect = (ok, what) => (ok ? passed++ : failures.push(what));
  for (const path of ["/", "/rooms/deluxe?from=mail&x=1", "/no-such-page", "/assets/x.js"]) {
    for (const method of ["GET", "HEAD"]) {
      const res = await get(httpBase, path, { method });
      const target = new URL(path, httpsBase).href;
      expect(res.status === 301, `http ${method} ${path}: status ${res.status}, expected 301`);
      expect(
        res.headers.location === target,
        `http ${method} ${path}: Location ${res.headers.location}, expected ${target}`,
      );
      expect(
        !res.headers["strict-transport-security"],
        `http ${method} ${path}: Strict-Transport-Security over plain HTTP`,
      );
    }
  }
  const followed = await get(httpsBase, "/rooms/deluxe?from=mail&x=1");
  expect(followed.status === 200, `the redirect's target: status ${followed.status}`);
  expect(followed.headers["strict-transport-security"], "HTTPS: no Strict-Transport-Security");
  const challenge = await get(httpBase, acmeFile);
  expect(challenge.status === 200, `http ${acmeFile}: status ${challenge.status}, expected 200`);
  expect(challenge.body.toString() === acmeText, `http ${acmeFile}: not the challenge file`);
  expect(!challenge.headers["strict-transport-security"], `http ${acmeFile}: HSTS over HTTP`);
  const missing = await get(httpBase, "/.well-known/acme-challenge/no-such-token");
  expect(missing.status === 404, `http: a missing challenge answers ${missing.status}`);
  return { passed, failures };
}
