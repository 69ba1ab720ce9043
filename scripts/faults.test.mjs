// The fault drill stays true (issue 48): every patch in tests/faults/ still applies to the code as
// it is, so a drift is caught the day it happens (`npm test`), not on the next `npm run test:faults`;
// every patch has its fault and every fault its patch; the drill names the tests that failed.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { failedChecks, faults } from "./test-faults.mjs";

const patches = readdirSync("tests/faults").filter((file) => file.endsWith(".patch"));

describe("the fault drill", () => {
  it.each(patches)("%s still applies", (patch) => {
    const result = spawnSync("git", ["apply", "--check", `tests/faults/${patch}`], {
      encoding: "utf8",
    });
    expect(result.stderr, `remake it with git diff: ${patch}`).toBe("");
    expect(result.status).toBe(0);
  });

  it("has a check for every patch and a patch for every fault", () => {
    expect(faults.map((fault) => `${fault.name}.patch`).sort()).toEqual([...patches].sort());
  });

  it("names the failing tests from Playwright, Vitest and the scripts' own output", () => {
    const playwright = [
      "  1) [desktop] › tests/e2e/days.spec.ts:81:7 › opened on 2026-12-16 › a room's page states ",
      "",
      "  1 failed",
    ].join("\n");
    expect(failedChecks(playwright)).toEqual([
      "tests/e2e/days.spec.ts:81:7 › opened on 2026-12-16 › a room's page states",
    ]);
    expect(
      failedChecks(" \x1b[41mFAIL\x1b[49m app/domain/party.test.ts > a party > fits\n"),
    ).toEqual(["app/domain/party.test.ts > a party > fits"]);
    expect(failedChecks("/bn/cart   135.4  15.0  OVER BUDGET\nweight: 1 failed")).toEqual([
      "/bn/cart 135.4 15.0 OVER BUDGET",
    ]);
    expect(failedChecks("something\nthe end\n")).toEqual(["the end"]);
  });
});
