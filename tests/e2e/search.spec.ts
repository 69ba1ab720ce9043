import { expect, gotoHydrated, test } from "./fixtures";

test.describe("search palette", () => {
  test("opens with Ctrl+K, shows nothing until typing, groups results, and navigates by keyboard", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await expect(dialog).toBeVisible();
    const input = dialog.getByPlaceholder("Search Surma Riverside Hotel...");
    await expect(input).toBeFocused();
    await expect(dialog.getByRole("option")).toHaveCount(0);
    await expect(dialog.getByText("No results found.")).toHaveCount(0);

    await input.fill("SUITE");
    await expect(dialog.getByText("Rooms", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("option", { name: /Executive Suite/ })).toBeVisible();
    await expect(dialog.getByRole("option", { name: /Presidential Suite/ })).toBeVisible();

    await input.fill("presidential");
    await expect(dialog.getByRole("option")).toHaveCount(1);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/rooms/presidential-suite");
  });

  test("matches descriptions case-insensitively and says when nothing matches", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Search the site" }).click();
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    const input = dialog.getByRole("combobox");
    await input.fill("PERSONAL INFORMATION");
    await expect(dialog.getByText("Information", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("option", { name: /Privacy Policy/ })).toBeVisible();
    await input.fill("xyzzy");
    await expect(dialog.getByText("No results found.")).toBeVisible();
  });

  test("mouse choice navigates and closes; Escape closes; list and width are bounded", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Search the site" }).click();
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await dialog.getByRole("combobox").fill("o");
    const list = dialog.locator("[cmdk-list]");
    await expect(list).toHaveCSS("max-height", "300px");
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(640);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // The dimmed page: open, the page behind does not scroll; a click on it closes the palette,
    // and the overlay goes with it.
    const opener = page.getByRole("button", { name: "Search the site" });
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await page.mouse.click(10, 700);
    await expect(dialog).toBeHidden();
    await expect(page.locator("[data-dialog-overlay]")).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    await expect(opener).toBeFocused();

    await page.keyboard.press("Control+k");
    await dialog.getByRole("combobox").fill("book a room");
    await dialog.getByRole("option", { name: /Book a Room/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/reservations");
  });

  test("palette code is not loaded until first use", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await gotoHydrated(page, "/");
    expect(scripts.some((url) => url.includes("search-palette"))).toBe(false);
    await page.getByRole("button", { name: "Search the site" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(scripts.some((url) => url.includes("search-palette"))).toBe(true);
  });
});
