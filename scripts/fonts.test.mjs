import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bengaliRuns, glyphCounts, runsShapedDifferently, trueType } from "./font-glyphs.mjs";
import { cutToCharacters, faceText, faces, subsetFiles, usedCharacters } from "./fonts.mjs";

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

describe.each(Object.keys(faces).filter((face) => faces[face].shapedWords))(
  "the %s subset, cut to the site's words",
  (face) => {
    it("shapes every word of the site as the whole face does (else: node scripts/fonts.mjs)", async () => {
      const characters = await usedCharacters(face);
      const whole = await cutToCharacters(face, characters, "truetype");
      const committed = await trueType(readFileSync(subsetFiles(face).font));
      const runs = bengaliRuns(await faceText(face));
      expect(runs.length).toBeGreaterThan(1000);
      expect(runsShapedDifferently(whole, committed, runs)).toEqual([]);
    }, 60_000);

    it("shapes every word into as many glyphs as the uncut face, none missing, no vowel sign astray", async () => {
      const uncut = await trueType(readFileSync(faces[face].source));
      const committed = await trueType(readFileSync(subsetFiles(face).font));
      const runs = bengaliRuns(await faceText(face));
      const [expected, actual] = [uncut, committed].map((font) => glyphCounts(font, runs));
      expect(runs.filter((_, i) => expected[i] !== actual[i])).toEqual([]);
      expect(expected.filter((count) => !count.endsWith(" 0"))).toEqual([]);
    }, 60_000);
  },
);

describe("the English pages' Bengali label face", () => {
  it("is cut from the language switch's label in the English catalogue and the taka sign, and nothing more", async () => {
    const { site: en } = await import("../app/locales/en/site");
    const label = [...new Set(`${en.language.switchTo}৳`)].sort().join("");
    expect(label).toMatch(/^[\u0980-\u09FF]+$/);
    expect(await usedCharacters("bangla-label")).toBe(label);
  });
});
