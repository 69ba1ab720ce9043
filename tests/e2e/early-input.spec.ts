import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// A tap on a control while the page's scripts are still on their way is held by the inline
// early-input script and takes effect once the page is hydrated (app/lib/early-input.ts). Here
// the scripts are held back until the taps are made, so the test does not depend on timing.

/** Opens `path` with its scripts held; gives the function that lets them through. */
async function openWithoutScripts(page: Page, path: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  return async () => {
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  };
}

const notHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated !== "true");

test("the chat launcher, tapped before the scripts run, opens the chat", async ({ page }) => {
  const hydrate = await openWithoutScripts(page, "/privacy-policy");
  await page.getByRole("button", { name: "Chat with us" }).click();
  expect(await notHydrated(page)).toBe(true);
  await hydrate();
  await expect(
    page.getByRole("region", { name: "Chat with our team" }).getByLabel("Your message"),
  ).toBeVisible();
});

test("Add to Cart, tapped before the scripts run, adds the dish once", async ({ page }) => {
  const hydrate = await openWithoutScripts(page, "/online-order");
  await page
    .getByRole("button", { name: /^Add to Cart: / })
    .first()
    .click();
  expect(await notHydrated(page)).toBe(true);
  await hydrate();
  await expect(page.getByRole("link", { name: "Cart (1)" })).toBeVisible();
});

test("a tab, tapped before the scripts run, is chosen", async ({ page }) => {
  const hydrate = await openWithoutScripts(page, "/rooms");
  await page.getByRole("tab", { name: "Suites" }).click();
  expect(await notHydrated(page)).toBe(true);
  await hydrate();
  await expect(page.getByRole("tab", { name: "Suites" })).toHaveAttribute("aria-selected", "true");
});

test("the newsletter, sent before the scripts run, answers without reloading the page", async ({
  page,
}) => {
  const hydrate = await openWithoutScripts(page, "/");
  const footer = page.locator("footer");
  await footer.getByLabel("Your e-mail address").fill("guest@example.com");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  expect(await notHydrated(page)).toBe(true);
  await hydrate();
  await expect(page.getByText("Thank you for subscribing!")).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
});
