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
    // formats a guest types as shown, and the calendar's numbering-system code.
    const kept =
      /https?:\S+|\{[\w.]+\}|\b(Ctrl|Enter|Escape|Tab|Space|beng)\b|[\w.+-]+@[\w.-]+|YYYY-MM-DD/g;
    // The language switch names English in English, on purpose (it carries lang="en").
    const { language, ...site } = (bn["./bn/site.ts"] as { site: Record<string, unknown> }).site;
    expect(language).toBeDefined();
    const latinWords = Object.entries(bn)
      .flatMap(([path, area]) => catalogueStrings(path === "./bn/site.ts" ? site : area))
      .filter((text) => /\b[A-Za-z]{4,}\b/.test(text.replace(kept, "")));
    expect(latinWords).toEqual([]);
  });
});
