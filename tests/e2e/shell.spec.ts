import { expect, gotoHydrated, test } from "./fixtures";

test.describe("header", () => {
  test("is transparent up to 50 px of scroll and solid white beyond", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-solid", "false");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute("data-solid", "true");
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-solid", "false");
  });

  test("desktop shows the spec's links, search and Book Now", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.locator("header").first();
    const links: [string, string][] = [
      ["Home", "/"],
      ["About", "/about"],
      ["Rooms", "/rooms"],
      ["Dining", "/dining"],
      ["Gallery", "/gallery"],
      ["Blog", "/blog"],
      ["Offers", "/special-offers"],
      ["Contact", "/contact"],
      ["Book Now", "/reservations"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms"],
    ];
    for (const [name, href] of links) {
      await expect(header.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(header.getByRole("button", { name: "Search the site" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("mobile menu opens, is keyboard operable, and closes on route change", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await menu.getByRole("link", { name: "Dining" }).click();
    await expect(page).toHaveURL("/dining");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has the blurb, five social links in new tabs, contact block and copyright year", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const footer = page.locator("footer");
    await expect(footer).toContainText("established in 2023");
    for (const name of ["Facebook", "Instagram", "Twitter", "YouTube", "LinkedIn"]) {
      const link = footer.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer).toContainText("Zindabazar, Sylhet 3100, Bangladesh");
    await expect(footer.getByRole("link", { name: /\+880/ })).toHaveAttribute("href", /^tel:\+880/);
    await expect(footer.getByRole("link", { name: /@surmariversidehotel\.com/ })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Surma Riverside Hotel`);
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms",
    );
  });

  // WCAG 2.2 "Focus Not Obscured": the chat launcher floats over the bottom right of every page.
  for (const width of [375, 1280]) {
    test(`at ${width} px, every control Tab reaches in the footer is in view and not under the chat launcher`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
      await gotoHydrated(page, "/");
      const footer = page.locator("footer");
      const controls = footer.locator("a[href], button, input");
      const count = await controls.count();
      expect(count).toBeGreaterThan(15);
      await footer.getByRole("link", { name: /^Facebook/ }).focus();
      for (let step = 0; step < count; step++) {
        const focused = await page.evaluate(() => {
          const element = document.activeElement!;
          const box = element.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          const hit = document.elementFromPoint(x, y);
          return {
            name: element.textContent?.trim() || element.getAttribute("aria-label") || "",
            inFooter: Boolean(element.closest("footer")),
            inView: box.top >= 0 && box.bottom <= innerHeight,
            uncovered: hit !== null && (hit === element || element.contains(hit)),
          };
        });
        if (!focused.inFooter) break;
        expect(focused, `footer control "${focused.name}"`).toMatchObject({
          inView: true,
          uncovered: true,
        });
        await page.keyboard.press("Tab");
      }
    });
  }
});

test.describe("newsletter", () => {
  test("rejects a bad address accessibly, keeps it, and confirms a good one with a toast", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const footer = page.locator("footer");
    const input = footer.getByLabel("Your e-mail address");
    await input.fill("not-an-email");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(footer.getByText("Please enter a valid e-mail address")).toBeVisible();
    await expect(input).toHaveValue("not-an-email");
    await input.fill("guest@example.com");
    await input.press("Enter");
    await expect(page.getByText("Thank you for subscribing!")).toBeVisible();
    await expect(input).not.toHaveAttribute("aria-invalid", "true");
  });
});
