import type { Browser, BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The code of a page's next step is fetched once the page has loaded, hydrated and gone idle
 * (scripts/prefetch-next.mjs), so a guest's first tap runs it from the cache (issue 21). In a
 * context of its own: request interception (the fixtures' photo stub) turns the browser's cache
 * off, and the cache is what is tested. The photo host is not reachable here, so photos fail.
 */
async function guest(browser: Browser, init?: () => void): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    serviceWorkers: "block",
  });
  // When the page marked itself hydrated (root.tsx), on the page's own clock.
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== "true") return;
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributeFilter: ["data-hydrated"] });
  });
  if (init) await context.addInitScript(init);
  return context;
}

const prefetchedScripts = () =>
  performance
    .getEntriesByType("resource")
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "link")
    .filter((entry) => entry.name.endsWith(".js"))
    .map((entry) => ({ name: entry.name.split("/").pop()!, start: entry.startTime }));

test("the reservation page fetches its calendar and validation once idle; the first use runs them from the cache", async ({
  browser,
}) => {
  const context = await guest(browser);
  const page = await context.newPage();
  await page.goto("/reservations");
  await expect
    .poll(() => page.evaluate(prefetchedScripts).then((files) => files.map(({ name }) => name)), {
      timeout: 15_000,
    })
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^date-calendar-/),
        expect.stringMatching(/^reservation-schema-/),
      ]),
    );
  // After the page hydrated: never in the way of its own first load.
  const files = await page.evaluate(prefetchedScripts);
  const hydratedAt = await page.evaluate(
    () => (window as unknown as { hydratedAt?: number }).hydratedAt,
  );
  expect(hydratedAt).toBeGreaterThan(0);
  for (const file of files) expect(file.start, file.name).toBeGreaterThan(hydratedAt!);

  await page.getByRole("button", { name: /^Check-in date/ }).click();
  await expect(page.getByRole("grid")).toBeVisible();
  const calendar = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => /date-calendar-/.test(entry.name))
      .map((entry) => ({
        initiator: (entry as PerformanceResourceTiming).initiatorType,
        bytes: (entry as PerformanceResourceTiming).transferSize,
      })),
  );
  // Fetched once, by the prefetch; the calendar's own import came from the cache.
  expect(calendar.filter(({ initiator }) => initiator === "link")[0]!.bytes).toBeGreaterThan(1000);
  expect(
    calendar.filter(({ initiator }) => initiator !== "link").map(({ bytes }) => bytes),
  ).toEqual([0]);
  await context.close();
});

test("a guest saving data gets no code ahead", async ({ browser }) => {
  // The connection is asked once the page is hydrated and idle, just before anything is fetched
  // ahead: once it has been asked, nothing may follow.
  const context = await guest(browser, () =>
    Object.defineProperty(navigator, "connection", {
      get() {
        (window as unknown as { connectionAsked: boolean }).connectionAsked = true;
        return { saveData: true };
      },
    }),
  );
  const page = await context.newPage();
  await page.goto("/cart");
  await page.waitForFunction(
    () => (window as unknown as { connectionAsked?: boolean }).connectionAsked === true,
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(await page.evaluate(prefetchedScripts)).toEqual([]);
  await context.close();
});

for (const { path, next } of [
  { path: "/cart", next: /^checkout-dialog-/ },
  { path: "/bn/gallery", next: /^lightbox-/ },
  { path: "/rooms/deluxe", next: /^date-calendar-/ },
  { path: "/dining", next: /^lightbox-[\w-]{8}\.js$/ },
  { path: "/rooms", next: /^room-detail-view-/ },
])
  test(`${path} fetches its next step's code ahead`, async ({ browser }) => {
    const context = await guest(browser);
    const page = await context.newPage();
    await page.goto(path);
    await expect
      .poll(() => page.evaluate(prefetchedScripts).then((files) => files.map(({ name }) => name)), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining([expect.stringMatching(next)]));
    await context.close();
  });

test("a page with no next step fetches no code ahead", async ({ page }) => {
  const html = await (await page.request.get("/about")).text();
  expect(html).not.toContain('rel="prefetch"');
  expect(html).not.toContain("l.rel=");
});
