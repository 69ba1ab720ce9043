// `npm run bench`: the figures that measure this host as much as the site. Each prints its table
// and fails only when it cannot measure or a figure is far off (docs/testing.md). Needs a build
// (`npm run build`); `npm test` does not run these.
import { ensureChromium, finish, run } from "./steps.mjs";

const ok =
  ensureChromium() &&
  // What each route's first load costs and what its budget has left for the next feature (the
  // same table npm test's weight step gates on).
  (await run(
    "first-load weight and headroom",
    "node scripts/with-server.mjs node scripts/weight.mjs",
  )) &&
  (await run(
    "interaction to next paint",
    "node scripts/with-server.mjs node scripts/bench-inp.mjs",
  )) &&
  (await run(
    "taps at the first paint, throttled",
    "npx playwright test -c playwright.bench.config.ts",
  )) &&
  (await run("ten times the content (scale)", "node scripts/scale-check.mjs")) &&
  (await run("Lighthouse (mobile)", "node scripts/lighthouse.mjs"));
finish(ok);
