import { expect, failPhotoHost, gotoHydrated, test } from "./fixtures";

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
  await failPhotoHost(page, allowProblem);
  await gotoHydrated(page, "/gallery");
  await page.evaluate(() => document.fonts.ready);
  const grid = page
    .getByRole("list")
    .filter({ has: page.getByRole("button", { name: /View larger/ }) });
  // The first group of six (the wide photo and its rows), not all eighteen: a smaller screenshot
  // that still holds every kind of tile.
  const tiles = grid.getByRole("listitem");
  await tiles.first().scrollIntoViewIfNeeded();
  const [first, sixth, whole] = await Promise.all(
    [tiles.first(), tiles.nth(5), grid].map((locator) => locator.boundingBox()),
  );
  const scrollY = await page.evaluate(() => window.scrollY);
  if (!first || !sixth || !whole) throw new Error("the gallery's grid is not laid out");
  await expect(page).toHaveScreenshot("gallery-placeholders-1280.png", {
    animations: "disabled",
    fullPage: true,
    clip: {
      x: whole.x,
      y: first.y + scrollY,
      width: whole.width,
      height: sixth.y + sixth.height - first.y,
    },
    maxDiffPixelRatio: 0.01,
  });
});

test("a photo that stands alone says on its placeholder what it shows", async ({
  page,
  allowProblem,
}) => {
  await failPhotoHost(page, allowProblem);
  await gotoHydrated(page, "/rooms/deluxe");
  const box = page
    .getByRole("list", { name: "Photos of the Deluxe Room" })
    .locator(".photo-placeholder")
    .first();
  await expect(box).toHaveAttribute("data-kind", "room");
  await expect(box).toHaveAttribute("data-failed", "");
  const caption = await box.evaluate((element) => {
    const style = getComputedStyle(element, "::after");
    return { text: style.content, color: style.color, band: style.backgroundColor };
  });
  expect(caption.text).toBe('"Deluxe room with a king bed and city view" / ""');
  // Legible (WCAG 1.4.3) over the lightest of the backdrop, its gold corner (gold-400), seen
  // through the band under the words.
  expect(contrast(caption.color, over(caption.band, [212, 165, 81]))).toBeGreaterThanOrEqual(4.5);
  // One of the rooms' drawings, chosen by the photo; the hero, whose photo failed too, the scene.
  expect(await box.evaluate((element) => element.style.getPropertyValue("--photo-motif"))).toMatch(
    /^url\("?\/assets\/room[-\w]*\.svg"?\)$/,
  );
  const hero = page.locator("section:has(h1) > .photo-placeholder");
  await expect(hero).toHaveAttribute("data-failed", "");
  expect(await hero.evaluate((element) => element.style.getPropertyValue("--photo-motif"))).toMatch(
    /^url\("?\/assets\/scene[-\w]*\.svg"?\)$/,
  );
});

type Rgb = readonly [number, number, number];
const channels = (css: string) => css.match(/[\d.]+/g)!.map(Number);
/** A colour with alpha (`rgba(...)`) laid over an opaque one. */
function over(css: string, under: Rgb): Rgb {
  const [r = 0, g = 0, b = 0, alpha = 1] = channels(css);
  return [r, g, b].map((value, index) => value * alpha + under[index]! * (1 - alpha)) as never;
}
/** WCAG's contrast ratio between an opaque text colour and the opaque colour under it. */
function contrast(text: string, under: Rgb) {
  const luminance = ([r, g, b]: Rgb) => {
    const linear = (value: number) =>
      (value /= 255) <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [light, dark] = [luminance(channels(text) as never), luminance(under)].sort(
    (a, b) => b - a,
  );
  return (light! + 0.05) / (dark! + 0.05);
}

test("the home page's story tiles draw what they stand for and say it, on a phone", async ({
  page,
  allowProblem,
}) => {
  await failPhotoHost(page, allowProblem);
  // Still: the tiles rise into view with the scroll otherwise.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, "/");
  const tiles = page.locator("section[aria-labelledby=our-story] .photo-placeholder");
  await expect(tiles).toHaveCount(4);
  await tiles.first().scrollIntoViewIfNeeded();
  await tiles.last().scrollIntoViewIfNeeded();
  for (const tile of await tiles.all()) await expect(tile).toHaveAttribute("data-failed", "");
  await page.evaluate(() => document.fonts.ready);
  const [first, last] = await Promise.all([
    tiles.first().boundingBox(),
    tiles.last().boundingBox(),
  ]);
  const scrollY = await page.evaluate(() => window.scrollY);
  if (!first || !last) throw new Error("the story tiles are not laid out");
  await expect(page).toHaveScreenshot("story-placeholders-375.png", {
    animations: "disabled",
    fullPage: true,
    clip: {
      x: first.x,
      y: first.y + scrollY,
      width: last.x + last.width - first.x,
      height: last.y + last.height - first.y,
    },
    maxDiffPixelRatio: 0.01,
  });
});
