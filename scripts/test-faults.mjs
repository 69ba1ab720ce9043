// `npm run test:faults`: puts faults the suite has caught in this project's history back, one at a
// time (tests/faults/<name>.patch, each a small patch), runs only the step of `npm test` that
// should catch it, takes the patch out again, and prints caught (with the failing tests' names) or
// missed. It fails if any is missed. A fault in the site's code is built into a folder of its own,
// beside the real builds, which it leaves alone. FAULTS=name,name runs some of them.
// docs/testing.md has the table; scripts/faults.test.mjs keeps every patch applying.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fixtureContent, fixtureDay } from "../tests/fixtures/hotel.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const e2e = (spec, grep) =>
  `npx playwright test tests/e2e/${spec} --reporter=line${grep ? ` -g "${grep}"` : ""}`;
// Playwright matches -g against the whole title ("… › /about: one visit…"): the space keeps
// "/about" from matching "/bn/about".
const page = (path) => e2e("pages.spec.ts", ` ${path}: one visit`);

/**
 * The builds a fault is put into (scripts/test.mjs builds the same two): the hotel's own content
 * on today's date, whose pages the page-wide checks visit, or the tests' own hotel, which the
 * journeys speak of. Each in a folder of its own, beside the real builds, which it leaves alone.
 */
const builds = {
  hotel: { BUILD_DIR: "build-faults", E2E_SUITE: "hotel" },
  journeys: {
    BUILD_DIR: "build-faults-fixture",
    E2E_SUITE: "journeys",
    CONTENT_DIR: fixtureContent,
    BUILD_DAY: fixtureDay,
    BROWSER_DAY: fixtureDay,
  },
};

/** Each fault: its patch, the build it is put into (none: the source is checked), and the check. */
export const faults = [
  { name: "logo-label-in-name", build: "hotel", check: page("/about") },
  { name: "dangling-aria-controls", build: "hotel", check: page("/rooms") },
  {
    name: "two-newsletters-on-offers",
    build: "journeys",
    check: e2e("offers.spec.ts", "offers one newsletter sign-up"),
  },
  { name: "reflow-accessibility", build: "hotel", check: page("/accessibility") },
  { name: "hydration-mismatch", build: "hotel", check: page("/about") },
  { name: "layout-shift-my-requests", build: "hotel", check: page("/bn/my-requests") },
  { name: "tap-lost-before-hydration", build: "journeys", check: e2e("early-input.spec.ts") },
  {
    name: "page-over-js-budget",
    build: "hotel",
    check: "node scripts/with-server.mjs node scripts/weight.mjs",
  },
  { name: "title-too-long", build: "hotel", check: "node scripts/check-seo.mjs" },
  { name: "invalid-html", build: "hotel", check: "node scripts/validate-html.mjs" },
  { name: "bengali-home-data", build: "hotel", check: "node scripts/check-hosts.mjs" },
  {
    name: "alias-unlike-primary",
    build: "hotel",
    check: "npx vitest run -c vitest.built.config.ts",
  },
  {
    name: "past-night-priced-as-current",
    build: "hotel",
    check: e2e("days.spec.ts", "a room's page states"),
  },
  {
    name: "empty-offers-page",
    build: "journeys",
    check: e2e("offers.spec.ts", "no offer runs"),
  },
  {
    name: "malformed-escape-stops-server",
    build: null,
    check: "npx vitest run scripts/static-server.test.mjs",
  },
  { name: "party-over-capacity", build: null, check: "npx vitest run app/domain/party.test.ts" },
  { name: "ended-offer-shown", build: null, check: "npx vitest run app/lib/today.test.ts" },
];

// eslint-disable-next-line no-control-regex -- the terminal colours the runners print
const strip = (text) => text.replace(/\x1b\[[0-9;]*m/g, "");

/**
 * The tests that failed, by name, from a check's output: Playwright's numbered failures, Vitest's
 * FAIL lines, or a script's own ✘ and OVER BUDGET lines; else its last line.
 */
export function failedChecks(output) {
  const lines = strip(output).split("\n");
  const names = new Set();
  for (const line of lines) {
    const playwright = /^\s+\d+\) \[[\w-]+\] › (.+?)\s*$/.exec(line);
    const vitest = /^\s*FAIL\s+(.+?)\s*$/.exec(line);
    const script = /^\s*(✘ .+|.+OVER BUDGET.*)$/.exec(line);
    const found = playwright?.[1] ?? vitest?.[1] ?? script?.[1];
    if (found) names.add(found.replace(/\s+/g, " "));
  }
  if (names.size) return [...names];
  const last = lines.filter((line) => line.trim()).at(-1);
  return last ? [last.trim()] : [];
}

const sh = (command, env = {}) =>
  spawnSync(command, {
    shell: true,
    cwd: root,
    stdio: process.env.FAULTS_VERBOSE ? "inherit" : "pipe",
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
const build = (kind) => sh("node scripts/build.mjs", builds[kind]).status === 0;
const check = (fault) => sh(fault.check, fault.build ? builds[fault.build] : {});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.env.FAULTS?.split(",");
  const chosen = faults.filter((f) => !only || only.includes(f.name));
  // The control: each check must pass on the site as it is, or its failure with a fault proves
  // nothing (a check that finds no test, or that fails anyway, would count every fault caught).
  console.log("test:faults: building the site as it is, and running each check on it first");
  for (const kind of new Set(chosen.map((fault) => fault.build).filter(Boolean)))
    if (!build(kind)) {
      console.log(`✘ the site as it is does not build (${kind})`);
      process.exit(1);
    }
  const broken = new Set();
  const controls = new Map(chosen.map((fault) => [`${fault.build} ${fault.check}`, fault]));
  for (const [key, fault] of controls) {
    const result = check(fault);
    if (result.status !== 0) {
      broken.add(key);
      console.log(
        `✘ fails without any fault: ${fault.check}\n${(result.stdout ?? "").slice(-2000)}`,
      );
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
    if (broken.has(`${fault.build} ${fault.check}`)) {
      results.push({ ...fault, outcome: "unproven" });
      continue;
    }
    sh(`git apply ${patch}`);
    let outcome;
    let by = [];
    try {
      // A fault that stops the build is caught by the build.
      if (fault.build && !build(fault.build)) outcome = "caught by the build";
      else {
        const result = check(fault);
        outcome = result.status !== 0 ? "caught" : "missed";
        if (outcome === "caught") by = failedChecks(`${result.stdout ?? ""}${result.stderr ?? ""}`);
      }
    } finally {
      sh(`git apply -R ${patch}`);
    }
    const seconds = ((Date.now() - t0) / 1000).toFixed(0);
    console.log(
      `${outcome.startsWith("caught") ? "✔" : "✘"} ${fault.name}: ${outcome} (${seconds} s)` +
        (outcome === "caught" ? `, by ${fault.check}:\n    ${by.join("\n    ")}` : ""),
    );
    results.push({ ...fault, outcome });
  }
  for (const { BUILD_DIR } of Object.values(builds))
    rmSync(join(root, BUILD_DIR), { recursive: true, force: true });
  const caught = results.filter((result) => result.outcome.startsWith("caught")).length;
  console.log(`\n${caught} of ${results.length} faults caught`);
  console.log(`${caught} passed, ${results.length - caught} failed`);
  process.exit(caught === results.length ? 0 : 1);
}
