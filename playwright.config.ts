import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4199);

export default defineConfig({
  testDir: "tests/e2e",
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
