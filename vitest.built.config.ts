import { defineConfig } from "vitest/config";

// The checks of the built site that need no browser (tests/built/): run by `npm test` after the
// build, apart from the unit tests, which run before it and need no build.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: { environment: "node", include: ["tests/built/**/*.test.ts"] },
});
