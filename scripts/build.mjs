// `npm run build`: the English site at /, then the Bengali site at /bn (docs/decisions/0007), merged
// into one static folder, then postbuild (tidy HTML, sitemap, deploy configs, precompression).
import { execSync, spawn } from "node:child_process";
import { cp, readdir, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";
import { buildClientDir, buildDir } from "./paths.mjs";

const bengaliDir = `${buildDir}-bn`;
// Also when run as `node scripts/build.mjs`, outside npm (which would put .bin on PATH).
const reactRouter = fileURLToPath(new URL("../node_modules/.bin/react-router", import.meta.url));
const run = (command, env = {}) =>
  execSync(command, { stdio: "inherit", env: { ...process.env, ...env } });
/** A command run beside others; rejects, naming it, when it fails. */
const runAsync = (command, env = {}) =>
  new Promise((resolve, reject) =>
    spawn(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } }).on(
      "exit",
      (code) =>
        code === 0 ? resolve() : reject(new Error(`${command} (${env.VITE_LOCALE}) failed`)),
    ),
  );

// The hotel's day both languages are built for (the offers running, the rooms' from-prices), fixed
// once even if the build runs past the hotel's midnight, and written beside the build for the
// checks that compare what a page shows with what that day's rates say (tests/e2e/content.ts).
const { buildDay } = await createJiti(import.meta.url).import(
  "../app/content/server/build-day.server.ts",
);
const day = buildDay();

// Side by side: much of each build runs on one core, and the machine has two.
await Promise.all([
  runAsync(`${reactRouter} build`, { VITE_LOCALE: "en", BUILD_DIR: buildDir }),
  runAsync(`${reactRouter} build`, { VITE_LOCALE: "bn", BUILD_DIR: bengaliDir }),
]);

// The Bengali pages, and the Bengali build's hashed files (names differ wherever contents do).
await rm(`${buildClientDir}bn`, { recursive: true, force: true });
await cp(`${bengaliDir}/client/bn`, `${buildClientDir}bn`, { recursive: true });
let added = 0;
for (const name of await readdir(`${bengaliDir}/client/assets`)) {
  const target = `${buildClientDir}assets/${name}`;
  if (existsSync(target)) continue;
  await cp(`${bengaliDir}/client/assets/${name}`, target);
  added++;
}
await rm(bengaliDir, { recursive: true, force: true });
// A link to the Bengali home page is "/bn", and React Router's trailing-slash-aware data request
// for "/bn" is "/bn.data", beside the folder rather than in it: the same data, at both names.
if (existsSync(`${buildClientDir}bn/_.data`))
  await cp(`${buildClientDir}bn/_.data`, `${buildClientDir}bn.data`);
console.log(`build: Bengali pages merged under /bn, ${added} Bengali-only assets`);
await writeFile(join(buildDir, "build-day.json"), `${JSON.stringify({ day })}\n`);
console.log(`build: made for ${day} at the hotel`);

run("node scripts/postbuild.mjs");
