// Mutation testing of the hotel's rules (app/domain/, `npm run test:mutation`, docs/testing.md):
// Stryker changes the code one small mutant at a time (a `<` to `<=`, a `&&` to `||`, a string
// emptied) and runs the domain's tests against each; a mutant no test notices "survives". The run
// fails below a mutation score of 85%.
const concurrency = Number(process.env.STRYKER_CONCURRENCY ?? 1);
if (!Number.isInteger(concurrency) || concurrency < 1)
  throw new Error(
    `STRYKER_CONCURRENCY must be a whole number from 1, not "${process.env.STRYKER_CONCURRENCY}"`,
  );

// Stryker checks these options against its schema when it starts.
export default {
  mutate: ["app/domain/**/*.ts", "!app/domain/**/*.test.ts"],
  testRunner: "vitest",
  vitest: { configFile: "vitest.domain.config.ts" },
  coverageAnalysis: "perTest",
  // One worker by default: the machine's two cores are shared.
  concurrency,
  reporters: ["clear-text", "progress"],
  clearTextReporter: { reportTests: false, logTests: false },
  thresholds: { high: 90, low: 85, break: 85 },
  // What the tests do not need is not copied to the sandbox (.stryker-tmp/).
  ignorePatterns: [
    "/build",
    "/build-*",
    "/test-results",
    "/playwright-report",
    "/coverage",
    "/screenshots",
    "/.react-router",
    "/.tmp",
  ],
};
