import { describe, expect, it } from "vitest";
import { parityProblems } from "~/lib/catalogue";
import { site as bn } from "./bn/site";
import { site as en } from "./en/site";

const areas = {
  site: [en, bn],
} as const;

/** Every string leaf with its path, functions called with sample arguments. */
function leaves(value: unknown, at = "$"): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (typeof value === "function") {
    // Sample arguments: numbers where a message counts, else a Bengali word.
    const call = (args: unknown[]) => {
      try {
        return (value as (...args: unknown[]) => unknown)(...args);
      } catch {
        return undefined;
      }
    };
    const sample = call([2, 3, 4].slice(0, value.length)) ?? call(["কক্ষ", "খাবার", "ঘর"]);
    return typeof sample === "string" ? [[`${at}()`, sample]] : [];
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, `${at}.${key}`));
  }
  return [];
}

describe("the Bengali catalogues", () => {
  for (const [area, [english, bengali]] of Object.entries(areas)) {
    it(`${area}: the same keys as English, no empty value`, () => {
      expect(parityProblems(english, bengali)).toEqual([]);
    });

    it(`${area}: every sentence is translated, not left in English`, () => {
      const englishByPath = new Map(leaves(english));
      const untranslated = leaves(bengali).filter(
        ([path, text]) =>
          // The switch names English in English (it carries lang="en"), on purpose.
          (!path.startsWith("$.language.") &&
            // Several English words in a row, or the English text itself, is a missed translation.
            /[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/.test(text)) ||
          (text === englishByPath.get(path) && /[A-Za-z]{3,}\s+[A-Za-z]{3,}/.test(text)),
      );
      expect(untranslated).toEqual([]);
    });
  }

  it("writes the hotel's Bengali name and Bengali digits", () => {
    expect(bn.locale).toBe("bn-BD");
    expect(bn.footer.copyright(2026)).toContain("২০২৬");
    expect(bn.footer.copyright(2026)).toContain("সুরমা রিভারসাইড হোটেল");
  });
});
