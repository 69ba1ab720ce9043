import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

const isLightboxChunk = (url: string) => /\/lightbox-(?!launcher)[\w-]+\.js$/.test(url);

const counts = [
  { filter: "All", count: 18, query: null },
  { filter: "Rooms", count: 4, query: "rooms" },
  { filter: "Dining", count: 3, query: "dining" },
  { filter: "Amenities", count: 3, query: "amenities" },
  { filter: "Interior", count: 3, query: "interior" },
  { filter: "Exterior & Events", count: 5, query: "exterior-events" },
];

test.describe("gallery", () => {
  test("shows 18 photos under All and the right count under each filter, kept in the URL", async ({
    page,
  }) => {
    await gotoHydrated(page, "/gallery");
    const group = page.getByRole("group", { name: "Show photos by category" });
    await expect(group.getByRole("button")).toHaveText(counts.map((item) => item.filter));
    const photos = page.getByRole("button", { name: /^View larger:/ });
    await expect(photos).toHaveCount(18);
    await expect(group.getByRole("button", { name: "All" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    for (const { filter, count, query } of [...counts.slice(1), counts[0]!]) {
      const button = group.getByRole("button", { name: filter, exact: true });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(group.locator('[aria-pressed="true"]')).toHaveCount(1);
      await expect(photos).toHaveCount(count);
      await expect(page.getByRole("status").filter({ hasText: "photos" })).toHaveText(
        count === 18 ? "Showing all 18 photos" : `Showing ${count} of 18 photos`,
      );
      await expect(page).toHaveURL(query ? `/gallery?category=${query}` : "/gallery");
    }
  });

  test("a filter in the URL survives a reload, while the prerendered HTML shows All", async ({
    page,
  }) => {
    const html = await (await page.request.get("/sylhet-gallery?category=dining")).text();
    expect(html.match(/View larger:/g)).toHaveLength(18);

    await gotoHydrated(page, "/sylhet-gallery?category=exterior-events");
    await expect(page.getByRole("button", { name: "Exterior & Events" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("button", { name: /^View larger:/ })).toHaveCount(5);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("button", { name: /^View larger:/ })).toHaveCount(5);

    await gotoHydrated(page, "/gallery?category=nonsense");
    await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: /^View larger:/ })).toHaveCount(18);
  });

  test("lightbox wraps from last to first and first to last, by buttons and arrow keys", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await gotoHydrated(page, "/gallery");
    expect(scripts.some(isLightboxChunk)).toBe(false);

    const last = page.getByRole("button", { name: "View larger: View from the Surma" });
    await last.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toHaveAccessibleName("View from the Surma");
    expect(scripts.some(isLightboxChunk)).toBe(true);
    await expect(dialog).toContainText("Photo 18 of 18");

    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog).toHaveAccessibleName("Riverside Facade at Dusk");
    await expect(dialog).toContainText("Photo 1 of 18");
    await dialog.getByRole("button", { name: "Previous photo" }).click();
    await expect(dialog).toHaveAccessibleName("View from the Surma");

    await page.keyboard.press("ArrowRight");
    await expect(dialog).toHaveAccessibleName("Riverside Facade at Dusk");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toHaveAccessibleName("View from the Surma");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toHaveAccessibleName("Main Staircase");

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(last).toBeFocused();
  });

  test("lightbox steps through the filtered set only and closes on the backdrop", async ({
    page,
  }) => {
    await gotoHydrated(page, "/gallery");
    await page.getByRole("button", { name: "Exterior & Events" }).click();
    const first = page.getByRole("button", { name: "View larger: Riverside Facade at Dusk" });
    await first.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Photo 1 of 5");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toHaveAccessibleName("View from the Surma");
    await expect(dialog).toContainText("Photo 5 of 5");

    // A click on the photo keeps it open; a click on the dimmed backdrop closes it.
    await dialog.getByRole("img").click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(40, 160);
    await expect(dialog).toHaveCount(0);
    await expect(first).toBeFocused();
  });

  test("opens from the keyboard and Escape closes", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    const thumbnail = page.getByRole("button", { name: "View larger: The Grand Lobby" });
    await thumbnail.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "The Grand Lobby" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
  });
});
