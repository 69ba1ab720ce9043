// Every photo a prerendered page fetches through the site's own origin (/photo-host/...) is one the
// hosts pass on: on the build's list (build/proxied-photos.json, from the content), at a width and
// quality on it. A page asking for another would show its photo's placeholder for good.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildClientDir, buildDir } from "../../scripts/paths.mjs";
import { photoUpstreamUrl, proxiedPhotosFile } from "../../scripts/photo-proxy.mjs";

const allowed = JSON.parse(readFileSync(join(buildDir, proxiedPhotosFile), "utf8"));

function* pages(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* pages(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

describe("the photos pages fetch through /photo-host/", () => {
  it("are all on the build's list of photos the hosts pass on", () => {
    const refused = new Set<string>();
    let seen = 0;
    for (const file of pages(buildClientDir))
      for (const [address] of readFileSync(file, "utf8").matchAll(/\/photo-host\/[^"\s,]+/g)) {
        const [path, search = ""] = address.replaceAll("&amp;", "&").split("?");
        seen++;
        if (!photoUpstreamUrl(path, search, allowed)) refused.add(address);
      }
    expect(seen).toBeGreaterThan(100);
    expect([...refused]).toEqual([]);
  });
});

describe("the drawings a failed photo's placeholder shows", () => {
  it("are files of the build, more than one for each kind a grid repeats, and the hero's scene", () => {
    const drawings = new Map<string, Record<string, [string, string][]>>();
    for (const file of pages(buildClientDir)) {
      // The document's photo listener (lib/photo-fallback.ts) is given them, by kind.
      const given = /\}\}\)\((\{[^}]*\})\)/.exec(readFileSync(file, "utf8"))?.[1];
      if (given) drawings.set(file, JSON.parse(given) as Record<string, [string, string][]>);
    }
    expect(drawings.size).toBeGreaterThan(80);
    const missing = new Set<string>();
    for (const byKind of drawings.values()) {
      for (const kind of ["room", "dish", "hall", "river"])
        expect(byKind[kind]?.length, kind).toBeGreaterThan(1);
      expect(byKind.scene).toHaveLength(1);
      for (const [address] of Object.values(byKind).flat())
        if (!existsSync(join(buildClientDir, address))) missing.add(address);
    }
    expect([...missing]).toEqual([]);
  });
});
