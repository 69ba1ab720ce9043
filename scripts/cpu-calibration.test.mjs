import { describe, expect, it } from "vitest";
import {
  contention,
  cpuSlowdownFor,
  parseCpuTicks,
  stealShareBetween,
} from "./cpu-calibration.mjs";

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

  it("does not extrapolate past the calculator's last anchor", () => {
    expect(cpuSlowdownFor(1900)).toBe(5.58);
    expect(cpuSlowdownFor(2881)).toBe(6);
  });

  it("keeps Lighthouse's default when the benchmark is missing", () => {
    expect(cpuSlowdownFor(undefined)).toBe(4);
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
  });
});

describe("contention", () => {
  it("names steal above 5% and a benchmark below 60% of the host's best", () => {
    expect(contention({ stealShare: 0.01, benchmark: 990, bestBenchmark: 1030 })).toEqual([]);
    expect(contention({ stealShare: 0.12, benchmark: 990, bestBenchmark: 1030 })).toEqual([
      "steal 12%",
    ]);
    expect(contention({ stealShare: 0, benchmark: 326, bestBenchmark: 1034 })).toEqual([
      "benchmark 326 of 1034",
    ]);
  });

  it("reads steal from /proc/stat", () => {
    const before = parseCpuTicks("cpu  100 0 50 800 10 0 0 40 0 0\ncpu0 1 2 3\n");
    const after = parseCpuTicks("cpu  300 0 100 1300 10 0 0 90 0 0\n");
    expect(before).toEqual({ total: 1000, steal: 40 });
    expect(stealShareBetween(before, after)).toBeCloseTo(50 / 800);
    expect(parseCpuTicks("no cpu line")).toBeNull();
    expect(stealShareBetween(null, after)).toBe(0);
  });
});
