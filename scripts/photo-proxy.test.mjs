// @vitest-environment node
// The photo host's photos through the site's own origin (photo-proxy.mjs): what passes, what the
// host is asked, and what a guest gets when the host fails. A local server stands in for the host.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoHostUrl, photoUrl } from "../app/lib/photo";
import { photoUpstreamUrl } from "./photo-proxy.mjs";
import { createStaticServer } from "./static-server.mjs";

const id = "photo-1566073771259-6a8506099945";
const query = "auto=format&fit=crop&w=800&q=70";

describe("photoUpstreamUrl", () => {
  it("turns each photo address a page uses back into the photo host's", () => {
    for (const width of [400, 800, 1920]) {
      const [path, search] = photoUrl("1566073771259-6a8506099945", width).split("?");
      expect(photoUpstreamUrl(path, search)).toBe(
        photoHostUrl("1566073771259-6a8506099945", width),
      );
    }
  });
  it("writes the query anew: only the width and quality pass, as numbers", () => {
    expect(photoUpstreamUrl(`/photo-host/${id}`, "w=640&q=70&fm=png&url=https://evil.test")).toBe(
      `https://images.unsplash.com/${id}?auto=format&fit=crop&w=640&q=70`,
    );
  });
  it("refuses what the site never asks for", () => {
    for (const [path, search] of [
      [`/photo-host/${id}`, "q=70"], // no width
      [`/photo-host/${id}`, "w=0&q=70"],
      [`/photo-host/${id}`, "w=4001&q=70"],
      [`/photo-host/${id}`, "w=800&q=101"],
      [`/photo-host/${id}`, "w=8e2&q=70"],
      ["/photo-host/photo-1/../../etc/passwd", query],
      ["/photo-host/avatar.png", query],
      [`/photo-host/${id}/more`, query],
      [`/photo-host/${id.toUpperCase()}`, query],
    ])
      expect(photoUpstreamUrl(path, search), `${path}?${search}`).toBeNull();
  });
});

describe("the static server's photo proxy", () => {
  let root;
  let host;
  let server;
  let base;
  const asked = [];
  /** What the stand-in host answers for each id. */
  const answers = {
    [id]: (res) => {
      res.writeHead(200, { "Content-Type": "image/avif", "Content-Length": 4 });
      res.end("AVIF");
    },
    "photo-1000000000000-000000000404": (res) => res.writeHead(404).end("gone"),
    "photo-1000000000000-000000000500": (res) => res.writeHead(500).end("broken"),
    "photo-1000000000000-0000000000ab": (res) =>
      res.writeHead(200, { "Content-Type": "text/html" }).end("<p>not a photo"),
  };

  beforeAll(async () => {
    host = createServer((req, res) => {
      asked.push({ url: req.url, accept: req.headers.accept, method: req.method });
      const answer = answers[new URL(req.url, "http://host").pathname.slice(1)];
      if (answer) answer(res);
      else res.writeHead(404).end();
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => host.once("listening", resolve));
    root = mkdtempSync(join(tmpdir(), "photo-proxy-test-"));
    mkdirSync(join(root, "client/404"), { recursive: true });
    writeFileSync(join(root, "client/404/index.html"), "<!DOCTYPE html><title>Not found</title>");
    writeFileSync(join(root, "csp-hashes.json"), "{}");
    server = createStaticServer(join(root, "client"), {
      photoUpstream: `http://127.0.0.1:${host.address().port}`,
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => host.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it("answers with the host's photo, cached a year and varying on Accept, which it passes on", async () => {
    const response = await fetch(`${base}/photo-host/${id}?${query}`, {
      headers: { Accept: "image/avif,image/webp,*/*" },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("AVIF");
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000");
    expect(response.headers.get("vary")).toBe("Accept");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(asked.at(-1)).toEqual({
      url: `/${id}?auto=format&fit=crop&w=800&q=70`,
      accept: "image/avif,image/webp,*/*",
      method: "GET",
    });
  });

  it("answers HEAD without a body", async () => {
    const response = await fetch(`${base}/photo-host/${id}?${query}`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(asked.at(-1)?.method).toBe("HEAD");
  });

  it("gives the site's 404 for a path it would not proxy, and asks the host nothing", async () => {
    const before = asked.length;
    const response = await fetch(`${base}/photo-host/${id}?w=99999&q=70`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Not found");
    expect(asked.length).toBe(before);
  });

  it("passes the host's 404 on, and turns its failures into 502", async () => {
    const status = async (photo) => (await fetch(`${base}/photo-host/${photo}?${query}`)).status;
    expect(await status("photo-1000000000000-000000000404")).toBe(404);
    expect(await status("photo-1000000000000-000000000500")).toBe(502);
    // Not an image: never passed on as the site's own answer.
    expect(await status("photo-1000000000000-0000000000ab")).toBe(502);
  });

  it("answers 502 when the host cannot be reached, and keeps serving", async () => {
    const down = createStaticServer(join(root, "client"), {
      photoUpstream: "http://127.0.0.1:1",
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => down.once("listening", resolve));
    try {
      const url = `http://127.0.0.1:${down.address().port}/photo-host/${id}?${query}`;
      expect((await fetch(url)).status).toBe(502);
      expect((await fetch(url)).status).toBe(502);
    } finally {
      await new Promise((resolve) => down.close(resolve));
    }
  });
});
