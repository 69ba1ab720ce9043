// The Nu Html Checker over every prerendered page: any error fails.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import vnuJar from "vnu-jar";
import { buildClientDir } from "./paths.mjs";

const pages = readdirSync(buildClientDir, { recursive: true })
  .filter((file) => String(file).endsWith(".html") && !String(file).startsWith("__spa"))
  .map((file) => join(buildClientDir, String(file)));

let output = "";
try {
  // A short run: the JVM's quick compiler alone (C1) does the work in half the processor time its
  // optimising one spends compiling; C1's deeper frames need the larger stack the checker asks for.
  const jvm = ["-Xss4m", "-XX:TieredStopAtLevel=1"];
  execFileSync(
    "java",
    [...jvm, "-jar", String(vnuJar), "--errors-only", "--format", "gnu", ...pages],
    {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
} catch (error) {
  // vnu exits non-zero on errors; anything else (no java, a crash) must fail loudly too.
  output = `${error.stdout ?? ""}${error.stderr ?? ""}` || String(error);
}
const errors = output.split("\n").filter((line) => line.includes(": error"));
// gnu format: "file:/abs/path.html":line.col-line.col: error: message
const failedPages = new Set(errors.map((line) => line.slice(0, line.indexOf('":') + 1)));
for (const line of errors) console.log(line.replace(buildClientDir, "/"));
console.log(
  `html: ${pages.length - failedPages.size} passed, ${failedPages.size} failed (${errors.length} errors in ${pages.length} pages)`,
);
if (output && !errors.length) console.error(`The Nu Html Checker did not run:\n${output}`);
process.exit(output ? 1 : 0);
