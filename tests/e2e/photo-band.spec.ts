import { expect, gotoHydrated, test } from "./fixtures";

/**
 * Photos the width of the screen between sections (issue 22): a pause between boxes of text on
 * About and Dining, at a phone's width and a desktop's.
 */
const bands = [
  {
    path: "/about",
    alt: "The hotel on the bank of the Surma under a clear evening sky",
    after: "#our-mission",
    before: "#our-journey",
  },
  {
    path: "/bn/dining",
    alt: "রান্নাঘর থেকে সদ্য আসা, মাটির হাঁড়িতে কাচ্চি বিরিয়ানি",
    after: "#chef-heading",
    before: "#menu-heading",
  },
];

for (const { path, alt, after, before } of bands)
  for (const width of [375, 1280])
    test(`${path} has a photo the width of the screen between two sections at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, path);
      const section = (heading: string) =>
        page
          .locator("section")
          .filter({ has: page.locator(heading) })
          .boundingBox();
      const [photo, above, below, screen] = await Promise.all([
        page.getByRole("img", { name: alt }).boundingBox(),
        section(after),
        section(before),
        page.evaluate(() => document.documentElement.clientWidth),
      ]);
      expect(photo!.width).toBe(screen);
      expect(photo!.y).toBeGreaterThanOrEqual(above!.y + above!.height - 1);
      expect(photo!.y + photo!.height).toBeLessThanOrEqual(below!.y + 1);
      expect(photo!.height).toBeGreaterThan(width < 800 ? 250 : 400);
    });
