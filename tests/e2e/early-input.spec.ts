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
    page.getByRole("region", { name: "Ask our assistant" }).getByLabel("Your message"),
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

// Typed as soon as the page shows: the browser keeps the text in the field, and the page must act
// on it once hydrated (the search filters), not on the empty field its prerender had.
for (const { path, label, query, status, details, room } of [
  {
    path: "/rooms",
    label: "Search rooms",
    query: "presidential",
    status: "Showing 1 of 6 rooms",
    details: "View Details: ",
    room: "Presidential Suite",
  },
  // The butler is only in the suite's long description, which a search loads when it starts.
  {
    path: "/bn/rooms",
    label: "রুম খুঁজুন",
    query: "বাটলার",
    status: "৬টির মধ্যে ১টি রুম দেখানো হচ্ছে",
    details: "বিস্তারিত দেখুন: ",
    room: "প্রেসিডেনশিয়াল স্যুট",
  },
])
  test(`${path}: a search typed before the scripts run filters the rooms`, async ({ page }) => {
    const hydrate = await openWithoutScripts(page, path);
    const field = page.getByRole("searchbox", { name: label });
    await field.pressSequentially(query);
    expect(await notHydrated(page)).toBe(true);
    await hydrate();
    await expect(field).toHaveValue(query);
    await expect(page.getByRole("status").filter({ hasText: status })).toBeVisible();
    const shown = page.getByRole("link", { name: new RegExp(`^${details}`) });
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAccessibleName(details + room);
  });

// The search button (or Ctrl+K), then the words at once, before the palette is there to type in:
// they are typed into its field when it opens, and found.
test("search, opened and typed in before the scripts run, finds what was typed", async ({
  page,
}) => {
  const hydrate = await openWithoutScripts(page, "/about");
  await page.getByRole("button", { name: "Search the site" }).click();
  await page.keyboard.type("suite");
  expect(await notHydrated(page)).toBe(true);
  await hydrate();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog.getByRole("combobox")).toHaveValue("suite");
  await expect(
    dialog
      .getByRole("group", { name: "Rooms" })
      .getByRole("option", { name: /Presidential Suite/ }),
  ).toBeVisible();
});

test("search, opened with Ctrl+K and typed in Bengali before the scripts run, finds it", async ({
  page,
}) => {
  const hydrate = await openWithoutScripts(page, "/bn/about");
  await expect(page.getByRole("button", { name: "সাইটে খুঁজুন" })).toBeVisible(); // the page shows
  await page.keyboard.press("Control+k");
  // Keys of a Bengali keyboard layout, one character each, as Chromium gets them from the system
  // (Playwright's keyboard knows only the US layout's keys).
  const input = await page.context().newCDPSession(page);
  for (const key of "স্যুট") {
    await input.send("Input.dispatchKeyEvent", { type: "keyDown", key, text: key });
    await input.send("Input.dispatchKeyEvent", { type: "keyUp", key });
  }
  expect(await notHydrated(page)).toBe(true);
  await hydrate();
  const dialog = page.getByRole("dialog", { name: "সাইটে খুঁজুন" });
  await expect(dialog.getByRole("combobox")).toHaveValue("স্যুট");
  await expect(
    dialog.getByRole("group", { name: "রুম" }).getByRole("option", { name: /প্রেসিডেনশিয়াল স্যুট/ }),
  ).toBeVisible();
});

// From a "Reserve a Table" link: the page opens the restaurant request once hydrated. "Make a
// Reservation" tapped at once must not turn it into the hotel's, in the address either.
for (const { path, reservation, restaurant, hotel } of [
  { path: "/contact", reservation: "Make a Reservation", restaurant: "Restaurant", hotel: "Hotel" },
  { path: "/bn/contact", reservation: "রিজার্ভেশন করুন", restaurant: "রেস্তোরাঁ", hotel: "হোটেল" },
])
  test(`${path}: Make a Reservation, tapped before the scripts run, keeps the restaurant asked for`, async ({
    page,
  }) => {
    const hydrate = await openWithoutScripts(page, `${path}?request=restaurant#requests`);
    await page.getByRole("tab", { name: reservation }).click();
    expect(await notHydrated(page)).toBe(true);
    await hydrate();
    await expect(page.getByRole("tab", { name: restaurant })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("form", { name: restaurant })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}\\?request=restaurant(#requests)?$`));

    // And the choice between the two forms, tapped the moment it shows, is taken.
    await page.getByRole("tab", { name: hotel }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?request=hotel`));
  });
