import { afterFrames, expect, gotoHydrated, test } from "./fixtures";
import { coveredControls } from "./page-checks";
import { biryani, deluxe, lassi, seedCart, storedCart } from "./sample-cart";

test.describe("header", () => {
  test("is transparent up to 50 px of scroll and solid white beyond", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-solid", "false");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 50));
    await afterFrames(page);
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

  // A number broken over two lines is hard to read and to copy (issue 40): each one shown, in the
  // header, footer, page, chat, keeps its spaces unbreakable.
  for (const [prefix, chat] of [
    ["", "Chat with us"],
    ["/bn", "আমাদের সঙ্গে চ্যাট করুন"],
  ] as const)
    test(`every phone number shown stays on one line (${prefix || "/"})`, async ({ page }) => {
      for (const path of ["/contact", "/dining", "/accessibility"]) {
        await gotoHydrated(page, `${prefix}${path}`);
        await page.getByRole("button", { name: chat }).click();
        const links = page.locator('a[href^="tel:"]');
        // Header, footer, chat (once its panel has loaded), and the page's own.
        await expect.poll(() => links.count(), { message: path }).toBeGreaterThanOrEqual(4);
        const numbers = await links.evaluateAll((elements) =>
          elements.map((link) => /\+[\d০-৯][\d০-৯\s]*[\d০-৯]/.exec(link.textContent ?? "")?.[0]),
        );
        for (const number of numbers) {
          expect(number, path).toMatch(/^\+[\d০-৯]{3}\u00a0/);
          expect(number, path).not.toMatch(/[ \t\n]/);
        }
      }
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

// The chat launcher floats over the bottom right of every page, inside the content column at
// these sizes. Every control must still be whole wherever scrolling brings it into view.
test.describe("chat launcher", () => {
  const cart = storedCart([
    { ...lassi, quantity: 2 },
    { ...biryani, quantity: 1 },
    { ...deluxe, quantity: 1 },
  ]);
  const lineTotals = "main tbody td:nth-of-type(3)";

  for (const [width, height] of [
    [1280, 800],
    [375, 667],
  ] as const) {
    test.describe(`at ${width}x${height}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height });
        // Before the stored room's June 2026 dates, so it can be ordered.
        await page.clock.setFixedTime(new Date("2026-06-15T10:00:00"));
      });

      test("covers no control on the rooms page", async ({ page }) => {
        await gotoHydrated(page, "/rooms");
        expect(await coveredControls(page)).toEqual([]);
      });

      test("covers no control on the online order page with a cart", async ({ page }) => {
        await seedCart(page, cart);
        await gotoHydrated(page, "/online-order");
        await expect(page.getByRole("link", { name: /^Cart \(4\)/ })).toBeVisible();
        expect(await coveredControls(page)).toEqual([]);
      });

      test("covers no control or line total in the cart", async ({ page }) => {
        await seedCart(page, cart);
        await gotoHydrated(page, "/cart");
        await expect(page.locator(lineTotals)).toHaveCount(3);
        expect(await coveredControls(page, { alsoCheck: lineTotals })).toEqual([]);
      });

      test("leaves the checkout dialog's actions in view and uncovered", async ({ page }) => {
        await seedCart(page, cart);
        await gotoHydrated(page, "/cart");
        await page.getByRole("button", { name: "Proceed to Checkout" }).click();
        const dialog = page.getByRole("dialog", { name: "Checkout" });
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveCSS("opacity", "1");
        // In view as the dialog opens, without scrolling it: a guest sees how to finish or leave.
        for (const name of ["Place Order", "Cancel"]) {
          await expect(dialog.getByRole("button", { name })).toBeInViewport({ ratio: 1 });
        }
        expect(await coveredControls(page, { scope: "[role='dialog']" })).toEqual([]);
      });

      test("covers no control or text of the order-placed message", async ({ page }) => {
        await seedCart(page, cart);
        await gotoHydrated(page, "/cart");
        await page.getByRole("button", { name: "Proceed to Checkout" }).click();
        const dialog = page.getByRole("dialog", { name: "Checkout" });
        await dialog.getByLabel("Full name").fill("Amina Rahman");
        await dialog.getByLabel("Phone").fill("01711-000000");
        if (await dialog.getByLabel("E-mail").count())
          await dialog.getByLabel("E-mail").fill("amina@example.com");
        if (await dialog.getByLabel("Delivery area").count()) {
          await dialog.getByLabel("Delivery area").selectOption("Zindabazar");
          await dialog.getByLabel("Delivery address").fill("House 4, Road 2");
        }
        await page.getByRole("button", { name: "Place Order" }).click();
        // How the order reaches the hotel takes the focus; no toast is laid over it.
        // (The first request's: a cart of food and a room places two.)
        await expect(
          page.getByRole("heading", { name: "Send it to the hotel" }).first(),
        ).toBeFocused();
        await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
        expect(await coveredControls(page, { alsoCheck: "main h2, main h3, main p" })).toEqual([]);
      });
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

// On a phone the room page's booking card is far down; a bar at the foot keeps the price and the
// booking at hand, and everything else makes room for it.
test.describe("phone booking bar", () => {
  const languages = [
    {
      prefix: "",
      reserve: "Reserve this room",
      bookNow: "Book Now",
      chat: "Chat with us",
    },
    {
      prefix: "/bn",
      reserve: "রুমটি বুক করে রাখুন",
      bookNow: "এখনই বুক করুন",
      chat: "আমাদের সঙ্গে চ্যাট করুন",
    },
  ];
  for (const { prefix, reserve, bookNow, chat } of languages) {
    test(`at 375 px${prefix ? " in Bengali" : ""}: a room's price and Book Now, covering nothing`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await gotoHydrated(page, `${prefix}/rooms/deluxe`);
      const bar = page.getByRole("complementary", { name: reserve });
      await expect(bar).toBeInViewport({ ratio: 1 });
      // The bar's price is the one the booking card further down quotes.
      const price = (await bar.locator("p span").first().innerText()).trim();
      expect(price).toMatch(/[\d০-৯]/);
      await expect(page.getByText(price, { exact: true }).nth(1)).toBeAttached();
      await expect(bar.getByRole("link", { name: bookNow })).toHaveAttribute(
        "href",
        `${prefix}/reservations?room=deluxe`,
      );
      // The chat launcher's tab stands above the bar, clear of it and inside the screen, and no
      // control anywhere ends up under either.
      const launcher = (await page.getByRole("button", { name: chat }).boundingBox())!;
      const box = (await bar.boundingBox())!;
      expect(launcher.y + launcher.height).toBeLessThanOrEqual(box.y - 4);
      expect(launcher.x + launcher.width).toBeLessThanOrEqual(375);
      expect(await coveredControls(page)).toEqual([]);

      await bar.getByRole("link", { name: bookNow }).click();
      await expect(page).toHaveURL(`${prefix}/reservations?room=deluxe`);
      // The booking page is itself the booking: no bar there.
      await expect(page.locator("[data-sticky-bar]")).toHaveCount(0);
    });
  }

  test("elsewhere on a phone it offers Book Now; not on the cart or ordering pages, nor on a wide screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await gotoHydrated(page, "/about");
    const bar = page.getByRole("complementary", { name: "Book Now" });
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole("link", { name: "Book Now" })).toHaveAttribute(
      "href",
      "/reservations",
    );
    expect(await coveredControls(page)).toEqual([]);
    for (const path of ["/cart", "/online-order"]) {
      await gotoHydrated(page, path);
      await expect(page.locator("[data-sticky-bar]")).toHaveCount(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/rooms/deluxe");
    await expect(page.locator("[data-sticky-bar]")).toBeHidden();
  });
});

// A guest finds ordering and the cart from any page: "Order food" in the header's links (the
// menu button's list below 1280 px), a cart button with a live count, and both in the footer.
test.describe("ordering and the cart from the header", () => {
  const languages = [
    {
      prefix: "",
      order: "Order food",
      menu: "Site menu",
      openMenu: "Open menu",
      empty: "Cart, empty",
      one: "Cart, 1 item",
      badge: "1",
      add: /^Add to Cart: /,
      quickLinks: "Quick links",
    },
    {
      prefix: "/bn",
      order: "খাবার অর্ডার",
      menu: "সাইটের মেনু",
      openMenu: "মেনু খুলুন",
      empty: "কার্ট, খালি",
      one: "কার্ট, ১টি আইটেম",
      badge: "১",
      add: /^কার্টে যোগ করুন: /,
      quickLinks: "দরকারি লিংক",
    },
  ];
  for (const width of [375, 1280]) {
    for (const l of languages) {
      test(`at ${width} px${l.prefix ? " in Bengali" : ""}`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
        await gotoHydrated(page, `${l.prefix}/about`);
        const header = page.locator("header").first();
        const cart = header.getByRole("link", { name: l.empty });
        await expect(cart).toBeInViewport({ ratio: 1 });
        await expect(cart).toHaveAttribute("href", `${l.prefix}/cart`);
        const footer = page.getByRole("navigation", { name: l.quickLinks });
        await expect(footer.getByRole("link", { name: l.order })).toHaveAttribute(
          "href",
          `${l.prefix}/online-order`,
        );
        await expect(footer.locator(`a[href="${l.prefix}/cart"]`)).toHaveCount(1);

        if (width < 1280) {
          await header.getByRole("button", { name: l.openMenu }).click();
          await page
            .getByRole("navigation", { name: l.menu })
            .getByRole("link", { name: l.order })
            .click();
        } else {
          await header.getByRole("link", { name: l.order, exact: true }).click();
        }
        await expect(page).toHaveURL(`${l.prefix}/online-order`);
        const add = page.getByRole("button", { name: l.add }).first();
        const dish = (await add.getAttribute("aria-label"))!.replace(l.add, "");
        await add.click();
        const counted = header.getByRole("link", { name: l.one });
        await expect(counted).toBeInViewport({ ratio: 1 });
        await expect(counted).toHaveText(l.badge);
        await counted.click();
        await expect(page).toHaveURL(`${l.prefix}/cart`);
        await expect(page.getByRole("main").getByText(dish, { exact: true })).toBeVisible();
      });
    }
  }
});
