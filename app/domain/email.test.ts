import { describe, expect, it } from "vitest";
import { isEmail } from "./email";

describe("isEmail", () => {
  it.each(["guest@example.com", "a.b+c@sub.domain.bd", "  padded@example.org  "])(
    "accepts %s",
    (value) => {
      expect(isEmail(value)).toBe(true);
    },
  );
  it.each([
    "",
    "   ",
    "guest",
    "guest@",
    "@example.com",
    "guest@example",
    "two words@example.com",
    "<script>@x.y",
  ])("rejects %j", (value) => {
    expect(isEmail(value)).toBe(false);
  });
  it("rejects absurdly long input", () => {
    expect(isEmail(`${"a".repeat(10_000)}@example.com`)).toBe(false);
  });
});
