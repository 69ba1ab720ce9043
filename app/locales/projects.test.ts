import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** A project file's `~/locale/*` folder, as the editor and `tsc` resolve it (the JSON has comments). */
const localePath = (file: string) => {
  const text = readFileSync(file, "utf8").replace(/^\s*\/\/.*$/gm, "");
  const { compilerOptions } = JSON.parse(text) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return compilerOptions.paths["~/locale/*"]![0]!.replace(/^\.\//, "").replace(/\*$/, "");
};

describe("each language's project", () => {
  // Go-to-definition reaches a label in the language of the project the editor is on: the
  // English one by tsconfig.json, the Bengali one by tsconfig.bn.json, as each build resolves it.
  it("points ~/locale/ at that language's tree (app/locales/alias.ts does the same for its build)", () => {
    expect(localePath("tsconfig.json")).toBe("app/locales/en/");
    expect(localePath("tsconfig.bn.json")).toBe("app/locales/bn/");
    expect(existsSync(`${localePath("tsconfig.bn.json")}site.ts`)).toBe(true);
  });
});
