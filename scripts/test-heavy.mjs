// `npm run test:heavy`: the long random runs, each on a new seed that it prints (set MONKEY_SEED,
// FUZZ_SEED or FC_SEED to replay one), then the mutation testing of app/domain/, which prints its score (it
// fails below 85%; stryker.config.mjs). Needs a build (`npm run build`).
import { randomInt } from "node:crypto";
import { editSets } from "./content-edits.mjs";
import { ensureChromium, finish, run } from "./steps.mjs";

const monkeySeed = process.env.MONKEY_SEED ?? String(randomInt(1_000_000));
const fuzzSeed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31));
const propertySeed = process.env.FC_SEED ?? String(randomInt(2 ** 31));
console.log(
  `test:heavy: MONKEY_SEED=${monkeySeed} FUZZ_SEED=${fuzzSeed} FC_SEED=${propertySeed} replay this run`,
);
const ok =
  (await run(
    "the domain's generated cases (fast-check), 50,000 each",
    "npx vitest run app/domain --testTimeout=600000",
    { FC_SEED: propertySeed, FC_RUNS: process.env.FC_RUNS ?? "50000" },
  )) &&
  (await run("fuzz (npm start's server), 30,000 requests", "node scripts/fuzz-server.mjs", {
    FUZZ_SEED: fuzzSeed,
    FUZZ_REQUESTS: process.env.FUZZ_REQUESTS ?? "30000",
  })) &&
  ensureChromium() &&
  (await run("random actions, 300 per page", "npx playwright test tests/e2e/monkey.spec.ts", {
    MONKEY_SEED: monkeySeed,
    MONKEY_ACTIONS: process.env.MONKEY_ACTIONS ?? "300",
  })) &&
  (await run(
    "every edit set, built 14 months ahead",
    `node scripts/later-day.mjs ${Object.keys(editSets).join(" ")}`,
  )) &&
  (await run("mutation testing of app/domain (Stryker)", "npm run test:mutation"));
finish(ok);
