import type { Locator, Page } from "@playwright/test";
import { valueOn } from "../../app/domain/day-schedule";
import { hotelToday } from "../../app/lib/today";
import { contentEntries } from "./content";
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsAt,
  chooseDay,
  gotoHydrated,
  settleAnimations,
  test,
} from "./fixtures";

// Every test runs in Sylhet on Tuesday 10 March 2026; the clock is paused once the page has
// hydrated, so the 5-second success message is timed exactly.
const START = new Date("2026-03-10T10:00:00+06:00");
const PAUSED = new Date("2026-03-10T10:01:00+06:00");

test.use({ timezoneId: "Asia/Dhaka" });

async function openContact(page: Page) {
  await page.clock.install({ time: START });
  await gotoHydrated(page, "/contact");
  await page.clock.pauseAt(PAUSED);
}

/**
 * The reservation forms load when their tab is first opened, and React reveals them on a timer,
 * which the paused clock holds: step it until they show (well away from any 5-second timing).
 */
async function revealReservationForms(page: Page) {
  const hotelTab = page.getByRole("tab", { name: "Hotel" });
  for (let step = 0; step < 50 && (await hotelTab.count()) === 0; step++) {
    await page.clock.runFor(100);
  }
  await expect(hotelTab).toBeVisible();
}

/** A date field's calendar, opened (unless it is) and revealed as the forms are (above). */
async function revealCalendar(page: Page, field: Locator) {
  if ((await field.getAttribute("aria-expanded")) !== "true") await field.click();
  const calendar = page.locator(`[id="${await field.getAttribute("aria-controls")}"]`);
  for (let step = 0; step < 50 && (await calendar.getByRole("grid").count()) === 0; step++) {
    await page.clock.runFor(100);
  }
  return calendar;
}

const form = (page: Page, name: "Contact Us" | "Hotel" | "Restaurant") =>
  page.getByRole("form", { name });
const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const status = (page: Page) =>
  page.getByRole("status").filter({ hasText: /ready to send|Successfully!/ });

/**
 * axe-core waits on page timers, which the paused clock holds. Step the clock in small slices while
 * it scans (it needs about 200 ms), never near the 5 seconds that would end the success message.
 * The clock belongs to the context, and axe finishes in a blank page of its own that it closes, so a
 * step may fail for that page; the scan's own result is what counts.
 */
async function expectNoAxeViolationsPaused(page: Page) {
  let done = false;
  const scan = expectNoAxeViolations(page, { settle: false }).then(
    () => undefined,
    (error: unknown) => error,
  );
  void scan.then(() => {
    done = true;
  });
  for (let elapsed = 0; !done && elapsed < 4_000; elapsed += 20) {
    await page.clock.runFor(20).catch(() => {});
  }
  const error = await scan;
  if (error) throw error;
}

/** Presses Tab until `target` has focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("could not reach the element with Tab");
}

/** Same-origin script chunks and the stubbed photo host are the only requests allowed. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return () =>
    urls.filter((url) => {
      const { origin, pathname } = new URL(url);
      const local = origin === new URL(page.url()).origin && pathname.startsWith("/assets/");
      return (
        !local &&
        !/^https:\/\/(images\.unsplash\.com|i\.pravatar\.cc)\/|^(https?:\/\/[^/]+)?\/photo-host\//.test(
          url,
        )
      );
    });
}

test.describe("contact page", () => {
  test("keeps its text sections as prerendered HTML on arrival, and renders them on a visit from another page", async ({
    page,
  }) => {
    const sectionChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/contact-sections-/.test(request.url())) sectionChunks.push(request.url());
    });
    await gotoHydrated(page, "/contact");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    await expect(faq).toBeVisible();
    await expect(page.getByRole("region", { name: "Opening hours" })).toContainText("Front desk");
    // The disclosures are native: they open in the kept HTML.
    await faq.getByText("What are your check-in and check-out times?").click();
    await expect(faq.getByText(/Check-in is from 2:00 PM/)).toBeVisible();
    expect(sectionChunks).toEqual([]);

    // A client-side visit: the sections' code loads and they render.
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("region", { name: "Frequently Asked Questions" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Opening hours" })).toContainText("Front desk");
    await expect(page.getByRole("region", { name: "We'd love to hear from you" })).toContainText(
      "Zindabazar",
    );
    expect(sectionChunks).toHaveLength(1);
  });

  test("shows real contact links, the hours, a map link out and no embedded map", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    await expect(page).toHaveTitle("Contact Us & Reservations | Surma Riverside Hotel, Sylhet");
    const details = page.getByRole("region", { name: "We'd love to hear from you" });
    await expect(details.getByRole("link", { name: "+880 1711 234567" })).toHaveAttribute(
      "href",
      "tel:+8801711234567",
    );
    await expect(
      details.getByRole("link", { name: "stay@surmariversidehotel.com" }),
    ).toHaveAttribute("href", "mailto:stay@surmariversidehotel.com");
    await expect(details).toContainText("House 12, Surma Tower Road, Zindabazar");
    await expect(details).toContainText("Sylhet 3100, Bangladesh");

    const hours = page.getByRole("region", { name: "Opening hours" });
    for (const [label, time] of [
      ["Front desk", "24 hours"],
      ["Concierge", "7:00 AM – 11:00 PM"],
      ["Room service", "6:00 AM – 12:00 AM"],
      ["Shapla Fine Dining, dinner", "5:30 PM – 10:30 PM"],
      ["Terrace Bistro, lunch", "11:30 AM – 2:30 PM"],
      ["Bar & Lounge", "12:00 PM – 12:00 AM"],
    ]) {
      await expect(hours.getByRole("term").filter({ hasText: label })).toBeVisible();
      await expect(hours.getByRole("definition").filter({ hasText: time }).first()).toBeVisible();
    }

    const map = page.getByRole("region", { name: "In the heart of the city" });
    const link = map.getByRole("link", { name: "Open in Google Maps (opens in a new tab)" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=24.8975%2C91.8715",
    );
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("FAQ answers open and close, by mouse and keyboard, with the hotel's policies", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const item = (question: string) => faq.locator("details").filter({ hasText: question });
    await expect(faq.locator("details")).toHaveCount(7);
    await expect(faq.locator("details[open]")).toHaveCount(0);

    const checkIn = item("What are your check-in and check-out times?");
    const answer = checkIn.getByText(/Check-in is from 2:00 PM and check-out is by 12:00 PM/);
    await expect(answer).toBeHidden();
    await checkIn.getByText("What are your check-in and check-out times?").click();
    await expect(answer).toBeVisible();

    const cancellation = item("What is your cancellation policy?");
    await cancellation.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(cancellation).toHaveAttribute("open", "");
    await expect(cancellation).toContainText("up to 24 hours before check-in");
    await expect(cancellation).toContainText("one night is charged");
    await page.keyboard.press("Space");
    await expect(cancellation).not.toHaveAttribute("open");

    await item("Can children stay with us?").click();
    await expect(item("Can children stay with us?")).toContainText("Children under 12 stay free");
    await item("Are pets allowed?").click();
    await expect(item("Are pets allowed?")).toContainText("pets are not allowed");
    await item("Do I need to reserve a table").click();
    await expect(item("Do I need to reserve a table")).toContainText("at least 24 hours ahead");
  });
});

test.describe("contact form", () => {
  test("a keyboard-only journey: errors, fix, success for exactly 5 seconds, fresh form", async ({
    page,
  }) => {
    await openContact(page);
    const outside = watchRequests(page);
    const contact = form(page, "Contact Us");
    await expect(page.getByRole("tab", { name: "Contact Us" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    // Submit empty: inline messages, first invalid field focused.
    await tabTo(page, contact.getByRole("button", { name: "Send Message" }));
    await page.keyboard.press("Enter");
    const name = field(contact, "Full name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name.");
    await expect(field(contact, "E-mail")).toHaveAccessibleDescription(
      "Please enter your e-mail address.",
    );
    await expect(field(contact, "Message")).toHaveAccessibleDescription(
      "Please enter your message.",
    );
    await expect(field(contact, "Phone (optional)")).not.toHaveAttribute("aria-invalid");

    await page.keyboard.type("রহিম উদ্দিন 🌸");
    await page.keyboard.press("Tab");
    await page.keyboard.type("rahim@example");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(field(contact, "Subject")).toBeFocused();
    await expect(field(contact, "Subject")).toHaveValue("general");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(field(contact, "Subject")).toHaveValue("feedback");
    await page.keyboard.press("Tab");
    await page.keyboard.type(`<script>alert("x")</script> Lovely stay!`);
    await tabTo(page, contact.getByRole("button", { name: "Send Message" }));
    await page.keyboard.press("Enter");

    // The e-mail is still wrong: focus goes there, nothing typed is lost.
    const email = field(contact, "E-mail");
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(
      "Please enter a valid e-mail address, for example name@example.com.",
    );
    await expect(name).toHaveValue("রহিম উদ্দিন 🌸");
    await expect(field(contact, "Message")).toHaveValue(`<script>alert("x")</script> Lovely stay!`);
    await page.keyboard.type(".com");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await tabTo(page, contact.getByRole("button", { name: "Send Message" }));
    await page.keyboard.press("Enter");

    const message = status(page);
    await expect(message).toContainText("Message Sent Successfully!");
    await expect(message).toContainText(
      "Thank you for reaching out to us. We'll get back to you shortly.",
    );
    await expect(message).toBeFocused();
    await expect(contact).toBeHidden();
    await expect(page.locator("main script")).toHaveCount(0);

    await page.clock.runFor(4_999);
    await expect(message).toBeVisible();
    await page.clock.runFor(1);
    await expect(message).toHaveCount(0);
    await expect(contact).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveValue("");
    await expect(field(contact, "Subject")).toHaveValue("general");
    await expect(field(contact, "Message")).toHaveValue("");
    expect(outside(), "requests leaving the page").toEqual([]);
  });

  test("explains each rule inline and keeps a long message", async ({ page }) => {
    await openContact(page);
    const contact = form(page, "Contact Us");
    await field(contact, "Full name").fill("   ");
    await field(contact, "E-mail").fill("guest@@example.com");
    await field(contact, "Phone (optional)").fill("call me");
    await field(contact, "Message").fill("x".repeat(10_000));
    await contact.getByRole("button", { name: "Send Message" }).click();

    await expect(field(contact, "Full name")).toBeFocused();
    await expect(field(contact, "Full name")).toHaveAccessibleDescription(
      "Please enter your name.",
    );
    await expect(field(contact, "E-mail")).toHaveAccessibleDescription(/valid e-mail address/);
    await expect(field(contact, "Phone (optional)")).toHaveAccessibleDescription(
      /Please enter a valid phone number: 7 to 15 digits/,
    );
    await expect(field(contact, "Message")).toHaveAccessibleDescription(
      "Please shorten your message to 5,000 characters or fewer.",
    );
    await expect(field(contact, "Message")).toHaveValue("x".repeat(10_000));
    await expect(status(page)).toHaveCount(0);
  });
});

test.describe("reservation requests", () => {
  test("hotel: dates checked, six rooms offered, request received", async ({ page }) => {
    await openContact(page);
    // Keyboard: arrow keys move between the two tabs.
    await page.getByRole("tab", { name: "Contact Us" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Make a Reservation" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Make a Reservation" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await revealReservationForms(page);
    await expect(page.getByRole("tab", { name: "Hotel" })).toHaveAttribute("aria-selected", "true");

    const hotel = form(page, "Hotel");
    const room = field(hotel, "Room type");
    await expect(room).toHaveValue("standard");
    // Each room at its price before dates on the guest's day ("from" when the coming nights
    // differ); a day before the build's takes the build's.
    await expect(room.getByRole("option")).toHaveText(
      contentEntries("rooms").map((entry) => {
        const price = valueOn(entry.fromPrices, hotelToday(START.getTime()));
        return `${entry.name} · ${price.varies ? "from " : ""}$${price.rate}`;
      }),
    );
    await expect(field(hotel, "Guests")).toHaveValue("2");
    // The guests the chosen room sleeps, and no more.
    await expect(field(hotel, "Guests").getByRole("option")).toHaveText(["1 guest", "2 guests"]);
    // The booking form's date picker: check-out waits for check-in.
    const checkIn = hotel.getByRole("button", { name: /^Check-in date/ });
    const checkOut = hotel.getByRole("button", { name: /^Check-out date/ });
    await expect(checkOut).toBeDisabled();

    await field(hotel, "Full name").fill("Nadia Chowdhury");
    await field(hotel, "E-mail").fill("nadia@example.com");
    await hotel.getByRole("button", { name: "Request Room" }).click();
    await expect(field(hotel, "Phone")).toBeFocused();
    await expect(field(hotel, "Phone")).toHaveAccessibleDescription(
      /Please enter a phone number so we can confirm your reservation/,
    );
    await expect(checkIn).toHaveAccessibleDescription(/Please choose your check-in date/);
    await expect(checkOut).toHaveAccessibleDescription(/Please choose your check-out date/);

    await field(hotel, "Phone").fill("+880 1711 000000");
    // No day before today is offered; choosing check-in opens check-out's calendar.
    const calendar = await revealCalendar(page, checkIn);
    await expect(calendar.getByRole("button", { name: /^Monday, 9 March 2026/ })).toBeDisabled();
    await chooseDay(page, checkIn, "12 March 2026");
    await expect(checkOut).toHaveAttribute("aria-expanded", "true");
    await revealCalendar(page, checkOut);
    await chooseDay(page, checkOut, "15 March 2026");
    await expect(checkIn).not.toHaveAccessibleDescription(/Please choose/);
    // A larger room offers more guests; a smaller one lowers them and says so.
    await room.selectOption("family-suite");
    await field(hotel, "Guests").selectOption("4");
    await room.selectOption("deluxe");
    await expect(field(hotel, "Guests")).toHaveValue("2");
    await expect(field(hotel, "Guests")).toHaveAccessibleDescription(
      "The Deluxe Room sleeps up to 2, so guests is now 2.",
    );
    await room.selectOption("family-suite");
    await expect(field(hotel, "Guests")).toHaveValue("4");
    await hotel.getByRole("button", { name: "Request Room" }).click();

    const received = status(page);
    await expect(received).toContainText("Your request is ready to send");
    // True words: kept on this device under a reference, not yet with the hotel.
    await expect(received).toContainText(
      /Request SRH-[2-9A-Z]{6} is saved on this device; nothing has reached us yet\./,
    );
    await expect(received).toBeFocused();
    await expect(hotel).toBeHidden();

    // One flag for both tabs: the Contact Us tab shows the same message until it ends.
    await page.getByRole("tab", { name: "Contact Us" }).click();
    await expect(received).toBeVisible();
    await expect(form(page, "Contact Us")).toBeHidden();
    await page.clock.runFor(5_000);
    await expect(received).toHaveCount(0);
    await expect(form(page, "Contact Us")).toBeVisible();
    await page.getByRole("tab", { name: "Make a Reservation" }).click();
    await expect(field(hotel, "Full name")).toHaveValue("");
    await expect(room).toHaveValue("standard");
  });

  test("restaurant: venue hours, 24 hours' notice, request received", async ({ page }) => {
    await openContact(page);
    await page.getByRole("tab", { name: "Make a Reservation" }).click();
    await revealReservationForms(page);
    await page.getByRole("tab", { name: "Restaurant" }).click();
    const dining = form(page, "Restaurant");
    const restaurant = field(dining, "Restaurant");
    await expect(restaurant).toHaveValue("fine-dining");
    await expect(restaurant.getByRole("option")).toHaveText([
      "Shapla Fine Dining",
      "Terrace Bistro",
    ]);
    await expect(field(dining, "Party size")).toHaveValue("2");
    await expect(field(dining, "Party size").getByRole("option")).toHaveCount(7);
    await expect(field(dining, "Time")).toHaveAccessibleDescription(
      "Dinner: Tuesday – Sunday, 5:30 PM – 10:30 PM.",
    );
    await expect(field(dining, "Date")).toHaveAttribute("min", "2026-03-11");

    await field(dining, "Full name").fill("Nadia Chowdhury");
    await field(dining, "E-mail").fill("nadia@example.com");
    await field(dining, "Phone").fill("০১৭১১ ২৩৪৫৬৭");
    await dining.getByRole("button", { name: "Request Table" }).click();
    await expect(field(dining, "Date")).toBeFocused();
    await expect(field(dining, "Date")).toHaveAccessibleDescription(/Please choose the date/);
    await expect(field(dining, "Time")).toHaveAccessibleDescription(/Please choose a time/);

    await field(dining, "Date").fill("2026-03-10");
    await field(dining, "Time").selectOption("20:00");
    await dining.getByRole("button", { name: "Request Table" }).click();
    await expect(field(dining, "Date")).toHaveAccessibleDescription(
      /We need 24 hours' notice for a table/,
    );

    // Another restaurant, other times: the time chosen for the first is cleared, and says so.
    await restaurant.selectOption("terrace-bistro");
    await expect(field(dining, "Time")).toHaveValue("");
    await expect(field(dining, "Time")).toHaveAccessibleDescription(
      "Please choose a time. Lunch: Every day, 11:30 AM – 2:30 PM. Dinner: Every day, 6:00 PM – 9:30 PM.",
    );
    await field(dining, "Party size").selectOption("7+");
    await field(dining, "Date").fill("2026-03-12");
    await field(dining, "Time").selectOption("13:00");
    await field(dining, "Special requests (optional)").fill("<b>Birthday</b> 🎂, a quiet table");
    await dining.getByRole("button", { name: "Request Table" }).click();

    await expect(status(page)).toContainText("Your request is ready to send");
    await expect(page.locator("main b")).toHaveCount(0);
    await page.clock.runFor(5_000);
    await expect(status(page)).toHaveCount(0);
    await expect(dining).toBeVisible();
    await expect(restaurant).toHaveValue("fine-dining");
    await expect(field(dining, "Special requests (optional)")).toHaveValue("");
  });
});

// The default state is checked on the page's own visit (pages.spec.ts); here the states a guest
// reaches, each at 1280 px and then at 375 px by resizing.
test.describe("axe at 1280 and 375 px", () => {
  test("error states of the contact, hotel and restaurant forms, and the hotel's calendar", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    const contact = form(page, "Contact Us");
    await field(contact, "E-mail").fill("rahim@");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(field(contact, "Full name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(contact, "E-mail")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolationsAt(page);

    await page.getByRole("tab", { name: "Make a Reservation" }).click();
    const hotel = form(page, "Hotel");
    await hotel.getByRole("button", { name: "Request Room" }).click();
    const checkIn = hotel.getByRole("button", { name: /^Check-in date/ });
    await expect(checkIn).toHaveAttribute("aria-invalid", "true");
    await checkIn.click();
    await expect(
      page.getByRole("dialog", { name: "Choose your check-in date" }).getByRole("grid"),
    ).toBeVisible();
    await expectNoAxeViolationsAt(page);

    await page.getByRole("tab", { name: "Restaurant" }).click();
    const dining = form(page, "Restaurant");
    await dining.getByRole("button", { name: "Request Table" }).click();
    await expect(field(dining, "Date")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolationsAt(page);
  });

  test("success state", async ({ page }) => {
    await openContact(page);
    const contact = form(page, "Contact Us");
    await field(contact, "Full name").fill("Rahim");
    await field(contact, "E-mail").fill("rahim@example.com");
    await field(contact, "Message").fill("Hello");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(status(page)).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await settleAnimations(page);
      await expectNoAxeViolationsPaused(page);
      await expect(status(page)).toBeVisible();
    }
  });
});

test.describe("Reserve a Table", () => {
  test("on a phone in Bengali, opens the Bengali restaurant request with the venue chosen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, "/bn/dining");
    await page.getByRole("link", { name: "টেবিল বুক করুন: টেরেস বিস্ট্রো" }).click();
    await expect(page).toHaveURL(
      /\/bn\/contact\?request=restaurant&venue=terrace-bistro#requests$/,
    );
    const form = page.getByRole("form", { name: "রেস্তোরাঁ" });
    await expect(form).toBeVisible();
    await expect(form.getByLabel("রেস্তোরাঁ")).toHaveValue("terrace-bistro");
    // The guest lands on the request, its tab open, not at the top of the page.
    const tab = page.getByRole("tab", { name: "রিজার্ভেশন করুন" });
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(tab).toBeInViewport({ ratio: 1 });
  });

  test("opens the restaurant request with the venue chosen, at an address that can be shared", async ({
    page,
  }) => {
    await gotoHydrated(page, "/dining");
    await page.getByRole("link", { name: "Reserve a Table at Terrace Bistro" }).click();
    await expect(page).toHaveURL(/\/contact\?request=restaurant&venue=terrace-bistro#requests$/);
    await expect(page.getByRole("tab", { name: "Make a Reservation" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const form = page.getByRole("form", { name: "Restaurant" });
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Restaurant")).toHaveValue("terrace-bistro");

    // The address follows the open form, and opens it again on its own.
    await page.getByRole("tab", { name: "Hotel" }).click();
    await expect(page).toHaveURL(/\/contact\?request=hotel/);
    await page.getByRole("tab", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact(#requests)?$/);
    await gotoHydrated(page, "/contact?request=restaurant&venue=fine-dining");
    await expect(
      page.getByRole("form", { name: "Restaurant" }).getByLabel("Restaurant"),
    ).toHaveValue("fine-dining");
    // A forged venue chooses the default and breaks nothing.
    await gotoHydrated(page, "/contact?request=restaurant&venue=%3Cscript%3E");
    await expect(
      page.getByRole("form", { name: "Restaurant" }).getByLabel("Restaurant"),
    ).toHaveValue("fine-dining");
  });
});
