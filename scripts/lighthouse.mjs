// Mobile Lighthouse on the key routes against the production server, photos from a local HTTPS
// stand-in for the photo hosts so the run is offline and repeatable. Targets: 100 in every category,
// 95 for performance on "/". What fails the run today: see `minimum` below.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath } from "./chromium.mjs";
import {
  contention,
  cpuSlowdownFor,
  maxSlowdown,
  parseCpuTicks,
  stealShareBetween,
} from "./cpu-calibration.mjs";
import { simulatedLcpGraph } from "./lcp-graph.mjs";
import { buildClientDir } from "./paths.mjs";
import { createStaticHandler } from "./static-server.mjs";

const routes = (
  process.env.LH_ROUTES ??
  "/,/rooms,/rooms/deluxe,/dining,/reservations,/online-order,/cart,/contact,/bn,/bn/rooms/deluxe"
).split(",");
/** The goal: 100 everywhere, 95 for performance on "/" (its spec'd 800 ms skeleton). */
const target = (path, category) => (category === "performance" && path === "/" ? 95 : 100);
/**
 * What fails the run. Accessibility, best practices and SEO must be 100 on every run: they do not
 * depend on the host. So must the loading metrics the simulated network decides, at the "good"
 * thresholds of Core Web Vitals (median run): layout shift within 0.1, first contentful paint
 * within 1.8 s. Largest contentful paint fails above 3.0 s and is printed against its 2.5 s target:
 * with photos it includes every request that ended before the first paint in the unthrottled run,
 * and the same build measured 2.26 and 2.79 s on /bn in two CI runs (docs/decisions/0020), so a
 * gate at 2.5 s failed on the host's timing, not the page. The performance score itself is printed against
 * its target and fails only below 50 (Lighthouse's "poor" band): its total blocking time is the
 * host's main-thread time multiplied by a CPU slowdown, and on a shared 2-core VM the same build
 * measured 300 to 2,200 ms within one hour (docs/decisions/0011). A gate on it failed changes for
 * the host they ran on; the figures are printed for the reader, as the guide asks of speed targets.
 */
const performanceFloor = Number(process.env.LH_PERF_FLOOR ?? 50);
const runs = Number(process.env.LH_RUNS ?? 3);
const minimum = (path, category) => (category === "performance" ? performanceFloor : 100);
/** What the median run must hold: Core Web Vitals' "good" thresholds, LCP's with room for noise. */
const metricLimits = { lcp: 3000, cls: 0.1, fcp: 1800 };
/**
 * What it should hold, printed as "below target" when it does not: issue 21's 1.6 s for the largest
 * paint with photos (docs/decisions/0024), inside Core Web Vitals' "good" 2.5 s.
 */
const metricTargets = { lcp: 1600 };
const categories = ["performance", "accessibility", "best-practices", "seo"];

/**
 * A photo-weight PNG, built by hand (no image library needed): two tea-green tones in random
 * one-bit noise, which does not compress, so it weighs 1/8 byte a pixel, about what a photo host's
 * JPEG of that size weighs (the issue's "0.1 byte a pixel"). A flat image would weigh almost
 * nothing, and Chromium does not count a near-empty image as the largest paint at all, so the
 * measurement would miss the photos. Seeded, so every run gets the same bytes.
 */
function photoPng(width, height) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 3, 0, 0, 0], 8); // 1-bit, palette
  const rowBytes = Math.ceil(width / 8);
  const raw = Buffer.alloc((rowBytes + 1) * height);
  let seed = 20_260_615;
  for (let i = 0; i < raw.length; i++) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    raw[i] = i % (rowBytes + 1) === 0 ? 0 : seed >>> 24; // each row starts with filter 0
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("PLTE", Buffer.from([47, 101, 73, 31, 77, 56])),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function listen(server) {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(server.address().port)),
  );
}

// A self-signed certificate for the site and the photo-host stand-in (Chromium is told to accept it).
const certDir = mkdtempSync(join(tmpdir(), "lh-cert-"));
execFileSync(
  "openssl",
  [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=localhost",
    "-keyout",
    join(certDir, "key.pem"),
    "-out",
    join(certDir, "cert.pem"),
  ],
  { stdio: "ignore" },
);
// A raster stand-in, as the real photos are (Chromium rasterizes SVG images on the main thread,
// which would add blocking time no guest ever sees). It answers each `?w=` with a photo of that
// width at 3:2, as the host's crop does; avatars (no `w`) at their 150 px.
const photos = new Map();
const photoOf = (width) => {
  if (!photos.has(width)) photos.set(width, photoPng(width, Math.round((width * 2) / 3)));
  return photos.get(width);
};
const tls = {
  key: readFileSync(join(certDir, "key.pem")),
  cert: readFileSync(join(certDir, "cert.pem")),
};
const answerPhoto = (req, res) => {
  const asked = Number(new URL(req.url ?? "/", "https://photos").searchParams.get("w"));
  const width = Number.isInteger(asked) && asked > 0 && asked <= 4000 ? asked : 150;
  res.writeHead(200, {
    "Content-Type": "image/png",
    "Cache-Control": "public, max-age=31536000",
  });
  res.end(photoOf(width));
};
// HTTP/2 over TLS, as the photo host speaks it: the avatars' host, and the photo host for what
// a page still names there.
const photoServer = createSecureServer({ ...tls, allowHTTP1: true }, answerPhoto);
const photoPort = await listen(photoServer);
// The same photos for the site's own server, which fetches them for the pages (photo-proxy.mjs).
const photoUpstream = createHttpServer(answerPhoto);
const photoUpstreamPort = await listen(photoUpstream);
// The site over HTTPS and HTTP/2, as every real host serves it (docs/decisions/0024). Lighthouse
// replays what it saw: cleartext HTTP/1.1 became six cold connections (a TCP handshake each for
// the styles, the fonts), where a guest's browser pays TLS once for the document and fetches the
// rest over that warm connection.
const site = createSecureServer(
  { ...tls, allowHTTP1: true },
  createStaticHandler(buildClientDir, { photoUpstream: `http://127.0.0.1:${photoUpstreamPort}` }),
);
const sitePort = await listen(site);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--ignore-certificate-errors",
    `--host-resolver-rules=MAP images.unsplash.com 127.0.0.1:${photoPort}, MAP i.pravatar.cc 127.0.0.1:${photoPort}`,
  ],
});

/**
 * One run, its CPU slowdown calibrated to this host (docs/decisions/0011): Lighthouse loads the page
 * and saves what it saw (the trace, the network log, and the benchmark index it measured on this
 * machine just before), then scores it with the slowdown its calculator gives for that index. Under
 * simulated throttling the slowdown is applied only when scoring, so the page is loaded once.
 */
async function calibratedRun(url) {
  const dir = mkdtempSync(join(tmpdir(), "lh-run-"));
  try {
    const before = cpuTicks();
    await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: categories,
      gatherMode: dir,
    });
    const stealShare = stealShareBetween(before, cpuTicks());
    const file = join(dir, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(file, "utf8"));
    const throttling = {
      ...artifacts.settings.throttling,
      cpuSlowdownMultiplier: fixedSlowdown || cpuSlowdownFor(artifacts.BenchmarkIndex),
    };
    artifacts.settings.throttling = throttling;
    writeFileSync(file, JSON.stringify(artifacts));
    const result = await lighthouse(undefined, {
      logLevel: "error",
      onlyCategories: categories,
      output: "json",
      auditMode: dir,
      throttling,
    });
    // LH_LCP_DETAIL: the replay behind the largest-paint figure, while the run's files exist.
    const lcpGraph = process.env.LH_LCP_DETAIL ? await simulatedLcpGraph(dir, artifacts) : [];
    return { ...result, stealShare, lcpGraph, benchmark: artifacts.BenchmarkIndex ?? 0 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The host's CPU ticks (Linux), to tell how much of a run's time the hypervisor took. */
function cpuTicks() {
  try {
    return parseCpuTicks(readFileSync("/proc/stat", "utf8"));
  } catch {
    return null;
  }
}

/** LH_CPU_SLOWDOWN=4 scores with a fixed slowdown instead (4 is Lighthouse's default), to compare. */
const fixedSlowdown = Number(process.env.LH_CPU_SLOWDOWN ?? 0);

const rows = [];
let failures = 0;
/** The best benchmark index this host has shown in this session: its speed when not disturbed. */
let bestBenchmark = 0;
try {
  for (const path of routes) {
    const results = [];
    const contended = [];
    // A run Lighthouse could not finish (a runtime error, a category it could not score) is
    // reported and run again; so is a run taken while the host was busy elsewhere (contention in
    // cpu-calibration.mjs), which measured the host, not the page. At most three extra runs per
    // route; if they are spent, the contended runs count as they are, and the table says so.
    for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
      const result = await calibratedRun(`https://localhost:${sitePort}${path}`);
      const incomplete = categories.filter((id) => result.lhr.categories[id]?.score == null);
      if (result.lhr.runtimeError || incomplete.length) {
        console.log(
          `  ${path}: incomplete run (${result.lhr.runtimeError?.message ?? `no score for ${incomplete.join(", ")}`}), running again`,
        );
        continue;
      }
      bestBenchmark = Math.max(bestBenchmark, result.benchmark);
      const busy = contention({ ...result, bestBenchmark });
      result.lhr.stealShare = result.stealShare;
      result.lhr.lcpGraph = result.lcpGraph;
      if (busy.length) {
        console.log(`  ${path}: host busy during the run (${busy.join(", ")}), running again`);
        contended.push(result.lhr);
        continue;
      }
      results.push(result.lhr);
    }
    let keptContended = 0;
    for (; results.length < runs && keptContended < contended.length; keptContended++)
      results.push(contended[keptContended]);
    if (!results.length) results.push({ categories: {}, audits: {} });
    const perf = (lhr) => lhr.categories.performance?.score ?? 0;
    // The median run by performance supplies the metrics; the other categories must hold on every run.
    const lhr = [...results].sort((a, b) => perf(a) - perf(b))[Math.floor(results.length / 2)];
    // LH_LCP_DETAIL=1: what the median run's largest paint was made of: Lighthouse's breakdown,
    // the observed paints (the cutoff of what is replayed), and the replay itself (lcp-graph.mjs).
    if (process.env.LH_LCP_DETAIL) {
      const pick = (id) => lhr.audits[id]?.details;
      console.log(
        path,
        JSON.stringify(
          pick("lcp-breakdown-insight") ?? pick("largest-contentful-paint-element"),
        )?.slice(0, 1500),
      );
      const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
      console.log(
        "   observed FCP",
        observed.observedFirstContentfulPaint,
        "LCP",
        observed.observedLargestContentfulPaint,
      );
      for (const line of lhr.lcpGraph ?? []) console.log(line);
    }
    const worst = (id) =>
      Math.min(...results.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? 0;
    const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
      (item) => item.resourceType === "Script",
    );
    const row = {
      path,
      performance: score("performance"),
      accessibility: worst("accessibility"),
      "best-practices": worst("best-practices"),
      seo: worst("seo"),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      js: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      benchmark: lhr.environment?.benchmarkIndex ?? 0,
      cpu: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 0,
      steal: lhr.stealShare ?? 0,
      contended: keptContended,
    };
    row.failed = [
      ...categories.filter((id) => row[id] < minimum(path, id)),
      ...Object.keys(metricLimits).filter((id) => row[id] > metricLimits[id]),
    ];
    row.belowTarget = [
      ...categories.filter((id) => row[id] < target(path, id)),
      ...Object.keys(metricTargets).filter((id) => row[id] > metricTargets[id]),
    ];
    if (row.failed.length) {
      failures++;
      for (const id of row.failed.filter((id) => categories.includes(id))) {
        const failing = Object.values(lhr.audits).filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            lhr.categories[id].auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
        );
        for (const a of failing)
          console.log(`  ${path} ${id}: ${a.id} (${a.score}) ${a.displayValue ?? ""}`);
      }
    }
    rows.push(row);
  }
} finally {
  await chrome.kill();
  site.close();
  photoServer.close();
  photoUpstream.close();
}

console.log(
  `\nMobile Lighthouse (simulated slow 4G, mid-range phone; CPU slowdown calibrated to this host's benchmark, at most ${maxSlowdown}x), median of ${runs} runs; a11y/bp/seo: worst run; steal: the median run's CPU time taken by the hypervisor`,
);
console.log(
  `${"route".padEnd(16)} perf  a11y  bp  seo   FCP s  LCP s  TBT ms  CLS    JS KiB  bench  CPU  steal`,
);
for (const r of rows) {
  console.log(
    `${r.path.padEnd(16)} ${String(r.performance).padStart(4)} ${String(r.accessibility).padStart(5)} ${String(r["best-practices"]).padStart(4)} ${String(r.seo).padStart(4)}  ${(r.fcp / 1000).toFixed(2).padStart(6)} ${(r.lcp / 1000).toFixed(2).padStart(6)} ${r.tbt.toFixed(0).padStart(7)}  ${r.cls.toFixed(3)} ${(r.js / 1024).toFixed(1).padStart(8)} ${String(Math.round(r.benchmark)).padStart(6)} ${r.cpu.toFixed(1).padStart(4)}x ${`${(r.steal * 100).toFixed(0)}%`.padStart(5)}${r.contended ? `  (${r.contended} run${r.contended > 1 ? "s" : ""} on a busy host kept)` : ""}${r.failed.length ? `  FAILED: ${r.failed.join(", ")}` : r.belowTarget.length ? `  below target: ${r.belowTarget.join(", ")}` : ""}`,
  );
}
console.log(`lighthouse: ${rows.length - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
