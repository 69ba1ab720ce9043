import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin is not wanted under test.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
  },
});
