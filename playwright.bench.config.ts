import { defineConfig } from "@playwright/test";
import config from "./playwright.config";

// `npm run bench`'s browser runs (tests/bench/): the site's own server and browser as the suite's,
// one worker so the throttled phone has the host to itself.
export default defineConfig({ ...config, testDir: "tests/bench", workers: 1 });
