import { formatDate } from "../../app/i18n/format";
import { hotelToday, runsOn } from "../../app/lib/today";
import { contentEntries } from "./content";
import { chooseDay, expect, gotoHydrated, test } from "./fixtures";

const offers = contentEntries("offers");
/** The offers running on a day at the hotel, in list order: the guests' favourite, then the rest. */
const runningOn = (day: string) => {
  const running = offers.filter((offer) => runsOn(offer, day));
  return [...running.filter((offer) => offer.isPopular), ...running.filter((o) => !o.isPopular)];
};

const ORIGIN = "https://www.surmariversidehotel.com";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const bookLink = (title: string) => new RegExp(`^Book This Offer: ${escape(title)}$`);

test.describe("special offers", () => {
  test("shows the offers running today with saving, inclusions, validity and a Book This Offer link", async ({
    page,
  }) => {
    const running = runningOn(hotelToday());
    expect(running.length).toBeGreaterThan(0);
    await gotoHydrated(page, "/special-offers");
    const cards = page.getByRole("region", { name: "Current Offers" }).getByRole("article");
    await expect(cards).toHaveCount(running.length);
    for (const [index, offer] of running.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3, name: offer.title })).toBeVisible();
      await expect(card).toContainText(offer.description);
      await expect(card).toContainText(offer.discount);
      await expect(card).toContainText(`Valid until ${formatDate(offer.validUntil, "en-GB")}`);
      await expect(card.getByRole("listitem")).toHaveText([...offer.features]);
      await expect(card.getByRole("img", { name: offer.image.alt })).toBeAttached();
      const link = card.getByRole("link", { name: bookLink(offer.title) });
      await expect(link).toHaveAttribute("href", `/reservations?offer=${offer.id}`);
      await expect(link).toContainText("Book This Offer");
    }
  });

  test("an offer that has ended is gone, and one that has begun appears, whatever day the page was built", async ({
    page,
  }) => {
    // Weekend Escape's last day is 31 March 2027 and Summer Holiday's first 15 March 2027.
    const day = "2027-04-01";
    expect(runningOn(day).map((offer) => offer.id)).toContain("summer-holiday");
    expect(runningOn(day).map((offer) => offer.id)).not.toContain("weekend-escape");
    await page.clock.install({ time: new Date(`${day}T12:00:00+06:00`) });
    await gotoHydrated(page, "/special-offers");
    const titles = page
      .getByRole("region", { name: "Current Offers" })
      .getByRole("heading", { level: 3 });
    await expect(titles).toHaveText(runningOn(day).map((offer) => offer.title));
  });

  test("on a day no offer runs, the page says so and leads to the newsletter", async ({ page }) => {
    await page.clock.install({ time: new Date("2030-01-01T12:00:00+06:00") });
    await gotoHydrated(page, "/special-offers");
    const list = page.getByRole("region", { name: "Current Offers" });
    await expect(list.getByRole("article")).toHaveCount(0);
    await expect(list).toContainText("No offer is running today.");
    await list.getByRole("link", { name: "sign up below" }).click();
    await expect(page).toHaveURL(/#offers-newsletter-heading$/);
  });

  test("marks only the popular offer as Most Popular", async ({ page }) => {
    await gotoHydrated(page, "/special-offers");
    const popular = page.getByRole("article").filter({ hasText: "Most Popular" });
    await expect(popular).toHaveCount(runningOn(hotelToday()).some((o) => o.isPopular) ? 1 : 0);
    await expect(popular.getByRole("heading", { level: 3 })).toHaveText("Weekend Escape");
    // It leads the list, the width of two cards, its photo beside its words (1280 px).
    const cards = page.getByRole("region", { name: "Current Offers" }).getByRole("article");
    await expect(cards.first()).toContainText("Most Popular");
    const [lead, next] = await Promise.all([
      cards.first().boundingBox(),
      cards.nth(1).boundingBox(),
    ]);
    expect(lead!.width).toBeGreaterThan(1.9 * next!.width);
    const photo = await popular.locator(".photo-placeholder").boundingBox();
    const heading = await popular.getByRole("heading", { level: 3 }).boundingBox();
    expect(heading!.x).toBeGreaterThan(photo!.x + photo!.width);
    await expect(popular.getByText("Most Popular")).toBeVisible();
  });

  for (const l of [
    { prefix: "", width: 1280, book: "Book This Offer", saves: "you save $99.60" },
    { prefix: "/bn", width: 375, book: "অফারটি বুক করুন", saves: "আপনার সাশ্রয় $৯৯.৬০" },
  ]) {
    test(`Book This Offer opens the booking form with the offer, applied when the stay qualifies, at ${l.width} px${l.prefix ? " in Bengali" : ""}`, async ({
      page,
    }) => {
      // Wednesday 25 November 2026 at the hotel: Friday 27 and Saturday 28 are weekend nights.
      await page.clock.install({ time: new Date("2026-11-25T10:00:00+06:00") });
      await page.setViewportSize({ width: l.width, height: l.width < 800 ? 740 : 900 });
      const weekend = contentEntries("offers", l.prefix ? "bn" : "en").find(
        (offer) => offer.id === "weekend-escape",
      )!;
      await gotoHydrated(page, `${l.prefix}/special-offers`);
      await page
        .getByRole("link", { name: new RegExp(`^${escape(l.book)}: ${escape(weekend.title)}$`) })
        .click();
      await expect(page).toHaveURL(`${l.prefix}/reservations?offer=weekend-escape`);
      const form = page.getByRole("main");
      await expect(form.getByText(weekend.title, { exact: false }).first()).toBeVisible();
      await page.getByRole("radio").nth(1).check();
      for (const [field, day] of [
        [0, l.prefix ? "নভেম্বর ২৭শে, ২০২৬" : "27 November 2026"],
        [1, l.prefix ? "নভেম্বর ৩০শে, ২০২৬" : "30 November 2026"],
      ] as const)
        await chooseDay(page, form.locator("button[aria-haspopup='dialog']").nth(field), day);
      await expect(form).toContainText(`${weekend.title}: ${l.saves}`);
    });
  }

  test("explains how to book in three steps, and the terms", async ({ page }) => {
    await gotoHydrated(page, "/special-offers");
    const how = page.getByRole("region", { name: "How to Book" });
    await expect(how.getByRole("listitem")).toHaveCount(3);
    await expect(how.getByRole("heading", { level: 3 })).toHaveText([
      "Choose your offer",
      "Reserve your room",
      "Enjoy your stay",
    ]);
    const terms = page.getByRole("region", { name: "Terms & Conditions" });
    const items = terms.getByRole("list").first().getByRole("listitem");
    expect(await items.count()).toBeGreaterThanOrEqual(5);
    await expect(items.last()).toContainText("free up to 24 hours before check-in");
    await expect(terms).toContainText("cannot be combined");
  });

  test("the newsletter box explains a bad address, then thanks a good one", async ({ page }) => {
    await gotoHydrated(page, "/special-offers");
    const box = page.getByRole("region", { name: "Be the first to hear about new offers" });
    const input = box.getByLabel("Your e-mail address");
    await input.fill("guest@");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(/valid e-mail address/);
    await expect(input).toHaveValue("guest@");
    await expect(page.getByText("Thank you for subscribing!")).toHaveCount(0);
    await input.fill("guest@example.com");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thank you for subscribing!")).toBeVisible();
    await expect(input).toHaveValue("");
    await expect(input).not.toHaveAttribute("aria-invalid", "true");
  });

  // The page's own box (the spec's offers newsletter) is its one sign-up: the footer leaves its
  // own out there.
  for (const [path, box, label] of [
    ["/special-offers", "Be the first to hear about new offers", "Your e-mail address"],
    ["/bn/pohela-boishakh-offers", "নতুন অফারের খবর সবার আগে পান", "আপনার ই-মেইল ঠিকানা"],
  ] as const)
    test(`${path} offers one newsletter sign-up, the page's, and the footer's elsewhere`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await expect(page.getByLabel(label, { exact: true })).toHaveCount(1);
      await expect(
        page.getByRole("region", { name: box }).getByLabel(label, { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("contentinfo").getByLabel(label, { exact: true })).toHaveCount(0);
      await expect(page.getByRole("contentinfo").getByRole("navigation").first()).toBeVisible();

      // A client-side visit on: the footer has its own again.
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: /^(Gallery|গ্যালারি)$/ })
        .click();
      await expect(page).toHaveURL(/\/gallery$/);
      await expect(page.getByRole("contentinfo").getByLabel(label, { exact: true })).toBeVisible();
      await expect(page.getByLabel(label, { exact: true })).toHaveCount(1);
    });

  test("the alias shows the same page with the primary canonical", async ({ page }) => {
    await gotoHydrated(page, "/pohela-boishakh-offers");
    await expect(
      page.getByRole("region", { name: "Current Offers" }).getByRole("article"),
    ).toHaveCount(runningOn(hotelToday()).length);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${ORIGIN}/special-offers`,
    );
  });
});
