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
  execFileSync("java", ["-jar", String(vnuJar), "--errors-only", "--format", "gnu", ...pages], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
} catch (error) {
  output = `${error.stdout ?? ""}${error.stderr ?? ""}`;
}
const errors = output.split("\n").filter((line) => line.includes(":"));
for (const line of errors) console.log(line.replace(buildClientDir, "/"));
console.log(`html: ${pages.length - new Set(errors.map((line) => line.split(":")[0])).size} passed, ${new Set(errors.map((line) => line.split(":")[0])).size} failed (${errors.length} errors in ${pages.length} pages)`);
process.exit(errors.length ? 1 : 0);
