import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

/**
 * The look (issue 22) where a screenshot is not enough to guard it: motion off when a guest asks
 * for less, the compositions that replace rows of equal cards, and the small details a guest saw
 * (a word alone on its line, a cut placeholder, a name printed twice).
 */

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not laid out`);
  return found;
}

/** The words of an element grouped into the lines the browser drew them on, top to bottom. */
function drawnLines(locator: Locator): Promise<string[][]> {
  return locator.evaluate((element) => {
    const lines: { top: number; words: string[] }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const top = range.getBoundingClientRect().top;
        const line = lines.find((candidate) => Math.abs(candidate.top - top) < 4);
        if (line) line.words.push(match[0]);
        else lines.push({ top, words: [match[0]] });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((line) => line.words);
  });
}

const animationName = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).animationName);

/** The footer's newsletter field: its placeholder's drawn width and the room the field gives it. */
function newsletterPlaceholder(page: Page) {
  return page.locator("footer input[type=email]").evaluate(async (input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    await document.fonts.load(style.font, input.placeholder);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = style.font;
    return {
      text: context.measureText(input.placeholder).width,
      room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
}

/** The footer's quick links (the navigation named `label`) in two columns, each on one line. */
async function expectQuickLinksInTwoColumns(page: Page, label: string, width: number) {
  const links = page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: label })
    .getByRole("link");
  await expect(links).toHaveCount(11);
  const boxes = await links.evaluateAll((elements) =>
    elements.map((element) => {
      const { left, top, right, height } = element.getBoundingClientRect();
      return { left: Math.round(left), top: Math.round(top), right, height };
    }),
  );
  const at = `quick links at ${width} px`;
  expect.soft(new Set(boxes.map((link) => link.left)).size, `${at}: columns`).toBe(2);
  expect.soft(new Set(boxes.map((link) => link.top)).size, `${at}: rows`).toBe(6);
  for (const link of boxes) {
    expect.soft(link.height, `${at}: one line`).toBeLessThan(40);
    expect.soft(link.right, `${at}: inside the screen`).toBeLessThanOrEqual(width);
  }
}

/** Every photo placeholder of the page: its caption, its width and the text of its card. */
function placeholders(page: Page) {
  return page.locator(".photo-placeholder").evaluateAll((elements) =>
    elements.map((element) => ({
      caption: element.getAttribute("data-caption"),
      width: element.getBoundingClientRect().width,
      text: element.closest("li, article")?.textContent ?? "",
    })),
  );
}

/**
 * Each photo placeholder's caption as app.css sets it on a failed photo (::after, 1rem in from each
 * side, lines of 1.25rem), laid out word by word in its font: no word wider than the room, and the
 * lines in the lower half, below the drawing (which ends at 41% of the height).
 */
async function expectCaptionsFit(page: Page) {
  const captions = await page.locator(".photo-placeholder[data-caption]").evaluateAll((elements) =>
    elements
      .filter((element) => element.getBoundingClientRect().width > 0)
      .map((element) => {
        element.setAttribute("data-failed", "");
        const style = getComputedStyle(element, "::after");
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = style.font;
        const { width, height } = element.getBoundingClientRect();
        const room = width - parseFloat(style.left) - parseFloat(style.right);
        const words = element.getAttribute("data-caption")!.split(/\s+/);
        let lines = 1;
        let line = "";
        for (const word of words) {
          const next = line ? `${line} ${word}` : word;
          if (line && context.measureText(next).width > room) {
            lines += 1;
            line = word;
          } else line = next;
        }
        const textHeight = lines * parseFloat(style.lineHeight) + parseFloat(style.bottom);
        // The style is live: read before the mark comes off.
        element.removeAttribute("data-failed");
        return {
          caption: element.getAttribute("data-caption"),
          widest: Math.max(...words.map((word) => context.measureText(word).width)),
          room,
          textHeight,
          height,
        };
      }),
  );
  for (const caption of captions) {
    expect(caption.widest, `a word of "${caption.caption}"`).toBeLessThanOrEqual(caption.room);
    expect(caption.textHeight, `"${caption.caption}" clear of its drawing`).toBeLessThanOrEqual(
      caption.height * 0.59,
    );
  }
}

test.describe("motion is gentle and optional", () => {
  for (const reducedMotion of ["no-preference", "reduce"] as const)
    test(`the hero's drift and the photos' rise ${reducedMotion === "reduce" ? "are off" : "run"} when motion is ${reducedMotion === "reduce" ? "reduced" : "not reduced"}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoHydrated(page, "/");
      const hero = page
        .locator("section", { has: page.locator("h1") })
        .locator("img")
        .first();
      const risers = page.locator(".reveal");
      // The four story tiles and the dining photo.
      expect(await risers.count()).toBeGreaterThanOrEqual(5);
      const names = await risers.evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element).animationName),
      );
      if (reducedMotion === "reduce") {
        expect(await animationName(hero)).toBe("none");
        expect(names.every((name) => name === "none")).toBe(true);
      } else {
        expect(await animationName(hero)).toBe("ken-burns");
        expect(names.every((name) => name === "reveal")).toBe(true);
      }
    });

  test("the gallery's photos do not rise when motion is reduced", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/gallery");
    const risers = page.locator(".reveal");
    expect(await risers.count()).toBe(18);
    const names = await risers.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).animationName),
    );
    expect(new Set(names)).toEqual(new Set(["none"]));
  });
});

test.describe("compositions, not rows of equal cards", () => {
  test("About's values are a list under gold rules beside their heading", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/about");
    const section = page.locator("section[aria-labelledby=our-values]");
    const heading = await box(section.locator("#our-values"));
    const items = section.getByRole("listitem");
    await expect(items).toHaveCount(3);
    const boxes = await Promise.all([0, 1, 2].map((index) => box(items.nth(index))));
    for (const [index, item] of boxes.entries()) {
      expect(item.x, "beside the heading").toBeGreaterThan(heading.x + heading.width);
      expect(Math.abs(item.x - boxes[0]!.x), "one column").toBeLessThan(1);
      if (index > 0) expect(item.y, "one under another").toBeGreaterThan(boxes[index - 1]!.y);
    }
    const looks = await items.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return {
          rule: `${style.borderTopWidth} ${style.borderTopStyle}`,
          ruleColour: style.borderTopColor,
          sides: style.borderLeftWidth,
          background: style.backgroundColor,
          shadow: style.boxShadow,
        };
      }),
    );
    for (const look of looks) {
      // A rule above each, in the gold (red the strongest channel, blue the weakest), and no box.
      expect(look.rule).toBe("1px solid");
      const [red = 0, green = 0, blue = 0] = (look.ruleColour.match(/\d+/g) ?? []).map(Number);
      expect(red).toBeGreaterThan(green);
      expect(green).toBeGreaterThan(blue);
      expect(look.sides).toBe("0px");
      expect(look.background).toBe("rgba(0, 0, 0, 0)");
      expect(look.shadow).toBe("none");
    }
  });

  test("private dining: the first room large on the left, the other two beside it, one above the other", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/dining");
    const items = page
      .locator("section[aria-labelledby=private-dining-heading]")
      .getByRole("listitem");
    await expect(items).toHaveCount(3);
    const [large, second, third] = (await Promise.all([0, 1, 2].map((i) => box(items.nth(i))))) as [
      Box,
      Box,
      Box,
    ];
    expect(second.x).toBeGreaterThan(large.x + large.width);
    expect(Math.abs(third.x - second.x)).toBeLessThan(1);
    expect(third.y).toBeGreaterThanOrEqual(second.y + second.height);
    expect(Math.abs(large.y - second.y)).toBeLessThan(1);
    expect(large.height).toBeGreaterThan(second.height + third.height);
    // The smaller two: photo beside words.
    for (const item of [items.nth(1), items.nth(2)]) {
      const [photo, name] = await Promise.all([
        box(item.getByRole("img")),
        box(item.getByRole("heading")),
      ]);
      expect(name.x).toBeGreaterThanOrEqual(photo.x + photo.width);
    }
  });

  test("dining's opening hours stand beside the other two cards at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/dining");
    const card = (id: string) => page.locator(`section[aria-labelledby=${id}]`);
    const [hours, reservations, location] = (await Promise.all(
      ["dining-hours-heading", "dining-reservations-heading", "dining-location-heading"].map((id) =>
        box(card(id)),
      ),
    )) as [Box, Box, Box];
    expect(reservations.x).toBeGreaterThan(hours.x + hours.width);
    expect(Math.abs(location.x - reservations.x)).toBeLessThan(1);
    expect(location.y).toBeGreaterThan(reservations.y + reservations.height);
    expect(Math.abs(hours.y - reservations.y)).toBeLessThan(1);
    // One height: the hours card as tall as the two beside it, so neither side is half empty.
    expect(Math.abs(hours.y + hours.height - (location.y + location.height))).toBeLessThan(1);
  });

  test("dish cards side by side line up their heat rows and buttons", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/online-order");
    const rows = await page.locator("article").evaluateAll((cards) => {
      const byTop = new Map<number, { heat: number; button: number }[]>();
      for (const card of cards) {
        const button = card.querySelector("button");
        const heat = button?.previousElementSibling;
        if (!button || !heat) continue;
        const top = Math.round(card.getBoundingClientRect().top);
        const row = byTop.get(top) ?? [];
        row.push({
          heat: heat.getBoundingClientRect().top,
          button: button.getBoundingClientRect().top,
        });
        byTop.set(top, row);
      }
      return [...byTop.values()].filter((row) => row.length > 1);
    });
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows)
      for (const card of row) {
        expect(Math.abs(card.heat - row[0]!.heat)).toBeLessThan(1);
        expect(Math.abs(card.button - row[0]!.button)).toBeLessThan(1);
      }
  });
});

test.describe("details a guest saw", () => {
  /**
   * The home page's small details, in each language on one visit, the page resized to each width
   * a guest's screen has: the tagline leaves no word alone on its last line (320, 375, 414 px),
   * the footer's newsletter field shows its whole placeholder (375, 1024, 1280 px), the footer's
   * quick links stand in two columns, each on one line (1280, 375 px; eleven links in one column
   * left the footer's other columns short above a wide dark gap), and a failed photo's caption
   * fits its placeholder (375 px).
   */
  for (const { path, tagline, quickLinks } of [
    { path: "/", tagline: "Your perfect getaway since 2023", quickLinks: "Quick links" },
    { path: "/bn", tagline: /২০২৩/, quickLinks: "দরকারি লিংক" },
  ])
    test(`the home page's tagline, footer and captions at every width (${path})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoHydrated(page, path);
      await page.evaluate(() => document.fonts.ready);
      for (const width of [320, 375, 414, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise(requestAnimationFrame));
        if ([320, 375, 414].includes(width)) {
          const lines = await drawnLines(page.locator("p", { hasText: tagline }).first());
          // One line, or the last of several, holds more than one word.
          expect
            .soft(
              lines.at(-1)!.length,
              `tagline at ${width} px: ${lines.map((line) => line.join(" ")).join(" / ")}`,
            )
            .toBeGreaterThan(1);
        }
        if ([375, 1024, 1280].includes(width)) {
          const { text, room } = await newsletterPlaceholder(page);
          expect.soft(text, `newsletter placeholder at ${width} px`).toBeGreaterThan(50);
          expect.soft(text, `newsletter placeholder at ${width} px`).toBeLessThanOrEqual(room);
        }
        if ([375, 1280].includes(width))
          await expectQuickLinksInTwoColumns(page, quickLinks, width);
        if (width === 375) await expectCaptionsFit(page);
      }
    });

  /** What else a page's placeholders must show, checked on the same visit. */
  const alsoOn: Record<string, [string, (page: Page) => Promise<void>]> = {
    "/reservations": [
      "; the form's 80 px room thumbnails carry no caption to cut",
      async (page) => {
        const thumbnails = (await placeholders(page)).filter(
          (photo) => photo.width > 0 && photo.width <= 80,
        );
        expect(thumbnails).toHaveLength(6);
        expect(thumbnails.map((photo) => photo.caption)).toEqual(Array(6).fill(null));
      },
    ],
    "/about": [
      "; team photos do not print the name the card prints under them",
      async (page) => {
        const cards = page
          .locator("li")
          .filter({ has: page.locator(".photo-placeholder[data-kind=person]") });
        expect(await cards.count()).toBeGreaterThanOrEqual(3);
        for (const card of await cards.all()) {
          const name = (await card.getByRole("heading").textContent())!;
          const caption = await card.locator(".photo-placeholder").getAttribute("data-caption");
          expect(caption ?? "").not.toContain(name);
        }
      },
    ],
  };
  for (const path of ["/about", "/reservations", "/rooms/deluxe", "/dining"])
    test(`a failed photo's caption fits its placeholder, clear of the drawing, at 375 px (${path})${alsoOn[path]?.[0] ?? ""}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await gotoHydrated(page, path);
      await page.evaluate(() => document.fonts.ready);
      await expectCaptionsFit(page);
      await alsoOn[path]?.[1](page);
    });
});
