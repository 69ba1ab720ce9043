import { describe, expect, it } from "vitest";
import { bnDigits, localizedPath } from "./locale";

describe("locale paths and digits", () => {
  it("prefixes Bengali paths, home included, and leaves English alone", () => {
    expect(localizedPath("/", "bn")).toBe("/bn");
    expect(localizedPath("/rooms/deluxe", "bn")).toBe("/bn/rooms/deluxe");
    expect(localizedPath("/rooms", "en")).toBe("/rooms");
  });

  it("writes Bengali digits", () => {
    expect(bnDigits(2026)).toBe("২০২৬");
    expect(bnDigits("15% off, $100")).toBe("১৫% off, $১০০");
  });
});
