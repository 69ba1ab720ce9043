import type { Page } from "@playwright/test";
import { contentEntries } from "./content";
import { expect, gotoHydrated, test } from "./fixtures";
import { biryani, deluxe, seedCart, storedCart } from "./sample-cart";

/**
 * Taka beside dollars (issue 49): every dollar figure shown has its "≈ ৳" beside it, in its own
 * element or its price's (`data-price`); a room's nights at their rates (`data-rate-parts`) are the
 * sum its line total states, taka and all. Visible text only, at the width given.
 */
async function dollarsWithoutTaka(page: Page) {
  return page.evaluate(() => {
    const lonely: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      if (!/\$[\d০-৯]/.test(node.textContent ?? "") || element.closest("[data-rate-parts]"))
        continue;
      if (element.closest(".sr-only") || element.getClientRects().length === 0) continue;
      const owner = element.closest("[data-price]") ?? element;
      if (!owner.textContent?.includes("৳")) lonely.push(owner.textContent!.trim());
    }
    return lonely;
  });
}

const rate = contentEntries("site")[0]!.site.takaPerDollar;
const taka = (dollars: number) => Math.round(dollars * rate);

for (const width of [375, 1280]) {
  test(`the order page, the cart and the checkout show taka beside every dollar at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await seedCart(
      page,
      storedCart([
        { ...biryani, quantity: 2 },
        // A night the tests' hotel has open and in no season, ahead of its day (tests/fixtures/hotel.mjs).
        { ...deluxe, dates: { checkIn: "2027-04-14", checkOut: "2027-04-15" }, quantity: 1 },
      ]),
    );
    await gotoHydrated(page, "/online-order");
    expect(await dollarsWithoutTaka(page)).toEqual([]);
    // A dish's taka is its price at the hotel's rate, to the taka.
    const card = page
      .getByRole("article")
      .filter({ has: page.locator("[data-price]") })
      .first();
    const name = await card.getByRole("heading").first().innerText();
    const dish = contentEntries("dishes").find((entry) => entry.name === name)!;
    await expect(card.locator("[data-price]")).toContainText(
      `৳${taka(dish.price).toLocaleString("en-US")}`,
    );

    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("heading", { name: /order summary/i })).toBeVisible();
    expect(await dollarsWithoutTaka(page)).toEqual([]);
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await dollarsWithoutTaka(page)).toEqual([]);
  });
}

test("the Bengali rooms and a room's page show each price in taka too", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  for (const path of ["/bn/rooms", "/bn/rooms/deluxe"]) {
    await gotoHydrated(page, path);
    expect(await dollarsWithoutTaka(page), path).toEqual([]);
  }
});
