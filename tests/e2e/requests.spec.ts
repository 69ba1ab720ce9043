import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { quoteStay } from "../../app/domain/stay-quote";
import { extraPrice } from "../../app/domain/party-stay";
import { formatMoney } from "../../app/i18n/format";
import { contentEntries } from "./content";
import { expectHandOffFirst } from "./ending";
import {
  chooseDay,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsAt,
  gotoHydrated,
  test,
} from "./fixtures";

// A confirmed booking ends in a confirmation the guest keeps (its own address, a reference, the
// summary and policies) and hands to the hotel in the guest's own apps: WhatsApp, e-mail, phone,
// a calendar file and print. "My requests" keeps it on this device until deleted.

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date("2026-06-15T10:00:00"));
});

/** Books the Deluxe Room for 20-23 June 2026 with the mouse, as Nusrat. */
async function bookDeluxe(page: Page, { nonRefundable = false } = {}) {
  await gotoHydrated(page, "/reservations?room=deluxe");
  await expect(page.getByRole("radio", { name: "Deluxe Room", exact: true })).toBeChecked();
  await chooseDay(page, page.getByRole("button", { name: /^Check-in date/ }), "20 June 2026");
  await chooseDay(page, page.getByRole("button", { name: /^Check-out date/ }), "23 June 2026");
  if (nonRefundable) await page.getByRole("radio", { name: "Non-refundable" }).check();
  await page.getByRole("button", { name: "Continue to Personal Details" }).click();
  await page.getByLabel("First name", { exact: true }).fill("Nusrat");
  await page.getByLabel("Last name", { exact: true }).fill("Chowdhury");
  await page.getByLabel("E-mail", { exact: true }).fill("nusrat@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("+880 1712 345678");
  await page.getByLabel(/Special requests/).fill("A cot, please.");
  await page.getByRole("button", { name: "Continue to review" }).click();
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await page.getByRole("button", { name: "Confirm Reservation" }).click();
  await expect(page).toHaveURL(/\/my-requests\?ref=SRH-[2-9A-Z]{6}$/);
  return new URL(page.url()).searchParams.get("ref") ?? "";
}

// Intl writes "Saturday 20 June 2026" or "Saturday, 20 June 2026" by version.
const noWeekdayComma = (text: string) => text.replace(/(day|Sat|Tue), /g, "$1 ");

test("a booking on the non-refundable rate says so in its summary, its policies and its message", async ({
  page,
}) => {
  const ref = await bookDeluxe(page, { nonRefundable: true });
  const request = page.getByRole("article", { name: `Reservation request ${ref}` });
  await expect(request).toContainText("Booked at the non-refundable rate: no refund if cancelled.");
  await expect(request).not.toContainText("Cancel free of charge");
  const whatsapp = new URL(
    (await request.getByRole("link", { name: /^Send on WhatsApp/ }).getAttribute("href")) ?? "",
  );
  const lines = (whatsapp.searchParams.get("text") ?? "").split("\n");
  // $747 less 10% (content/policies.yaml): $74.70 off, $672.30.
  expect(lines).toContain(
    "Rate plan: Non-refundable (10% off, you save $74.70). No refund if cancelled.",
  );
  expect(lines).toContain("Total: $672.30 (≈ ৳82,021)");
});

test("a booking's confirmation: reference, summary, policies and the three hand-offs with their text", async ({
  page,
}) => {
  test.slow(); // a whole booking, then every hand-off
  const ref = await bookDeluxe(page);
  const request = page.getByRole("article", { name: `Reservation request ${ref}` });
  await expectHandOffFirst(page);
  await expect(request).toContainText("Not yet sent");
  // The only request on the device: no "All my requests" heading with nothing under it.
  await expect(page.getByRole("heading", { name: "All my requests" })).toHaveCount(0);
  await expect(request).toContainText("nothing has reached the hotel yet");
  await expect(request).toContainText("Check-in from 2:00 PM, check-out by 12:00 PM.");
  await expect(request).toContainText("Cancel free of charge up to 24 hours before check-in");
  await expect(request).not.toContainText(/e-mail (was|has been) sent/i);

  const text = [
    "Hello Surma Riverside Hotel, I would like to book a room.",
    `Reservation request ${ref}`,
    "",
    "Room: Deluxe Room",
    "Check-in: Saturday 20 June 2026 (From 2:00 PM)",
    "Check-out: Tuesday 23 June 2026 (By 12:00 PM)",
    "Guests: 2 adults",
    "Nights: 3 nights × $249",
    "Rate plan: Flexible. Free cancellation until Friday 19 June 2026, 2:00 PM (Sylhet time).",
    "Charges: Includes service charge $59.05 and VAT $97.43.",
    "Total: $747 (≈ ৳91,134)",
    "Name: Nusrat Chowdhury",
    "Phone: +880 1712 345678",
    "E-mail: nusrat@example.com",
    "Payment: Credit card",
    "Special requests: A cot, please.",
    "",
    "Please confirm my reservation. Thank you!",
  ].join("\n");

  const whatsapp = new URL(
    (await request.getByRole("link", { name: /^Send on WhatsApp/ }).getAttribute("href")) ?? "",
  );
  expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/8801711234567");
  expect(noWeekdayComma(whatsapp.searchParams.get("text") ?? "")).toBe(text);

  const mail =
    (await request.getByRole("link", { name: "Send by e-mail" }).getAttribute("href")) ?? "";
  expect(mail.startsWith("mailto:stay@surmariversidehotel.com?")).toBe(true);
  const mailParams = new URLSearchParams(mail.slice(mail.indexOf("?") + 1));
  expect(noWeekdayComma(mailParams.get("subject") ?? "")).toBe(
    `Reservation request ${ref}: Deluxe Room, Sat 20 Jun 2026 – Tue 23 Jun 2026`,
  );
  expect(noWeekdayComma(mailParams.get("body") ?? "")).toBe(text.replace(/\n/g, "\r\n"));
  await expect(request.getByRole("link", { name: "Call +880 1711 234567" })).toHaveAttribute(
    "href",
    "tel:+8801711234567",
  );

  // The calendar file, parsed back.
  const download = page.waitForEvent("download");
  await request.getByRole("button", { name: "Add to calendar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${ref}.ics`);
  const ics = (await readFile((await file.path()) ?? "", "utf8")).replace(/\r\n[ \t]/g, "");
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
  expect(ics).toContain(`UID:${ref}@www.surmariversidehotel.com`);
  expect(ics).toContain("SUMMARY:Surma Riverside Hotel: Deluxe Room");
  expect(ics).toContain("DTSTART;VALUE=DATE:20260620");
  expect(ics).toContain("DTEND;VALUE=DATE:20260624");
  expect(ics).toContain("STATUS:TENTATIVE");
  expect(ics).toContain("LOCATION:Surma Riverside Hotel\\, House 12\\, Surma Tower Road");
  expect(ics).toContain("+880 1711 234567");

  // Print or save as PDF: the browser's print, with the page's chrome left off the paper.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await request.getByRole("button", { name: "Print or save as PDF" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("footer").first()).toBeHidden();
  await expect(page.locator("header").first()).toBeHidden();
  await expect(request).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  await expectNoAxeViolations(page);
});

// The same booking in Bengali: the stay's service charge and VAT reach the WhatsApp text in
// Bengali, as the booking form stated them (content/policies.yaml `rates`), the amounts worked out
// by the domain from the content, as the site works them out.
test("in Bengali, a booking's charges reach the WhatsApp text", async ({ page }) => {
  test.slow(); // a whole booking
  const [policies] = contentEntries("policies", "bn");
  const { taxes } = policies!.rateTerms;
  const deluxe = contentEntries("rooms", "bn").find((room) => room.id === "deluxe")!;
  const quote = quoteStay({
    rates: deluxe.rates,
    taxes,
    checkIn: "2026-06-20",
    checkOut: "2026-06-23",
    today: "2026-06-15",
    offers: contentEntries("offers", "bn"),
  });
  const money = (amount: number) => formatMoney(amount, "bn-BD");
  expect(quote.serviceCharge + quote.vat).toBeGreaterThan(0);
  const charges = taxes.included
    ? [`চার্জ: সার্ভিস চার্জ ${money(quote.serviceCharge)} ও ভ্যাট ${money(quote.vat)} অন্তর্ভুক্ত।`]
    : [`সার্ভিস চার্জ: ${money(quote.serviceCharge)}`, `ভ্যাট: ${money(quote.vat)}`];

  await gotoHydrated(page, "/bn/reservations?room=deluxe");
  await expect(page.getByRole("radio", { name: "ডিলাক্স রুম", exact: true })).toBeChecked();
  const field = (name: string) => page.getByRole("button", { name: new RegExp(`^${name}`) });
  await chooseDay(page, field("চেক-ইনের তারিখ"), "জুন ২০শে, ২০২৬");
  // Choosing check-in opens check-out's calendar.
  await expect(page.getByRole("dialog", { name: "চেক-আউটের তারিখ বেছে নিন" })).toBeVisible();
  await chooseDay(page, field("চেক-আউটের তারিখ"), "জুন ২৩শে, ২০২৬");
  await page.getByRole("button", { name: "পরের ধাপে যান: ব্যক্তিগত তথ্য" }).click();
  await page.getByLabel("নামের প্রথম অংশ", { exact: true }).fill("নুসরাত");
  await page.getByLabel("নামের শেষ অংশ", { exact: true }).fill("চৌধুরী");
  await page.getByLabel("ই-মেইল", { exact: true }).fill("nusrat@example.com");
  await page.getByLabel("ফোন", { exact: true }).fill("+880 1712 345678");
  await page.getByRole("button", { name: "পরের ধাপে যান: যাচাই" }).click();
  await page.getByRole("checkbox", { name: /শর্তাবলি/ }).check();
  await page.getByRole("button", { name: "বুকিং নিশ্চিত করুন" }).click();
  await expect(page).toHaveURL(/\/bn\/my-requests\?ref=SRH-[2-9A-Z]{6}$/);
  const ref = new URL(page.url()).searchParams.get("ref") ?? "";

  const request = page.getByRole("article", { name: `বুকিংয়ের অনুরোধ ${ref}` });
  const href = await request.getByRole("link", { name: /^হোয়াটসঅ্যাপে পাঠান/ }).getAttribute("href");
  const lines = (new URL(href ?? "").searchParams.get("text") ?? "").split("\n");
  expect(lines).toContain("রুম: ডিলাক্স রুম");
  // The charges row comes after the nights and the plan, and before the total, as in English.
  expect(lines).toContain(charges[0]);
  const at = lines.indexOf(charges[0]!);
  expect(lines.slice(at, at + charges.length)).toEqual(charges);
  // After the nights, the rate plan: the flexible rate's deadline, in Sylhet's time.
  expect(lines[at - 2]).toMatch(/^রাত: /);
  expect(lines[at - 1]).toMatch(
    /^ভাড়ার ধরন: নমনীয়। শুক্রবার, ১৯ জুন, ২০২৬, দুপুর ২:০০ \(সিলেটের সময়\) পর্যন্ত বিনা খরচে বাতিল করা যায়।$/,
  );
  expect(lines[at + charges.length]).toContain(`সর্বমোট: ${money(quote.total)} (`);
});

test("My requests keeps a request across a reload, marks it sent, and deletes it", async ({
  page,
}) => {
  test.slow();
  const ref = await bookDeluxe(page);
  // The header counts the request as soon as it is kept, and leads to the list.
  const header = page.getByRole("banner");
  await header.getByRole("link", { name: "My requests, 1 on this device", exact: true }).click();
  await expect(page).toHaveURL("/my-requests");
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const request = page.getByRole("article", { name: `Reservation request ${ref}` });
  await expect(request).toContainText("Deluxe Room");
  await expect(request).toContainText("$747");
  await request.getByLabel("Status").selectOption({ label: "Sent on WhatsApp" });
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(request.getByLabel("Status")).toHaveValue("whatsapp");
  await expect(request).toContainText("Sent on WhatsApp");
  await expect(request).not.toContainText("nothing has reached the hotel yet");
  await expectNoAxeViolations(page);

  await request.getByRole("button", { name: `Delete request ${ref}` }).click();
  await expect(request).toHaveCount(0);
  await expect(page.getByText("You have no requests on this device yet.")).toBeVisible();
  await expect(header.getByRole("link", { name: "My requests", exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText("You have no requests on this device yet.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("surma-requests"))).toBeNull();
});

const stored = {
  version: 1,
  requests: [
    {
      ref: "SRH-7K3P9Q",
      createdAt: "2026-06-15T04:00:00.000Z",
      status: "unsent",
      kind: "stay",
      stay: {
        room: "deluxe",
        checkIn: "2026-06-20",
        checkOut: "2026-06-23",
        adults: 2,
        children: 1,
        firstName: "নুসরাত",
        lastName: "চৌধুরী",
        email: "nusrat@example.com",
        phone: "+880 1712 345678",
        specialRequests: "",
        payment: "pay-later",
        pricePerNight: 249,
        discount: 0,
        total: 747,
      },
    },
    // Forged or broken entries are dropped as they are read.
    { ref: "<img src=x onerror=alert(1)>", status: "unsent", kind: "stay" },
    { ref: "SRH-222222", createdAt: "2026-06-15", status: "unsent", kind: "stay", stay: {} },
  ],
};

test("in Bengali on a phone: the request reads in Bengali, and WhatsApp carries Bengali", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript((value) => {
    localStorage.setItem("surma-requests", value);
  }, JSON.stringify(stored));
  await gotoHydrated(page, "/bn/my-requests?ref=SRH-7K3P9Q");
  const request = page.getByRole("article", { name: "বুকিংয়ের অনুরোধ SRH-7K3P9Q" });
  await expectHandOffFirst(page, "bn");
  await expect(page.getByRole("article")).toHaveCount(1);
  // The phone menu counts the one request the list shows (the broken entry left storage).
  await page.getByRole("button", { name: "মেনু খুলুন" }).click();
  await expect(
    page
      .getByRole("navigation", { name: "সাইটের মেনু" })
      .getByRole("link", { name: "আমার অনুরোধ, এই ডিভাইসে ১টি", exact: true }),
  ).toBeVisible();
  await page.getByRole("button", { name: "মেনু বন্ধ করুন" }).click();
  await expect(request).toContainText("ডিলাক্স রুম");
  await expect(request).toContainText("২ জন প্রাপ্তবয়স্ক, ১ জন শিশু");
  await expect(request).toContainText("এখনো পাঠানো হয়নি");
  const href = await request.getByRole("link", { name: /^হোয়াটসঅ্যাপে পাঠান/ }).getAttribute("href");
  const text = new URL(href ?? "").searchParams.get("text") ?? "";
  expect(text.split("\n").slice(0, 4)).toEqual([
    "আসসালামু আলাইকুম, সুরমা রিভারসাইড হোটেল। আমি একটি রুম বুক করতে চাই।",
    "বুকিংয়ের অনুরোধ SRH-7K3P9Q",
    "",
    "রুম: ডিলাক্স রুম",
  ]);
  expect(text).toContain("\nরাত: ৩ রাত × $২৪৯\n");
  expect(text).toContain("\nসর্বমোট: $৭৪৭ (≈ ৳৯১,১৩৪)\n");
  expect(text).toContain("\nনাম: নুসরাত চৌধুরী\n");
  expect(text.endsWith("অনুগ্রহ করে আমার বুকিং নিশ্চিত করুন। ধন্যবাদ!")).toBe(true);
  // Nothing covers the hand-offs, and the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

test("an unknown reference says so, and the footer leads to My requests", async ({ page }) => {
  await gotoHydrated(page, "/my-requests?ref=SRH-ZZZZZZ");
  await expect(page.getByRole("status").filter({ hasText: "No request SRH-ZZZZZZ" })).toBeVisible();
  await expect(page.getByText("You have no requests on this device yet.")).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Quick links" })
      .getByRole("link", { name: "My requests" }),
  ).toHaveAttribute("href", "/my-requests");
});

test("a table asked for on the contact page ends the same way: reference, hand-offs, a calendar at its time", async ({
  page,
}) => {
  test.slow();
  await gotoHydrated(page, "/contact?request=restaurant");
  const dining = page.getByRole("form", { name: "Restaurant" });
  await dining.getByLabel("Full name").fill("Nadia Chowdhury");
  await dining.getByLabel("E-mail").fill("nadia@example.com");
  await dining.getByLabel("Phone").fill("+880 1711 000000");
  await dining.getByLabel("Date").fill("2026-06-20");
  await dining.getByLabel("Time").selectOption("19:30");
  await dining.getByLabel("Party size").selectOption("4");
  await dining.getByRole("button", { name: "Request Table" }).click();

  // The spec's message, with the reference and the way to its confirmation.
  const received = page.getByRole("status").filter({ hasText: "Your request is ready to send" });
  await expect(received).toContainText(/Request SRH-[2-9A-Z]{6} is saved on this device/);
  await received.getByRole("link", { name: /^Open request SRH-/ }).click();
  await expect(page).toHaveURL(/\/my-requests\?ref=SRH-[2-9A-Z]{6}$/);
  const ref = new URL(page.url()).searchParams.get("ref") ?? "";
  const request = page.getByRole("article", { name: `Table request ${ref}` });
  await expectHandOffFirst(page);
  await expect(request).toContainText("Tables are booked at least 24 hours ahead");

  const href = await request.getByRole("link", { name: /^Send on WhatsApp/ }).getAttribute("href");
  expect(noWeekdayComma(new URL(href ?? "").searchParams.get("text") ?? "")).toBe(
    [
      "Hello Surma Riverside Hotel, I would like to book a table.",
      `Table request ${ref}`,
      "",
      "Restaurant: Shapla Fine Dining",
      "Date: Saturday 20 June 2026",
      "Time: 7:30 PM",
      "Party: 4 people",
      "Name: Nadia Chowdhury",
      "Phone: +880 1711 000000",
      "E-mail: nadia@example.com",
      "",
      "Please confirm my table. Thank you!",
    ].join("\n"),
  );

  // Two hours from half past seven in Sylhet (UTC+6): 13:30 to 15:30 UTC.
  const download = page.waitForEvent("download");
  await request.getByRole("button", { name: "Add to calendar" }).click();
  const ics = (await readFile((await (await download).path()) ?? "", "utf8")).replace(
    /\r\n[ \t]/g,
    "",
  );
  expect(ics).toContain("SUMMARY:Surma Riverside Hotel: Table at Shapla Fine Dining");
  expect(ics).toContain("DTSTART:20260620T133000Z");
  expect(ics).toContain("DTEND:20260620T153000Z");
  await expectNoAxeViolations(page);
});

test("a hotel request from the contact page, on a phone: its confirmation, its message and its calendar", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/contact?request=hotel");
  const hotel = page.getByRole("form", { name: "Hotel" });
  await hotel.getByLabel("Full name").fill("Nadia Chowdhury");
  await hotel.getByLabel("E-mail").fill("nadia@example.com");
  await hotel.getByLabel("Phone").fill("+880 1711 000000");
  await hotel.getByLabel("Room type").selectOption("deluxe");
  await chooseDay(page, hotel.getByRole("button", { name: /^Check-in date/ }), "20 June 2026");
  await chooseDay(page, hotel.getByRole("button", { name: /^Check-out date/ }), "23 June 2026");
  await hotel.getByLabel("Guests").selectOption("2");
  await hotel.getByRole("button", { name: "Request Room" }).click();

  const received = page.getByRole("status").filter({ hasText: "Your request is ready to send" });
  // On the phone the reference stays whole on its button: one line box, never "SRH-" / "VHQFNV".
  const open = received.getByRole("link", { name: /^Open request SRH-/ });
  const lines = await open.evaluate((link) => {
    const reference = [...link.querySelectorAll("span")].find((span) =>
      /^SRH-[2-9A-Z]{6}$/.test(span.textContent ?? ""),
    );
    return reference?.getClientRects().length;
  });
  expect(lines).toBe(1);
  await open.click();
  await expect(page).toHaveURL(/\/my-requests\?ref=SRH-[2-9A-Z]{6}$/);
  const ref = new URL(page.url()).searchParams.get("ref") ?? "";
  const request = page.getByRole("article", { name: new RegExp(`${ref}$`) });
  await expectHandOffFirst(page);
  await expect(request).toContainText("Deluxe Room");
  await expect(request).toContainText("Not yet sent");

  const href = await request.getByRole("link", { name: /^Send on WhatsApp/ }).getAttribute("href");
  expect(noWeekdayComma(new URL(href ?? "").searchParams.get("text") ?? "")).toBe(
    [
      "Hello Surma Riverside Hotel, I would like to book a room.",
      `Reservation request ${ref}`,
      "",
      "Room: Deluxe Room",
      "Check-in: Saturday 20 June 2026 (From 2:00 PM)",
      "Check-out: Tuesday 23 June 2026 (By 12:00 PM)",
      "Guests: 2 guests",
      "Nights: 3 nights",
      "Name: Nadia Chowdhury",
      "Phone: +880 1711 000000",
      "E-mail: nadia@example.com",
      "",
      "Please confirm my room and its price. Thank you!",
    ].join("\n"),
  );

  // An all-day stay: check-in to the day after check-out, as the booking's.
  const download = page.waitForEvent("download");
  await request.getByRole("button", { name: "Add to calendar" }).click();
  const ics = (await readFile((await (await download).path()) ?? "", "utf8")).replace(
    /\r\n[ \t]/g,
    "",
  );
  expect(ics).toContain("DTSTART;VALUE=DATE:20260620");
  expect(ics).toContain("DTEND;VALUE=DATE:20260624");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

test("Change opens the form filled in and sends a change of the reference; Cancel says it is free and hands the cancellation on", async ({
  page,
}) => {
  test.slow();
  const first = await bookDeluxe(page);
  const kept = page.getByRole("article", { name: `Reservation request ${first}` });
  await kept.getByRole("link", { name: `Change request ${first}` }).click();
  await expect(page).toHaveURL(`/reservations?change=${first}`);
  await expect(page.getByText(`You are changing request ${first}`)).toBeVisible();
  await expect(page.getByRole("radio", { name: "Deluxe Room", exact: true })).toBeChecked();
  await expect(page.getByRole("button", { name: /^Check-in date/ })).toHaveAccessibleName(
    /20 Jun 2026$/,
  );
  await chooseDay(page, page.getByRole("button", { name: /^Check-out date/ }), "24 June 2026");
  await page.getByRole("button", { name: "Continue to Personal Details" }).click();
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Nusrat");
  await page.getByRole("button", { name: "Continue to review" }).click();
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await page.getByRole("button", { name: "Confirm Reservation" }).click();
  await expect(page).toHaveURL(/\/my-requests\?ref=SRH-[2-9A-Z]{6}$/);
  const second = new URL(page.url()).searchParams.get("ref") ?? "";
  expect(second).not.toBe(first);

  // The new request names the one it replaces; the old one says it was changed, and offers no more.
  const change = page.getByRole("article", { name: `Reservation request ${second}` });
  const whatsapp = change.getByRole("link", { name: /^Send on WhatsApp/ }).first();
  const text = new URL((await whatsapp.getAttribute("href")) ?? "").searchParams.get("text") ?? "";
  expect(text).toContain(`I would like to change my reservation request ${first} to this one.`);
  expect(text).toContain(`\nReplaces: ${first}\n`);
  const old = page.getByRole("article", { name: `Reservation request ${first}` });
  await expect(old).toContainText(`Changed: replaced by request ${second}`);
  await expect(old.getByRole("button", { name: `Cancel request ${first}` })).toHaveCount(0);
  await expect(old.getByRole("link", { name: /^Send on WhatsApp/ })).toHaveCount(0);

  // Cancel: what it costs first, then the cancellation in the guest's own apps.
  await change.getByRole("button", { name: `Cancel request ${second}` }).click();
  await expect(change.getByText(/^Cancelling now is free: on the flexible rate/)).toBeVisible();
  await change.getByRole("button", { name: "Send the cancellation" }).click();
  const cancellation = change.getByRole("region", { name: /^Cancellation not yet sent/ });
  await expect(
    cancellation.getByRole("heading", { name: "Cancellation not yet sent" }),
  ).toBeFocused();
  const cancelText =
    new URL(
      (await cancellation.getByRole("link", { name: /^Send on WhatsApp/ }).getAttribute("href")) ??
        "",
    ).searchParams.get("text") ?? "";
  expect(cancelText).toContain(`I would like to cancel my reservation request ${second}.`);
  expect(cancelText).toContain("\nCost of cancelling: Free (before ");
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(change).toContainText("Cancellation not yet sent");
  await expectNoAxeViolations(page);
});

test("a family in two rooms with an airport pickup and a Jaflong trip: one request, the summary adds each part, the request and its message name them", async ({
  page,
}) => {
  test.slow();
  const extras = contentEntries("extras");
  const transfer = extras.find((extra) => extra.needs === "flight")!;
  const trip = extras.find((extra) => extra.id === "jaflong-day-trip")!;
  const [policies] = contentEntries("policies");
  const rooms = contentEntries("rooms");
  const family = rooms.find((room) => room.id === "family-suite")!;
  const deluxe = rooms.find((room) => room.id === "deluxe")!;
  const quote = (room: typeof family) =>
    quoteStay({
      rates: room.rates,
      taxes: policies!.rateTerms.taxes,
      checkIn: "2026-06-20",
      checkOut: "2026-06-23",
      today: "2026-06-15",
      offers: contentEntries("offers"),
    });
  // Six guests in the two rooms and, by default, a suitcase each; the trip for all six on the second day.
  const pickup = extraPrice(transfer.pricing, { nights: 3, guests: 6, bags: 6 })!;
  const jaflong = extraPrice(trip.pricing, { nights: 3, guests: 6 })!;
  const total = quote(family).total + quote(deluxe).total + pickup.amount + jaflong.amount;

  await gotoHydrated(page, "/reservations?room=family-suite");
  await chooseDay(page, page.getByRole("button", { name: /^Check-in date/ }), "20 June 2026");
  await chooseDay(page, page.getByRole("button", { name: /^Check-out date/ }), "23 June 2026");
  await page.getByLabel("Adults", { exact: true }).selectOption("2");
  await page.getByLabel("Children", { exact: true }).selectOption("2");
  await page.getByLabel("Age of child 1", { exact: true }).selectOption("4");
  await page.getByLabel("Age of child 2", { exact: true }).selectOption("9");
  await expect(page.getByRole("radio", { name: "Family Suite", exact: true })).toBeChecked();
  // The grandparents' room: a Deluxe for two adults, in the same request.
  await page.getByRole("button", { name: "Add another room" }).click();
  const room2 = page.getByRole("group", { name: "Room 2" });
  await room2.getByLabel("Room type").selectOption(deluxe.id);
  await room2.getByLabel("Adults").selectOption("2");
  await expectNoAxeViolationsAt(page);
  await page.getByRole("button", { name: "Continue to Personal Details" }).click();

  await page.getByLabel("First name", { exact: true }).fill("Nusrat");
  await page.getByLabel("Last name", { exact: true }).fill("Chowdhury");
  await page.getByLabel("E-mail", { exact: true }).fill("nusrat@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("+880 1712 345678");
  await page.getByRole("checkbox", { name: "Pickup from the airport on arrival" }).check();
  // What the pickup needs is asked before going on.
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page.getByText(/^Please give what each extra needs/)).toBeVisible();
  await page.getByLabel("Flight number").fill("BG 601");
  await page.getByLabel("Landing time").fill("14:30");
  await expect(page.getByText(`${pickup.vehicle!.name}, for up to`)).toBeVisible();
  await page.getByRole("checkbox", { name: trip.name }).check();
  await page.getByLabel("Day", { exact: true }).selectOption("2026-06-21");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continue to review" }).click();

  const summary = page.getByRole("region", { name: "Your stay" });
  await expect(summary).toContainText("2 adults, 2 children (aged 4 and 9)");
  await expect(summary).toContainText("Pickup from the airport on arrival: flight BG 601");
  await expect(summary).toContainText(`${trip.name}`);
  await expect(summary).toContainText(`6 guests: ${formatMoney(jaflong.amount, "en-GB")}`);
  await expect(summary).toContainText(`Room 2${deluxe.name}`);
  await expect(summary).toContainText(`Total${formatMoney(total, "en-GB")}`);
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await page.getByRole("button", { name: "Confirm Reservation" }).click();
  await expect(page).toHaveURL(/\/my-requests\?ref=SRH-[2-9A-Z]{6}$/);

  // Kept, and carried: the reference, the children's ages, the flight and the trip.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const ref = new URL(page.url()).searchParams.get("ref") ?? "";
  const request = page.getByRole("article", { name: `Reservation request ${ref}` });
  await expect(request).toContainText(formatMoney(total, "en-GB"));
  const href = await request.getByRole("link", { name: /^Send on WhatsApp/ }).getAttribute("href");
  const text = new URL(href ?? "").searchParams.get("text") ?? "";
  expect(text).toContain(`Reservation request ${ref}`);
  expect(text).toContain("\nGuests: 2 adults, 2 children (aged 4 and 9)\n");
  expect(text).toContain(`\nRoom 1: ${family.name}\n`);
  expect(text).toContain(`\nRoom 2: ${deluxe.name}, 2 adults, 3 nights`);
  expect(text).toContain("flight BG 601");
  expect(text).toContain(`\n${trip.name}: `);

  // The stay's page: what the guest needs on the day, the pickup before the trip, and the way
  // there; printed, it takes one page.
  const arrival = request.getByRole("region", { name: `Your arrival Reservation request ${ref}` });
  await expect(arrival).toContainText(
    /Pickup from the airport on arrival: flight BG 601.*\n?.*Jaflong/s,
  );
  const [site] = contentEntries("site");
  await expect(arrival.getByRole("link", { name: /^Open in Google Maps/ })).toHaveAttribute(
    "href",
    new RegExp(`query=${site!.site.geo.latitude}%2C${site!.site.geo.longitude}$`),
  );
  await expect(arrival.getByRole("link", { name: /^WhatsApp us/ })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${ref}`),
  );
  await page.evaluate(() => (window.print = () => {}));
  await request.getByRole("button", { name: "Print or save as PDF" }).click();
  const pdf = (await page.pdf({ format: "A4", printBackground: true })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page\b/g), "pages printed").toHaveLength(1);
  await expectNoAxeViolations(page);
});
