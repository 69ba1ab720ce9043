// Lighthouse's own advice for hosts that are not its reference machine (github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md,
// "Calibrating multipliers", and its CPU throttling calculator): mobile runs slow the CPU 4x so that
// a desktop scoring about 1533 on Lighthouse's benchmark behaves like the reference mid-range phone.
// A slower host needs less slowing down to look like the same phone. These are the calculator's
// piecewise-linear steps: 150 -> 1x, 800 -> 2x, 1300 -> 3x, 1533 -> 4x, 2000 -> 6x.

/**
 * The calculator's last anchor. Past it the calculator only extrapolates (a host scoring 2900
 * would be slowed 9.8x), and the benchmark no longer tracks a host's speed at loading pages:
 * DevTools' own calibration (2024) puts a mid-tier phone, a Pixel 5, at 1000 on the same benchmark.
 */
export const maxSlowdown = 6;

/** The CPU slowdown that makes a host with this benchmark index act like Lighthouse's mobile device. */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4; // unknown: Lighthouse's default
  let multiplier;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.min(maxSlowdown, Math.max(1, multiplier)) * 100) / 100;
}

/**
 * Whether the host was busy with something else while Lighthouse loaded the page, so the run
 * measured the host rather than the page. Two signs: CPU time the hypervisor gave to other
 * machines (steal) during the load, and a benchmark index far below the best this host has shown
 * in the same session (taken just before the load). Lighthouse's variability guide names
 * resource contention as the main source of run-to-run variance.
 */
export function contention({ stealShare, benchmark, bestBenchmark }) {
  const reasons = [];
  if (stealShare > 0.05) reasons.push(`steal ${(stealShare * 100).toFixed(0)}%`);
  if (benchmark > 0 && bestBenchmark > 0 && benchmark < 0.6 * bestBenchmark)
    reasons.push(`benchmark ${Math.round(benchmark)} of ${Math.round(bestBenchmark)}`);
  return reasons;
}

/** The CPU ticks of /proc/stat's first line (Linux), or null elsewhere. */
export function parseCpuTicks(procStat) {
  const line = procStat.split("\n").find((l) => l.startsWith("cpu "));
  if (!line) return null;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user)
  const total = values.slice(0, 8).reduce((sum, v) => sum + v, 0);
  return { total, steal: values[7] ?? 0 };
}

/** Share of the CPU time between two readings that the hypervisor took (0 when unknown). */
export function stealShareBetween(before, after) {
  if (!before || !after) return 0;
  const total = after.total - before.total;
  return total > 0 ? (after.steal - before.steal) / total : 0;
}
