import type { Page, Route } from "@playwright/test";
import { afterFrames, expect, photoHostPattern, test } from "./fixtures";

/**
 * Photos below the first screen wait for the page to load (docs/decisions/0022, the hold in
 * app/lib/photo-fallback.ts): the first screen's photo, the fonts and the styles get the guest's
 * link first. The page's `load` is held back here by holding its preloaded photos (a preload
 * delays `load`), so what the page asks for before it is seen on its own.
 */
// Paint timing: the browser's own clock (a faked one holds back the first paint's entry).
test.use({ viewport: { width: 412, height: 823 }, browserDay: "" });

// A photo by its path, whether the page names it from its own origin or a request gives it whole.
const photoId = (url: string) => new URL(url, "http://site").pathname;

/** Holds the page's preloaded photos until `release`; records every other photo it asks for. */
async function holdLoad(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const preloaded = new Set(
    [...html.matchAll(/<link rel="preload"[^>]*as="image"[^>]*imageSrcSet="([^"]+)"/gi)].map(
      (match) => photoId(match[1]!.split(" ")[0]!.replaceAll("&amp;", "&")),
    ),
  );
  expect(preloaded.size, "the page preloads a photo").toBeGreaterThan(0);
  const held: Route[] = [];
  const asked: string[] = [];
  await page.route(photoHostPattern, (route) => {
    if (preloaded.has(photoId(route.request().url()))) held.push(route);
    else {
      asked.push(photoId(route.request().url()));
      return route.fallback();
    }
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  // The first paint, and the frames after it, when the browser starts what it starts after the
  // first layout.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length);
  await afterFrames(page, 3);
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  return {
    asked,
    release: async () => {
      for (const route of held.splice(0)) await route.fallback();
    },
  };
}

/** The page's lazy photos: on the screen or not, and whether they have their address. */
const lazyPhotos = (page: Page) =>
  page.locator('img[loading="lazy"]').evaluateAll((images) =>
    images.map((image) => {
      const box = image.getBoundingClientRect();
      return {
        onScreen: box.width > 0 && box.top < innerHeight && box.bottom > 0,
        // Within the distance at which Chromium starts a lazy image on a fast connection.
        near: box.width > 0 && box.top < innerHeight + 1250,
        src: image.getAttribute("src"),
        srcset: image.getAttribute("srcset"),
      };
    }),
  );

test("on the home page no photo below the screen is asked for before the page loads; the nearest follow at load", async ({
  page,
}) => {
  const { asked, release } = await holdLoad(page, "/");
  expect(asked, "photos asked for while the page loads").toEqual([]);
  const before = await lazyPhotos(page);
  const near = before.filter((photo) => photo.near && !photo.onScreen);
  // The hold has something to do: lazy photos Chromium would start at once (within its margin).
  expect(near.length).toBeGreaterThanOrEqual(3);
  for (const photo of near) expect(photo.src).toBeNull();

  await release();
  await page.waitForLoadState("load");
  // Back whole, with their widths, and the browser starts the nearest of them without a scroll.
  for (const photo of await lazyPhotos(page)) {
    expect(photo.src).toMatch(photoHostPattern);
  }
  await expect.poll(() => asked.length).toBeGreaterThanOrEqual(2);
  for (const photo of (await lazyPhotos(page)).filter((p) => p.srcset !== null))
    expect(photo.srcset).toMatch(/ 400w, .* 800w/);
});

test("on a room page the photos on the first screen load at once; those below wait for the page to load", async ({
  page,
}) => {
  const { asked, release } = await holdLoad(page, "/rooms/deluxe");
  const photos = await lazyPhotos(page);
  const onScreen = photos.filter((photo) => photo.onScreen);
  const below = photos.filter((photo) => !photo.onScreen);
  expect(onScreen.length, "lazy photos on the first screen").toBeGreaterThanOrEqual(2);
  for (const photo of onScreen) expect(photo.src).toMatch(photoHostPattern);
  expect(asked.length).toBeGreaterThanOrEqual(1);
  expect(below.length).toBeGreaterThanOrEqual(2);
  for (const photo of below) expect(photo.src).toBeNull();

  await release();
  await page.waitForLoadState("load");
  for (const photo of await lazyPhotos(page)) expect(photo.src).toMatch(photoHostPattern);
});

test("the first scroll gives every held photo back, even before the page loads", async ({
  page,
}) => {
  const { release } = await holdLoad(page, "/");
  const held = async () => (await lazyPhotos(page)).filter((photo) => photo.src === null).length;
  expect(await held()).toBeGreaterThanOrEqual(3);
  await page.mouse.wheel(0, 600);
  await expect.poll(held).toBe(0);
  await release();
});

test("pages the router shows after the first are not held", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/rooms"]')!.click());
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(page.locator("h1")).toContainText("Rooms");
  const photos = await lazyPhotos(page);
  expect(photos.length).toBeGreaterThanOrEqual(4);
  for (const photo of photos) expect(photo.src).toMatch(photoHostPattern);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the photos load as the page names them", async ({ page }) => {
    const asked: string[] = [];
    await page.route(photoHostPattern, (route) => {
      asked.push(route.request().url());
      return route.fallback();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    for (const photo of await lazyPhotos(page)) expect(photo.src).toMatch(photoHostPattern);
    // Chromium's own lazy loading starts the nearest ones.
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(4);
  });
});
