// The Netlify / Cloudflare Pages files, read the way Netlify reads them: the first `_redirects`
// rule whose path and query match wins (a trailing `*` matches any rest), and every `_headers`
// block whose path matches adds its headers, a later block's value of a header replacing an
// earlier one's (Netlify's headers engine, @netlify/headers `headersForPath`). nginx and `npm start` are served and checked for real by
// scripts/check-hosts.mjs; these two files have no server here, so their rules are checked as text,
// and so is the shape of the nginx config (its behaviour is checked by check-hosts).
import { describe, expect, it } from "vitest";
import {
  httpsBlockStart,
  netlifyHeaders,
  netlifyRedirects,
  nginxPhotoLimits,
  nginxServerBlock,
} from "./deploy-configs.mjs";
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  serviceWorkerContentSecurityPolicy,
} from "./site-headers.mjs";

/** A rule's path: a trailing `*` takes any rest, a `:name` segment any one segment. */
const matches = (pattern, path) => {
  if (pattern.endsWith("*")) return path.startsWith(pattern.slice(0, -1));
  const want = pattern.split("/");
  const have = path.split("/");
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(":") ? have[i] !== "" : part === have[i]))
  );
};

/** The first rule whose path and query conditions (`w=400`: that value) match the address. */
function redirectFor(file, address) {
  const [path, search = ""] = address.split("?");
  const query = new URLSearchParams(search);
  for (const line of file.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    const [from, ...rest] = line.trim().split(/\s+/);
    const conditions = rest.filter((part) => /^[\w-]+=/.test(part));
    const [to, status] = rest.slice(conditions.length);
    const queryMatches = conditions.every((condition) => {
      const [name, value] = condition.split("=");
      return value.startsWith(":") ? query.has(name) : query.get(name) === value;
    });
    if (matches(from, path) && queryMatches) return { to, status };
  }
  return null;
}

function headersFor(file, path) {
  const blocks = [];
  for (const line of file.split("\n")) {
    if (!line.trim()) continue;
    if (!line.startsWith(" ")) blocks.push({ path: line.trim(), headers: {} });
    else {
      const { headers } = blocks.at(-1);
      const [name, ...value] = line.trim().split(": ");
      headers[name] = headers[name] ? `${headers[name]}, ${value.join(": ")}` : value.join(": ");
    }
  }
  return Object.assign(
    {},
    ...blocks.filter((block) => matches(block.path, path)).map((block) => block.headers),
  );
}

const pages = ["/", "/rooms", "/rooms/deluxe", "/about-us", "/bn", "/bn/rooms/deluxe", "/404"];
const id = "photo-1566073771259-6a8506099945";
const photos = { photos: [id], widths: ["400", "800"], quality: "70" };

describe("_redirects", () => {
  const file = netlifyRedirects(pages, photos);

  it("serves each page from its folder with status 200", () => {
    expect(redirectFor(file, "/rooms/deluxe")).toEqual({
      to: "/rooms/deluxe/index.html",
      status: "200",
    });
    expect(redirectFor(file, "/about-us")).toEqual({ to: "/about-us/index.html", status: "200" });
    expect(redirectFor(file, "/bn/rooms/deluxe")).toEqual({
      to: "/bn/rooms/deluxe/index.html",
      status: "200",
    });
  });

  it("answers unknown paths with their section's not-found page and status 404", () => {
    expect(redirectFor(file, "/no-such-page")).toEqual({ to: "/404/index.html", status: "404" });
    expect(redirectFor(file, "/rooms/no-such-room")).toEqual({
      to: "/rooms/not-found/index.html",
      status: "404",
    });
    expect(redirectFor(file, "/blog/no-such-post")).toEqual({
      to: "/blog/not-found/index.html",
      status: "404",
    });
    expect(redirectFor(file, "/bn/rooms/no-such-room")).toEqual({
      to: "/bn/rooms/not-found/index.html",
      status: "404",
    });
    expect(redirectFor(file, "/bn/no-such-page")).toEqual({
      to: "/bn/404/index.html",
      status: "404",
    });
  });

  it("never serves a not-found page itself as a 200, by address or file name, though its file exists", () => {
    expect(redirectFor(file, "/404")).toEqual({ to: "/404/index.html", status: "404!" });
    for (const page of ["/404", "/rooms/not-found", "/blog/not-found", "/bn/404"])
      expect(redirectFor(file, `${page}/index.html`)).toEqual({
        to: `${page}/index.html`,
        status: "404!",
      });
    for (const copy of ["/404.html", "/rooms/404.html", "/bn/404.html"])
      expect(redirectFor(file, copy)).toEqual({ to: copy, status: "404!" });
  });

  it("passes the content's photos on to the photo host at the pages' widths, before any not-found rule", () => {
    for (const width of photos.widths)
      expect(redirectFor(file, `/photo-host/${id}?auto=format&fit=crop&w=${width}&q=70`)).toEqual({
        to: `https://images.unsplash.com/${id}?auto=format&fit=crop&w=${width}&q=70`,
        status: "200",
      });
  });

  it("answers any other photo, width or quality with the not-found page, never the photo host", () => {
    for (const address of [
      `/photo-host/${id}?w=500&q=70`,
      `/photo-host/${id}?w=400&q=90`,
      `/photo-host/${id}`,
      "/photo-host/photo-1234567890123-0123456789ab?w=400&q=70",
    ])
      expect(redirectFor(file, address), address).toEqual({ to: "/404/index.html", status: "404" });
  });
});

describe("_headers", () => {
  const hashes = ["sha256-abc=", "sha256-def="];
  const file = netlifyHeaders(hashes);

  it("sends the security headers and a policy naming exactly the inline scripts, on pages", () => {
    const headers = headersFor(file, "/rooms/deluxe");
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=31536000/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(headers["Permissions-Policy"]).toMatch(/camera=\(\)/);
    const policy = headers["Content-Security-Policy"];
    const scriptSrc = policy.split("; ").find((part) => part.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ])
      expect(policy).toContain(directive);
  });

  it("gives the editor's page and the service worker their own policy, in place of the pages'", () => {
    const pagesPolicy = contentSecurityPolicy(hashes);
    for (const path of ["/", "/about-us", "/no-such-page", "/rooms/x/y", "/bn/no-such-page"])
      expect(headersFor(file, path)["Content-Security-Policy"], path).toBe(pagesPolicy);
    for (const path of ["/admin/", "/admin/index.html"])
      expect(headersFor(file, path)["Content-Security-Policy"], path).toBe(
        editorContentSecurityPolicy(),
      );
    for (const path of ["/sw.js", "/sw-warm.js"])
      expect(headersFor(file, path)["Content-Security-Policy"], path).toBe(
        serviceWorkerContentSecurityPolicy,
      );
  });

  it("caches hashed assets for a year, immutable, and leaves HTML to the host's no-cache default", () => {
    expect(headersFor(file, "/assets/shell-abc123.js")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(headersFor(file, "/rooms/deluxe")["Cache-Control"]).toBeUndefined();
    expect(headersFor(file, "/")["Cache-Control"]).toBeUndefined();
  });

  it("sends the rooms' calendars as text/calendar, and nothing else in that type", () => {
    expect(headersFor(file, "/calendars/deluxe.ics")["Content-Type"]).toBe(
      "text/calendar; charset=utf-8",
    );
    expect(headersFor(file, "/rooms/deluxe")["Content-Type"]).toBeUndefined();
  });
});

describe("nginx", () => {
  const pageHashes = { "index.html": ["sha256-abc="], "about/index.html": [] };
  const config = nginxServerBlock({ root: "/srv/site/client", pageHashes, photos });
  const [, plain, tls] = config.split(/^server \{$/m);

  it("answers plain HTTP with a redirect to HTTPS, path and query kept, and no HSTS", () => {
    expect(plain).toMatch(/^ {2}listen 80;$/m);
    expect(plain).not.toMatch(/listen .*443|ssl/);
    expect(plain).toMatch(/location \/ \{\s+return 301 https:\/\/\$host\$request_uri;\s+\}/);
    expect(plain).not.toMatch(/add_header|Strict-Transport-Security/);
  });

  it("lets certbot's HTTP-01 challenge through on plain HTTP, from its own folder", () => {
    expect(plain).toMatch(
      /location \^~ \/\.well-known\/acme-challenge\/ \{\s+root \/var\/www\/letsencrypt;/,
    );
  });

  it("serves the site over TLS, with the certificate certbot files under a fixed name", () => {
    expect(tls).toMatch(/^ {2}listen 443 ssl http2;$/m);
    expect(tls).toMatch(
      /ssl_certificate \/etc\/letsencrypt\/live\/surma-riverside\/fullchain\.pem;/,
    );
    expect(tls).toMatch(
      /ssl_certificate_key \/etc\/letsencrypt\/live\/surma-riverside\/privkey\.pem;/,
    );
    expect(tls).toMatch(/root \/srv\/site\/client;/);
    // Every location that sets headers sets HSTS (nginx drops the server's add_header lines there).
    const locations = tls.split(/\n {2}location /).slice(1);
    const withHeaders = locations.filter((block) => block.includes("add_header"));
    expect(withHeaders.length).toBeGreaterThan(5);
    for (const block of withHeaders)
      expect(block).toContain("add_header Strict-Transport-Security");
  });

  it("writes `http2 on` for nginx 1.25.1 and later, and puts a port other than 443 in the redirect", () => {
    const modern = nginxServerBlock({
      root: "/srv",
      pageHashes,
      photos,
      httpListen: ["127.0.0.1:8080"],
      httpsListen: ["127.0.0.1:8443"],
      http2: "directive",
    });
    expect(modern).toMatch(/^ {2}listen 127\.0\.0\.1:8443 ssl;\n {2}http2 on;$/m);
    expect(modern).toContain("return 301 https://$host:8443$request_uri;");
  });

  it("passes only the photo host's photos on, over a checked TLS connection, never as a document", () => {
    const photos = /location \^~ \/photo-host\/ \{([\s\S]*?)\n {2}\}/.exec(tls)?.[1] ?? "";
    expect(photos).toContain(
      "proxy_pass https://images.unsplash.com/$photo?auto=format&fit=crop&w=$arg_w&q=$arg_q;",
    );
    expect(photos).toContain("proxy_ssl_verify on;");
    expect(photos).toContain("proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;");
    expect(photos).toContain(`add_header Content-Security-Policy "default-src 'none'" always;`);
    // Anything else under the prefix: not found, and never passed on.
    expect(photos).toMatch(/\n {4}\}\n {4}return 404;$/);
  });

  it("passes on only the content's photos, at the pages' widths and quality", () => {
    const listed = /map \$uri \$photo_listed \{([\s\S]*?)\n\}/.exec(config)?.[1] ?? "";
    expect(
      listed
        .trim()
        .split("\n")
        .map((line) => line.trim()),
    ).toEqual(["default 0;", `/photo-host/${id} 1;`]);
    const proxy = /location \^~ \/photo-host\/ \{([\s\S]*?)\n {2}\}/.exec(tls)?.[1] ?? "";
    expect(proxy).toMatch(/if \(\$photo_listed = 0\) \{\s+return 404;/);
    expect(proxy).toMatch(/if \(\$arg_w !~ "\^\(400\|800\)\$"\) \{\s+return 404;/);
    expect(proxy).toMatch(/if \(\$arg_q != "70"\) \{\s+return 404;/);
  });

  it("takes only a few photo requests at once, per client and in all, and says when to retry", () => {
    expect(config).toMatch(/^limit_conn_zone \$binary_remote_addr zone=photo_client:1m;$/m);
    const proxy = /location \^~ \/photo-host\/ \{([\s\S]*?)\n {2}\}/.exec(tls)?.[1] ?? "";
    expect(proxy).toContain(`limit_conn photo_client ${nginxPhotoLimits.perClient};`);
    expect(proxy).toContain(`limit_conn photo_all ${nginxPhotoLimits.all};`);
    expect(proxy).toContain("error_page 503 @photo_busy;");
    const busy = /location @photo_busy \{([\s\S]*?)\n {2}\}/.exec(tls)?.[1] ?? "";
    expect(busy).toContain("add_header Retry-After 1 always;");
    expect(busy).toContain("return 503;");
  });

  it("gives the editor's page and the service worker their own policies, and the pages theirs", () => {
    const policies = /map \$page_file \$page_csp \{([\s\S]*?)\n\}/.exec(config)?.[1] ?? "";
    expect(policies).toContain(`/admin/index.html "${editorContentSecurityPolicy()}";`);
    expect(policies).toContain(`/sw.js "${serviceWorkerContentSecurityPolicy}";`);
    expect(policies).toContain(`/index.html "${contentSecurityPolicy(["sha256-abc="])}";`);
  });

  it("answers the not-found pages' own files only as the error page", () => {
    const internal =
      /location ~ \/not-found\/\|\(\^\|\/\)404\/\|\/404\\\.html\$ \{([\s\S]*?)\n {2}\}/.exec(
        tls,
      )?.[1];
    expect(internal).toContain("internal;");
  });

  it("gives everything under /assets the year's cache: no regex location can take it", () => {
    const assets = /location \^~ \/assets\/ \{([\s\S]*?)\n {2}\}/.exec(tls)?.[1] ?? "";
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable"');
  });

  it("serves the rooms' calendars as text/calendar, which nginx's own types lack, for an hour", () => {
    const calendars = /location ~\* \\\.ics\$ \{([\s\S]*?)\n {2}\}/.exec(tls)?.[1] ?? "";
    expect(calendars).toContain("types { text/calendar ics; }");
    // With the server block's `charset utf-8`: "text/calendar; charset=utf-8".
    expect(calendars).toContain("charset_types text/calendar;");
    expect(tls).toMatch(/^ {2}charset utf-8;$/m);
    expect(calendars).toContain('add_header Cache-Control "public, max-age=3600" always;');
    expect(calendars).toContain("add_header X-Content-Type-Options");
  });

  it("never serves a .br or .gz copy, or the Netlify files, by their own names", () => {
    expect(tls).toMatch(/location ~ \\\.\(br\|gz\)\$ \{\s+internal;/);
    expect(tls).toMatch(/location \^~ \/_ \{\s+internal;/);
  });
});

describe("nginx, before the first certificate", () => {
  it("loads the file up to its HTTPS block on its own: the redirect and certbot's challenge", () => {
    const config = nginxServerBlock({
      root: "/srv/site/client",
      pageHashes: { "index.html": [] },
      photos,
    });
    const [httpOnly, https] = config.split(httpsBlockStart);
    expect(https).toMatch(/listen 443 ssl/);
    expect(httpOnly).not.toMatch(/ssl|443/);
    expect(httpOnly).toMatch(/acme-challenge/);
    expect(
      config.match(new RegExp(`^${httpsBlockStart.replace(/\./g, "\\.")}$`, "gm")),
    ).toHaveLength(1);
  });
});
