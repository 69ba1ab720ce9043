import { defineConfig } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "./scripts/chromium.mjs";

// The editor's journey: the built editor on servers of its own, then a build of the content it
// edited, so it runs alone, after the site's.
export default defineConfig({
  testDir: "tests/editor",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
  },
});
