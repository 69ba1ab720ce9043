import { contentEntries } from "./content";
import { expect, gotoHydrated, test } from "./fixtures";

test.describe("chat widget", () => {
  test("on a phone the conversation takes the screen: twelve lines of an answer and more, read from its start", async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 375, height: 667 });
    await gotoHydrated(page, "/rooms/deluxe");
    await page.getByRole("button", { name: "Chat with us" }).click();
    const panel = page.getByRole("region", { name: "Ask our assistant" });
    const log = panel.getByRole("log");
    await expect(panel.getByLabel("Your message")).toBeFocused();
    // The whole screen; the launcher is out of the way while it is open.
    const sheet = (await panel.boundingBox())!;
    expect(sheet.width).toBe(375);
    expect(sheet.height).toBeGreaterThanOrEqual(660);
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeHidden();
    const { height, line } = await log.evaluate((element) => ({
      height: element.clientHeight,
      line: parseFloat(getComputedStyle(element.querySelector("p")!).lineHeight),
    }));
    expect(height / line).toBeGreaterThanOrEqual(12);

    // With the on-screen keyboard up the view is shorter than an answer: two answers, and the
    // newest is read from its first line, not its last.
    await page.setViewportSize({ width: 375, height: 460 });
    for (const question of ["What time is check-in?", "I want to cancel my booking"]) {
      await panel.getByLabel("Your message").fill(question);
      await panel.getByLabel("Your message").press("Enter");
      await page.clock.runFor(1_600);
    }
    const answer = log.locator("p[data-sender='agent']").last();
    await expect(answer).toContainText("cancel");
    const [logBox, answerBox] = [(await log.boundingBox())!, (await answer.boundingBox())!];
    expect(answerBox.height).toBeGreaterThan(logBox.height);
    expect(answerBox.y).toBeGreaterThanOrEqual(logBox.y);
    expect(answerBox.y).toBeLessThan(logBox.y + 40);

    // Closed, focus goes back to the launcher, shown again.
    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeFocused();
  });

  test("welcomes once, sends on Enter, shows typing, and replies after 1.5 s", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Chat with us" }).click();
    const panel = page.getByRole("region", { name: "Ask our assistant" });
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
    await expect(log.locator("p").last()).toContainText("Breakfast is included for every guest");

    // Closing and reopening keeps the conversation and does not welcome again.
    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Chat with us" }).click();
    await expect(log.getByText("Welcome to Surma Riverside Hotel!")).toHaveCount(1);
  });

  test("Escape closes it from anywhere, uncovering what it hid, but not when another layer takes the key", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const launcher = page.getByRole("button", { name: "Chat with us" });
    const panel = page.getByRole("region", { name: "Ask our assistant" });
    await launcher.click();
    await expect(panel.getByLabel("Your message")).toBeFocused();
    // From inside the panel: it closes and focus goes back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();

    // Focus behind the open panel (the footer's last link, at the foot of the page).
    await launcher.click();
    const hidden = page.getByRole("contentinfo").getByRole("link", { name: /^বাংলা/ });
    await hidden.focus();
    const covered = () =>
      hidden.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !(hit === element || element.contains(hit));
      });
    expect(await covered()).toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(hidden).toBeFocused();
    expect(await covered()).toBe(false);

    // The search palette takes Escape for itself; the chat stays open.
    await launcher.click();
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog");
    await expect(palette).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(palette).toBeHidden();
    await expect(panel).toBeVisible();
  });
});

const familySuite = contentEntries("rooms").find((room) => room.id === "family-suite")!;

// The chat answers the question asked, from the site's facts, in the page's language, and hands a
// guest to a person; on a phone and a wide screen.
const conversations = [
  {
    prefix: "",
    open: "Chat with us",
    title: "Ask our assistant",
    input: "Your message",
    automated: "automated assistant",
    whatsapp: "WhatsApp us",
    quick: "Breakfast",
    table: [
      ["Is breakfast included?", "Breakfast is included for every guest"],
      [
        "room for 4 adults on 3 December?",
        `For 4 guests: ${familySuite.name} at $${familySuite.fromPrice}`,
      ],
      ["what time is check out", "check-out is by 12:00 PM"],
      ["breakfast ache?", "Breakfast is included for every guest"],
      ["parking ase?", "valet parking"],
      ["Tell me a joke", "reservations team"],
    ],
  },
  {
    prefix: "/bn",
    open: "আমাদের সঙ্গে চ্যাট করুন",
    title: "আমাদের সহকারীকে জিজ্ঞেস করুন",
    input: "আপনার বার্তা",
    automated: "স্বয়ংক্রিয় সহকারী",
    whatsapp: "হোয়াটসঅ্যাপে লিখুন",
    quick: "সকালের নাশতা",
    table: [
      ["নাশতা কি ফ্রি?", "সকালের নাশতা"],
      ["৩ ডিসেম্বর ৪ জনের জন্য রুম খালি আছে?", "৪ জন অতিথির জন্য"],
      ["চেক আউট কখন?", "চেক-আউটের শেষ সময়"],
      ["পার্কিং আছে?", "ভ্যালে পার্কিং"],
    ],
  },
] as const;

// What the chat answers does not depend on the width: each table is asked once on a phone, and
// the quick replies are checked in view at 375 and 1280 px.
for (const c of conversations) {
  test(`chat answers a table of questions${c.prefix ? " in Bengali" : ""}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.clock.install();
    await gotoHydrated(page, `${c.prefix}/about`);
    await page.getByRole("button", { name: c.open }).click();
    const panel = page.getByRole("region", { name: c.title });
    await expect(panel).toContainText(c.automated);
    await expect(panel.getByRole("link", { name: new RegExp(c.whatsapp) })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+$/,
    );
    const log = panel.getByRole("log");
    const input = panel.getByLabel(c.input);
    for (const [question, answer] of c.table) {
      await input.fill(question);
      await input.press("Enter");
      await page.clock.runFor(1_600);
      await expect(log.locator("p").last()).toContainText(answer);
    }
    // A quick reply asks its question for the guest.
    await panel.getByRole("button", { name: c.quick, exact: true }).click();
    await page.clock.runFor(1_600);
    await expect(log.locator("p").last()).toContainText(c.table[0][1]);
    await expect(panel.getByRole("button", { name: c.quick, exact: true })).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(panel.getByRole("button", { name: c.quick, exact: true })).toBeInViewport();
  });
}
