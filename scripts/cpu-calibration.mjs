// Lighthouse's own advice for hosts that are not its reference machine (docs/throttling.md,
// "Calibrating multipliers", and its CPU throttling calculator): mobile runs slow the CPU 4x so that
// a desktop scoring about 1533 on Lighthouse's benchmark behaves like the reference mid-range phone.
// A slower host needs less slowing down to look like the same phone. These are the calculator's
// piecewise-linear steps: 150 -> 1x, 800 -> 2x, 1300 -> 3x, 1533 -> 4x, 2000 -> 6x.

/** The CPU slowdown that makes a host with this benchmark index act like Lighthouse's mobile device. */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4; // unknown: Lighthouse's default
  let multiplier;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.max(1, multiplier) * 100) / 100;
}
