import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

/** The lazily loaded lightbox chunk (not the small launcher every photo button uses). */
const isLightboxChunk = (url: string) => /\/lightbox-(?!launcher)[\w-]+\.js$/.test(url);

function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return scripts;
}

const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ""));

test.describe("dining page", () => {
  test("lists both venues with description, hours and a Reserve a Table link", async ({ page }) => {
    await gotoHydrated(page, "/dining");
    const venues = page.getByRole("region", { name: "Our Restaurants" }).getByRole("listitem");
    const fine = venues.filter({ has: page.getByRole("heading", { name: "Shapla Fine Dining" }) });
    const terrace = venues.filter({ has: page.getByRole("heading", { name: "Terrace Bistro" }) });

    await expect(fine).toContainText("Dinner: Tuesday – Sunday, 5:30 PM – 10:30 PM");
    await expect(terrace).toContainText("Lunch: Every day, 11:30 AM – 2:30 PM");
    await expect(terrace).toContainText("Dinner: Every day, 6:00 PM – 9:30 PM");

    for (const [venue, id] of [
      [fine, "fine-dining"],
      [terrace, "terrace-bistro"],
    ] as const) {
      await expect(venue.getByRole("button", { name: /^Enlarge photo:/ })).toBeVisible();
      await expect(venue.getByRole("link", { name: /Reserve a Table/ })).toHaveAttribute(
        "href",
        `/contact?request=restaurant&venue=${id}#requests`,
      );
    }
    await venues
      .first()
      .getByRole("link", { name: /Reserve a Table/ })
      .click();
    await expect(page).toHaveURL("/contact?request=restaurant&venue=fine-dining#requests");
  });

  // The hotel's own stars, with no guests or source behind them, read as self-praise (issue 40).
  for (const [path, heading] of [
    ["/dining", "Our Restaurants"],
    ["/bn/dining", "আমাদের রেস্তোরাঁ"],
  ] as const)
    test(`${path}: the restaurants carry no rating of the hotel's own`, async ({ page }) => {
      await gotoHydrated(page, path);
      const venues = page.getByRole("region", { name: heading });
      await expect(venues.getByRole("heading", { level: 3 })).toHaveCount(2);
      await expect(venues.locator("svg.lucide-star")).toHaveCount(0);
      await expect(venues).not.toContainText(/Rated|রেটিং|out of 5|৫-এর মধ্যে/);
    });

  test("shows the chef, dining information and private dining rooms", async ({ page }) => {
    await gotoHydrated(page, "/bangladeshi-cuisine");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Authentic Bangladeshi Dining",
    );
    await expect(page.getByRole("heading", { name: "Chef Rafiqul Islam" })).toBeVisible();
    await expect(page.getByText("Executive Chef", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Awards & recognition" })).toBeVisible();

    const hours = page.getByRole("region", { name: "Hours" });
    await expect(hours).toContainText("Bar & LoungeEvery day, 12:00 PM – 12:00 AM");
    // Bangladesh's weekend, as the hours' data has it (decision 0027).
    await expect(hours).toContainText("Breakfast, weekdaysSunday – Thursday, 6:30 AM – 10:30 AM");
    await expect(hours).toContainText("Breakfast, weekendsFriday and Saturday, 7:00 AM – 11:00 AM");
    const reservations = page.getByRole("region", { name: "Reservations" });
    await expect(reservations).toContainText("24 hours in advance");
    await expect(reservations.getByRole("link", { name: /\+880/ })).toHaveAttribute(
      "href",
      /^tel:\+880\d+$/,
    );
    await expect(page.getByRole("region", { name: "Location" })).toContainText("Zindabazar");

    const rooms = page.getByRole("region", { name: "Private Dining" });
    for (const [name, guests] of [
      ["Cellar Room", 12],
      ["Garden Room", 24],
      ["Grand Salon", 50],
    ] as const) {
      const card = rooms.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
      await expect(card).toContainText(`Up to ${guests} guests`);
    }
  });

  test("keeps the chef, information and private dining as prerendered HTML on arrival; a photo that cannot load shows its designed placeholder", async ({
    page,
    allowProblem,
  }) => {
    const sectionChunks = watchScripts(page);
    // The chef's portrait fails (host down): its box keeps the backdrop and shows his name.
    allowProblem(/Failed to load resource/);
    await page.route(/1577219491135-ce391730fb2c/, (route) => route.abort());
    await gotoHydrated(page, "/dining");
    const chef = page.getByRole("region", { name: "Chef Rafiqul Islam" });
    await chef.scrollIntoViewIfNeeded();
    const portrait = chef.locator(".photo-placeholder");
    await expect(portrait).toHaveAttribute("data-failed", "");
    await expect(portrait.getByRole("img", { name: /Chef Rafiqul Islam/ })).toHaveCSS(
      "opacity",
      "0",
    );
    await expect(page.getByRole("region", { name: "Private Dining" })).toContainText("Grand Salon");
    expect(sectionChunks.filter((url) => /\/dining-static-/.test(url))).toEqual([]);

    // A client-side visit renders them from their own chunk.
    await gotoHydrated(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "Dining", exact: true }).click();
    await expect(page).toHaveURL(/\/dining$/);
    await expect(page.getByRole("region", { name: "Private Dining" })).toContainText("Grand Salon");
    await expect(page.getByRole("heading", { name: "Chef Rafiqul Islam" })).toBeVisible();
    expect(sectionChunks.filter((url) => /\/dining-static-/.test(url))).toHaveLength(1);
  });

  test("menu tabs work by keyboard and show each tab's dishes and prices", async ({ page }) => {
    await gotoHydrated(page, "/dining");
    const tabs = page.getByRole("tablist", { name: "Menu sections" });
    await expect(tabs.getByRole("tab")).toHaveText(["Starters", "Mains", "Desserts", "Beverages"]);
    const starters = tabs.getByRole("tab", { name: "Starters" });
    await expect(starters).toHaveAttribute("aria-selected", "true");

    const expected = [
      { tab: "Starters", count: 4, min: 14, max: 24, dish: "Shingara Platter" },
      { tab: "Mains", count: 4, min: 28, max: 36, dish: "Shatkora Beef" },
      { tab: "Desserts", count: 3, min: 12, max: 14, dish: "Rasmalai" },
      { tab: "Beverages", count: 3, min: 8, max: 10, dish: "Borhani" },
    ];
    await starters.focus();
    for (const [step, { tab, count, min, max, dish }] of expected.entries()) {
      if (step > 0) await page.keyboard.press("ArrowRight");
      const trigger = tabs.getByRole("tab", { name: tab });
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel", { name: tab });
      await expect(page.getByRole("tabpanel")).toHaveCount(1);
      await expect(panel.getByRole("heading", { level: 4 })).toHaveCount(count);
      await expect(panel.getByRole("heading", { name: dish })).toBeVisible();
      const prices = (await panel.getByText(/^Price: \$\d+$/).allTextContents()).map(dollars);
      expect(prices).toHaveLength(count);
      expect(Math.min(...prices)).toBe(min);
      expect(Math.max(...prices)).toBe(max);
    }
    // Arrow keys wrap around the tab list, and ArrowLeft goes back.
    await page.keyboard.press("ArrowRight");
    await expect(starters).toBeFocused();
    await expect(starters).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.getByRole("tab", { name: "Beverages" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("the prerendered HTML carries the whole menu, every tab included", async ({ page }) => {
    const html = await (await page.request.get("/dining")).text();
    for (const dish of ["Chingri Pakora", "Shorshe Ilish", "Kacchi Biryani", "Mishti Doi"]) {
      expect(html).toContain(dish);
    }
    expect(html).toContain("Seven-Layer Tea");
    expect(html.match(/role="tabpanel"/g)).toHaveLength(4);
  });

  test("a menu photo opens the lightbox, loaded on demand; Escape closes and focus returns", async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await gotoHydrated(page, "/dining");
    expect(scripts.some(isLightboxChunk)).toBe(false);

    await page.getByRole("tab", { name: "Mains" }).click();
    const thumbnail = page.getByRole("button", { name: "Enlarge photo: Shatkora Beef" });
    await thumbnail.click();
    const dialog = page.getByRole("dialog", { name: "Shatkora Beef" });
    await expect(dialog).toBeVisible();
    expect(scripts.some(isLightboxChunk)).toBe(true);
    await expect(dialog.getByRole("img", { name: /Beef curry/ })).toHaveAttribute("sizes", "100vw");
    await expect(dialog).toContainText("Photo 2 of 4");

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: "Kacchi Biryani" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
  });

  test("a venue photo opens the lightbox and the close button closes it", async ({ page }) => {
    await gotoHydrated(page, "/dining");
    const thumbnail = page.getByRole("button", { name: "Enlarge photo: Terrace Bistro" });
    await thumbnail.click();
    const dialog = page.getByRole("dialog", { name: "Terrace Bistro" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(page.getByRole("dialog", { name: "Shapla Fine Dining" })).toBeVisible();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
  });
});
