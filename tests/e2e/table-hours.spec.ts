import { expect, gotoHydrated, test } from "./fixtures";

// The table request offers only the times a restaurant seats guests on the chosen day (issue 37:
// it took Monday at 11 PM and Sunday at 2 PM for Shapla, which serves dinner Tuesday to Sunday,
// 5:30 to 10:30 PM). Asked on Tuesday 1 December 2026; Monday 7 December it is closed.
for (const l of [
  {
    prefix: "",
    reservation: "Make a Reservation",
    restaurant: "Restaurant",
    date: "Date",
    time: "Time",
    closedHint: "Shapla Fine Dining is closed on Mondays.",
    closed: "Closed that day",
    first: "5:30 PM",
    last: "9:30 PM",
  },
  {
    prefix: "/bn",
    reservation: "রিজার্ভেশন করুন",
    restaurant: "রেস্তোরাঁ",
    date: "তারিখ",
    time: "সময়",
    closedHint: "প্রতি সোমবার শাপলা ফাইন ডাইনিং বন্ধ থাকে।",
    closed: "সেদিন বন্ধ",
    first: "বিকেল ৫:৩০",
    last: "রাত ৯:৩০",
  },
]) {
  test(`a table is offered only when the restaurant seats guests${l.prefix ? " (Bengali)" : ""}`, async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-12-01T10:00:00+06:00") });
    await gotoHydrated(page, `${l.prefix}/contact`);
    await page.getByRole("tab", { name: l.reservation }).click();
    await page.getByRole("tab", { name: l.restaurant, exact: true }).click();
    const form = page.getByRole("form", { name: l.restaurant });
    const time = form.getByLabel(l.time, { exact: true });

    await form.getByLabel(l.date, { exact: true }).fill("2026-12-07");
    await expect(time.getByRole("option")).toHaveText([l.closed]);
    await expect(time).toHaveAccessibleDescription(new RegExp(`^${l.closedHint}`));

    await form.getByLabel(l.date, { exact: true }).fill("2026-12-08");
    const options = time.getByRole("option");
    await expect(options).toHaveCount(10);
    await expect(options.nth(1)).toHaveText(l.first);
    await expect(options.last()).toHaveText(l.last);
    await time.selectOption({ label: l.last });
    await expect(time).toHaveValue("21:30");
  });
}
