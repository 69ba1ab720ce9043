// What Lighthouse's simulated largest paint is made of (LH_LCP_DETAIL=1 in scripts/lighthouse.mjs).
// The figure does not come from the run Lighthouse watched: Lantern keeps the requests and
// main-thread tasks of that run that ended before its largest paint, and replays them on the slow
// link and CPU. The observed timings therefore do not explain the figure; the replayed ones do
// (docs/decisions/0023). LCP is the mean of two replays: "optimistic" leaves low-priority images
// out, "pessimistic" keeps them and every layout. Each ends at its last request or task that is not
// a low-priority image.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** A request or task of a replayed graph as one line: simulated start-end ms, then what it was. */
export function describeNode(node, { startTime, endTime }) {
  const span = `${Math.round(startTime)}-${Math.round(endTime)} ms`.padEnd(14);
  if (node.type === "network") {
    const { url, priority, transferSize } = node.request;
    return `${span} ${url.slice(0, 100)} (${priority}, ${transferSize} B)`;
  }
  const names = new Set(
    (node.childEvents ?? []).filter((event) => event.dur > 2000).map((event) => event.name),
  );
  return `${span} main thread${names.size ? `: ${[...names].slice(0, 4).join(", ")}` : ""}`;
}

/** Both replays, each as a heading (its end in ms) and its nodes in the order they start. */
export function describeEstimates(estimates) {
  const lines = [];
  for (const [name, estimate] of Object.entries(estimates)) {
    lines.push(`   ${name} replay: ${Math.round(estimate.timeInMs)} ms`);
    const timings = [...estimate.nodeTimings.entries()].sort(
      (a, b) => a[1].startTime - b[1].startTime || a[1].endTime - b[1].endTime,
    );
    for (const [node, timing] of timings) lines.push(`     ${describeNode(node, timing)}`);
  }
  return lines;
}

/**
 * The replays of one run, from what Lighthouse saved in `dir` (its gather mode) and the settings
 * it was scored with (the calibrated CPU slowdown included).
 */
export async function simulatedLcpGraph(dir, artifacts) {
  const { LanternLargestContentfulPaint } =
    await import("lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js");
  const read = (file) => JSON.parse(readFileSync(join(dir, file), "utf8"));
  const { settings } = artifacts;
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: read("defaultPass.trace.json"),
      devtoolsLog: read("defaultPass.devtoolslog.json"),
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: [],
      simulator: null,
    },
    { computedCache: new Map(), settings },
  );
  return describeEstimates({
    optimistic: lcp.optimisticEstimate,
    pessimistic: lcp.pessimisticEstimate,
  });
}
