import { describe, expect, it } from "vitest";
import { isPhone } from "./phone";

describe("isPhone", () => {
  it.each([
    "+880 1711-000000",
    "01711 000000",
    "+44 7700 900123",
    "(02) 996 6000",
    "0821.716.677",
    // Typed with a Bengali keyboard.
    "০১৭১১ ০০০০০০",
    "  +880 1711 000000  ",
  ])("accepts %j", (value) => {
    expect(isPhone(value)).toBe(true);
  });

  it("takes 7 to 15 digits, however they are spaced", () => {
    expect(isPhone("123 456")).toBe(false);
    expect(isPhone("123 4567")).toBe(true);
    expect(isPhone("+1 234 567 890 12345")).toBe(true);
    expect(isPhone("+1 234 567 890 123456")).toBe(false);
  });

  it.each([
    "",
    "   ",
    "( ) - .",
    "call me",
    "call 01711 000000",
    "01711 000000 after 6pm",
    "01711 000000 ext 12",
    "++880 1711 000000",
    "880+1711000000",
    "01711_000000",
    "01711/000000",
  ])("rejects %j", (value) => {
    expect(isPhone(value)).toBe(false);
  });
});
