import { expect, gotoHydrated, test } from "./fixtures";

const REPLIES = [
  "Hello! Thank you for reaching out.",
  "20% off weekday stays",
  "Check-in is from 2:00 PM and check-out is by 12:00 PM",
  "Free Wi-Fi, breakfast, the swimming pool and the fitness centre",
  "Let me check availability for you",
  "dietary needs",
  "reservations team",
];

test.describe("chat widget", () => {
  test("welcomes once, sends on Enter, shows typing, and replies after 1.5 s", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Chat with us" }).click();
    const panel = page.getByRole("region", { name: "Chat with our team" });
    const log = panel.getByRole("log");
    await expect(log).toContainText("Welcome to Surma Riverside Hotel! How can we help you today?");

    const input = panel.getByLabel("Your message");
    const send = panel.getByRole("button", { name: "Send message" });
    await expect(input).toBeFocused();
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();
    await input.press("Enter");
    await expect(log.locator("p")).toHaveCount(1);

    await input.fill("<b>Is breakfast included?</b>");
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(log).toContainText("<b>Is breakfast included?</b>");
    await expect(log.locator("b")).toHaveCount(0);
    await expect(panel.getByText("Agent is typing...")).toBeVisible();

    await page.clock.runFor(1_400);
    await expect(log.locator("p")).toHaveCount(3); // welcome, user, typing
    await page.clock.runFor(200);
    await expect(panel.getByText("Agent is typing...")).toHaveCount(0);
    const reply = (await log.locator("p").last().textContent()) ?? "";
    expect(REPLIES.some((text) => reply.includes(text))).toBe(true);

    // Closing and reopening keeps the conversation and does not welcome again.
    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Chat with us" }).click();
    await expect(log.getByText("Welcome to Surma Riverside Hotel!")).toHaveCount(1);
  });
});
