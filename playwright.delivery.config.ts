import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";

// Requests delivered to the hotel (issue 39): a build of the content with delivery on, pointed at
// a stand-in on this machine that records what arrives, served on a port of its own.
const port = Number(process.env.DELIVERY_PORT ?? 4197);
const buildDir = process.env.DELIVERY_BUILD_DIR ?? "build-delivery";

export default defineConfig({
  testDir: "tests/delivery",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 45_000,
  use: {
    baseURL: `http://localhost:${port}`,
    serviceWorkers: "allow",
    // The pages at rest, as in the other browser suites (docs/decisions/0041).
    reducedMotion: "reduce",
    viewport: { width: 375, height: 740 },
    // The full browser, not the headless shell the other suites use (decision 0037): in the shell
    // the service worker did not send a queued request on reconnecting with its page closed.
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: "node scripts/serve-delivery-build.mjs",
    env: { PORT: String(port), BUILD_DIR: buildDir },
    url: `http://localhost:${port}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
