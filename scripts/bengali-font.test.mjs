import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { subsetFiles, usedCharacters } from "./bengali-font.mjs";

describe("the Bengali font subset", () => {
  it("has every Bengali character the site can show (else: node scripts/bengali-font.mjs)", async () => {
    const inFont = new Set(readFileSync(subsetFiles.characters, "utf8").trim());
    const missing = [...(await usedCharacters())].filter((char) => !inFont.has(char));
    expect(missing).toEqual([]);
  });

  it("is smaller than the font's whole Bengali range", () => {
    expect(statSync(subsetFiles.font).size).toBeLessThan(100 * 1024);
  });
});
