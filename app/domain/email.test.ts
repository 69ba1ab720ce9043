import { describe, expect, it } from "vitest";
import { isEmail } from "./email";

describe("isEmail", () => {
  it.each([
    "guest@example.com",
    "a.b+c@sub.domain.bd",
    "  padded@example.org  ",
    "josé@example.com",
    "rahim@মেইল.বাংলা",
    "guest@mail-1.example.xn--54b7fta0cc",
  ])("accepts %s", (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each([
    "",
    "   ",
    "guest",
    "guest@",
    "@example.com",
    "guest@example",
    "two words@example.com",
    "<script>@x.y",
    "guest@example.com, other@example.com",
    "guest@example.com (home)",
    "a..b@example.com",
    ".a@example.com",
    "a.@example.com",
    "guest@-example.com",
    "guest@example..com",
    "guest@example.c0m",
  ])("rejects %j", (value) => {
    expect(isEmail(value)).toBe(false);
  });
  it("rejects absurdly long input", () => {
    expect(isEmail(`${"a".repeat(10_000)}@example.com`)).toBe(false);
  });
  it("takes an address up to the 254 characters mail allows", () => {
    const domain = "@example.com"; // 12 characters
    expect(isEmail(`${"a".repeat(254 - domain.length)}${domain}`)).toBe(true);
    expect(isEmail(`${"a".repeat(255 - domain.length)}${domain}`)).toBe(false);
  });
});
