import { expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { bengaliPaths, knownPaths } from "./routes";

const widths = [375, 1280];

for (const width of widths) {
  test.describe(`axe at ${width} px`, () => {
    for (const path of [...knownPaths, ...bengaliPaths]) {
      test(`${path}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await gotoHydrated(page, path);
        // Past the home skeleton and entry animations, so contrast is measured on the real page.
        await page.waitForTimeout(1200);
        await expectNoAxeViolations(page);
      });
    }
  });
}
