import type { Page } from "@playwright/test";
import { afterFrames, expect, gotoHydrated, test } from "./fixtures";

const h1 = (page: Page) => page.locator("h1");

test.describe("client-side visits", () => {
  test("in both languages, every main-menu link leads to its page, the home page too", async ({
    page,
  }) => {
    test.slow();
    // A client-side visit fetches the page's data file; a missing one shows the not-found page
    // (the Bengali home page's link is "/bn", and its data was once only at /bn/_.data).
    for (const [start, menu] of [
      ["/about", "Main"],
      ["/bn/about", "প্রধান"],
    ] as const) {
      await gotoHydrated(page, start);
      const nav = page.getByRole("navigation", { name: menu });
      const hrefs = await nav
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs, start).toContain(start.startsWith("/bn") ? "/bn" : "/");
      for (const href of hrefs) {
        await nav.locator(`a[href="${href}"]`).click();
        await expect(page).toHaveURL(href);
        await expect(h1(page), href).not.toHaveText(/404|৪০৪|not found|পাওয়া যায়নি/i);
        await expect(h1(page), href).not.toBeEmpty();
      }
    }
  });

  test("a visit cancelled by a second tap while its page's data is still arriving raises no error", async ({
    page,
  }) => {
    // The network as a slow phone's: the rooms page's data sends its first line, then stalls until
    // the visit is cancelled. React Router's decoder then leaves two rejected promises unhandled;
    // the site must not let them surface as uncaught errors (the fixture fails on any).
    await page.addInitScript(() => {
      const realFetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const url =
          typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
        if (!url.includes("/rooms.data")) return realFetch(input, init);
        const response = await realFetch(input, { ...init, signal: undefined });
        const text = await response.text();
        const firstLine = text.slice(0, text.indexOf("\n") + 1);
        const signal = init?.signal;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(firstLine));
            signal?.addEventListener("abort", () => controller.error(signal.reason));
          },
        });
        (window as unknown as { stalled: boolean }).stalled = true;
        return new Response(body, { status: 200, headers: response.headers });
      };
    });
    await gotoHydrated(page, "/about");
    // The rooms page's code is still on its way too, so its visit is still pending when the second
    // tap comes (were it done, nothing would be cancelled).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Rooms", exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { stalled?: boolean }).stalled === true);
    await nav.getByRole("link", { name: "Dining", exact: true }).click();
    release();
    await expect(page).toHaveURL("/dining");
    await expect(h1(page)).not.toBeEmpty();
    // Unhandled rejections are reported after the microtasks that could still handle them.
    await afterFrames(page);
  });
});

test.describe("the not-found page", () => {
  for (const [path, search, destinations, rooms, query] of [
    ["/no-such-page", "Search for a page", "Or choose where to go", "Rooms", "deluxe"],
    ["/bn/no-such-page", "পাতা খুঁজুন", "অথবা বেছে নিন কোথায় যাবেন", "রুম", "ডিলাক্স"],
  ] as const)
    test(`${path} offers the site search and the main destinations`, async ({
      page,
      allowProblem,
    }) => {
      allowProblem(/http 404: .*no-such-page$/);
      allowProblem(/console: Failed to load resource: the server responded with a status of 404/);
      await gotoHydrated(page, path);
      const list = page.getByRole("region", { name: destinations }).getByRole("link");
      expect(await list.count()).toBeGreaterThanOrEqual(8);
      await page.getByRole("button", { name: search }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("combobox").fill(query);
      await dialog.getByRole("option").first().click();
      await expect(page).toHaveURL(/\/rooms\/deluxe$/);
      await page.goBack();
      await page
        .getByRole("region", { name: destinations })
        .getByRole("link", { name: rooms, exact: true })
        .click();
      await expect(page).toHaveURL(path.startsWith("/bn") ? "/bn/rooms" : "/rooms");
    });
});
