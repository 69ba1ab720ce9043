import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

/**
 * Odd input in every free-text field a guest can reach: each value gets a clear message or is
 * accepted as plain text; nothing crashes (the fixture fails on any console error), nothing typed
 * is lost by a failed validation, and nothing typed ever becomes markup or runs.
 * (The reservation form's fields get the same values in app/features/booking's schema tests.)
 */
const hostile = {
  empty: "",
  whitespace: "    ",
  long: "সিলেট ".repeat(2_000),
  emoji: "🏨🍛✨ Rooms & tea 🫖",
  bengali: "আমি একটি রুম বুক করতে চাই",
  markup: '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1"><b>bold</b>',
} as const;

async function expectNothingInjected(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"], b:text-is("bold")')).toHaveCount(0);
}

/** Either the field is accepted, or it is marked invalid, explained, and still holds the value. */
async function expectAcceptedOrExplained(field: Locator, value: string, accepted: Locator) {
  if (await accepted.isVisible()) return "accepted";
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = await field.getAttribute("aria-describedby");
  expect(describedBy, "an invalid field points at its message").toBeTruthy();
  const message = field.page().locator(`[id="${describedBy!.split(" ")[0]}"]`);
  await expect(message).not.toBeEmpty();
  // E-mail inputs drop surrounding whitespace by the HTML standard's value sanitization.
  const type = await field.getAttribute("type");
  await expect(field).toHaveValue(type === "email" ? value.trim() : value);
  return "explained";
}

test.describe("hostile input", () => {
  test.setTimeout(120_000);
  let dialogs = 0;
  test.beforeEach(({ page }) => {
    dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
  });
  test.afterEach(() => expect(dialogs, "no alert ever opens").toBe(0));

  const contactFields = ["Full name", "E-mail", "Message"] as const;
  for (const label of [...contactFields, "Phone"] as const) {
    test(`contact form, ${label}`, async ({ page }) => {
      const outcomes: string[] = [];
      for (const [kind, value] of Object.entries(hostile)) {
        await gotoHydrated(page, "/contact");
        const form = page.getByRole("form", { name: "Contact Us" });
        const valid = { "Full name": "Amina Rahman", "E-mail": "amina@example.com", Message: "Hi" };
        for (const [name, text] of Object.entries(valid))
          await form.getByLabel(name, { exact: true }).fill(text);
        const field = form.getByLabel(label, { exact: label !== "Phone" });
        await field.fill(value);
        await form.getByRole("button", { name: "Send Message" }).click();
        const success = page.getByText("Message Sent Successfully!");
        const outcome = await expectAcceptedOrExplained(field, value, success);
        outcomes.push(`${kind}: ${outcome}`);
        await expectNothingInjected(page);
      }
      // The required fields refuse empty and blank input; nothing is accepted silently as blank.
      if (label !== "Phone")
        expect(outcomes).toEqual(
          expect.arrayContaining(["empty: explained", "whitespace: explained"]),
        );
    });
  }

  test("chat, newsletter and checkout take odd text as plain text", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Chat with us" }).click();
    const input = page.getByRole("textbox", { name: "Your message" });
    for (const value of [hostile.markup, hostile.bengali, hostile.emoji]) {
      await input.fill(value);
      await input.press("Enter");
      await expect(page.getByRole("log")).toContainText(value);
    }
    await input.fill(hostile.whitespace);
    await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
    await expectNothingInjected(page);
    // The open chat covers the bottom right of the page, the footer's sign-up with it: a guest
    // closes it first.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("log")).toBeHidden();

    const newsletter = page.getByRole("contentinfo").getByLabel("Your e-mail address");
    for (const value of [hostile.markup, hostile.long, hostile.bengali]) {
      await newsletter.fill(value);
      await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
      await expect(newsletter).toHaveAttribute("aria-invalid", "true");
      await expect(newsletter).toHaveValue(value.trim()); // an e-mail input: sanitized, not lost
    }
    await expectNothingInjected(page);

    await gotoHydrated(page, "/online-order");
    await page
      .getByRole("button", { name: /Add .* to cart|Add to Cart/ })
      .first()
      .click();
    await gotoHydrated(page, "/cart");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    const dialog = page.getByRole("dialog", { name: "Checkout" });
    for (const [label, value] of [
      ["Full name", hostile.markup],
      ["Delivery address", hostile.long],
      ["Phone", hostile.emoji],
    ] as const) {
      await dialog.getByLabel(label).fill(value);
      await expect(dialog.getByLabel(label)).toHaveValue(value);
    }
    // Each gets its message, and nothing typed is lost.
    await dialog.getByRole("button", { name: "Place Order" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Please correct");
    await expect(dialog.getByLabel("Delivery address")).toHaveValue(hostile.long);
    await expect(dialog.getByLabel("Full name")).toHaveValue(hostile.markup);
    await expectNothingInjected(page);
  });
});
