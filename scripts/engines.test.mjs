// What the README and package.json promise about Node must hold for every installed package: the
// oldest Node that `engines` admits has to satisfy each dependency's own `engines.node`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const project = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

/** Every package.json under node_modules, nested copies included. */
function installedPackages(dir = join(root, "node_modules"), found = []) {
  for (const name of readdirSync(dir)) {
    if (name.startsWith(".")) continue;
    const path = join(dir, name);
    if (name.startsWith("@")) {
      installedPackages(path, found);
      continue;
    }
    const manifest = join(path, "package.json");
    if (!existsSync(manifest)) continue;
    found.push(JSON.parse(readFileSync(manifest, "utf8")));
    if (existsSync(join(path, "node_modules")))
      installedPackages(join(path, "node_modules"), found);
  }
  return found;
}

describe("Node versions", () => {
  const oldest = semver.minVersion(project.engines.node);

  it("the README names the same oldest Node as package.json", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    expect(readme).toContain(`Node ${oldest.major}.${oldest.minor}+`);
  });

  it("every installed package runs on the oldest Node package.json admits", () => {
    const refusing = installedPackages()
      .filter(({ engines }) => typeof engines?.node === "string")
      .filter(({ engines }) => !semver.satisfies(oldest, engines.node))
      .map(({ name, version, engines }) => `${name}@${version} wants node ${engines.node}`);
    expect(refusing).toEqual([]);
  });

  it("this machine's Node is one package.json admits", () => {
    expect(semver.satisfies(process.version, project.engines.node)).toBe(true);
  });
});
