// Bengali ends a sentence with a দাঁড়ি (।), never a Latin full stop: the site's Bengali labels
// (their source, so the sentences a function builds count too) and the Bengali half of every
// content file. A stop after a Bengali digit is a decimal point (WCAG ২.১), and three stops are an
// ellipsis (লিখুন...): neither is a sentence's end. Were an abbreviation ever wanted (ডা.), it would
// be named here. A full stop a component adds after a label is caught on the page
// (tests/e2e/page-checks.ts, expectBengaliText).
import { describe, expect, it } from "vitest";
import { catalogueStrings } from "~/lib/catalogue";
import { readAllContent } from "~/content/server/files.server";

/** A Bengali letter or sign (not a digit), any closing quotes or brackets, then one full stop. */
const latinStop = /[\u0980-\u09E5\u09F0-\u09FF][’”")\]]*\.(?!\.)/u;
const withLatinStop = (texts: readonly string[]) =>
  texts.filter((text) => latinStop.test(text)).map((text) => text.match(/.{0,40}$/mu)?.[0]);

const sources = import.meta.glob<string>("./bn/*.ts", {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("Bengali sentences end in a দাঁড়ি", () => {
  it("the rule reads a Latin stop after Bengali words, not a decimal or an ellipsis", () => {
    expect(withLatinStop(["গরম গরম পৌঁছায়.", "(বিকেল ৫টা থেকে)."])).toHaveLength(2);
    expect(withLatinStop(["গরম গরম পৌঁছায়।", "WCAG ২.১-এর", "লিখুন...", "Sylhet."])).toEqual([]);
  });

  it("in the site's Bengali labels", () => {
    const lines = Object.entries(sources).flatMap(([file, source]) =>
      source
        .split("\n")
        .map((line, index) => `${file}:${index + 1}: ${line}`)
        // Comments are for the code's readers, in English.
        .filter((line) => !/^\S+: \s*(\/\/|\/?\*)/.test(line)),
    );
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(lines.filter((line) => latinStop.test(line))).toEqual([]);
  });

  it("in the Bengali half of every content file", () => {
    const all = readAllContent();
    const found = Object.values(all)
      .flat()
      .flatMap((entry) =>
        withLatinStop(catalogueStrings(entry.data.bn)).map((text) => `${entry.file}: ${text}`),
      );
    expect(Object.values(all).flat().length).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });
});
