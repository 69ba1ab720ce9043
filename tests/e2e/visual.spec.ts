import { photoHostPattern, expect, gotoHydrated, test } from "./fixtures";

/**
 * Visual regression of a handful of key pages (issue 22): each compared with its committed
 * screenshot (visual.spec.ts-snapshots/). The photo host is stubbed (fixtures.ts: one calm tone)
 * or, for the placeholders, failing; fonts are loaded and motion is stopped before each shot. A
 * change meant to alter a page's look is committed with its new screenshots:
 *   npx playwright test tests/e2e/visual.spec.ts --update-snapshots
 */
const pages = [
  { name: "home", path: "/", widths: [375, 1280] },
  { name: "room", path: "/rooms/deluxe", widths: [375, 1280] },
  { name: "dining-bn", path: "/bn/dining", widths: [375] },
  { name: "about", path: "/about", widths: [1280] },
];

for (const { name, path, widths } of pages)
  for (const width of widths)
    test(`${path} looks as it did at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      await page.clock.setFixedTime(new Date("2026-06-15T10:00:00+06:00"));
      await gotoHydrated(page, path);
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
        animations: "disabled",
        caret: "hide",
        maxDiffPixelRatio: 0.01,
      });
    });

test("photos that cannot load show drawings of what they stand for (the gallery)", async ({
  page,
  allowProblem,
}) => {
  allowProblem(/Failed to load resource: net::ERR_FAILED/);
  await page.route(photoHostPattern, (route) => route.abort());
  await gotoHydrated(page, "/gallery");
  await page.evaluate(() => document.fonts.ready);
  const grid = page
    .getByRole("list")
    .filter({ has: page.getByRole("button", { name: /View larger/ }) });
  await grid.scrollIntoViewIfNeeded();
  await expect(grid).toHaveScreenshot("gallery-placeholders-1280.png", {
    animations: "disabled",
    maxDiffPixelRatio: 0.01,
  });
});

test("a photo that stands alone says on its placeholder what it shows", async ({
  page,
  allowProblem,
}) => {
  allowProblem(/Failed to load resource: net::ERR_FAILED/);
  await page.route(photoHostPattern, (route) => route.abort());
  await gotoHydrated(page, "/rooms/deluxe");
  const box = page
    .getByRole("list", { name: "Photos of the Deluxe Room" })
    .locator(".photo-placeholder")
    .first();
  await expect(box).toHaveAttribute("data-kind", "room");
  await expect(box).toHaveAttribute("data-failed", "");
  const caption = await box.evaluate((element) => getComputedStyle(element, "::after").content);
  expect(caption).toBe('"Deluxe room with a king bed and city view" / ""');
});
