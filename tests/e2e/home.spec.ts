import type { Page } from "@playwright/test";
import { formatMoney } from "../../app/i18n/format";
import { contentEntries } from "./content";
import { expect, gotoHydrated, test } from "./fixtures";

const rooms = contentEntries("rooms");

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("home page", () => {
  test("prerendered HTML carries the headline and every section's heading and text", async ({
    request,
  }) => {
    const text = decode(await (await request.get("/")).text());
    for (const expected of [
      "Experience Luxury & Comfort",
      "Your perfect getaway since 2023",
      "Explore Rooms",
      "Our Story",
      "In 2023 we opened our doors on the banks of the Surma",
      "Learn More About Us",
      "Featured Accommodations",
      "Deluxe Room",
      "Executive Suite",
      "Family Suite",
      "Authentic Bangladeshi Dining",
      "Executive Chef Rafiqul Islam",
      "Guest Experiences",
      "The quietest night's sleep",
      "The shatkora beef alone is worth the journey",
      "Book Your Sylhet Getaway",
      "Mention 'Boishakhi' when booking to receive a complimentary traditional Bengali welcome gift.",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  test("preloads exactly three images: the hero and two story photos", async ({ page }) => {
    await gotoHydrated(page, "/");
    const preloads = await page
      .locator('head link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("imagesrcset") ?? ""));
    const distinct = [...new Set(preloads)];
    expect(distinct).toHaveLength(3);
    const story = page.getByRole("region", { name: "Our Story" }).locator("img");
    const wanted = [
      await page
        .locator("h1")
        .locator("xpath=ancestor::section//img")
        .first()
        .getAttribute("srcset"),
      await story.nth(0).getAttribute("srcset"),
      await story.nth(1).getAttribute("srcset"),
    ];
    expect(distinct.sort()).toEqual(wanted.sort());
  });

  test("shows the skeleton for 800 ms, then the page", async ({ page }) => {
    await page.goto("/", { waitUntil: "commit" });
    const skeleton = page.locator("[data-home-skeleton]");
    await expect(skeleton).toHaveAttribute("aria-hidden", "true");
    // Drive the CSS animation's own clock, so the check does not depend on machine speed.
    const seek = (ms: number) =>
      skeleton.evaluate((element, time) => {
        const animation = element.getAnimations()[0]!;
        animation.pause();
        animation.currentTime = time;
        return (animation.effect as KeyframeEffect).getTiming().delay;
      }, ms);
    expect(await seek(0)).toBe(800);
    await expect(skeleton).toBeVisible();
    await seek(790);
    await expect(skeleton).toBeVisible();
    await seek(1_200);
    await expect(skeleton).toBeHidden();
    // And in real time, on a fresh load, it goes by itself.
    await page.reload();
    await expect(page.locator("[data-home-skeleton]")).toBeHidden({ timeout: 5_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("hero has the headline, tagline and both buttons", async ({ page }) => {
    // Motion as most guests have it (the suite's pages are at rest: playwright.config.ts).
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Experience Luxury & Comfort");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByText("Your perfect getaway since 2023")).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Rooms" })).toHaveAttribute(
      "href",
      "/rooms",
    );
    await expect(page.getByRole("link", { name: "View Dining" })).toHaveAttribute(
      "href",
      "/dining",
    );
    await expect(page.locator("h1").locator("..")).toHaveCSS("animation-duration", "0.8s");
  });

  test("sections link where the spec says", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(
      section(page, "Our Story").getByRole("link", { name: "Learn More About Us" }),
    ).toHaveAttribute("href", "/about");
    await expect(section(page, "Our Story").getByRole("img")).toHaveCount(4);
    // The story's three figures stand on one line however their labels wrap, at both widths.
    const figures = section(page, "Our Story").getByRole("definition");
    await expect(figures).toHaveCount(3);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const tops = await figures.evaluateAll((cells) =>
        cells.map((cell) => Math.round(cell.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, `the figures' tops at ${width} px: ${tops.join(", ")}`).toBe(1);
    }
    const dining = section(page, "Authentic Bangladeshi Dining");
    await expect(dining.getByRole("link", { name: "View Menu" })).toHaveAttribute(
      "href",
      "/dining",
    );
    await expect(dining.getByRole("link", { name: "Reserve a Table" })).toHaveAttribute(
      "href",
      "/contact?request=restaurant#requests",
    );
  });

  test("keeps its static sections as prerendered HTML on arrival, and renders them on a visit from another page", async ({
    page,
  }) => {
    const sectionChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/home-static-/.test(request.url())) sectionChunks.push(request.url());
    });
    await gotoHydrated(page, "/");
    await expect(section(page, "Our Story").getByRole("img")).toHaveCount(4);
    // A kept link still navigates inside the app.
    await section(page, "Authentic Bangladeshi Dining")
      .getByRole("link", { name: "View Menu" })
      .click();
    await expect(page).toHaveURL(/\/dining$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Authentic Bangladeshi Dining",
    );
    expect(sectionChunks).toEqual([]);

    // Back home inside the app: the sections' code loads and they render.
    await page.getByRole("banner").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      section(page, "Our Story").getByRole("link", { name: "Learn More About Us" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Come Home to the Surma" })).toBeAttached();
    expect(sectionChunks).toHaveLength(1);
  });

  test("featured rooms are real rooms: from-price and amenities, no rating of the hotel's own, and View Details opens that room at that price", async ({
    page,
  }) => {
    test.slow();
    // Each room's from-price on the day the build was made for (the lowest rate of its weeks).
    const fromPrice = (id: string, locale: string) =>
      formatMoney(rooms.find((room) => room.id === id)!.fromPrice, locale);
    for (const [home, expected] of [
      [
        "/",
        [
          ["deluxe", "Deluxe Room", fromPrice("deluxe", "en-GB")],
          ["executive-suite", "Executive Suite", fromPrice("executive-suite", "en-GB")],
          ["family-suite", "Family Suite", fromPrice("family-suite", "en-GB")],
        ],
      ],
      [
        "/bn",
        [
          ["deluxe", "ডিলাক্স রুম", fromPrice("deluxe", "bn-BD")],
          ["executive-suite", "এক্সিকিউটিভ স্যুট", fromPrice("executive-suite", "bn-BD")],
          ["family-suite", "ফ্যামিলি স্যুট", fromPrice("family-suite", "bn-BD")],
        ],
      ],
    ] as const) {
      const prefix = home === "/" ? "" : "/bn";
      // English on a wide screen, Bengali on a phone.
      await page.setViewportSize(
        prefix ? { width: 375, height: 740 } : { width: 1280, height: 900 },
      );
      await gotoHydrated(page, home);
      const featured = page.locator(
        "section#featured-rooms, section[aria-labelledby='featured-rooms']",
      );
      const cards = featured.getByRole("article");
      await expect(cards).toHaveCount(3);
      for (const [index, [id, name, price]] of expected.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
        await expect(card).toContainText(price);
        // Stars the hotel gives itself, with no guests behind them, read as self-praise.
        await expect(card.locator("svg.lucide-star")).toHaveCount(0);
        await expect(card).not.toContainText(/Rated|রেটিং|out of 5|৫-এর মধ্যে/);
        await expect(card.getByRole("img")).toBeVisible();
        expect(await card.getByRole("list").getByRole("listitem").count()).toBeGreaterThanOrEqual(
          3,
        );
        await expect(card.getByRole("link")).toHaveAttribute("href", `${prefix}/rooms/${id}`);
      }
      // The card's price is the room page's price.
      const [id, name, price] = expected[1];
      await cards.nth(1).getByRole("link").click();
      await expect(page).toHaveURL(`${prefix}/rooms/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.getByRole("main")).toContainText(price);
    }
  });

  test("testimonial carousel wraps both ways, jumps with dots and works by keyboard", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await gotoHydrated(page, "/");
    const carousel = page.getByRole("region", { name: "Guest testimonials" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const current = carousel.getByRole("group").filter({ has: page.locator("figure") });
    await carousel.scrollIntoViewIfNeeded();
    const expectSlide = async (position: number, name: string) => {
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute("aria-label", `${position} of 3`);
      await expect(current).toContainText(name);
      await expect(current).toBeInViewport({ ratio: 0.9 });
      await expect(
        carousel.getByRole("button", { name: `Show testimonial ${position}` }),
      ).toHaveAttribute("aria-current", "true");
    };
    // Slides out of view are inert and hidden from assistive technology.
    await expect(carousel.locator("[inert]")).toHaveCount(2);
    await expect(carousel.locator("[data-carousel-track]")).toHaveCSS(
      "transition-duration",
      "0.5s",
    );

    await expectSlide(1, "Farhan Chowdhury");
    await expect(current).toContainText("Business traveler");
    await expect(current).toContainText("March 2025");
    const next = carousel.getByRole("button", { name: "Next testimonial" });
    const previous = carousel.getByRole("button", { name: "Previous testimonial" });
    await previous.click();
    await expectSlide(3, "Imran Hossain");
    await expect(current).toContainText("Food critic");
    await next.click();
    await expectSlide(1, "Farhan Chowdhury");
    await next.click();
    await expectSlide(2, "Ayesha Rahman");
    await expect(current).toContainText("Vacation guest");
    await next.click();
    await expectSlide(3, "Imran Hossain");
    await next.click();
    await expectSlide(1, "Farhan Chowdhury");

    await carousel.getByRole("button", { name: "Show testimonial 3" }).click();
    await expectSlide(3, "Imran Hossain");
    await carousel.getByRole("button", { name: "Show testimonial 2" }).click();
    await expectSlide(2, "Ayesha Rahman");
    await expect(carousel.getByRole("button", { name: "Show testimonial 1" })).not.toHaveAttribute(
      "aria-current",
    );

    // Keyboard: the buttons take Enter and Space; arrows, Home and End work inside the carousel.
    await next.focus();
    await page.keyboard.press("Enter");
    await expectSlide(3, "Imran Hossain");
    await page.keyboard.press("Space");
    await expectSlide(1, "Farhan Chowdhury");
    await page.keyboard.press("ArrowLeft");
    await expectSlide(3, "Imran Hossain");
    await page.keyboard.press("ArrowRight");
    await expectSlide(1, "Farhan Chowdhury");
    await page.keyboard.press("End");
    await expectSlide(3, "Imran Hossain");
    await page.keyboard.press("Home");
    await expectSlide(1, "Farhan Chowdhury");
  });

  test("closing call to action books, reserves and offers the Boishakhi gift", async ({ page }) => {
    await gotoHydrated(page, "/");
    const closing = page.getByRole("region", { name: "Come Home to the Surma" });
    await expect(closing.getByRole("link", { name: "Book Your Sylhet Getaway" })).toHaveAttribute(
      "href",
      "/reservations",
    );
    await expect(closing.getByRole("link", { name: "Reserve Dining Experience" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(closing).toContainText(
      "Mention 'Boishakhi' when booking to receive a complimentary traditional Bengali welcome gift.",
    );
    await closing.getByRole("link", { name: "Book Your Sylhet Getaway" }).click();
    await expect(page).toHaveURL("/reservations");
  });
});
