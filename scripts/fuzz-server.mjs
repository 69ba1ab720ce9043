// A bounded fuzz run of `npm start`'s server: the real server in a child process, serving a copy of
// the build, takes a few thousand seeded random and hostile requests over raw sockets on loopback
// (malformed escapes, climbs out of the folder in every spelling, huge paths and headers, odd and
// invalid methods, garbage request lines, HTTP/0.9 and HTTP/2 prefaces, TLS hellos, slow writes,
// half-closed and idle connections, keep-alive pipelines). Afterwards the server must be alive and
// answer GET / with 200, and no answer may have contained a canary file placed just outside the
// served folder, /etc/passwd, the folder's own path or an error's stack.
//
// FUZZ_SEED replays a run; FUZZ_REQUESTS sets the number of requests (3000).
import { spawn } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { get as httpGet } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { leakPattern } from "./host-checks.mjs";
import { buildClientDir, buildDir } from "./paths.mjs";

const seed = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31));
const target = Number(process.env.FUZZ_REQUESTS ?? 3000);
const concurrency = 24;
/** A connection's answer is complete once the server has been silent this long. */
const quietMs = 800;
/**
 * Slow and idle connections must be dropped: a request head still arriving after 12.5 s, a
 * keep-alive connection idle for 7 s (the server's limits are 10 and 5 s, checked every second).
 */
const headLimit = 12_500;
const idleLimit = 7_000;
const started = Date.now();
console.log(`fuzz: seed ${seed} (FUZZ_SEED=${seed} replays it), ${target} requests`);

// mulberry32: small, seedable, good enough to pick cases.
let state = seed >>> 0;
function rand() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (min, max) => min + Math.floor(rand() * (max - min + 1));
const pick = (list) => list[Math.floor(rand() * list.length)];
const chance = (p) => rand() < p;
const bytes = (length) => Buffer.from(Array.from({ length }, () => int(0, 255)));

// The copy the child serves, with canaries beside it: site/canary.txt and site/etc/passwd one climb
// up, canary.txt two.
const prefix = mkdtempSync(join(tmpdir(), "fuzz-server-"));
const site = join(prefix, "site");
const clientDir = join(site, "client");
cpSync(buildClientDir, clientDir, { recursive: true });
copyFileSync(join(buildDir, "csp-hashes.json"), join(site, "csp-hashes.json"));
const canary = `canary-${randomUUID()}`;
writeFileSync(join(site, "canary.txt"), canary);
writeFileSync(join(prefix, "canary.txt"), canary);
mkdirSync(join(site, "etc"));
writeFileSync(join(site, "etc", "passwd"), canary);
const assets = readdirSync(join(clientDir, "assets")).map((name) => `/assets/${name}`);

const child = spawn(
  process.execPath,
  [join(dirname(fileURLToPath(import.meta.url)), "serve-build.mjs")],
  {
    env: { ...process.env, BUILD_DIR: site, PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  },
);
let childErr = "";
child.stderr.on("data", (chunk) => (childErr += chunk));
const port = await new Promise((resolve, reject) => {
  let out = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
    const found = /localhost:(\d+)/.exec(out);
    if (found) resolve(Number(found[1]));
  });
  child.once("exit", (code) => reject(new Error(`the server exited (${code}): ${childErr}`)));
});

// ---- what the requests are made of

const pages = ["/", "/about", "/rooms/deluxe", "/rooms/", "/bn", "/bn/blog", "/robots.txt"];
const ups = [
  "../",
  "..%2f",
  "%2e%2e/",
  "%2E%2E%2F",
  ".%2e/",
  "%2e./",
  "..%5c",
  "..\\",
  "%252e%252e%252f",
];
ups.push("..%c0%af", "%c0%ae%c0%ae/", "..%00/", "....//", "..;/", "%2e%2e%5c", "..%255c", "..//");
const targets = [
  "canary.txt",
  "etc/passwd",
  "site/canary.txt",
  "client/../canary.txt",
  "proc/self/environ",
];
const escapes = [
  "%",
  "%%",
  "%g0",
  "%E0%A4",
  "%ff",
  "%c0%af",
  "%uff0e",
  "%2",
  "%00",
  "%0a",
  "%0d%0a",
];

function randomPath() {
  switch (int(0, 9)) {
    case 0:
      return pick(pages);
    case 1:
      return pick(assets);
    case 2:
    case 3: {
      const from = pick(["/", "/assets/", "/rooms/", "/bn/blog/", "/about/", "//", "/./"]);
      return `${from}${pick(ups).repeat(int(1, 9))}${pick(targets)}`;
    }
    case 4:
      return `/${Array.from({ length: int(1, 6) }, () => pick(escapes) + pick(["", "a", "/", "x%"])).join("")}`;
    case 5:
      return `${pick([...pages, ...assets])}${pick([".br", ".gz", "%00", "%00.html", "/", "//", "?", "#x", "/..", "/."])}`;
    case 6:
      // Huge: past Node's 16 KiB head limit now and then, and past the file system's name limit.
      return `/${pick(["a", "%41", "../", "a/"]).repeat(int(100, chance(0.3) ? 30_000 : 3_000))}`;
    case 7:
      return pick([
        "*",
        "",
        "http://localhost/../canary.txt",
        "https://x/%2e%2e/canary.txt",
        "//etc/passwd",
        "\\..\\canary.txt",
        "http://[::1",
        "a",
      ]);
    case 8:
      // Random printable and not so printable characters.
      return `/${Buffer.from(Array.from({ length: int(1, 40) }, () => int(1, 255))).toString("latin1")}`;
    default:
      return `${pick(pages)}?${"q=%".repeat(int(1, 5))}&${pick(ups)}`;
  }
}

const methods = ["GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "TRACE", "PATCH"];
methods.push(
  "CONNECT",
  "PRI",
  "get",
  "G ET",
  "FOO",
  "",
  "GET\t",
  "\0GET",
  "M".repeat(300),
  "PROPFIND",
);
const versions = [
  "HTTP/1.1",
  "HTTP/1.1",
  "HTTP/1.1",
  "HTTP/1.0",
  "HTTP/0.9",
  "HTTP/2.0",
  "HTTP/9.9",
];
versions.push("HTTP/1.", "http/1.1", "", "HTTP/1.1 extra");

function randomHeaders() {
  const headers = [];
  if (chance(0.9))
    headers.push(`Host: ${pick(["localhost", "127.0.0.1", "", "x".repeat(5000), "evil.example"])}`);
  const extras = [
    () =>
      `Range: ${pick(["bytes=-10", "bytes=abc", "bytes=0-1,5-6", "bytes=999999999-", "bytes=-0", "bytes=0-", `bytes=${"0-0,".repeat(int(1, 2000))}0-0`, "bytes=--1", "bytes=1-0"])}`,
    () =>
      `Accept-Encoding: ${pick(["br;q=0, gzip", "identity;q=0", "*;q=0", "gzip;q=abc", "br;q=1e9", "", ",,,", "x".repeat(3000)])}`,
    () => `If-None-Match: ${pick(["*", '"x"', "W/", '"', "x".repeat(2000)])}`,
    () =>
      `If-Modified-Since: ${pick(["yesterday", "Thu, 01 Jan 1970 00:00:00 GMT", "Sat, 01 Jan 3000 00:00:00 GMT", "0"])}`,
    () => `If-Range: ${pick(['"x"', "garbage", "Thu, 01 Jan 1970 00:00:00 GMT"])}`,
    () => `If-Match: ${pick(['"x"', "*"])}`,
    () => `Content-Length: ${pick(["5", "-1", "abc", "99999999999999999999", "0"])}`,
    () => `Transfer-Encoding: ${pick(["chunked", "gzip, chunked", "identity", "xchunked"])}`,
    () => `Expect: 100-continue`,
    () => `Upgrade: ${pick(["h2c", "websocket"])}\r\nConnection: Upgrade`,
    () => `X-Big: ${"b".repeat(int(1000, chance(0.3) ? 40_000 : 8_000))}`,
    () => Array.from({ length: int(50, 400) }, (_, i) => `X-H${i}: v`).join("\r\n"),
    () => `NoColon`,
    () => ` folded: continuation`,
    () => `X-Nul: a\0b`,
  ];
  for (let i = int(0, 3); i > 0; i--) headers.push(pick(extras)());
  return headers;
}

/** One request as text: mostly well formed around a hostile part, now and then broken itself. */
function randomRequest({ close = true } = {}) {
  const eol = chance(0.9) ? "\r\n" : "\n";
  const head = [`${pick(methods)} ${randomPath()} ${pick(versions)}`, ...randomHeaders()];
  if (close) head.push("Connection: close");
  let text = head.join(eol) + eol + eol;
  if (/Content-Length: 5\b/.test(text)) text += "hello";
  if (/Transfer-Encoding: chunked/.test(text))
    text += pick(["5\r\nhello\r\n0\r\n\r\n", "zz\r\n", "0\r\n\r\n"]);
  return Buffer.from(text, "latin1");
}

const wellFormed = (path, close = true) =>
  Buffer.from(
    `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${close ? "Connection: close\r\n" : ""}\r\n`,
    "latin1",
  );

/** A connection's plan: what to write, how, and how many requests that counts for. */
function randomCase() {
  const kind = pick([
    ...Array(10).fill("request"),
    ...Array(3).fill("pipeline"),
    "http09",
    "http2",
    "tls",
    "garbage",
    "half-closed",
    "abort",
    chance(0.3) ? "slow" : "request",
    chance(0.15) ? "idle" : "request",
  ]);
  switch (kind) {
    case "pipeline": {
      const count = int(2, 10);
      const parts = Array.from({ length: count }, (_, i) =>
        chance(0.7)
          ? wellFormed(pick([...pages, ...assets]), i === count - 1)
          : randomRequest({ close: i === count - 1 }),
      );
      return { kind, writes: [Buffer.concat(parts)], count };
    }
    case "http09":
      return {
        kind,
        writes: [Buffer.from(`GET ${pick(["/", "/../canary.txt", "/%"])}\r\n`)],
        count: 1,
      };
    case "http2":
      // The connection preface, then a SETTINGS frame and a few random frames.
      return {
        kind,
        writes: [
          Buffer.concat([
            Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"),
            Buffer.from("000000040000000000", "hex"),
            bytes(int(0, 200)),
          ]),
        ],
        count: 1,
      };
    case "tls":
      return {
        kind,
        writes: [Buffer.concat([Buffer.from("160301", "hex"), bytes(int(10, 300))])],
        count: 1,
      };
    case "garbage":
      return { kind, writes: [bytes(int(1, 4000))], count: 1 };
    case "half-closed": {
      const request = chance(0.5)
        ? wellFormed(pick(pages), false)
        : randomRequest({ close: false });
      // The whole request or part of it, then the client's side is closed.
      return {
        kind,
        writes: [chance(0.5) ? request : request.subarray(0, int(1, request.length))],
        halfClose: true,
        count: 1,
      };
    }
    case "abort": {
      const request = randomRequest();
      return { kind, writes: [request.subarray(0, int(1, request.length))], abort: true, count: 1 };
    }
    case "slow": {
      // Slow-loris: a request in small pieces, up to ~2 s apart in all.
      const request = chance(0.5) ? wellFormed(pick(pages)) : randomRequest();
      const pieces = int(3, 12);
      const size = Math.ceil(request.length / pieces);
      const writes = Array.from({ length: pieces }, (_, i) =>
        request.subarray(i * size, (i + 1) * size),
      );
      return { kind, writes, delay: int(20, 160), count: 1 };
    }
    case "idle":
      return { kind, writes: [], count: 1 };
    default:
      return { kind: "request", writes: [randomRequest()], count: 1 };
  }
}

// ---- running them

const failures = [];
const statuses = new Map();
const kinds = new Map();
let connections = 0;
let sent = 0;

function inspect(plan, received) {
  const text = received.toString("latin1");
  const what = () =>
    `${plan.kind} ${JSON.stringify(Buffer.concat(plan.writes).toString("latin1").slice(0, 160))}`;
  for (const [, status] of text.matchAll(/HTTP\/1\.[01] (\d{3}) /g)) {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status.startsWith("5") && status !== "501") failures.push(`${status} for ${what()}`);
  }
  if (text.includes(canary)) failures.push(`a file outside the site was served for ${what()}`);
  if (text.includes("root:x:0:0")) failures.push(`/etc/passwd was served for ${what()}`);
  if (text.includes(prefix)) failures.push(`the served folder was named for ${what()}`);
  const leak = leakPattern.exec(text);
  if (leak)
    failures.push(`an error's detail (${JSON.stringify(leak[0].slice(0, 80))}) for ${what()}`);
}

function run(plan) {
  return new Promise((resolve) => {
    const chunks = [];
    const socket = connect(port, "127.0.0.1");
    let quiet;
    const done = () => {
      clearTimeout(quiet);
      clearTimeout(cap);
      socket.destroy();
      resolve(Buffer.concat(chunks));
    };
    const rearm = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, plan.kind === "idle" ? 1500 : quietMs);
    };
    // No connection may take more than 8 s of the run.
    const cap = setTimeout(done, 8_000);
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      rearm();
    });
    socket.on("error", done);
    socket.on("close", done);
    socket.once("connect", async () => {
      for (const [i, write] of plan.writes.entries()) {
        if (socket.destroyed) return;
        if (i && plan.delay) await new Promise((r) => setTimeout(r, plan.delay));
        socket.write(write);
      }
      if (plan.abort) {
        socket.resetAndDestroy();
        return;
      }
      if (plan.halfClose) socket.end();
      rearm();
    });
  });
}

async function worker() {
  while (sent < target) {
    const plan = randomCase();
    sent += plan.count;
    connections++;
    kinds.set(plan.kind, (kinds.get(plan.kind) ?? 0) + 1);
    inspect(plan, await run(plan));
  }
}

/**
 * The time limits hold: a head written a byte every half second is cut off once headersTimeout
 * has passed, and an idle keep-alive connection closes after keepAliveTimeout.
 */
async function timeoutProbes() {
  const trickle = new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const t0 = Date.now();
    const timer = setInterval(() => socket.writable && socket.write("X-Slow: a\r\n"), 500);
    socket.once("connect", () => socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n"));
    socket.on("data", () => {});
    socket.on("error", () => {});
    socket.once("close", () => {
      clearInterval(timer);
      resolve(Date.now() - t0);
    });
    setTimeout(() => socket.destroy(), 30_000);
  });
  const idle = new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answered = 0;
    socket.once("connect", () => socket.write(wellFormed("/robots.txt", false)));
    socket.on("data", () => (answered ||= Date.now()));
    socket.on("error", () => {});
    socket.once("close", () => resolve(answered ? Date.now() - answered : Infinity));
    setTimeout(() => socket.destroy(), 30_000);
  });
  const [trickled, idled] = await Promise.all([trickle, idle]);
  if (trickled > headLimit)
    failures.push(`a trickled head was cut off after ${trickled} ms, limit ${headLimit}`);
  if (idled > idleLimit)
    failures.push(`an idle keep-alive connection closed after ${idled} ms, limit ${idleLimit}`);
  return { trickled, idled };
}

const probes = timeoutProbes();
await Promise.all(Array.from({ length: concurrency }, worker));
const { trickled, idled } = await probes;

// ---- afterwards: alive, and still answering

const alive = child.exitCode === null && child.signalCode === null;
if (!alive) failures.push(`the server died (exit ${child.exitCode ?? child.signalCode})`);
const home = await new Promise((resolve) => {
  const req = httpGet({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
    res.resume();
    res.on("end", () => resolve(res.statusCode));
  });
  req.on("error", (error) => resolve(error.code));
  req.setTimeout(5_000, () => req.destroy());
});
if (home !== 200) failures.push(`GET / after the run: ${home}`);
if (childErr.trim())
  failures.push(`the server wrote to stderr:\n${childErr.trim().slice(0, 2000)}`);

child.kill();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const histogram = [...statuses]
  .sort()
  .map(([status, n]) => `${status}×${n}`)
  .join(" ");
console.log(
  `fuzz: ${sent} requests on ${connections} connections in ${seconds} s (seed ${seed}); ` +
    `answers ${histogram}; kinds ${[...kinds].map(([kind, n]) => `${kind} ${n}`).join(", ")}`,
);
console.log(
  `fuzz: a trickled head was cut off after ${(trickled / 1000).toFixed(1)} s, an idle keep-alive connection after ${(idled / 1000).toFixed(1)} s`,
);
rmSync(prefix, { recursive: true, force: true });
if (failures.length) {
  const shown = [...new Set(failures)].slice(0, 20);
  for (const failure of shown) console.log(`  ✘ ${failure}`);
  console.log(
    `fuzz: ${failures.length} failures (seed ${seed}: FUZZ_SEED=${seed} replays the run)`,
  );
  process.exit(1);
}
console.log("fuzz: the server is alive, answers GET / with 200, and no answer leaked anything");
