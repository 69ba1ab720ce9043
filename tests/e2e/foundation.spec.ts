import { animating, expect, gotoHydrated, test } from "./fixtures";

/** The JSON-LD blocks of a page's raw (prerendered) HTML, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return blocks.map((match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>);
}

/** The visible text of raw HTML: tags dropped, entities that matter here decoded, spaces folded. */
function textOf(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

test.describe("structured data", () => {
  test("home's prerendered HTML describes the hotel (always open) and its restaurant", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const data = jsonLd(html);
    const hotel = data.find((item) => item["@type"] === "Hotel");
    const restaurant = data.find((item) => item["@type"] === "Restaurant");
    expect(hotel?.["@context"]).toBe("https://schema.org");
    expect(hotel?.name).toBe("Surma Riverside Hotel");
    expect(hotel?.openingHoursSpecification).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    });
    expect(restaurant?.["@context"]).toBe("https://schema.org");
    expect(restaurant?.priceRange).toBe("$$$");
    expect(restaurant?.servesCuisine).toEqual(["Bengali", "International", "Fusion"]);
    // No page shows a count of reviews, so no rating is claimed (Google: no invisible reviews).
    expect(restaurant).not.toHaveProperty("aggregateRating");
    expect(restaurant?.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Sunday"],
        opens: "07:00",
        closes: "23:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Friday", "Saturday"],
        opens: "07:00",
        closes: "00:00",
      },
    ]);
  });

  test("only home carries the hotel's structured data", async ({ request }) => {
    for (const path of ["/about", "/rooms", "/dining"]) {
      const data = jsonLd(await (await request.get(path)).text());
      expect(
        data.filter((item) => item["@type"] === "Hotel"),
        path,
      ).toEqual([]);
    }
  });
});

test.describe("static pages", () => {
  test("privacy and terms say when they were last updated", async ({ request }) => {
    for (const path of ["/privacy-policy", "/terms"]) {
      const html = await (await request.get(path)).text();
      // Dates read the British way (en-GB, the diaspora's), with the ISO date for machines.
      expect(html, path).toContain('<time dateTime="2025-04-15">15 April 2025</time>');
      expect(textOf(html), path).toContain("Last updated 15 April 2025");
    }
  });

  test("accessibility names WCAG 2.1 AA, the features, services, coordinator and languages", async ({
    request,
  }) => {
    const html = await (await request.get("/accessibility")).text();
    const text = textOf(html);
    expect(text).toContain("(WCAG) 2.1 at level AA");
    for (const heading of ["Services", "Languages", "Accessibility coordinator"]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain("Two accessible rooms with roll-in showers");
    expect(text).toContain("English, Bengali and Hindi");
    expect(html).toContain('href="mailto:access@surmariversidehotel.com"');
  });
});

test.describe("scripts", () => {
  // vite.config.ts: V8 compiles a script that starts with this hint on a background thread as it
  // streams in (docs/decisions/0013); chunks under 8 KiB go without it.
  test("each script of 8 KiB or more that a page loads starts with V8's compile hint", async ({
    page,
  }) => {
    const scripts: Promise<{ url: string; text: string }>[] = [];
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      // React Router's route manifest is one object literal, no functions to compile. Code fetched
      // ahead for the next step (a prefetch, not a script the page runs) is not loaded by it.
      if (
        pathname.endsWith(".js") &&
        !pathname.startsWith("/assets/manifest-") &&
        response.request().resourceType() === "script"
      )
        scripts.push(response.text().then((text) => ({ url: response.url(), text })));
    });
    await gotoHydrated(page, "/reservations");
    const loaded = await Promise.all(scripts);
    const big = loaded.filter(({ text }) => text.length >= 8192);
    const small = loaded.filter(({ text }) => text.length < 8192);
    expect(big.length).toBeGreaterThanOrEqual(3); // the framework, the shell, the route
    expect(small.length).toBeGreaterThan(0);
    const hint = "//# allFunctionsCalledOnLoad\n";
    expect(big.filter(({ text }) => !text.startsWith(hint)).map(({ url }) => url)).toEqual([]);
    expect(small.filter(({ text }) => text.includes(hint)).map(({ url }) => url)).toEqual([]);
  });
});

test.describe("toasts", () => {
  test("show one at a time: a new toast replaces the one on screen", async ({ page }) => {
    await gotoHydrated(page, "/online-order");
    const region = page.getByRole("region", { name: /Notifications/ });
    for (const [count, dish] of ["Beguni", "Vegetable Singara", "Chicken Shami Kebab"].entries()) {
      await page.getByRole("button", { name: `Add to Cart: ${dish}` }).click();
      await expect(page.getByRole("link", { name: `Cart (${count + 1})` })).toBeVisible();
      // One box on screen, not a second one sliding away beside it, saying the newest.
      await expect(region.locator("[data-sonner-toast]")).toHaveCount(1);
      await expect(region.locator("[data-sonner-toast]")).toContainText(
        `${dish} has been added to your cart.`,
      );
    }
    // Two quick taps: never two boxes, not even while one would be animating out.
    await page.getByRole("button", { name: "Add to Cart: Beguni" }).click();
    await page.getByRole("button", { name: "Add to Cart: Vegetable Singara" }).click();
    // Looked at each frame until the toasts' animations end.
    do expect(await region.locator("[data-sonner-toast]").count()).toBeLessThanOrEqual(1);
    while (await animating(page));
    await expect(region.locator("[data-sonner-toast]")).toContainText("Vegetable Singara");
  });

  test("on a phone in Bengali too: two quick taps, one toast, naming the newest", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, "/bn/online-order");
    const adds = page.getByRole("button", { name: /^কার্টে যোগ করুন: / });
    const second = (await adds.nth(1).getAttribute("aria-label"))!.replace(/^কার্টে যোগ করুন: /, "");
    await adds.nth(0).click();
    await adds.nth(1).click();
    const toasts = page.locator("[data-sonner-toast]");
    do expect(await toasts.count()).toBeLessThanOrEqual(1);
    while (await animating(page));
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText(second);
    await expect(toasts).toBeInViewport();
  });
});
