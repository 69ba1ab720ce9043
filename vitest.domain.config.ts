import { defineConfig } from "vitest/config";

// The domain's own tests (app/domain/) alone, in Node: what Stryker runs for each mutant
// (stryker.config.mjs). The domain is pure (no React, no words, no content), so it needs neither
// the page environment nor the content plugin of vitest.config.ts, which runs these tests too.
export default defineConfig({
  test: { environment: "node", include: ["app/domain/**/*.test.ts"] },
});
