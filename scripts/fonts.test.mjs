import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { faces, subsetFiles, usedCharacters } from "./fonts.mjs";

describe.each(Object.keys(faces))("the %s subset", (face) => {
  it("has every character of its script the site can show (else: node scripts/fonts.mjs)", async () => {
    const inFont = new Set(readFileSync(subsetFiles(face).characters, "utf8").replace(/\n$/, ""));
    const missing = [...(await usedCharacters(face))].filter((char) => !inFont.has(char));
    expect(missing).toEqual([]);
  });

  it("is well under the size of the face it was cut from", () => {
    expect(statSync(subsetFiles(face).font).size).toBeLessThan(
      0.7 * statSync(faces[face].source).size,
    );
  });
});

describe("the English pages' Bengali label face", () => {
  it("is cut from the language switch's label in the English catalogue and the taka sign, and nothing more", async () => {
    const { site: en } = await import("../app/locales/en/site");
    const label = [...new Set(`${en.language.switchTo}৳`)].sort().join("");
    expect(label).toMatch(/^[\u0980-\u09FF]+$/);
    expect(await usedCharacters("bangla-label")).toBe(label);
  });
});
