import type { BrowserContext, Page } from "@playwright/test";
import { emulatePhone } from "../../scripts/phone-emulation.mjs";
import { expect, test } from "../e2e/fixtures";

// A guest on a mid-range phone over 4G acts as soon as the page shows. Under Chromium's 4x CPU
// throttling and a 150 ms / 1.6 Mbps network, each kind of control on the key routes is used at
// the first contentful paint (the scripts still on their way, as a rule) and must take effect once
// the page is interactive: nothing pressed is lost (app/lib/early-input.ts, native links and forms).

test.describe.configure({ mode: "parallel" });
test.slow();

/** Opens `path` throttled and returns at its first contentful paint. */
async function openAtFirstPaint(page: Page, context: BrowserContext, path: string) {
  await emulatePhone(context, page);
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
    null,
    { polling: 20, timeout: 30_000 },
  );
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
    timeout: 60_000,
  });

test("the chat launcher opens the chat", async ({ page, context }) => {
  await openAtFirstPaint(page, context, "/privacy-policy");
  await page.getByRole("button", { name: "Chat with us" }).click();
  await hydrated(page);
  await expect(
    page.getByRole("region", { name: "Ask our assistant" }).getByLabel("Your message"),
  ).toBeVisible({ timeout: 20_000 });
});

test("the search button opens search", async ({ page, context }) => {
  await openAtFirstPaint(page, context, "/about");
  await page.getByRole("button", { name: "Search the site" }).click();
  await hydrated(page);
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 20_000 });
});

test("Ctrl+K opens search", async ({ page, context }) => {
  await openAtFirstPaint(page, context, "/about");
  await page.keyboard.press("Control+k");
  await hydrated(page);
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 20_000 });
});

test("the phone menu opens", async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAtFirstPaint(page, context, "/dining");
  await page.getByRole("button", { name: "Open menu" }).click();
  await hydrated(page);
  await expect(page.getByRole("navigation", { name: "Site menu" })).toBeVisible();
});

test("a tab is chosen", async ({ page, context }) => {
  await openAtFirstPaint(page, context, "/rooms");
  await page.getByRole("tab", { name: "Suites" }).click();
  await hydrated(page);
  await expect(page.getByRole("tab", { name: "Suites" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(/^Showing \d of 6 rooms$/)).toBeVisible();
});

test("Add to Cart adds the dish once", async ({ page, context }) => {
  await openAtFirstPaint(page, context, "/online-order");
  await page
    .getByRole("button", { name: /^Add to Cart: / })
    .first()
    .click();
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Cart (1)" })).toBeVisible({ timeout: 20_000 });
});

test("a room card opens its room", async ({ page, context }) => {
  await openAtFirstPaint(page, context, "/rooms");
  await page.getByRole("link", { name: "View Details: Family Suite" }).click();
  await expect(page).toHaveURL(/family/);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Family Suite");
});

test("the carousel's arrow turns the testimonial", async ({ page, context }) => {
  await openAtFirstPaint(page, context, "/");
  const carousel = page.getByRole("region", { name: "Guest testimonials" });
  await carousel.getByRole("button", { name: "Previous testimonial" }).click();
  await hydrated(page);
  await expect(carousel.getByRole("group").filter({ has: page.locator("figure") })).toHaveAttribute(
    "aria-label",
    "3 of 3",
    { timeout: 20_000 },
  );
});

test("the language switch opens the page in Bengali", async ({ page, context }) => {
  await openAtFirstPaint(page, context, "/about");
  await page.getByRole("link", { name: "বাংলা: এই পাতাটি বাংলায় পড়ুন" }).first().click();
  await expect(page).toHaveURL("/bn/about");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
});

test("the newsletter subscribes without reloading the page", async ({ page, context }) => {
  await openAtFirstPaint(page, context, "/contact");
  const footer = page.locator("footer");
  await footer.getByLabel("Your e-mail address").fill("guest@example.com");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await hydrated(page);
  await expect(page.getByText("Thank you for subscribing!")).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).search).toBe("");
});
