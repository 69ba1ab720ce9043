import axe from "axe-core";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/** A calm stand-in for every photo, so tests never touch the network. */
const PHOTO_STUB = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="100%" height="100%" fill="#2f6549"/></svg>`;

/** The photo host's photos, as pages fetch them (through /photo-host/), and the avatars' host. */
export const photoHostPattern =
  /^https:\/\/(images\.unsplash\.com|i\.pravatar\.cc)\/|^(https?:\/\/[^/]+)?\/photo-host\//;

/** The photo host unreachable, as on a blocked or dropped connection: every photo fails. */
export async function failPhotoHost(page: Page, allowProblem: (pattern: RegExp) => void) {
  allowProblem(/Failed to load resource: net::ERR_FAILED/);
  await page.route(photoHostPattern, (route) => route.abort());
}

type Fixtures = {
  /**
   * The browser's day at the hotel for the test (BROWSER_DAY: the journeys' hotel's day), set
   * before it opens a page; none ("") leaves the clock alone, as a test of paint timing needs.
   */
  browserDay: string | undefined;
  /** Console errors and uncaught exceptions seen so far; each test must end with none. */
  problems: string[];
  /** Messages a test expects (for example the 404 document status) and so allows. */
  allowProblem: (pattern: RegExp) => void;
};

export const test = base.extend<Fixtures>({
  // scripts/test.mjs sets it for the journeys; `test.use({ browserDay: "" })` opts out.
  browserDay: [process.env.BROWSER_DAY, { option: true }],
  // A fresh list per test: an option's default array would be shared by every test of a worker.
  // eslint-disable-next-line no-empty-pattern
  problems: async ({}, use) => {
    await use([]);
  },
  allowProblem: [
    async ({ problems }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = problems.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, "console errors or uncaught exceptions").toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, problems, browserDay }, use) => {
    // The journeys' hotel is built for a day of its own (tests/fixtures/hotel.mjs): the browser's
    // day is that day, mid-morning at the hotel, unless a test sets another.
    if (browserDay) await page.clock.setFixedTime(new Date(`${browserDay}T10:00:00+06:00`));
    await page.route(photoHostPattern, (route) =>
      route.fulfill({ status: 200, contentType: "image/svg+xml", body: PHOTO_STUB }),
    );
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`http ${response.status()}: ${response.url()}`);
    });
    // With its stack: an exception from a library names the call that led to it.
    page.on("pageerror", (error) =>
      problems.push(`pageerror: ${error.message}\n${error.stack ?? "(no stack)"}`),
    );
    await use(page);
  },
});

export { expect };

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * Waits until React has hydrated the prerendered page and nothing covers it, so clicks reach
 * handlers. The home page's skeleton layer stays over the page for 800 ms whether or not hydration
 * is done; a click while it is up makes Playwright scroll the page looking for a spot the layer
 * does not cover, which left the testimonial carousel half out of view in 4 of 20 runs.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.locator("[data-home-skeleton]")).toBeHidden();
  return response;
}

/**
 * Colours measured halfway through a transition (the header's Book Now turning solid on scroll)
 * are neither the before nor the after a guest reads: waits, up to 2.5 s, for finite animations to
 * finish. Polled from the test, not with waitForFunction, whose polling runs on page timers.
 */
export async function settleAnimations(page: Page) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const moving = await page.evaluate(() =>
      document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        ),
    );
    if (!moving) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Axe with the WCAG 2.2 A/AA tags, and landmark-unique (best practice: two landmarks of one kind
 * with one name, such as two "Newsletter" forms, cannot be told apart in a list of landmarks).
 * `settle: false` for a test that holds the clock itself; `soft` to carry on to further checks;
 * `scope`, a selector, to check only that part of the page.
 *
 * Colour contrast is not taken from axe for the header while it is transparent: axe 4.14 looks
 * for what lies behind a fixed element at the middle of the whole document (its grid of fixed
 * elements has <html> as container, and getRectStack takes the container's stack at its centre),
 * so the white header text was measured against whatever the middle of the page holds: ivory on
 * the legal pages (1.06:1), a photo elsewhere. What is behind it is the page's dark hero. The
 * solid header, white with its own dark text, is measured normally (a11y.spec scrolls to it).
 */
export async function expectNoAxeViolations(
  page: Page,
  { settle = true, soft = false, scope }: { settle?: boolean; soft?: boolean; scope?: string } = {},
) {
  if (settle) await settleAnimations(page);
  // axe-core itself, injected the way @axe-core/playwright does (that wrapper's current release
  // declares Node 22): evaluated through the DevTools protocol, so the page's CSP does not apply.
  // Once per document: a second injection would only parse its half megabyte again.
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.evaluate(axe.source);
  const summary = await page.evaluate(
    async ({ tags, scope }) => {
      const results = await window.axe.run(scope ?? document, {
        runOnly: { type: "tag", values: tags },
        rules: { "landmark-unique": { enabled: true } },
        elementRef: true,
        // Only the violations are read: passes and inapplicable rules are not gathered.
        resultTypes: ["violations"],
      });
      return results.violations.flatMap((violation) => {
        const targets = violation.nodes
          .filter(
            (node) =>
              violation.id !== "color-contrast" ||
              !node.element?.closest('header[data-solid="false"]'),
          )
          .map((node) => node.target.join(" "));
        return targets.length > 0 ? [`${violation.id}: ${targets.join(", ")}`] : [];
      });
    },
    { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"], scope },
  );
  (soft ? expect.soft : expect)(summary, "axe violations").toEqual([]);
}

/**
 * Resolves once the page has painted `count` more frames: what a scroll, a resize or a settled
 * promise set off has then been handled. For checks that something did not happen.
 */
export async function afterFrames(page: Page, count = 2) {
  await page.evaluate(async (frames) => {
    for (let i = 0; i < frames; i++) await new Promise(requestAnimationFrame);
    await new Promise((resolve) => setTimeout(resolve));
  }, count);
}

/** Waits a frame, then tells whether any finite animation or transition is still running. */
export async function animating(page: Page) {
  return page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    return document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === "running" &&
          animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
      );
  });
}

/**
 * Axe on the page as it stands at each width in turn, by resizing (not reloading), then back to
 * the width it had: a state reached once is checked on the phone and the desktop.
 */
export async function expectNoAxeViolationsAt(
  page: Page,
  options: { settle?: boolean; soft?: boolean; scope?: string } = {},
  widths: readonly number[] = [1280, 375],
) {
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: before.height });
    await expectNoAxeViolations(page, options);
  }
  await page.setViewportSize(before);
}

/**
 * Waits until the newest toast has finished sliding in, then rests the pointer on it: sonner pauses
 * its timer while hovered, so the toast stays fully opaque (not half faded out) while axe checks it.
 */
export async function holdToast(page: Page) {
  const toast = page.locator("[data-sonner-toast][data-visible='true']").first();
  await expect(toast).toHaveCSS("opacity", "1");
  await expect(toast).toHaveAttribute("data-mounted", "true");
  await toast.hover();
}

/**
 * Chooses a day in a date field's calendar with the mouse, the day as its calendar button names
 * it: "20 June 2026" in English, "জুন ২০শে, ২০২৬" in Bengali. The calendar is opened first unless
 * it is open already: choosing check-in opens check-out's. `month` (the next-month button's name)
 * pages on once before the day is chosen; otherwise the day must be in the month it opens on.
 */
export async function chooseDay(page: Page, field: Locator, day: string, month?: string) {
  if ((await field.getAttribute("aria-expanded")) !== "true") await field.click();
  await expect(field).toHaveAttribute("aria-expanded", "true");
  const calendar = page.locator(`[id="${await field.getAttribute("aria-controls")}"]`);
  if (month) await calendar.getByRole("button", { name: month }).click();
  // A day's name starts with its weekday and may end with ", selected" (or "Today, " before).
  await calendar.getByRole("button", { name: new RegExp(`(^|\\s)${day}(,|$)`) }).click();
  await expect(field).toHaveAttribute("aria-expanded", "false");
}

/**
 * Chooses a stay in a room page's booking card with the mouse (chooseDay). Both days must be in
 * the month each calendar opens on (check-in: today's; check-out: the day after check-in's).
 */
export async function chooseStay(
  page: Page,
  checkIn: string,
  checkOut: string,
  { bengali = false }: { bengali?: boolean } = {},
) {
  const fields = bengali
    ? ["চেক-ইনের তারিখ", "চেক-আউটের তারিখ"]
    : ["Check-in date", "Check-out date"];
  for (const [index, day] of [checkIn, checkOut].entries())
    await chooseDay(page, page.getByRole("button", { name: new RegExp(`^${fields[index]}`) }), day);
}
