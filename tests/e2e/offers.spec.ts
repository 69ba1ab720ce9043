import { offers } from "../../app/content/offers";
import { formatDate } from "../../app/i18n/format";
import { expect, gotoHydrated, test } from "./fixtures";

const ORIGIN = "https://www.surmariversidehotel.com";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const bookLink = (title: string) => new RegExp(`^Book This Offer: ${escape(title)}$`);

test.describe("special offers", () => {
  test("shows six offers with saving, inclusions, validity and a Book This Offer link", async ({
    page,
  }) => {
    await gotoHydrated(page, "/special-offers");
    const cards = page.getByRole("region", { name: "Current Offers" }).getByRole("article");
    await expect(cards).toHaveCount(6);
    for (const [index, offer] of offers.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3, name: offer.title })).toBeVisible();
      await expect(card).toContainText(offer.description);
      await expect(card).toContainText(offer.discount);
      await expect(card).toContainText(`Valid until ${formatDate(offer.validUntil, "en-GB")}`);
      await expect(card.getByRole("listitem")).toHaveText([...offer.features]);
      await expect(card.getByRole("img", { name: offer.image.alt })).toBeAttached();
      const link = card.getByRole("link", { name: bookLink(offer.title) });
      await expect(link).toHaveAttribute("href", "/reservations");
      await expect(link).toContainText("Book This Offer");
    }
  });

  test("states the spec's savings and dates", async ({ page }) => {
    await gotoHydrated(page, "/special-offers");
    const card = (title: string) =>
      page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card("Early Bird Special")).toContainText("15% off");
    await expect(card("Early Bird Special")).toContainText("30 days ahead");
    await expect(card("Early Bird Special")).toContainText("2-night minimum");
    await expect(card("Weekend Escape")).toContainText("20% off");
    await expect(card("Extended Stay")).toContainText("25% off");
    await expect(card("Extended Stay")).toContainText("5+ nights");
    await expect(card("Summer Holiday")).toContainText("$100 dining credit");
    await expect(card("Summer Holiday")).toContainText("Valid until 30 September 2025");
    await expect(card("Dining Delight")).toContainText("Valid until 31 December 2025");
    await expect(card("Anniversary Celebration")).toContainText("Valid until 31 December 2025");
  });

  test("marks only the popular offer as Most Popular", async ({ page }) => {
    await gotoHydrated(page, "/special-offers");
    const popular = page.getByRole("article").filter({ hasText: "Most Popular" });
    await expect(popular).toHaveCount(1);
    await expect(popular.getByRole("heading", { level: 3 })).toHaveText("Weekend Escape");
    await expect(popular.getByText("Most Popular")).toBeVisible();
  });

  test("Book This Offer opens the reservation form", async ({ page }) => {
    await gotoHydrated(page, "/special-offers");
    await page.getByRole("link", { name: bookLink("Extended Stay") }).click();
    await expect(page).toHaveURL("/reservations");
  });

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

  test("the alias shows the same page with the primary canonical", async ({ page }) => {
    await gotoHydrated(page, "/pohela-boishakh-offers");
    await expect(
      page.getByRole("region", { name: "Current Offers" }).getByRole("article"),
    ).toHaveCount(6);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${ORIGIN}/special-offers`,
    );
  });
});
