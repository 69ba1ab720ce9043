import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";
import { hostile } from "../fixtures/hostile-input";

/**
 * Odd input in every free-text field a guest can reach: each value gets a clear message or is
 * accepted as plain text; nothing crashes (the fixture fails on any console error), nothing typed
 * is lost by a failed validation, and nothing typed ever becomes markup or runs.
 * (The reservation form's fields get the same values in app/features/booking's schema tests.)
 */

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

  // Each contact field's odd values, one by one, are the component's test
  // (app/features/contact/contact-forms.test.tsx); in the browser, markup in every field at once.
  test("contact form: markup in every field stays text, kept when refused and sent when not", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    const form = page.getByRole("form", { name: "Contact Us" });
    const fields = ["Full name", "Phone", "Message"] as const;
    for (const label of fields)
      await form.getByLabel(label, { exact: label !== "Phone" }).fill(hostile.markup);
    await form.getByLabel("E-mail", { exact: true }).fill(hostile.markup);
    await form.getByRole("button", { name: "Send Message" }).click();
    // Not an address: explained, and what was typed is all still there.
    const email = form.getByLabel("E-mail", { exact: true });
    expect(
      await expectAcceptedOrExplained(
        email,
        hostile.markup,
        page.getByText("Message Sent Successfully!"),
      ),
    ).toBe("explained");
    for (const label of fields)
      await expect(form.getByLabel(label, { exact: label !== "Phone" })).toHaveValue(
        hostile.markup,
      );
    await expectNothingInjected(page);
    // With a real address, the rest is taken as plain text.
    await email.fill("amina@example.com");
    await form.getByLabel("Phone").fill("");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
    await expectNothingInjected(page);
  });

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
