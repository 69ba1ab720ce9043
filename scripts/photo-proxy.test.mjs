// @vitest-environment node
// The photo host's photos through the site's own origin (photo-proxy.mjs): what passes, what the
// host is asked, and what a guest gets when the host fails. A local server stands in for the host.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proxiedPhotos } from "../app/content/server/proxied-photos.server";
import { photoHostUrl, photoSrcSet, photoUrl } from "../app/lib/photo";
import { createFetchGate, photoUpstreamUrl, proxiedPhotosFile } from "./photo-proxy.mjs";
import { createStaticServer } from "./static-server.mjs";

const id = "photo-1566073771259-6a8506099945";
const query = "auto=format&fit=crop&w=800&q=70";
/** The list a build of content naming these photos (by bare id or address) would make. */
const named = [
  "1566073771259-6a8506099945",
  "https://images.unsplash.com/photo-1000000000000-000000000404",
  "1000000000000-000000000500",
  "1000000000000-0000000000ab",
  "1000000000000-0000000000cd",
];
const allowed = proxiedPhotos({
  rooms: named.map((photo, i) => ({ id: `r${i}`, file: `r${i}.yaml`, data: { en: { photo } } })),
});

describe("photoUpstreamUrl", () => {
  it("turns each photo address a page uses back into the photo host's", () => {
    const addresses = [
      photoUrl("1566073771259-6a8506099945", 1280),
      ...(photoSrcSet("1566073771259-6a8506099945") ?? "").split(", ").map((c) => c.split(" ")[0]),
    ];
    expect(addresses.length).toBeGreaterThan(5);
    for (const address of addresses) {
      const [path, search] = address.split("?");
      const width = Number(new URLSearchParams(search).get("w"));
      expect(photoUpstreamUrl(path, search, allowed), address).toBe(
        photoHostUrl("1566073771259-6a8506099945", width),
      );
    }
  });
  it("writes the query anew: only the width and quality pass", () => {
    expect(
      photoUpstreamUrl(`/photo-host/${id}`, "w=640&q=70&fm=png&url=https://evil.test", allowed),
    ).toBe(`https://images.unsplash.com/${id}?auto=format&fit=crop&w=640&q=70`);
  });
  it("refuses what the site's pages never ask for", () => {
    for (const [path, search] of [
      [`/photo-host/${id}`, "q=70"], // no width
      [`/photo-host/${id}`, "w=0&q=70"],
      [`/photo-host/${id}`, "w=500&q=70"], // a width no page asks for
      [`/photo-host/${id}`, "w=4000&q=70"],
      [`/photo-host/${id}`, "w=0800&q=70"],
      [`/photo-host/${id}`, "w=800&q=71"], // another quality
      [`/photo-host/${id}`, "w=800"],
      [`/photo-host/${id}`, "w=8e2&q=70"],
      ["/photo-host/photo-1234567890123-0123456789ab", query], // a photo the content does not name
      ["/photo-host/photo-1/../../etc/passwd", query],
      ["/photo-host/avatar.png", query],
      [`/photo-host/${id}/more`, query],
      [`/photo-host/${id.toUpperCase()}`, query],
    ])
      expect(photoUpstreamUrl(path, search, allowed), `${path}?${search}`).toBeNull();
  });
});

describe("createFetchGate", () => {
  it("gives `limit` places at once, queues `queue` more and refuses the rest at once", async () => {
    const gate = createFetchGate({ limit: 2, queue: 1, waitMs: 60_000 });
    const first = await gate.acquire();
    const second = await gate.acquire();
    expect(first && second).toBeTruthy();
    const queued = gate.acquire();
    expect(await gate.acquire()).toBeNull();
    expect(gate.waiting).toBe(1);
    first?.();
    first?.(); // a place given back twice counts once
    const third = await queued;
    expect(third).toBeTruthy();
    expect(gate.active).toBe(2);
    second?.();
    third?.();
    expect(gate.active).toBe(0);
  });

  it("gives up a waiting request's turn when it has waited too long or its guest left", async () => {
    const gate = createFetchGate({ limit: 1, queue: 2, waitMs: 1 });
    const held = await gate.acquire();
    expect(await gate.acquire()).toBeNull();
    const patient = createFetchGate({ limit: 1, queue: 2, waitMs: 60_000 });
    await patient.acquire();
    const left = new AbortController();
    const leaving = patient.acquire(left.signal);
    left.abort();
    expect(await leaving).toBeNull();
    expect(patient.waiting).toBe(0);
    held?.();
    expect(gate.active).toBe(0);
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
    writeFileSync(join(root, proxiedPhotosFile), JSON.stringify(allowed));
    server = createStaticServer(join(root, "client"), {
      photoUpstream: `http://127.0.0.1:${host.address().port}`,
      photoFetches: { limit: 2, queue: 1, waitMs: 60_000 },
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

  it("gives the site's 404 for a photo, width or quality no page asks for, and asks the host nothing", async () => {
    const before = asked.length;
    for (const path of [
      `/photo-host/${id}?w=99999&q=70`,
      `/photo-host/${id}?w=500&q=70`,
      `/photo-host/${id}?w=800&q=90`,
      `/photo-host/photo-1234567890123-0123456789ab?${query}`,
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Not found");
    }
    expect(asked.length).toBe(before);
  });

  it("fetches only `limit` photos at once, queues a few and answers the rest 503 at once", async () => {
    const slow = "photo-1000000000000-0000000000cd";
    const release = [];
    answers[slow] = (res) =>
      release.push(() => {
        res.writeHead(200, { "Content-Type": "image/avif" });
        res.end("AVIF");
      });
    try {
      const before = asked.length;
      const url = `${base}/photo-host/${slow}?${query}`;
      // Two fetching, one waiting for a place: the fourth is refused while they all wait.
      const inHand = [fetch(url), fetch(url), fetch(url)];
      await expect.poll(() => asked.length - before).toBe(2);
      const refused = await fetch(url);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("1");
      expect(asked.length - before).toBe(2);
      // As each place frees, the one waiting takes it.
      release.shift()?.();
      await expect.poll(() => asked.length - before).toBe(3);
      for (const answer of release.splice(0)) answer();
      const responses = await Promise.all(inHand);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    } finally {
      delete answers[slow];
    }
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
