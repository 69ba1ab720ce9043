// The hotel's site after its ordinary edits, built on a day far ahead (issue 48): a copy of
// content/ with an edit set applied as the editor would save it (scripts/content-edits.mjs), built
// into build-later/ for the hotel's day 14 months from today, then the checks that read content:
// the prerendered pages in Node, and in the browser the figures that follow the guest's day
// (tests/e2e/days.spec.ts counts its days from the build's).
//
//   node scripts/later-day.mjs [set ...]    (default: ordinary; `npm run test:heavy` runs every set)
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execSync } from "node:child_process";
import { applyEdits, editSets } from "./content-edits.mjs";

const sets = process.argv.slice(2);
/** Today at the hotel (UTC+6, app/lib/today.ts) and 426 days on: 14 months. */
const laterDay = new Date(Date.now() + 6 * 3_600_000 + 426 * 86_400_000).toISOString().slice(0, 10);
const port = process.env.E2E_PORT ?? "4199";

for (const set of sets.length ? sets : ["ordinary"]) {
  if (!editSets[set]) throw new Error(`later-day: no edit set "${set}"`);
  const site = mkdtempSync(join(tmpdir(), "later-day-"));
  const content = join(site, "content");
  cpSync("content", content, { recursive: true });
  // Photos uploaded in the editor live beside the content, in public/.
  cpSync("public", join(site, "public"), { recursive: true });
  applyEdits(content, set);
  const env = { ...process.env, CONTENT_DIR: content, BUILD_DIR: "build-later" };
  const step = (what, command, extra = {}) => {
    console.log(`\nlater-day (${set}, built for ${laterDay}): ${what}`);
    execSync(command, { stdio: "inherit", env: { ...env, ...extra } });
  };
  try {
    step("build", "npm run build --silent", { BUILD_DAY: laterDay, PRECOMPRESS: "0" });
    step("prerendered pages", "npx vitest run -c vitest.built.config.ts");
    step("in the browser", "npx playwright test", { E2E_SUITE: "later", E2E_PORT: port });
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}
