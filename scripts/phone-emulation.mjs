// The mid-range phone on 4G that the interaction measurements stand for (issue: "Chromium at 4x
// CPU and 150 ms / 1.6 Mbps"), applied through Chromium's DevTools protocol. Shared by the INP
// benchmark (scripts/bench-inp.mjs) and the first-paint test (tests/bench/first-paint.spec.ts).

export const phone = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/**
 * Slows `page` (of Playwright's `context`) to the phone's CPU and network.
 * @param {import("@playwright/test").BrowserContext} context
 * @param {import("@playwright/test").Page} page
 */
export async function emulatePhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: phone.cpuSlowdown });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: phone.downloadBytesPerSecond,
    uploadThroughput: phone.uploadBytesPerSecond,
  });
}
