import { describe, expect, it } from "vitest";
import { groupBy, matchEntries } from "./search";

const entries = [
  { title: "Deluxe Room", description: "King bed with city views", category: "Rooms" },
  { title: "Dining", description: "Bengali cuisine and the chef", category: "Navigation" },
  {
    title: "Privacy Policy",
    description: "How we handle personal information",
    category: "Information",
  },
];

describe("matchEntries", () => {
  it("matches nothing for an empty or blank query", () => {
    expect(matchEntries(entries, "")).toEqual([]);
    expect(matchEntries(entries, "   ")).toEqual([]);
  });
  it("matches the title case-insensitively", () => {
    expect(matchEntries(entries, "DELUXE").map((e) => e.title)).toEqual(["Deluxe Room"]);
  });
  it("matches the description as well", () => {
    expect(matchEntries(entries, "personal INFO").map((e) => e.title)).toEqual(["Privacy Policy"]);
  });
  it("returns every entry that matches, in list order", () => {
    expect(matchEntries(entries, "in").map((e) => e.title)).toEqual([
      "Deluxe Room",
      "Dining",
      "Privacy Policy",
    ]);
  });
  it("returns nothing when no entry matches", () => {
    expect(matchEntries(entries, "helicopter")).toEqual([]);
  });
});

describe("groupBy", () => {
  it("keeps the given category order and drops empty groups", () => {
    const groups = groupBy(entries, ["Navigation", "Booking", "Rooms", "Dining", "Information"]);
    expect(groups.map((g) => g.category)).toEqual(["Navigation", "Rooms", "Information"]);
    expect(groups[1]?.entries.map((e) => e.title)).toEqual(["Deluxe Room"]);
  });
});
