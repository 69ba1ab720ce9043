import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

// Without JavaScript every page shows its heading and words: that the HTML holds them is checked
// in Node for every page (tests/built); here, once per kind of page and the Bengali home, that
// nothing the styles do keeps them from view (the home skeleton fades by CSS alone).
const templates: string[] = JSON.parse(
  readFileSync(new URL("../sample-paths.json", import.meta.url), "utf8"),
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [...templates.filter((path) => !path.includes("no-such")), "/bn"]) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      const heading = page.locator("h1");
      await expect(heading).toBeVisible();
      await expect(heading).not.toBeEmpty();
      // Nothing may stay stuck over the page: the home skeleton fades by CSS alone, 1.1 s after
      // its first frame, which a busy machine paints late; so wait for it, up to a bound.
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const h1 = document.querySelector("h1")!.getBoundingClientRect();
              const top = document.elementFromPoint(h1.left + 4, h1.top + h1.height / 2);
              return top ? !top.closest("h1") : true;
            }),
          { message: "the h1 is covered by something", timeout: 6000 },
        )
        .toBe(false);
      expect(await page.locator("main").innerText()).not.toHaveLength(0);
    });
  }
});
