import { describe, expect, it } from "vitest";
import { foldText, groupBy, matchEntries, type Searchable } from "./search";

const entry = (title: string, description = "", keywords: string[] = [], category = "A") => ({
  title,
  description,
  category,
  keywords,
});

const titles = (entries: readonly Searchable[], query: string) =>
  matchEntries(entries, query).map((item) => item.title);

describe("foldText", () => {
  it("drops case, accents and hyphens and reads Bengali digits as Latin", () => {
    expect(foldText("Free Wi-Fi")).toBe("free wifi");
    expect(foldText("Café")).toBe("cafe");
    expect(foldText("$১৭৯")).toBe("$179");
  });

  it("makes a Bengali letter's two Unicode spellings one", () => {
    // য় as one character (U+09DF) and as য + nukta: a keyboard may type either.
    expect(foldText("\u09DF")).toBe(foldText("\u09AF\u09BC"));
    expect(foldText("বিরিয়ানি")).toBe(foldText("বিরি\u09DFানি"));
  });
});

describe("matchEntries", () => {
  const entries = [
    entry("Deluxe Room", "King bed with city views"),
    entry("Online Food Ordering", "Dishes delivered", ["Order food", "order food"]),
    entry("Terrace Bistro", "Street food and fusion"),
    entry("কাচ্চি বিরিয়ানি", "মেনু", ["Kacchi Biryani"]),
    entry("Standard Room", "Free Wi-Fi and a rain shower"),
  ];

  it("matches title, description or keywords, whatever the case; empty matches nothing", () => {
    expect(titles(entries, "DELUXE")).toEqual(["Deluxe Room"]);
    expect(titles(entries, "city views")).toEqual(["Deluxe Room"]);
    expect(titles(entries, "biryani")).toEqual(["কাচ্চি বিরিয়ানি"]);
    expect(titles(entries, "   ")).toEqual([]);
    expect(titles(entries, "helicopter")).toEqual([]);
  });

  it("matches each word of the query, in any order and any field", () => {
    expect(titles(entries, "food order")).toEqual(["Online Food Ordering"]);
    expect(titles(entries, "standard  shower")).toEqual(["Standard Room"]);
    expect(titles(entries, "wifi")).toEqual(["Standard Room"]);
    expect(titles(entries, "deluxe shower")).toEqual([]);
  });

  it("keeps list order among matches of the same kind", () => {
    const list = [
      entry("Deluxe Room", "King bed with city views"),
      entry("Privacy Policy", "How we handle personal information"),
      entry("Dining", "Bengali cuisine"),
      entry("Cabin", "Bengali cuisine"),
    ];
    expect(titles(list, "personal INFO")).toEqual(["Privacy Policy"]);
    expect(titles(list, "in")).toEqual(["Dining", "Cabin", "Deluxe Room", "Privacy Policy"]);
  });

  it("puts titles that start with the query first, then titles, keywords, the rest", () => {
    const ranked = [
      entry("A food guide", "dining"),
      entry("Street eats", "food stalls"),
      entry("Bistro", "", ["food"]),
      entry("Seafood", ""),
      entry("Food hall", ""),
    ];
    expect(titles(ranked, "food")).toEqual([
      "Food hall",
      "A food guide",
      "Seafood",
      "Bistro",
      "Street eats",
    ]);
  });
});

describe("groupBy", () => {
  it("keeps the given category order and leaves out empty groups", () => {
    const groups = groupBy(
      [entry("x", "", [], "B"), entry("y", "", [], "A"), entry("z", "", [], "B")],
      ["A", "B", "C"],
    );
    expect(
      groups.map((group) => [group.category, group.entries.map((item) => item.title)]),
    ).toEqual([
      ["A", ["y"]],
      ["B", ["x", "z"]],
    ]);
  });
});
