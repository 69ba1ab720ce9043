import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, holdToast, test } from "./fixtures";

const dishNames = (page: Page) => page.getByRole("tabpanel").getByRole("heading", { level: 3 });
const toast = (page: Page) =>
  // The newest toast comes first; dismissed ones linger while they animate out.
  page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .first();

test.describe("online ordering", () => {
  test("four category tabs hold the 13 dishes (3/4/3/3), keyboard included", async ({ page }) => {
    await gotoHydrated(page, "/online-order");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online Food Ordering");
    const tabs = page.getByRole("tablist", { name: "Menu categories" });
    await expect(tabs.getByRole("tab")).toHaveText([
      "Appetizers",
      "Main Courses",
      "Desserts",
      "Beverages",
    ]);
    await expect(dishNames(page)).toHaveText([
      "Vegetable Singara",
      "Beguni",
      "Chicken Shami Kebab",
    ]);

    await tabs.getByRole("tab", { name: "Main Courses" }).click();
    await expect(dishNames(page)).toHaveCount(4);
    await expect(page.getByRole("tabpanel")).toContainText("$22.99");

    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Desserts" })).toBeFocused();
    await expect(dishNames(page)).toHaveCount(3);
    await page.keyboard.press("ArrowRight");
    await expect(dishNames(page)).toHaveText(["Seven-Layer Tea", "Borhani", "Mango Lassi"]);
    // Prices always carry two decimals.
    await expect(page.getByRole("tabpanel")).toContainText("$3.99");
    await expect(page.getByRole("tabpanel")).toContainText("$4.49");

    // Every dish is in the prerendered HTML, hidden panels included.
    const html = await (await page.request.get("/online-order")).text();
    expect(html.match(/<article/g)).toHaveLength(13);
  });

  test("dish cards show badges, the flame scale with text, and allergens", async ({ page }) => {
    await gotoHydrated(page, "/order-food");
    const singara = page.getByRole("article").filter({ hasText: "Vegetable Singara" });
    await expect(singara.getByRole("img")).toHaveCount(1);
    await expect(singara).toContainText("$5.99");
    await expect(singara.getByRole("listitem")).toHaveText(["Vegetarian", "Popular"]);
    await expect(singara.getByText("Spice level: mild")).toBeVisible();
    await expect(singara.locator("[data-flames] svg")).toHaveCount(1);
    await expect(singara).toContainText("Allergens: Gluten, Peanuts");

    await page.getByRole("tab", { name: "Main Courses" }).click();
    const beef = page.getByRole("article").filter({ hasText: "Sylheti Shatkora Beef" });
    await expect(beef.getByText("Spice level: extra hot")).toBeVisible();
    await expect(beef.locator("[data-flames] svg")).toHaveCount(4);
    await expect(beef.getByText("Vegetarian")).toHaveCount(0);
    const ilish = page.getByRole("article").filter({ hasText: "Shorshe Ilish" });
    await expect(ilish.getByText("Spice level: hot")).toBeVisible();
    await expect(ilish.locator("[data-flames] svg")).toHaveCount(3);
    const biryani = page.getByRole("article").filter({ hasText: "Kacchi Biryani" });
    await expect(biryani.locator("[data-flames] svg")).toHaveCount(2);

    await page.getByRole("tab", { name: "Desserts" }).click();
    const doi = page.getByRole("article").filter({ hasText: "Mishti Doi" });
    await expect(doi.getByText(/Spice level/)).toHaveCount(0);
  });

  test("Add to Cart shows a toast and the Cart (n) link counts up", async ({ page }) => {
    await gotoHydrated(page, "/online-order");
    const cartLink = page.getByRole("link", { name: /^Cart \(\d+\)$/ });
    await expect(cartLink).toHaveText("Cart (0)");
    await expect(cartLink).toHaveAttribute("href", "/cart");

    await page.getByRole("button", { name: "Add to Cart: Beguni" }).click();
    await expect(toast(page)).toContainText("Added to cart");
    await expect(toast(page)).toContainText("Beguni has been added to your cart.");
    await expect(cartLink).toHaveText("Cart (1)");

    await page.getByRole("tab", { name: "Main Courses" }).click();
    await page.getByRole("button", { name: "Add to Cart: Kacchi Biryani" }).click();
    await page.getByRole("button", { name: "Add to Cart: Kacchi Biryani" }).click();
    await expect(toast(page)).toContainText("Kacchi Biryani has been added to your cart.");
    await expect(cartLink).toHaveText("Cart (3)");

    await cartLink.click();
    await expect(page).toHaveURL("/cart");
    await expect(page.getByRole("table", { name: "Food Items" })).toBeVisible();
  });

  test("tabs sit in 2 columns on small screens and 4 otherwise", async ({ page }) => {
    const rows = async () => {
      const boxes = await page
        .getByRole("tab")
        .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      return new Set(boxes).size;
    };
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, "/online-order");
    expect(await rows()).toBe(2);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await rows()).toBe(1);
  });

  test("delivery areas, times and payment options", async ({ page }) => {
    await gotoHydrated(page, "/online-order");
    const info = page.getByRole("region", { name: "Delivery information" });
    for (const text of [
      "Zindabazar",
      "Upashahar",
      "Amberkhana",
      "Subidbazar",
      "Tilagor",
      "12:00 – 3:00 PM",
      "6:00 – 10:00 PM",
      "Every day of the week",
      "Average delivery time: 30–45 minutes",
      "Credit/debit cards",
      "Cash on delivery",
      "bKash",
      "Nagad",
      "Rocket",
    ]) {
      await expect(info.getByText(text, { exact: true })).toBeVisible();
    }
  });
});

test("axe: every menu tab, with a toast, two at 1280 px and two at 375 px", async ({ page }) => {
  await gotoHydrated(page, "/online-order");
  let count = 0;
  for (const tab of ["Appetizers", "Main Courses", "Desserts", "Beverages"]) {
    if (tab === "Desserts") await page.setViewportSize({ width: 375, height: 900 });
    await page.getByRole("tab", { name: tab }).click();
    // A fresh toast over each tab, held fully shown while axe looks at it.
    await page
      .getByRole("tabpanel")
      .getByRole("button", { name: /^Add to Cart: / })
      .first()
      .click();
    count += 1;
    await expect(page.getByRole("link", { name: `Cart (${count})` })).toBeVisible();
    await holdToast(page);
    await expectNoAxeViolations(page);
  }
});
