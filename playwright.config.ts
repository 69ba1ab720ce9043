import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4199);

/**
 * Which specs run (scripts/test.mjs runs each on its own build):
 * - `hotel`: the hotel's own content, as content/ holds it today, on the day it is built: every
 *   page's page-wide checks, the pages without JavaScript, the random actions, and the figures that
 *   follow the guest's day. They read what they expect from the content, never a copy of it.
 * - `later`: the same content after the hotel's ordinary edits, built on a day far ahead.
 * - `journeys`: everything else, on the tests' own hotel (tests/fixtures/hotel.mjs), whose prices,
 *   names and hours the journeys may state.
 * Unset: every spec, against whichever build BUILD_DIR names.
 */
const hotelSpecs = ["pages", "no-js", "monkey", "days"].map((name) => `**/${name}.spec.ts`);
const laterSpecs = ["days"].map((name) => `**/${name}.spec.ts`);
const suite = process.env.E2E_SUITE;
const specs =
  suite === "hotel"
    ? { testMatch: hotelSpecs }
    : suite === "later"
      ? { testMatch: laterSpecs }
      : suite === "journeys"
        ? { testIgnore: hotelSpecs }
        : {};

export default defineConfig({
  testDir: "tests/e2e",
  ...specs,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    // The service worker would fetch the whole site in every test's fresh context, and requests it
    // makes are out of page.route()'s reach: its own tests (offline.spec.ts) allow it.
    serviceWorkers: "block",
    // The pages at rest: the hero's endless drift and each photo's rise are drawn frame by frame on
    // these two cores, a fifth of the suite's processor time (docs/decisions/0041). Motion, on and
    // off, is tested where it is the subject: look.spec.ts and the hero's and carousel's own tests
    // set "no-preference".
    reducedMotion: "reduce",
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    command: `node scripts/serve-build.mjs`,
    env: { PORT: String(port), BUILD_DIR: process.env.BUILD_DIR ?? "build" },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
