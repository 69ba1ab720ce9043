// Deploy configs for real static hosts, written by the build from the one source of truth
// (site-headers.mjs): `_headers` and `_redirects` for Netlify / Cloudflare Pages, and an nginx
// server block. Each gives 404 for unknown paths, the security headers, a year's immutable cache
// for hashed assets and a short cache for HTML.
import {
  cacheRules,
  calendarType,
  calendarsPrefix,
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  editorPage,
  notFoundFileFor,
  notFoundPages,
  notFoundPaths,
  securityHeaders,
  serviceWorkerContentSecurityPolicy,
} from "./site-headers.mjs";
import {
  photoHostOrigin,
  photoProxyPrefix,
  photoRetryAfter,
  proxiedPhotosFile,
} from "./photo-proxy.mjs";

/** The service worker's scripts, each with the worker's own policy. */
const serviceWorkerPaths = ["/sw.js", "/sw-warm.js", "/sw-requests.js"];

/**
 * Netlify gives a path every header of every rule that matches it, and for a header two matching
 * rules both name, the value of the later rule (its headers engine, @netlify/headers'
 * `headersForPath`). So the pages' policy is on `/*`, which keeps it on every page and every
 * unknown path's not-found page, and the editor's pages and the service worker's scripts have
 * rules of their own after it, which replace it there. Cache-Control is set once per kind of path.
 * The pages' policy is one for all pages, naming every page's inline scripts (`npm start` and
 * nginx give each page its own), and hashed files carry it too (HTTP/2 and HTTP/3 compress a
 * header repeated on one connection to a few bytes). HTML keeps the hosts' default (max-age=0,
 * must-revalidate), which is our `cacheRules.html`.
 */
export function netlifyHeaders(scriptHashes) {
  const lines = ["/*"];
  const headers = {
    ...securityHeaders,
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes),
  };
  for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`);
  // The editor's own policy (Decap needs more than a page) on its folder, its page included.
  const editorFolder = `/${editorPage.split("/")[0]}/*`;
  lines.push("", editorFolder, `  Content-Security-Policy: ${editorContentSecurityPolicy()}`);
  for (const path of serviceWorkerPaths)
    lines.push("", path, `  Content-Security-Policy: ${serviceWorkerContentSecurityPolicy}`);
  lines.push("", "/assets/*", `  Cache-Control: ${cacheRules.hashed}`, "");
  // The rooms' calendars, in their own type whatever the host makes of .ics.
  lines.push(`${calendarsPrefix}*`, `  Content-Type: ${calendarType}`, "");
  return lines.join("\n");
}

/**
 * Pages are folders with an index.html: rewrite the clean URL to it (status 200, no trailing-slash
 * redirect), and answer unknown paths with their section's not-found page and status 404.
 * Cloudflare Pages ignores the 404 rules and finds the nearest `404.html` instead, which the build
 * also writes (see `notFoundCopies`). `photos`: the build's list of the photos that pass
 * (app/content/server/proxied-photos.server.ts), a rule for each at each width.
 */
export function netlifyRedirects(pagePaths, photos) {
  const lines = ["# Clean URLs: each page is <path>/index.html, served without a redirect."];
  for (const path of pagePaths)
    if (path !== "/" && !notFoundPaths.includes(path)) lines.push(`${path} ${path}/index.html 200`);
  lines.push(
    "",
    "# The photo host's photos, through this origin (scripts/photo-proxy.mjs): only those the",
    "# content names, at the widths and quality the pages ask for; any other is not found.",
  );
  for (const photo of photos.photos)
    for (const width of photos.widths)
      lines.push(
        `${photoProxyPrefix}${photo} w=${width} q=${photos.quality} ${photoHostOrigin}/${photo}?auto=format&fit=crop&w=${width}&q=${photos.quality} 200`,
      );
  lines.push(`${photoProxyPrefix}* /${notFoundFileFor(photoProxyPrefix)} 404`);
  lines.push("", "# The prerendered not-found pages are never a 200, by address or by file.");
  for (const path of notFoundPaths)
    for (const from of [path, `${path}/index.html`]) lines.push(`${from} ${path}/index.html 404!`);
  for (const { to } of notFoundCopies) lines.push(`/${to} /${to} 404!`);
  lines.push("", "# Unknown paths: the section's not-found page, status 404.");
  for (const { prefix, file } of notFoundPages)
    lines.push(`${prefix === "/" ? "/*" : `${prefix}*`} /${file} 404`);
  return `${lines.join("\n")}\n`;
}

/** `404.html` copies where Cloudflare Pages (and Netlify, at the root) look for them. */
export const notFoundCopies = notFoundPages.map(({ prefix, file }) => ({
  from: file,
  to: `${prefix.slice(1)}404.html`,
}));

/**
 * Each document's policy, chosen by the file nginx serves ($uri once try_files or error_page found
 * it): a page's policy names only its own inline scripts; the editor's page and the service
 * worker's scripts have their own. Any other file gets the pages' policy with no inline script at
 * all. And the photos the proxy passes on, by their path.
 */
function nginxMaps(pageHashes, photos) {
  const quoted = (key, value) => `  ${key} "${value}";`;
  const entries = [
    ...Object.entries(pageHashes).map(([file, hashes]) =>
      quoted(`/${file}`, contentSecurityPolicy(hashes)),
    ),
    quoted(`/${editorPage}`, editorContentSecurityPolicy()),
    ...serviceWorkerPaths.map((path) => quoted(path, serviceWorkerContentSecurityPolicy)),
  ];
  const photoKeys = photos.photos.map((photo) => `${photoProxyPrefix}${photo}`);
  const longest = Math.max(
    ...Object.keys(pageHashes).map((file) => file.length + 1),
    ...photoKeys.map((key) => key.length),
  );
  // nginx sizes the map's buckets for short keys; the longest key must fit one.
  const bucket = 2 ** Math.ceil(Math.log2(Math.max(64, longest + 32)));
  // A request with a trailing slash ("/rooms/") leaves $uri as "/rooms//index.html" after
  // try_files: the first map names the file without the extra slashes.
  const file = `map $uri $page_file {\n  ~^(?<folder>.*?)/+index\\.html$ $folder/index.html;\n  default $uri;\n}`;
  const photoMap = `map $uri $photo_listed {\n  default 0;\n${photoKeys.map((key) => `  ${key} 1;`).join("\n")}\n}`;
  return `map_hash_bucket_size ${bucket};\n${file}\nmap $page_file $page_csp {\n  default "${contentSecurityPolicy([])}";\n${entries.join("\n")}\n}\n\n# The photos the proxy passes on: those the content names (build/${proxiedPhotosFile}).\n${photoMap}`;
}

/**
 * At most this many photo requests through nginx at once from one client, and in all: beyond,
 * 503 at once with Retry-After. HTTP/2 counts each request, and a page asks for its few photos
 * in view, so a guest stays well under it.
 */
export const nginxPhotoLimits = { perClient: 16, all: 64 };

const nginxHeaders = (headers, indent) =>
  Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
    .join("\n");

/**
 * The line that opens the HTTPS server block: docs/deploying.md cuts the file there to load the HTTP block
 * alone until the first certificate exists.
 */
export const httpsBlockStart = "# HTTPS: the site itself.";

/** The name certbot files the certificate under (`--cert-name`), so the paths need no domain. */
export const certificateName = "surma-riverside";

/**
 * nginx for the site (Debian: nginx + libnginx-mod-http-brotli-static): a server block on port 80
 * that only redirects to HTTPS (and answers certbot's HTTP-01 challenge), and a TLS server block
 * that serves `root`, the build's client folder. HSTS travels only over TLS: over plain HTTP a
 * browser ignores it (RFC 6797 8.1) and it only advertised a promise port 80 did not keep.
 *
 * `http2` is "listen" (`listen 443 ssl http2`, which nginx 1.22, Debian 12's, needs and 1.25.1+
 * still accepts with a deprecation warning) or "directive" (`http2 on`, nginx 1.25.1+).
 * nginx drops server-level add_header lines in a location that has its own, so each location
 * repeats the full set.
 */
export function nginxServerBlock({
  root,
  serverName = "_",
  pageHashes,
  httpListen = ["80", "[::]:80"],
  httpsListen = ["443", "[::]:443"],
  certificate = `/etc/letsencrypt/live/${certificateName}/fullchain.pem`,
  certificateKey = `/etc/letsencrypt/live/${certificateName}/privkey.pem`,
  acmeRoot = "/var/www/letsencrypt",
  http2 = "listen",
  photos,
  photoUpstream = photoHostOrigin,
  resolver = "1.1.1.1 9.9.9.9",
  trustedCertificates = "/etc/ssl/certs/ca-certificates.crt",
}) {
  const block = (cache, withPolicy = true) => {
    const sent = withPolicy
      ? { ...securityHeaders, "Content-Security-Policy": "$page_csp" }
      : securityHeaders;
    return `${nginxHeaders(sent, "    ")}\n    add_header Cache-Control "${cache}" always;`;
  };
  const sections = notFoundPages
    .filter(({ prefix }) => prefix !== "/")
    .map(
      ({ prefix, file }) => `
  location ${prefix} {
${block(cacheRules.html)}
    error_page 404 /${file};
    try_files $uri $uri/index.html =404;
  }`,
    )
    .join("\n");
  const exact = notFoundPaths
    .map(
      (path) => `
  location = ${path} {
    error_page 404 ${path}/index.html;
    return 404;
  }`,
    )
    .join("\n");
  // The port HTTPS listens on, when it is not 443, goes into the redirect.
  const httpsPort = /(?:^|:)(\d+)$/.exec(httpsListen[0])?.[1] ?? "443";
  const redirectTarget = `https://$host${httpsPort === "443" ? "" : `:${httpsPort}`}$request_uri`;
  const tlsListen = httpsListen
    .map((address) => `  listen ${address} ssl${http2 === "listen" ? " http2" : ""};`)
    .join("\n");
  return `# Surma Riverside Hotel: generated by \`npm run build\` from scripts/site-headers.mjs.
# Put it in /etc/nginx/sites-enabled/ (after setting root and server_name in both server blocks)
# and reload nginx. The maps sit beside the server blocks, in nginx's http context, as
# sites-enabled files do.

# Each document's Content-Security-Policy, and the photos that pass (see nginxMaps).
${nginxMaps(pageHashes, photos)}

# The photo proxy's places: per client, and in all (a constant key: $server_name).
limit_conn_zone $binary_remote_addr zone=photo_client:1m;
limit_conn_zone $server_name zone=photo_all:1m;

# Plain HTTP: every request is sent to HTTPS with its path and query, except certbot's HTTP-01
# challenge files. No HSTS here: browsers ignore it over HTTP.
server {
${httpListen.map((address) => `  listen ${address};`).join("\n")}
  server_name ${serverName};
  server_tokens off;

  # certbot certonly --webroot -w ${acmeRoot} writes its challenge files here.
  location ^~ /.well-known/acme-challenge/ {
    root ${acmeRoot};
    default_type text/plain;
    try_files $uri =404;
  }

  location / {
    return 301 ${redirectTarget};
  }
}

${httpsBlockStart}
server {
${tlsListen}${http2 === "directive" ? "\n  http2 on;" : ""}
  server_name ${serverName};
  root ${root};
  charset utf-8;
  server_tokens off;
  absolute_redirect off;

  # The certificate chain and its key. With certbot:
  #   certbot certonly --webroot -w ${acmeRoot} --cert-name ${certificateName} -d <domain> -d www.<domain>
  # writes them to /etc/letsencrypt/live/${certificateName}/ and renews them in place (reload nginx
  # after a renewal: --deploy-hook "systemctl reload nginx"). A certificate from the host or a
  # certificate authority: point these two lines at its full chain and its private key instead.
  ssl_certificate ${certificate};
  ssl_certificate_key ${certificateKey};
  ssl_protocols TLSv1.2 TLSv1.3;

  # Precompressed files written by the build (.br, .gz).
  brotli_static on;
  gzip_static on;
  gzip_vary on;

  error_page 404 /404/index.html;

  location / {
${block(cacheRules.html)}
    try_files $uri $uri/index.html =404;
  }

  # Hashed files, whatever their type (scripts, styles, fonts, images): a year, immutable. ^~ keeps
  # the regex locations below from taking an /assets/ path (an .svg there got an hour). No
  # Content-Security-Policy: a policy governs documents.
  location ^~ /assets/ {
${block(cacheRules.hashed, false)}
    try_files $uri =404;

    location ~ \\.(br|gz)$ {
      internal;
    }
  }

  # The .br and .gz copies are reached only through Accept-Encoding, never by their own names.
  location ~ \\.(br|gz)$ {
    internal;
  }

  # React Router's data for client-side visits: fresh with each deploy, in the type it reads. The
  # home page's is /_.data, which the exact match takes before the /_ files below.
  location ~ \\.data$ {
${block(cacheRules.html)}
    types { }
    default_type text/x-script;
    try_files $uri =404;
  }
  location = /_.data {
${block(cacheRules.html)}
    types { }
    default_type text/x-script;
    try_files $uri =404;
  }

  # The photo host's photos, through this origin (scripts/photo-proxy.mjs): only the photos the
  # content names ($photo_listed), at the widths and quality the pages ask for, the query written
  # anew; anything else is 404 and never reaches the host. A few at once (nginxPhotoLimits).
  # The resolver finds the photo host when a photo is asked for, so nginx starts without it. The
  # host's certificate is checked against the system's authorities (Debian's ca-certificates),
  # and whatever comes back is never run as a document here (default-src 'none').
  location ^~ ${photoProxyPrefix} {
    limit_conn photo_client ${nginxPhotoLimits.perClient};
    limit_conn photo_all ${nginxPhotoLimits.all};
    limit_conn_status 503;
    error_page 404 /404/index.html;
    error_page 503 @photo_busy;
    location ~ "^${photoProxyPrefix}(photo-[0-9]{10,13}-[0-9a-f]{12})$" {
      set $photo $1;
      if ($photo_listed = 0) {
        return 404;
      }
      if ($arg_w !~ "^(${photos.widths.join("|")})$") {
        return 404;
      }
      if ($arg_q != "${photos.quality}") {
        return 404;
      }
      resolver ${resolver} ipv6=off;
      resolver_timeout 5s;
      proxy_pass ${photoUpstream}/$photo?auto=format&fit=crop&w=$arg_w&q=$arg_q;
      proxy_ssl_server_name on;
      proxy_ssl_verify on;
      proxy_ssl_verify_depth 3;
      proxy_ssl_trusted_certificate ${trustedCertificates};
      proxy_connect_timeout 5s;
      proxy_read_timeout 10s;
      proxy_set_header Accept $http_accept;
      proxy_set_header Cookie "";
      proxy_set_header Authorization "";
      proxy_hide_header Cache-Control;
      proxy_hide_header Vary;
      proxy_hide_header Set-Cookie;
      proxy_intercept_errors on;
${block(cacheRules.photo, false)}
      add_header Content-Security-Policy "default-src 'none'" always;
      add_header Vary Accept always;
    }
    return 404;
  }
  location @photo_busy {
${block("no-store", false)}
    add_header Retry-After ${photoRetryAfter} always;
    return 503;
  }

  # Netlify's _headers and _redirects are not for visitors.
  location ^~ /_ {
    internal;
  }

  # The rooms' calendars for the booking sites (/calendars/<room>.ics): nginx's mime.types has no
  # type for .ics, so it is named here, with the charset the server block's \`charset\` adds.
  location ~* \\.ics$ {
${block(cacheRules.other, false)}
    types { text/calendar ics; }
    charset_types text/calendar;
    try_files $uri =404;
  }

  location ~* \\.(ico|svg|png|webmanifest|txt|xml)$ {
${block(cacheRules.other, false)}
    try_files $uri =404;
  }
${sections}
${exact}

  # The not-found pages themselves are reached only as the error page.
  location ~ /not-found/|(^|/)404/|/404\\.html$ {
${block(cacheRules.html)}
    internal;
  }
}
`;
}
