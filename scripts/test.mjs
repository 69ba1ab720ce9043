// `npm test`: every check, in order, stopping at the first failure.
import { spawn, spawnSync } from "node:child_process";
import { chromiumPath } from "./chromium.mjs";

const steps = [];
const started = Date.now();

function run(name, command, env = {}) {
  return new Promise((resolve) => {
    console.log(`\n▶ ${name}: ${command}`);
    const t0 = Date.now();
    const child = spawn(command, {
      shell: true,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("exit", (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      steps.push({ name, ok: code === 0, seconds });
      console.log(`${code === 0 ? "✔" : "✘"} ${name} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

function finish(ok) {
  const failed = steps.filter((step) => !step.ok).length;
  console.log("\nSummary");
  for (const step of steps)
    console.log(`  ${step.ok ? "✔" : "✘"} ${step.name.padEnd(28)} ${step.seconds.padStart(7)} s`);
  console.log(`  total ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${steps.length - failed} passed, ${failed} failed`);
  process.exit(failed || !ok ? 1 : 0);
}

/**
 * A program the checks drive but npm cannot install: Debian's package is installed when this runs
 * as root with apt; otherwise the run stops and says what to install.
 */
function ensureProgram(found, { what, debianPackage, alternative = "" }) {
  if (found()) return true;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log(`${what} not found: installing Debian's ${debianPackage} (one to two minutes)…`);
    const result = spawnSync(
      "sh",
      [
        "-c",
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`,
      ],
      { stdio: "inherit" },
    );
    if (result.status === 0 && found()) return true;
  }
  console.error(
    `\nNo ${what} found. Install Debian's package and run again:\n  sudo apt-get update && sudo apt-get install -y ${debianPackage}\n${alternative}`,
  );
  steps.push({ name: what, ok: false, seconds: "0.0" });
  return false;
}

const hasCommand = (name) => spawnSync("sh", ["-c", `command -v ${name}`]).status === 0;
// The Nu checker is a Java program; vnu-jar's own postinstall (denied in package.json) would
// download a JRE from outside the npm registry.
const ensureJava = () =>
  ensureProgram(() => hasCommand("java"), { what: "Java", debianPackage: "default-jre-headless" });
// The host checks serve the build through nginx too, with the build's brotli copies.
const ensureNginx = () =>
  ensureProgram(
    () =>
      hasCommand("nginx") &&
      spawnSync("sh", ["-c", "test -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so"])
        .status === 0,
    { what: "nginx", debianPackage: "nginx libnginx-mod-http-brotli-static" },
  );
const ensureChromium = () =>
  ensureProgram(() => Boolean(chromiumPath()), {
    what: "Chromium",
    debianPackage: "chromium",
    alternative: "or point CHROME_PATH at a Chromium or Chrome binary.",
  });

const port = process.env.E2E_PORT ?? "4199";
// Each step runs only if every one before it passed.
const ok =
  (await run("audit (runtime dependencies)", "node scripts/audit.mjs")) &&
  (await run("types", "npx react-router typegen && npx tsc")) &&
  (await run("lint", "npx eslint . --max-warnings=0")) &&
  (await run("unused files, exports and dependencies (knip)", "npx knip")) &&
  (await run("format", "npx prettier --check . --log-level warn")) &&
  (await run("unit and component tests", "npx vitest run")) &&
  (await run("build", "npm run build")) &&
  ensureJava() &&
  (await run("valid HTML (Nu Html Checker)", "node scripts/validate-html.mjs")) &&
  (await run("links, titles, descriptions", "node scripts/check-seo.mjs")) &&
  (await run("structured data", "node scripts/validate-structured-data.mjs")) &&
  ensureNginx() &&
  (await run("production hosts (npm start, nginx)", "node scripts/check-hosts.mjs", {
    REQUIRE_NGINX: "1",
  })) &&
  (await run("fuzz (npm start's server)", "node scripts/fuzz-server.mjs")) &&
  ensureChromium() &&
  (await run("end-to-end and accessibility", "npx playwright test", { E2E_PORT: port })) &&
  (await run("the editor at /admin/", "npx playwright test -c playwright.editor.config.ts")) &&
  (await run("weight budget", `node scripts/with-server.mjs node scripts/weight.mjs`)) &&
  // A benchmark: it prints each key interaction's INP and fails only if it cannot measure.
  (await run("interaction to next paint (benchmark)", "npm run bench:inp")) &&
  (await run("ten times the content (scale)", "node scripts/scale-check.mjs")) &&
  (await run("Lighthouse (mobile)", "node scripts/lighthouse.mjs"));
finish(ok);
