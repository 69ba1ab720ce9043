// `npm run test:faults`: puts faults the suite has caught in this project's history back, one at a
// time (tests/faults/<name>.patch, each a small patch), runs only the step of `npm test` that
// should catch it, takes the patch out again, and prints caught / missed. It fails if any is
// missed. A fault in the site's code is built into build-faults/, beside the real build, which it
// leaves alone. FAULTS=name,name runs some of them. docs/testing.md has the table.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = "build-faults";
const e2e = (spec, grep) =>
  `npx playwright test tests/e2e/${spec} --reporter=dot${grep ? ` -g "${grep}"` : ""}`;
// Playwright matches -g against the whole title ("… › /about: one visit…"): the space keeps
// "/about" from matching "/bn/about".
const page = (path) => e2e("pages.spec.ts", ` ${path}: one visit`);

/** Each fault: its patch, whether the site must be built with it, and the check that catches it. */
export const faults = [
  { name: "logo-label-in-name", build: true, check: page("/about") },
  { name: "dangling-aria-controls", build: true, check: page("/rooms") },
  {
    name: "two-newsletters-on-offers",
    build: true,
    check: e2e("offers.spec.ts", "offers one newsletter sign-up"),
  },
  { name: "reflow-accessibility", build: true, check: page("/accessibility") },
  { name: "hydration-mismatch", build: true, check: page("/about") },
  { name: "layout-shift-my-requests", build: true, check: page("/bn/my-requests") },
  { name: "tap-lost-before-hydration", build: true, check: e2e("early-input.spec.ts") },
  {
    name: "page-over-js-budget",
    build: true,
    check: "node scripts/with-server.mjs node scripts/weight.mjs",
  },
  { name: "title-too-long", build: true, check: "node scripts/check-seo.mjs" },
  { name: "invalid-html", build: true, check: "node scripts/validate-html.mjs" },
  { name: "bengali-home-data", build: true, check: "node scripts/check-hosts.mjs" },
  { name: "alias-unlike-primary", build: true, check: "npx vitest run -c vitest.built.config.ts" },
  {
    name: "malformed-escape-stops-server",
    build: false,
    check: "npx vitest run scripts/static-server.test.mjs",
  },
  { name: "party-over-capacity", build: false, check: "npx vitest run app/domain/party.test.ts" },
  { name: "ended-offer-shown", build: false, check: "npx vitest run app/lib/today.test.ts" },
];

const sh = (command, env = {}) =>
  spawnSync(command, {
    shell: true,
    cwd: root,
    stdio: process.env.FAULTS_VERBOSE ? "inherit" : "pipe",
    env: { ...process.env, BUILD_DIR: buildDir, ...env },
    encoding: "utf8",
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.env.FAULTS?.split(",");
  const chosen = faults.filter((f) => !only || only.includes(f.name));
  // The control: each check must pass on the site as it is, or its failure with a fault proves
  // nothing (a check that finds no test, or that fails anyway, would count every fault caught).
  console.log("test:faults: building the site as it is, and running each check on it first");
  if (sh("node scripts/build.mjs").status !== 0) {
    console.log("✘ the site as it is does not build");
    process.exit(1);
  }
  const broken = new Set();
  for (const check of new Set(chosen.map((fault) => fault.check))) {
    const result = sh(check);
    if (result.status !== 0) {
      broken.add(check);
      console.log(`✘ fails without any fault: ${check}\n${(result.stdout ?? "").slice(-2000)}`);
    }
  }
  const results = [];
  for (const fault of chosen) {
    const patch = `tests/faults/${fault.name}.patch`;
    const t0 = Date.now();
    if (sh(`git apply --check ${patch}`).status !== 0) {
      console.log(`✘ ${fault.name}: the patch no longer applies (${patch}): update it`);
      results.push({ ...fault, outcome: "stale" });
      continue;
    }
    if (broken.has(fault.check)) {
      results.push({ ...fault, outcome: "unproven" });
      continue;
    }
    sh(`git apply ${patch}`);
    let outcome;
    try {
      // A fault that stops the build is caught by the build.
      if (fault.build && sh("node scripts/build.mjs").status !== 0) outcome = "caught by the build";
      else outcome = sh(fault.check).status !== 0 ? "caught" : "missed";
    } finally {
      sh(`git apply -R ${patch}`);
    }
    const seconds = ((Date.now() - t0) / 1000).toFixed(0);
    const by = outcome === "caught by the build" ? "" : ` by ${fault.check}`;
    console.log(
      `${outcome.startsWith("caught") ? "✔" : "✘"} ${fault.name}: ${outcome} (${seconds} s)${by}`,
    );
    results.push({ ...fault, outcome });
  }
  rmSync(join(root, buildDir), { recursive: true, force: true });
  const caught = results.filter((result) => result.outcome.startsWith("caught")).length;
  console.log(`\n${caught} of ${results.length} faults caught`);
  console.log(`${caught} passed, ${results.length - caught} failed`);
  process.exit(caught === results.length ? 0 : 1);
}
