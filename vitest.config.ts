import { defineConfig } from "vitest/config";

import { fixtureContent, fixtureDay } from "./tests/fixtures/hotel.mjs";

// The unit and component tests speak of a hotel of their own (tests/fixtures/hotel.mjs), built for
// a day of its own: its prices, hours, names and offers are the tests', so the hotel's edits to
// content/ and the passing days never turn them red. Set before the content plugin and the build's
// constants read them.
process.env.CONTENT_DIR = fixtureContent;
process.env.BUILD_DAY = fixtureDay;
import { contentFiles } from "./app/content/server/plugin.server.ts";
import { buildDefines } from "./build-defines.ts";
import { localeAlias } from "./app/locales/alias.ts";
import { inlineScripts } from "./app/lib/inline-script.server.ts";

// Separate from vite.config.ts: the React Router plugin is not wanted under test.
export default defineConfig({
  plugins: [contentFiles(), inlineScripts()],
  // Components under test speak English; the Bengali catalogues are checked by their own tests.
  resolve: { tsconfigPaths: true, alias: [localeAlias("en")] },
  define: buildDefines(),

  test: {
    environment: "happy-dom",
    // Worker threads, not processes: the same 784 tests in 73 s instead of 90 on two cores.
    pool: "threads",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
    // One module registry and one DOM per worker, not per file: 30-35 s instead of 119 s on two cores.
    // So a test puts back what it changes: mocks, stubbed globals and variables (below), timers and
    // storage (app/test-setup.ts), and modules it imported under another build's settings or its
    // own vi.mock (the file resets the registry).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
