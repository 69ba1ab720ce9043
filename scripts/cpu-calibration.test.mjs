import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "./cpu-calibration.mjs";

describe("cpuSlowdownFor", () => {
  it("follows Lighthouse's calculator at its anchor points", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });

  it("interpolates between them and never speeds the CPU up", () => {
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(50)).toBe(1);
  });

  it("keeps Lighthouse's default when the benchmark is missing", () => {
    expect(cpuSlowdownFor(undefined)).toBe(4);
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
  });
});
