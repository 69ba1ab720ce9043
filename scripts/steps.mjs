// The step runner behind `npm test`, `npm run bench` and `npm run test:heavy`: each step a shell
// command, timed, stopping at the first failure, with a summary whose last line is the plain
// "N passed, N failed".
import { spawn, spawnSync } from "node:child_process";
import { chromiumPath, headlessShellPath } from "./chromium.mjs";

const steps = [];
const started = Date.now();

/**
 * Runs `command` as the step `name`; resolves true when it exits 0. `buffered`: its output is
 * printed in one piece when it ends, so steps run side by side do not interleave.
 */
export function run(name, command, env = {}, { buffered = false } = {}) {
  return new Promise((resolve) => {
    if (!buffered) console.log(`\n▶ ${name}: ${command}`);
    const t0 = Date.now();
    const child = spawn(command, {
      shell: true,
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      steps.push({ name, ok: code === 0, seconds });
      if (buffered) process.stdout.write(`\n▶ ${name}: ${command}\n${Buffer.concat(output)}`);
      console.log(`${code === 0 ? "✔" : "✘"} ${name} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

/**
 * Runs steps side by side (quick checks that only read the tree, on the machine's two cores),
 * each printed whole as it ends; resolves true when every one passed.
 */
export const runTogether = (list) => together(list.map((step) => [step]));

/**
 * Runs sequences of steps side by side: each sequence stops at its first failure; resolves true
 * when every step of every sequence passed. Output is printed whole as each step ends.
 */
export async function together(sequences) {
  const results = await Promise.all(
    sequences.map(async (sequence) => {
      for (const [name, command, env] of sequence)
        if (!(await run(name, command, env, { buffered: true }))) return false;
      return true;
    }),
  );
  return results.every(Boolean);
}

/** Prints the summary and exits: 0 only if every step ran and passed. */
export function finish(ok) {
  const failed = steps.filter((step) => !step.ok).length;
  console.log("\nSummary");
  for (const step of steps)
    console.log(`  ${step.ok ? "✔" : "✘"} ${step.name.padEnd(44)} ${step.seconds.padStart(7)} s`);
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
export const ensureJava = () =>
  ensureProgram(() => hasCommand("java"), { what: "Java", debianPackage: "default-jre-headless" });
// The host checks serve the build through nginx too, with the build's brotli copies.
export const ensureNginx = () =>
  ensureProgram(
    () =>
      hasCommand("nginx") &&
      spawnSync("sh", ["-c", "test -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so"])
        .status === 0,
    { what: "nginx", debianPackage: "nginx libnginx-mod-http-brotli-static" },
  );
// The browser, and the headless shell the tests run in (scripts/chromium.mjs).
export const ensureChromium = () =>
  ensureProgram(() => Boolean(chromiumPath() && (process.env.CHROME_PATH || headlessShellPath())), {
    what: "Chromium",
    debianPackage: "chromium chromium-headless-shell",
    alternative: "or point CHROME_PATH at a Chromium or Chrome binary.",
  });
