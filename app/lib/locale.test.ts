import { describe, expect, it } from "vitest";
import { bnDigits, latinDigits, localizedPath } from "./locale";

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

  it("reads Bengali digits back as Latin ones, and leaves the rest alone", () => {
    expect(latinDigits("২০২৬")).toBe("2026");
    expect(latinDigits("১2৩")).toBe("123");
    expect(latinDigits(bnDigits(9876543210))).toBe("9876543210");
    expect(latinDigits("৫ জন, -1")).toBe("5 জন, -1");
  });
});
