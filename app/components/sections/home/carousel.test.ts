import { describe, expect, it } from "vitest";
import { goToIndex, nextIndex, previousIndex } from "./carousel";

describe("testimonial carousel index", () => {
  it("moves forward and wraps from the last slide to the first", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it("moves back and wraps from the first slide to the last", () => {
    expect(previousIndex(2, 3)).toBe(1);
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it("jumps to a dot's slide and keeps any index inside the set", () => {
    expect(goToIndex(2, 3)).toBe(2);
    expect(goToIndex(0, 3)).toBe(0);
    expect(goToIndex(7, 3)).toBe(2);
    expect(goToIndex(-1, 3)).toBe(0);
    expect(goToIndex(Number.NaN, 3)).toBe(0);
  });

  it("stays at 0 for an empty set", () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
    expect(goToIndex(1, 0)).toBe(0);
  });
});
