// `npm test`: every correctness check, in order, stopping at the first failure (docs/testing.md).
// Figures that measure the host (Lighthouse, INP, the throttled first paint, the scale build) are
// benchmarks in `npm run bench`; long random runs are in `npm run test:heavy`.
import {
  ensureChromium,
  ensureJava,
  ensureNginx,
  finish,
  run,
  runTogether,
  together,
} from "./steps.mjs";
import { fixtureContent, fixtureDay } from "../tests/fixtures/hotel.mjs";

const port = process.env.E2E_PORT ?? "4199";
// Each step runs only if every one before it passed.
const ok =
  (await run("audit (runtime dependencies)", "node scripts/audit.mjs")) &&
  (await run("route types", "npx react-router typegen")) &&
  // Four checks that only read the source, side by side.
  (await runTogether([
    ["types", "npx tsc"],
    ["lint", "npx eslint . --max-warnings=0"],
    ["unused files, exports and dependencies (knip)", "npx knip"],
    ["format", "npx prettier --check . --log-level warn"],
  ])) &&
  // The unit tests leave a core idle for much of their run (measured: 60 % busy), and the two
  // builds fill it: side by side they took 104 s on this machine, one after another 127 s.
  (await together([
    [["unit and component tests", "npx vitest run"]],
    [
      ["build", "npm run build"],
      // The journeys speak of the tests' own hotel (tests/fixtures/hotel.mjs), built for its own day.
      [
        "build of the tests' own hotel",
        "npm run build --silent",
        {
          CONTENT_DIR: fixtureContent,
          BUILD_DAY: fixtureDay,
          BUILD_DIR: "build-fixture",
          PRECOMPRESS: "0",
        },
      ],
    ],
  ])) &&
  ensureJava() &&
  ensureNginx() &&
  ensureChromium() &&
  // The build's own checks, side by side: the checks of its files one after another, beside two
  // that mostly wait (the fuzz on its connections' time limits, the weight on each page's idle).
  (await together([
    [
      ["prerendered pages (HTML in Node)", "npx vitest run -c vitest.built.config.ts"],
      ["valid HTML (Nu Html Checker)", "node scripts/validate-html.mjs"],
      ["links, titles, descriptions", "node scripts/check-seo.mjs"],
      ["structured data", "node scripts/validate-structured-data.mjs"],
      [
        "production hosts (npm start, nginx)",
        "node scripts/check-hosts.mjs",
        { REQUIRE_NGINX: "1" },
      ],
    ],
    [
      [
        "fuzz (npm start's server, seeded)",
        "node scripts/fuzz-server.mjs",
        { FUZZ_SEED: process.env.FUZZ_SEED ?? "1" },
      ],
    ],
    [["weight budget", "node scripts/with-server.mjs node scripts/weight.mjs"]],
  ])) &&
  // The hotel's own pages as content/ has them today: the checks that read the content.
  (await run("the hotel's pages in the browser", "npx playwright test", {
    E2E_PORT: port,
    E2E_SUITE: "hotel",
  })) &&
  (await run("journeys and accessibility", "npx playwright test", {
    E2E_PORT: port,
    E2E_SUITE: "journeys",
    BUILD_DIR: "build-fixture",
    CONTENT_DIR: fixtureContent,
    BROWSER_DAY: fixtureDay,
  })) &&
  // The hotel's content after the owner's ordinary edits, built 14 months ahead.
  (await run("a later day, after the hotel's edits", "node scripts/later-day.mjs ordinary", {
    E2E_PORT: port,
  })) &&
  (await run("the editor at /admin/", "npx playwright test -c playwright.editor.config.ts")) &&
  // One worker, full Chromium: run beside the later day and the editor, it was no quicker on two
  // loaded cores, and its waits for the service worker ran out.
  (await run(
    "requests delivered (a build with delivery on)",
    "npx playwright test -c playwright.delivery.config.ts",
    { PRECOMPRESS: "0" },
  ));
finish(ok);
