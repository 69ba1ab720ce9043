import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { gotoHydrated, test } from "./fixtures";

/**
 * A seeded random-interaction run on every kind of page: clicks, typing (odd input included) and
 * keys on whatever is on screen. The fixture fails the test on any console error or uncaught
 * exception. In `npm test` a short run on a fixed seed; `npm run test:heavy` runs 300 actions a
 * page on a new seed it prints. MONKEY_SEED replays a run; MONKEY_ACTIONS changes its length.
 */
const seed = Number(process.env.MONKEY_SEED ?? 1);
const actions = Number(process.env.MONKEY_ACTIONS ?? 15);
/** Every English page of its own kind, the same list the weight budget measures. */
const routes: string[] = JSON.parse(
  readFileSync(new URL("../sample-paths.json", import.meta.url), "utf8"),
);

/** mulberry32: small, fast and the same on every machine. */
function random(seedValue: number) {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const texts = [
  "",
  "   ",
  "x".repeat(10_000),
  "🏨🍛✨",
  "সিলেটে স্বাগতম",
  '<script>alert("x")</script><img src=x onerror=alert(1)>',
  "guest@example.com",
  "+880 1711 234567",
  "2",
];
const keys = ["Tab", "Shift+Tab", "Enter", " ", "Escape", "ArrowRight", "ArrowLeft", "ArrowDown"];

type Target = { kind: string; x: number; y: number; options: string[] };

/**
 * Picks the control at `pick` (0..1) among those a guest could use, scrolls it into view, marks it
 * `data-monkey` and says what it is and where; null when there is none.
 */
async function pickTarget(page: Page, pick: number): Promise<Target | null> {
  return page.evaluate((pickValue) => {
    document.querySelectorAll("[data-monkey]").forEach((el) => el.removeAttribute("data-monkey"));
    const selector =
      'button, a[href], input, select, textarea, summary, [role="tab"], [role="option"], [role="radio"]';
    const candidates = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      const href = el.getAttribute("href") ?? "";
      // Stay on this site and in this tab: external, mail and phone links are not the site's code.
      if (el.tagName === "A" && (/^(https?:|mailto:|tel:)/.test(href) || el.getAttribute("target")))
        return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && !el.closest("[inert]");
    });
    const el = candidates[Math.floor(pickValue * candidates.length)];
    if (!el) return null;
    el.scrollIntoView({ block: "center", inline: "center" });
    el.dataset.monkey = "";
    const rect = el.getBoundingClientRect();
    return {
      kind: `${el.tagName}:${el.getAttribute("type") ?? ""}`,
      x: rect.left + rect.width / 2,
      y: rect.top + rect.height / 2,
      options: el instanceof HTMLSelectElement ? [...el.options].map((option) => option.value) : [],
    };
  }, pick);
}

/**
 * The last actions of the running test, printed if it fails: a run that stalls (one CI run waited
 * three minutes on a page that never answered, and no replay of its seed did) says what it did last.
 */
let trail: string[] = [];
test.beforeEach(() => {
  trail = [];
});
// Playwright reads a hook's fixtures from its first parameter, so it must be a pattern.
// eslint-disable-next-line no-empty-pattern
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    console.log(`monkey: the last actions before the failure:\n  ${trail.join("\n  ")}`);
});

/** Rejects when the page has not answered within `ms`, naming what it was asked. */
function answered<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Printed here too: a hung page can also hang the test's teardown, before afterEach runs.
      console.log(`monkey: no answer to ${what}; the last actions:\n  ${trail.join("\n  ")}`);
      reject(new Error(`the page did not answer ${what} in ${ms} ms`));
    }, ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

for (const path of routes) {
  test(`${actions} random actions on ${path}`, async ({ page, allowProblem }) => {
    test.setTimeout(180_000);
    // Unknown paths answer 404 on purpose, and links may lead to one.
    allowProblem(/http 404: .*\/(no-such-page|.*not-found)/);
    allowProblem(/console: Failed to load resource: the server responded with a status of 404/);
    allowProblem(/console: No route matches URL/);
    console.log(`monkey ${path}: seed ${seed} (replay with MONKEY_SEED=${seed})`);
    const next = random(seed + path.length * 7919);
    const note = (line: string) => {
      trail.push(line);
      if (trail.length > 15) trail.shift();
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    await gotoHydrated(page, path);
    for (let i = 0; i < actions; i++) {
      // A link may have led elsewhere, or off the site: come back.
      if (!page.url().startsWith("http://localhost"))
        await answered(gotoHydrated(page, path), 20_000, `a return to ${path} (action ${i})`);
      const roll = next();
      if (roll < 0.2) {
        const key = pick(keys);
        note(`${i} ${page.url()} key ${key}`);
        await answered(page.keyboard.press(key), 20_000, `key ${key} (action ${i})`);
        continue;
      }
      const target = await answered(
        pickTarget(page, next()).catch(() => null),
        20_000,
        `a search for controls (action ${i}, ${page.url()})`,
      );
      if (!target) {
        note(`${i} ${page.url()} no control: Escape`);
        await page.keyboard.press("Escape");
        continue;
      }
      note(`${i} ${page.url()} ${target.kind} at ${Math.round(target.x)},${Math.round(target.y)}`);
      const marked = page.locator("[data-monkey]");
      try {
        if (/^(INPUT:(|text|email|tel|search|number|password)|TEXTAREA:)$/.test(target.kind))
          await marked.fill(pick(texts), { timeout: 500 });
        else if (target.kind.startsWith("SELECT") && target.options.length)
          await marked.selectOption(pick(target.options), { timeout: 500 });
        // A real click at the control's centre: whatever is on top of it gets it, as for a guest.
        else
          await answered(
            page.mouse.click(target.x, target.y),
            20_000,
            `a click on ${target.kind} (action ${i})`,
          );
      } catch (error) {
        // Covered, detached or disabled controls are normal on a living page: not an error.
        // A page that stops answering is.
        if (String(error).includes("did not answer")) throw error;
      }
    }
  });
}
