// `npm start`'s server on a small made-up build: the choices RFC 9110 leaves to a server, made the
// way docs/decisions/0015 says (check-hosts accepts either choice from nginx too), and the paths
// it must refuse. The whole behaviour on the real build is checked by scripts/check-hosts.mjs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  serviceWorkerContentSecurityPolicy,
} from "./site-headers.mjs";
import { createStaticServer, requestPath, serverTimeouts } from "./static-server.mjs";

const page = (title) => `<!DOCTYPE html><html lang="en"><title>${title}</title><p>${title}</p>`;
const robots = "User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n";
const files = {
  "index.html": page("Home ".repeat(200)),
  "about/index.html": page("About"),
  "404/index.html": page("Not found"),
  "rooms/not-found/index.html": page("Room not found"),
  "blog/not-found/index.html": page("Post not found"),
  "rooms/404.html": page("Room not found"),
  "bn/404/index.html": page("Bengali not found"),
  "bn/rooms/not-found/index.html": page("Bengali room not found"),
  "bn/blog/not-found/index.html": page("Bengali post not found"),
  "assets/app-abc123.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
  "robots.txt": robots,
  "calendars/deluxe.ics":
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n",
  "sw.js": "importScripts('/sw-warm.js');",
  "sw-warm.js": "const warm = {};",
  "offline.html": page("Offline"),
  "admin/index.html": page("Edit the site"),
  "admin/config.yml": "backend:\n  name: github\n",
  _headers: "/*\n  X-Frame-Options: DENY\n",
};
const compressed = ["index.html", "assets/app-abc123.js"];

let root;
let server;
let base;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "static-server-test-"));
  const client = join(root, "client");
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(client, file)), { recursive: true });
    writeFileSync(join(client, file), text);
  }
  for (const file of compressed) {
    writeFileSync(join(client, `${file}.br`), brotliCompressSync(files[file]));
    writeFileSync(join(client, `${file}.gz`), gzipSync(files[file]));
  }
  writeFileSync(join(root, "canary.txt"), "canary outside the site");
  writeFileSync(
    join(root, "csp-hashes.json"),
    JSON.stringify({ "index.html": ["sha256-home="], "about/index.html": ["sha256-about="] }),
  );
  server = createStaticServer(`${client}/`).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

/** One request, its path sent as written (no URL normalisation). */
function get(base, path, { method = "GET", encoding = "identity", headers = {} } = {}) {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        headers: { "Accept-Encoding": encoding, ...headers },
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Raw bytes on a socket, and everything the server answered before closing. */
function raw(text) {
  return new Promise((resolve) => {
    const socket = connect(server.address().port, "127.0.0.1");
    const chunks = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.on("error", () => {});
    socket.write(text);
    setTimeout(() => socket.destroy(), 2_000);
  });
}

describe("requestPath", () => {
  it("decodes once, resolves dot segments and merges slashes, as nginx does", () => {
    expect(requestPath("/rooms/deluxe/")).toEqual({ path: "/rooms/deluxe", folder: true });
    expect(requestPath("/about?x=%")).toEqual({ path: "/about", folder: false });
    expect(requestPath("/rooms/../about")).toEqual({ path: "/about", folder: false });
    expect(requestPath("//about//")).toEqual({ path: "/about", folder: true });
    expect(requestPath("/%252e%252e/x")).toEqual({ path: "/%2e%2e/x", folder: false });
    expect(requestPath("http://example.com/about")).toEqual({ path: "/about", folder: false });
    expect(requestPath("/")).toEqual({ path: "/", folder: false });
  });

  it("refuses malformed escapes, NULs, backslashes, climbs above the root, other targets", () => {
    for (const target of [
      "/%",
      "/a%2",
      "/%E0%A4%A",
      "/..%c0%af",
      "/%00",
      "/a%5cb",
      "/a\\b",
      "/../x",
      "/%2e%2e/x",
      "/assets/..%2f..%2fx",
      "*",
      "example.com:443",
      "",
    ])
      expect(requestPath(target), target).toBeNull();
  });
});

describe("the static server", () => {
  it("ignores a Range it cannot parse, and answers a suffix range with the last bytes", async () => {
    const abc = await get(base, "/robots.txt", { headers: { Range: "bytes=abc" } });
    expect(abc.status).toBe(200);
    expect(abc.body.toString()).toBe(robots);
    const suffix = await get(base, "/robots.txt", { headers: { Range: "bytes=-10" } });
    expect(suffix.status).toBe(206);
    expect(suffix.body.toString()).toBe(robots.slice(-10));
    expect(suffix.headers["content-range"]).toBe(
      `bytes ${robots.length - 10}-${robots.length - 1}/${robots.length}`,
    );
  });

  it("answers several ranges with the whole file, 200, and a range past the end with 416", async () => {
    const multi = await get(base, "/robots.txt", { headers: { Range: "bytes=0-1,5-6" } });
    expect(multi.status).toBe(200);
    expect(multi.body.toString()).toBe(robots);
    const beyond = await get(base, "/robots.txt", { headers: { Range: "bytes=500-" } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${robots.length}`);
  });

  it("answers a matching ETag or an unchanged date with 304 carrying the ETag", async () => {
    const first = await get(base, "/about");
    expect(first.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const etag = await get(base, "/about", { headers: { "If-None-Match": first.headers.etag } });
    expect(etag.status).toBe(304);
    expect(etag.headers.etag).toBe(first.headers.etag);
    const since = await get(base, "/about", {
      headers: { "If-Modified-Since": first.headers["last-modified"] },
    });
    expect(since.status).toBe(304);
  });

  it("honours q-values: a refused coding is not sent, and the type stays the original's", async () => {
    const gzip = await get(base, "/", { encoding: "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(gzip.headers.vary).toBe("Accept-Encoding");
    const none = await get(base, "/", { encoding: "identity;q=0" });
    expect(none.status).toBe(200);
    expect(none.body.toString()).toBe(files["index.html"]);
    const script = await get(base, "/assets/app-abc123.js", { encoding: "gzip, br" });
    expect(script.headers["content-encoding"]).toBe("br");
    expect(script.headers["content-type"]).toMatch(/javascript/);
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(script.headers["content-security-policy"]).toBeUndefined();
  });

  it("never lets a browser keep the service worker without asking (a new deploy must reach it)", async () => {
    for (const path of ["/sw.js", "/sw-warm.js"]) {
      const res = await get(base, path);
      expect(res.status, path).toBe(200);
      expect(res.headers["content-type"], path).toMatch(/javascript/);
      expect(res.headers["cache-control"], path).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("sends a room's calendar as text/calendar, for an hour, with no policy", async () => {
    const res = await get(base, "/calendars/deluxe.ics");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBeUndefined();
    expect(res.body.toString()).toBe(files["calendars/deluxe.ics"]);
  });

  it("gives each page its own policy, by the file served, and other files none", async () => {
    expect((await get(base, "/about/")).headers["content-security-policy"]).toContain(
      "'sha256-about='",
    );
    expect((await get(base, "/")).headers["content-security-policy"]).toContain("'sha256-home='");
    expect((await get(base, "/robots.txt")).headers["content-security-policy"]).toBeUndefined();
  });

  it("gives the editor's page, the service worker and the offline page their own policies", async () => {
    const editor = await get(base, "/admin/");
    expect(editor.status).toBe(200);
    expect(editor.headers["content-security-policy"]).toBe(editorContentSecurityPolicy());
    expect(editor.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(
      (await get(base, "/admin/config.yml")).headers["content-security-policy"],
    ).toBeUndefined();
    for (const path of ["/sw.js", "/sw-warm.js"])
      expect((await get(base, path)).headers["content-security-policy"], path).toBe(
        serviceWorkerContentSecurityPolicy,
      );
    expect((await get(base, "/offline.html")).headers["content-security-policy"]).toBe(
      contentSecurityPolicy([]),
    );
  });

  it("answers each not-found page by its own address or file name with 404, like any unknown path", async () => {
    for (const path of [
      "/404/",
      "/404/index.html",
      "/rooms/not-found/index.html",
      "/blog/not-found/index.html",
      "/bn/404/index.html",
      "/bn/rooms/not-found/index.html",
      "/bn/blog/not-found/index.html",
      "/rooms/404.html",
    ]) {
      const res = await get(base, path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toMatch(/not found/i);
    }
  });

  it("answers the compressed copies, host files and not-found pages by name with 404", async () => {
    for (const path of ["/index.html.br", "/assets/app-abc123.js.gz", "/_headers", "/404"]) {
      const res = await get(base, path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toContain("Not found");
    }
    const room = await get(base, "/rooms/no-such-room", { method: "HEAD" });
    expect(room.status).toBe(404);
    expect(room.body.length).toBe(0);
  });

  it("answers 400 to a malformed escape or a climb out of the folder, and keeps serving", async () => {
    for (const path of ["/%", "/%E0%A4%A", "/../canary.txt", "/%2e%2e/canary.txt", "/a\\b"]) {
      const res = await get(base, path);
      expect(res.status, path).toBe(400);
      expect(res.body.toString()).toBe("Bad Request\n");
    }
    expect((await get(base, "/")).status).toBe(200);
  });

  it("answers other methods 405, unknown ones 501 and garbage 400, then closes", async () => {
    const post = await get(base, "/", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    expect(await raw("FOO / HTTP/1.1\r\nHost: x\r\n\r\n")).toMatch(/^HTTP\/1\.1 501 /);
    expect(await raw("\x16\x03\x01garbage\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 /);
    expect((await get(base, "/")).status).toBe(200);
  });

  it("drops slow and idle connections", () => {
    expect(server.headersTimeout).toBe(serverTimeouts.headersTimeout);
    expect(server.requestTimeout).toBe(serverTimeouts.requestTimeout);
    expect(server.keepAliveTimeout).toBe(serverTimeouts.keepAliveTimeout);
    expect(serverTimeouts.headersTimeout).toBeLessThanOrEqual(10_000);
  });
});
