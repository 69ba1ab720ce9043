import { describe, expect, it } from "vitest";
import { describeEstimates, describeNode } from "./lcp-graph.mjs";

const request = (url, priority, transferSize) => ({
  type: "network",
  request: { url, priority, transferSize },
});
const task = (...events) => ({ type: "cpu", childEvents: events });

describe("the simulated largest paint, line by line", () => {
  it("names a request by its address, priority and bytes, with its simulated span", () => {
    const line = describeNode(request("https://images.unsplash.com/photo-1?w=800", "High", 54144), {
      startTime: 623.4,
      endTime: 1822.6,
    });
    expect(line).toBe("623-1823 ms    https://images.unsplash.com/photo-1?w=800 (High, 54144 B)");
  });

  it("names a task by its longer events, each once", () => {
    const line = describeNode(
      task(
        { name: "Layout", dur: 35_000 },
        { name: "Layout", dur: 4_000 },
        { name: "Paint", dur: 7_500 },
        { name: "RunMicrotasks", dur: 900 },
      ),
      { startTime: 787, endTime: 992 },
    );
    expect(line).toBe("787-992 ms     main thread: Layout, Paint");
    expect(describeNode(task(), { startTime: 1, endTime: 2 })).toBe("1-2 ms         main thread");
  });

  it("lists each replay under its end, its nodes in the order they start", () => {
    const hero = request("https://photos/hero", "High", 54144);
    const css = request("http://localhost/assets/shell.css", "VeryHigh", 12830);
    const document = request("http://localhost/", "VeryHigh", 13132);
    const lines = describeEstimates({
      optimistic: {
        timeInMs: 1823.01,
        nodeTimings: new Map([
          [hero, { startTime: 623, endTime: 1823 }],
          [document, { startTime: 0, endTime: 623 }],
          [css, { startTime: 623, endTime: 1096 }],
        ]),
      },
      pessimistic: {
        timeInMs: 1900,
        nodeTimings: new Map([[document, { startTime: 0, endTime: 623 }]]),
      },
    });
    expect(lines).toEqual([
      "   optimistic replay: 1823 ms",
      "     0-623 ms       http://localhost/ (VeryHigh, 13132 B)",
      "     623-1096 ms    http://localhost/assets/shell.css (VeryHigh, 12830 B)",
      "     623-1823 ms    https://photos/hero (High, 54144 B)",
      "   pessimistic replay: 1900 ms",
      "     0-623 ms       http://localhost/ (VeryHigh, 13132 B)",
    ]);
  });
});
