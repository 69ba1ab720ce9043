import { describe, expect, it } from "vitest";
import { bnDigits, localizedPath, splitLocale } from "./locale";

describe("locale paths and digits", () => {
  it("prefixes Bengali paths, home included, and leaves English alone", () => {
    expect(localizedPath("/", "bn")).toBe("/bn");
    expect(localizedPath("/rooms/deluxe", "bn")).toBe("/bn/rooms/deluxe");
    expect(localizedPath("/rooms", "en")).toBe("/rooms");
  });

  it("splits a served path into its locale and site path", () => {
    expect(splitLocale("/bn")).toEqual({ locale: "bn", path: "/" });
    expect(splitLocale("/bn/blog/x")).toEqual({ locale: "bn", path: "/blog/x" });
    expect(splitLocale("/bnx")).toEqual({ locale: "en", path: "/bnx" });
  });

  it("writes Bengali digits", () => {
    expect(bnDigits(2026)).toBe("২০২৬");
    expect(bnDigits("15% off, $100")).toBe("১৫% off, $১০০");
  });
});
