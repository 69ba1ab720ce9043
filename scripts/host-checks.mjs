// The HTTP behaviour a production host must have, checked against a running server: status codes,
// security headers, cache policy, precompression, alias pages and 404s. `check-hosts.mjs` runs these
// against `npm start`'s server and against nginx with the generated config.
import { createHash } from "node:crypto";
import { request } from "node:http";
import { securityHeaders } from "./site-headers.mjs";

function get(base, path, { method = "GET", encoding = "identity" } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, base),
      { method, headers: { "Accept-Encoding": encoding } },
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
    req.on("error", reject);
    req.end();
  });
}

/** Runs every check; returns the list of failures (empty when the host behaves). */
export async function checkHost(base) {
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
  for (const path of ["/404", "/rooms/not-found", "/blog/not-found", "/404.html"])
    await page(path, 404);

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
  const missingAsset = await get(base, "/assets/no-such-file.js");
  expect(missingAsset.status === 404, `/assets/no-such-file.js: status ${missingAsset.status}`);
  return { passed, failures };
}
