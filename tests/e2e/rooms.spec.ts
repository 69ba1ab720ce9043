import type { Page } from "@playwright/test";
import { contentEntries } from "./content";
import { expect, expectNoAxeViolationsAt, gotoHydrated, test } from "./fixtures";

const rooms = contentEntries("rooms");
/** A room's from-price on the day the build was made for: what its card and page show. */
const fromPrice = (id: string) => rooms.find((room) => room.id === id)!.fromPrice;

const cardNames = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading");

test.describe("rooms list", () => {
  test("tabs filter by category; deluxe only under All Rooms", async ({ page }) => {
    await gotoHydrated(page, "/rooms");
    const tabs = page.getByRole("tablist", { name: "Room type" });
    await expect(tabs.getByRole("tab")).toHaveText(["All Rooms", "Standard", "Suites"]);
    await expect(tabs.getByRole("tab", { name: "All Rooms" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(cardNames(page)).toHaveText([
      "Standard Room",
      "Deluxe Room",
      "Executive Suite",
      "Family Suite",
      "Presidential Suite",
      "Garden View Room",
    ]);
    await expect(page.getByRole("status")).toHaveText("Showing all 6 rooms");

    await tabs.getByRole("tab", { name: "Standard" }).click();
    await expect(cardNames(page)).toHaveText(["Standard Room", "Garden View Room"]);
    await expect(page.getByRole("status")).toHaveText("Showing 2 of 6 rooms");

    // Arrow keys move between tabs (and select them).
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Suites" })).toBeFocused();
    await expect(cardNames(page)).toHaveText([
      "Executive Suite",
      "Family Suite",
      "Presidential Suite",
    ]);
    // Each card: image, short description, price per night, capacity, size, View Details.
    const card = page.getByRole("article").filter({ hasText: "Family Suite" });
    await expect(card.getByRole("img")).toHaveCount(1);
    await expect(card).toContainText("Two rooms, a king and twin beds");
    await expect(card).toContainText(`$${fromPrice("family-suite")}`);
    await expect(card).toContainText("per night");
    await expect(card).toContainText("4 guests");
    await expect(card).toContainText("75 m²");
    await expect(card.getByRole("link", { name: "View Details: Family Suite" })).toBeVisible();
  });

  test("search is case-insensitive on name or description and combines with the tab", async ({
    page,
  }) => {
    // The long descriptions are not part of the page's first load: they come with the search.
    const longTexts: string[] = [];
    page.on("request", (request) => {
      // Scripts the page runs, not the code it fetches ahead once idle (a prefetch).
      if (/\/assets\/room-details-/.test(request.url()) && request.resourceType() === "script")
        longTexts.push(request.url());
    });
    await gotoHydrated(page, "/rooms");
    const search = page.getByPlaceholder("Search rooms...");
    await expect(search).toHaveAccessibleName("Search rooms");
    expect(longTexts).toEqual([]);

    await search.fill("BUTLER"); // only in the presidential suite's description
    await expect(cardNames(page)).toHaveText(["Presidential Suite"]);

    await search.fill("twin");
    await expect(cardNames(page)).toHaveText(["Family Suite", "Garden View Room"]);
    await page.getByRole("tab", { name: "Standard" }).click();
    await expect(cardNames(page)).toHaveText(["Garden View Room"]);
    await page.getByRole("tab", { name: "Suites" }).click();
    await expect(cardNames(page)).toHaveText(["Family Suite"]);

    await search.fill("deluxe");
    await expect(cardNames(page)).toHaveCount(0);
    await page.getByRole("tab", { name: "All Rooms" }).click();
    await expect(cardNames(page)).toHaveText(["Deluxe Room"]);
  });

  test("no match shows the message, and Reset Filters clears search and tab", async ({ page }) => {
    await gotoHydrated(page, "/sylhet-rooms");
    await page.getByRole("tab", { name: "Suites" }).click();
    const search = page.getByPlaceholder("Search rooms...");
    await search.fill("garden");
    await expect(page.getByText("No rooms match your search criteria.")).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Showing 0 of 6 rooms");

    await page.getByRole("button", { name: "Reset Filters" }).click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(page.getByRole("tab", { name: "All Rooms" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(cardNames(page)).toHaveCount(6);
    await expect(page.getByText("No rooms match your search criteria.")).toHaveCount(0);
  });

  test("View Details links to the room's page, which a new tab or a reader without JavaScript gets", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await gotoHydrated(page, "/rooms");
    const details = page.getByRole("link", { name: "View Details: Deluxe Room" });
    await expect(details).toHaveAttribute("href", "/rooms/deluxe");
    // A modified click is the browser's: a new tab with the room's page; this page keeps the list.
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      details.click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await expect(tab).toHaveURL(/\/rooms\/deluxe$/);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Deluxe Room");
    await expect(page).toHaveURL("/rooms");
    await expect(cardNames(page)).toHaveCount(6);

    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await noScript.newPage();
    await plain.goto("/rooms");
    await plain.getByRole("link", { name: "View Details: Garden View Room" }).click();
    await expect(plain).toHaveURL(/\/rooms\/garden-view$/);
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Garden View Room");
    await noScript.close();
  });

  test("closing section invites to book", async ({ page }) => {
    await gotoHydrated(page, "/rooms");
    await expect(page.getByRole("heading", { name: "Ready to Book Your Stay?" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Book Now" })).toHaveAttribute(
      "href",
      "/reservations",
    );
  });
});

test.describe("in-page room detail view", () => {
  test("replaces the list, scrolls to top, and has a wrapping carousel and the booking link", async ({
    page,
  }) => {
    await gotoHydrated(page, "/rooms");
    const open = page.getByRole("link", { name: "View Details: Deluxe Room" });
    await open.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await open.click();

    await expect(page).toHaveURL("/rooms?room=deluxe");
    const heading = page.getByRole("heading", { level: 2, name: "Deluxe Room" });
    await expect(heading).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("tablist")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^View Details/ })).toHaveCount(0);

    const main = page.getByRole("main");
    await expect(main).toContainText("a king bed dressed in fine cotton");
    await expect(main).toContainText(`$${fromPrice("deluxe")}`);
    for (const [label, value] of [
      ["Size", "35 m²"],
      ["Bed type", "King"],
      ["Capacity", "2 guests"],
    ]) {
      await expect(main.getByRole("term").filter({ hasText: label })).toBeVisible();
      await expect(main.getByRole("definition").filter({ hasText: value }).first()).toBeVisible();
    }
    await expect(main.getByRole("listitem").filter({ hasText: "Deep soaking tub" })).toBeVisible();

    const carousel = page.getByRole("region", { name: "Photos of the Deluxe Room" });
    const slide = carousel.getByRole("group", { name: /of 3$/ });
    const dot = (n: number) => carousel.getByRole("button", { name: `Photo ${n} of 3` });
    await expect(slide).toHaveAccessibleName("1 of 3");
    await expect(dot(1)).toHaveAttribute("aria-current", "true");

    await carousel.getByRole("button", { name: "Previous photo" }).click();
    await expect(slide).toHaveAccessibleName("3 of 3"); // wraps backwards
    await expect(dot(3)).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: "Next photo" }).click();
    await expect(slide).toHaveAccessibleName("1 of 3"); // wraps forwards
    await dot(2).click();
    await expect(slide).toHaveAccessibleName("2 of 3");
    await expect(dot(1)).not.toHaveAttribute("aria-current");

    await expect(main.getByRole("link", { name: "Book This Room" })).toHaveAttribute(
      "href",
      "/reservations?room=deluxe",
    );

    // Back returns to the list with focus on the card the guest came from.
    await page.getByRole("button", { name: "Back to All Rooms" }).click();
    await expect(page).toHaveURL("/rooms");
    await expect(open).toBeFocused();
    await expect(cardNames(page)).toHaveCount(6);
  });

  test("the carousel starts at the first photo for every room chosen", async ({ page }) => {
    await gotoHydrated(page, "/rooms");
    await page.getByRole("link", { name: "View Details: Standard Room" }).click();
    let carousel = page.getByRole("region", { name: "Photos of the Standard Room" });
    await carousel.getByRole("button", { name: "Next photo" }).click();
    await carousel.getByRole("button", { name: "Next photo" }).click();
    await expect(carousel.getByRole("group", { name: /of 3$/ })).toHaveAccessibleName("3 of 3");

    // Browser Back works too (the room lives in the URL).
    await page.goBack();
    await expect(page).toHaveURL("/rooms");
    await page.getByRole("link", { name: "View Details: Executive Suite" }).click();
    carousel = page.getByRole("region", { name: "Photos of the Executive Suite" });
    await expect(carousel.getByRole("group", { name: /of 3$/ })).toHaveAccessibleName("1 of 3");
    await page.getByRole("button", { name: "Back to All Rooms" }).click();
    await page.getByRole("link", { name: "View Details: Standard Room" }).click();
    carousel = page.getByRole("region", { name: "Photos of the Standard Room" });
    await expect(carousel.getByRole("group", { name: /of 3$/ })).toHaveAccessibleName("1 of 3");
  });

  test("a shared link opens the room; the prerendered HTML is the list", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/rooms?room=family-suite")).text();
    expect(html).toContain("Find your room");
    expect(html).not.toContain("Back to All Rooms");

    await gotoHydrated(page, "/rooms?room=family-suite");
    await expect(page.getByRole("heading", { level: 2, name: "Family Suite" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book This Room" })).toHaveAttribute(
      "href",
      "/reservations?room=family-suite",
    );
    await page.getByRole("button", { name: "Back to All Rooms" }).click();
    await expect(page).toHaveURL("/rooms");
    await expect(cardNames(page)).toHaveCount(6);

    // An unknown ?room= is ignored: the list shows.
    await gotoHydrated(page, "/rooms?room=nope");
    await expect(cardNames(page)).toHaveCount(6);
  });
});

test("axe: empty result and the detail view at 1280 and 375 px", async ({ page }) => {
  await gotoHydrated(page, "/rooms");
  await page.getByPlaceholder("Search rooms...").fill("xyzzy");
  await expect(page.getByText("No rooms match your search criteria.")).toBeVisible();
  await expectNoAxeViolationsAt(page);
  await page.getByRole("button", { name: "Reset Filters" }).click();
  await page.getByRole("link", { name: "View Details: Garden View Room" }).click();
  await page.getByRole("button", { name: "Next photo" }).click();
  await expectNoAxeViolationsAt(page);
});
