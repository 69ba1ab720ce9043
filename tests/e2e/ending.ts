import { expect, type Locator, type Page } from "@playwright/test";

/** "Send it to the hotel" and the WhatsApp hand-off, in each language. */
const words = {
  en: { send: "Send it to the hotel", whatsapp: /^Send on WhatsApp/ },
  bn: { send: "হোটেলে পাঠান", whatsapp: /^হোয়াটসঅ্যাপে পাঠান/ },
} as const;

/** The element a guest would tap at the middle of `target`: it, or something inside it. */
async function expectOnTop(page: Page, target: Locator, what: string) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  const box = await target.boundingBox();
  expect(box, `${what}: laid out`).not.toBeNull();
  if (!box) return;
  expect(box.y, `${what}: below the top of the screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: above the fold`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${what}: within the width`).toBeLessThanOrEqual(viewport.width);
  // Sampled at its middle and near both ends: a toast, the chat launcher or a sticky bar over
  // any of them covers it.
  const points = [0.5, 0.1, 0.9].map((share) => ({
    x: box.x + box.width * share,
    y: box.y + box.height / 2,
  }));
  for (const point of points) {
    const onTop = await target.evaluate((element, { x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (element === hit || element.contains(hit));
    }, point);
    expect(onTop, `${what}: nothing covers it at (${point.x}, ${point.y})`).toBe(true);
  }
}

/**
 * After confirming with delivery off: the first thing on screen, focused, is how the request
 * reaches the hotel, "Send it to the hotel", with WhatsApp first, then e-mail and a call; the
 * heading and the three buttons are on screen and nothing (a toast, the launcher) covers them.
 */
export async function expectHandOffFirst(page: Page, locale: "en" | "bn" = "en") {
  // The first request's: a cart of food and rooms places several, each with its own.
  const heading = page.getByRole("heading", { name: words[locale].send, exact: true }).first();
  await expect(heading).toBeFocused();
  // The section it names (send-to-hotel.tsx): that request's own hand-offs.
  const section = page.locator(`section[aria-labelledby~="${await heading.getAttribute("id")}"]`);
  const links = section.getByRole("link");
  await expect(links).toHaveCount(3);
  await expect(links.first()).toHaveAccessibleName(words[locale].whatsapp);
  await expect(links.nth(1)).toHaveAttribute("href", /^mailto:/);
  await expect(links.nth(2)).toHaveAttribute("href", /^tel:/);
  // No toast is shown over the ending at all.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  // Polled: the view scrolls them into place as it opens.
  await expect(async () => {
    await expectOnTop(page, heading, "the heading");
    for (const [index, name] of ["WhatsApp", "e-mail", "call"].entries())
      await expectOnTop(page, links.nth(index), name);
  }).toPass({ timeout: 5000 });
}
