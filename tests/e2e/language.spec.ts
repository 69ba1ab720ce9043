import type { Page } from "@playwright/test";
import { formatMoney } from "../../app/i18n/format";
import { contentEntries } from "./content";
import { chooseDay, expect, gotoHydrated, test } from "./fixtures";
import { bengaliPaths } from "./routes";

const toBengali = "বাংলা: এই পাতাটি বাংলায় পড়ুন";
const toEnglish = "English: read this page in English";
const bengaliScript = /[\u0980-\u09FF]/;

const h1 = (page: Page) => page.locator("h1");

test.describe("language switch", () => {
  test("the header switch keeps the page, both ways, and the page is Bengali throughout", async ({
    page,
  }) => {
    await gotoHydrated(page, "/rooms/deluxe");
    const englishHeading = await h1(page).innerText();
    await page.getByRole("banner").getByRole("link", { name: toBengali }).click();
    await expect(page).toHaveURL("/bn/rooms/deluxe");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(h1(page)).toHaveText(bengaliScript);
    expect(await h1(page).innerText()).not.toBe(englishHeading);
    // Prices stay in dollars, written with Bengali digits: the room's from-price on the build's day.
    const deluxe = contentEntries("rooms", "bn").find((room) => room.id === "deluxe")!;
    await expect(page.getByRole("main")).toContainText(formatMoney(deluxe.fromPrice, "bn-BD"));
    await expect(page.getByRole("navigation", { name: "প্রধান" })).toContainText("রুম");

    await page.getByRole("banner").getByRole("link", { name: toEnglish }).click();
    await expect(page).toHaveURL("/rooms/deluxe");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(h1(page)).toHaveText(englishHeading);
  });

  test("an English page draws the word বাংলা in the site's own Bengali face, not the device's", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const drawn = [];
    for (const region of ["header", "footer"])
      drawn.push({ region, fonts: await fontsDrawing(page, `${region} a[hreflang="bn"]`) });
    const label = { familyName: "Noto Sans Bengali", isCustomFont: true, glyphCount: 5 };
    expect(drawn).toEqual([
      { region: "header", fonts: [label] },
      { region: "footer", fonts: [label] },
    ]);
  });

  test("a Bengali page sets its headings in a Bengali serif and its text in a Bengali sans, cut to the site's words", async ({
    page,
  }) => {
    await gotoHydrated(page, "/bn/about");
    // Bengali letters in the Bengali faces (spaces and Latin in the Latin ones); the device's own
    // fonts draw nothing, as the words the site uses are all in the cut faces.
    const faces = async (selector: string) =>
      (await fontsDrawing(page, selector)).map(
        (font) => `${font.familyName}${font.isCustomFont ? "" : " (the device's)"}`,
      );
    for (const heading of ["h1", "main h2"]) {
      expect(await faces(heading)).toContain("Noto Serif Bengali");
      expect(await faces(heading)).not.toContain("Noto Sans Bengali");
      for (const face of await faces(heading)) expect(face).not.toContain("the device's");
    }
    const text = await faces("main p");
    expect(text).toContain("Noto Sans Bengali");
    expect(text).not.toContain("Noto Serif Bengali");
    for (const face of text) expect(face).not.toContain("the device's");
  });

  test("a Bengali page shows the hotel's phone number in Bengali digits, and dials it as it is", async ({
    page,
  }) => {
    await gotoHydrated(page, "/bn/contact");
    for (const region of ["banner", "contentinfo", "main"] as const) {
      const call = page.getByRole(region).locator('a[href="tel:+8801711234567"]').first();
      await expect(call).toContainText("+৮৮০ ১৭১১ ২৩৪৫৬৭");
    }
  });

  test("the mobile menu and the footer carry the switch too", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, "/dining");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Site menu" })
      .getByRole("link", { name: toBengali })
      .click();
    await expect(page).toHaveURL("/bn/dining");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("contentinfo").getByRole("link", { name: toEnglish }).click();
    await expect(page).toHaveURL("/dining");
  });

  test("on a missing page the switch leads to the other language's home page, before and after hydration", async ({
    page,
    request,
    allowProblem,
  }) => {
    allowProblem(/http 404: .*\/(bn\/)?no-such-page$/);
    allowProblem(/console: Failed to load resource: the server responded with a status of 404/);
    // The raw not-found pages, as a guest sees them before the script runs.
    for (const [path, target] of [
      ["/no-such-page", "/bn"],
      ["/bn/no-such-page", "/"],
    ] as const) {
      const html = await (await request.get(path)).text();
      const switches = [...html.matchAll(/<a [^>]*hrefLang="(?:bn|en)"[^>]*>/g)].map((m) => m[0]);
      expect(switches.length, path).toBeGreaterThan(0);
      for (const link of switches) expect(link, path).toContain(`href="${target}"`);
    }
    await gotoHydrated(page, "/no-such-page");
    await page.getByRole("banner").getByRole("link", { name: toBengali }).click();
    await expect(page).toHaveURL("/bn");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await gotoHydrated(page, "/bn/no-such-page");
    await page.getByRole("contentinfo").getByRole("link", { name: toEnglish }).click();
    await expect(page).toHaveURL("/");
  });

  test("switching mid-booking keeps the booking, the step and the cart", async ({ page }) => {
    test.slow();
    await page.clock.setFixedTime(new Date("2026-06-15T10:00:00"));
    await gotoHydrated(page, "/online-order");
    await page.getByRole("button", { name: "Add to Cart: Beguni" }).click();
    await expect(page.getByRole("link", { name: "Cart (1)" })).toBeVisible();

    await gotoHydrated(page, "/reservations?room=deluxe");
    await chooseDay(page, page.getByRole("button", { name: /^Check-in date/ }), "29 June 2026");
    await chooseDay(
      page,
      page.getByRole("button", { name: /^Check-out date/ }),
      "2 July 2026",
      "Go to the Next Month",
    );
    await page.getByLabel("Adults", { exact: true }).selectOption("1");
    await page.getByRole("button", { name: "Continue to Personal Details" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /^Step 2 of 3/ })).toBeVisible();
    await page.getByLabel("First name", { exact: true }).fill("Nusrat");
    await page.getByLabel("E-mail", { exact: true }).fill("nusrat@example.com");

    await page.getByRole("banner").getByRole("link", { name: toBengali }).click();
    await expect(page).toHaveURL("/bn/reservations?room=deluxe");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // Still on step 2, in Bengali, with what was typed.
    await expect(
      page.getByRole("heading", { level: 2, name: /৩টির মধ্যে ২ নম্বর ধাপ/ }),
    ).toBeVisible();
    await expect(page.getByRole("textbox").first()).toHaveValue("Nusrat");
    await expect(page.getByRole("main").locator('input[type="email"]')).toHaveValue(
      "nusrat@example.com",
    );
    // Back a step: the stay chosen in English is there, described in Bengali.
    await page.getByRole("button", { name: "ফিরে যান" }).click();
    // The room chosen in English, and the rate plan (the flexible one, by default).
    const rooms = page.getByRole("group", { name: "রুমের ধরন" });
    await expect(rooms.getByRole("radio", { checked: true })).toHaveCount(1);
    await expect(page.getByRole("radio", { name: "নমনীয়" })).toBeChecked();
    await expect(page.getByRole("combobox").first()).toHaveValue("1");
    await expect(page.getByRole("main")).toContainText(/৩ রাত/);

    // The cart came along: its count, in Bengali digits.
    await gotoHydrated(page, "/bn/online-order");
    await expect(page.getByRole("link", { name: "কার্ট (১)" })).toBeVisible();
  });

  test("the Bengali search palette searches Bengali entries and stays in Bengali", async ({
    page,
  }) => {
    await gotoHydrated(page, "/bn/about");
    await page.keyboard.press("Control+k");
    const input = page.getByPlaceholder("সুরমা রিভারসাইড হোটেলে খুঁজুন...");
    await input.fill("স্যুট");
    // The page's entry (an offer's description also says "রুম ও স্যুট").
    const option = page.getByRole("option", { name: /^রুম ও স্যুট/ });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL("/bn/rooms");
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  });

  test("structured data carries both languages", async ({ request }) => {
    for (const [path, name, alternateName] of [
      ["/", "Surma Riverside Hotel", "সুরমা রিভারসাইড হোটেল"],
      ["/bn", "সুরমা রিভারসাইড হোটেল", "Surma Riverside Hotel"],
    ] as const) {
      const html = await (await request.get(path)).text();
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
      ].map((match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>);
      const hotel = blocks.find((block) => block["@type"] === "Hotel");
      expect(hotel).toMatchObject({ name, alternateName, availableLanguage: ["en", "bn"] });
    }
  });

  test("no Bengali page shows an English sentence, in its text or its labels", async ({
    request,
  }) => {
    const english = /[A-Za-z]{3,} [A-Za-z]{3,}/;
    // The switch names English in English (lang="en"), on purpose.
    const allowed = new Set([toEnglish]);
    const found: string[] = [];
    for (const path of bengaliPaths) {
      const html = await (await request.get(path)).text();
      const texts = visibleTexts(html);
      const labels = [
        ...html.matchAll(/\s(?:alt|aria-label|placeholder|title|content)="([^"]*)"/g),
      ].map((match) => (match[1] ?? "").replace(/&#x27;/g, "'"));
      for (const text of [...texts, ...labels]) {
        if (english.test(text) && !allowed.has(text) && !/https?:|@/.test(text)) {
          found.push(`${path}: ${text}`);
        }
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });

  test("no Bengali page writes a number in Latin digits (the phone number aside)", async ({
    request,
  }) => {
    const found: string[] = [];
    for (const path of bengaliPaths) {
      const html = await (await request.get(path)).text();
      for (const text of visibleTexts(html))
        if (/[0-9]/.test(text) && !/^\+880[0-9 ]+$/.test(text)) found.push(`${path}: ${text}`);
    }
    expect([...new Set(found)]).toEqual([]);
  });
});

/** The text nodes of a page's body as a reader sees them (no scripts, no icons). */
function visibleTexts(html: string) {
  const body = html
    .slice(html.indexOf("<body"))
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<svg[\s\S]*?<\/svg>/g, " ");
  return body.split(/<[^>]+>/).map((text) => text.replace(/&#x27;/g, "'").trim());
}

/**
 * Chromium's own account of the fonts that drew an element's text (the first match): a device
 * without a Bengali font would otherwise show empty boxes (this test machine has none).
 */
async function fontsDrawing(page: Page, selector: string) {
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map(({ familyName, isCustomFont, glyphCount }) => ({
    familyName,
    isCustomFont,
    glyphCount,
  }));
}
