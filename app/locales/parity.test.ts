// Both languages say everything: every area's Bengali has each key, list item and text of the
// English, and no text is empty (the compiler checks shapes; this checks what it cannot).
import { describe, expect, it } from "vitest";
import { catalogueStrings, parityProblems } from "~/lib/catalogue";

const en = import.meta.glob<Record<string, unknown>>("./en/*.ts", { eager: true });
const bn = import.meta.glob<Record<string, unknown>>("./bn/*.ts", { eager: true });
const areas = (tree: Record<string, unknown>, language: string) =>
  Object.keys(tree).map((path) => path.replace(`./${language}/`, ""));

describe("the two locale trees", () => {
  it("have the same areas", () => {
    expect(areas(bn, "bn").sort()).toEqual(areas(en, "en").sort());
    expect(areas(en, "en").length).toBeGreaterThan(0);
  });

  for (const area of areas(en, "en"))
    it(`${area}: the Bengali says everything the English says`, () => {
      expect(parityProblems(en[`./en/${area}`], bn[`./bn/${area}`])).toEqual([]);
    });

  it("the Bengali has no English left in it", () => {
    // What stays in Latin letters on purpose: the keys a guest presses, addresses and examples,
    // and formats a guest types as shown.
    const kept = /https?:\S+|\{\{\w+\}\}|\b(Enter|Escape|Tab|Space)\b|[\w.+-]+@[\w.-]+|YYYY-MM-DD/g;
    const latinWords = Object.values(bn)
      .flatMap(catalogueStrings)
      .filter((text) => /\b[A-Za-z]{4,}\b/.test(text.replace(kept, "")));
    expect(latinWords).toEqual([]);
  });
});
