import type { Locator, Page } from "@playwright/test";
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

// Every test runs on Monday 15 June 2026, 10:00 local time.
const TODAY = new Date("2026-06-15T10:00:00");

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
});

const checkIn = (page: Page) => page.getByRole("button", { name: /^Check-in date/ });
const checkOut = (page: Page) => page.getByRole("button", { name: /^Check-out date/ });
const room = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
/** The room choices (the rate plans are radios too). */
const rooms = (page: Page) => page.getByRole("group", { name: /^(Room type|রুমের ধরন)$/ });
const day = (scope: Page | Locator, date: string) =>
  scope.getByRole("button", { name: new RegExp(`\\b${date}$|\\b${date},`) });
const stepHeading = (page: Page, step: number) =>
  page.getByRole("heading", { level: 2, name: new RegExp(`^Step ${step} of 3`) });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const currentStep = (page: Page) =>
  page.getByRole("navigation", { name: "Reservation progress" }).locator('[aria-current="step"]');

/** Presses Tab until `target` has focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("reservation form", () => {
  test("the whole journey with the keyboard only, ending in the request's confirmation, how it reaches the hotel first", async ({
    page,
  }) => {
    test.slow(); // a long journey on a machine shared with other work
    await gotoHydrated(page, "/reservations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Experience Sylhet's Finest");

    // Step 1: dates with the calendar's arrow keys, guests with the selects, room with arrows.
    await tabTo(page, checkIn(page));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Choose your check-in date" })).toBeVisible();
    await expect(day(page, "15 June 2026")).toBeFocused(); // today
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    await expect(day(page, "20 June 2026")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(checkIn(page)).toHaveAccessibleName(/Sat,? 20 Jun 2026$/);
    // Choosing check-in opens check-out's calendar, focused on the first day after check-in.
    await expect(page.getByRole("dialog", { name: "Choose your check-out date" })).toBeVisible();
    await expect(checkIn(page)).toHaveAttribute("aria-expanded", "false");
    await expect(checkOut(page)).toHaveAttribute("aria-expanded", "true");
    await expect(day(page, "21 June 2026")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    await expect(checkOut(page)).toBeFocused();
    await expect(checkOut(page)).toHaveAccessibleName(/Tue,? 23 Jun 2026$/);
    await expect(page.getByText("3 nights")).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(field(page, "Adults")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(field(page, "Adults")).toHaveValue("3");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await expect(field(page, "Children")).toHaveValue("1");
    // The child's age is asked next: the first choice past "Age" is a baby, under 1.
    await page.keyboard.press("Tab");
    await expect(field(page, "Age of child 1")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(field(page, "Age of child 1")).toHaveValue("0");

    const next = page.getByRole("button", { name: "Continue to Personal Details" });
    await expect(next).toBeDisabled();
    // Four guests: the rooms for two are passed by, so Tab lands on the first room for four.
    await page.keyboard.press("Tab");
    await expect(room(page, "Family Suite")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(room(page, "Family Suite")).toBeChecked();
    await expect(next).toBeEnabled();
    await tabTo(page, next);
    await page.keyboard.press("Enter");

    // Step 2: focus lands on the step heading; type, then Tab to the forward button.
    await expect(stepHeading(page, 2)).toBeFocused();
    await expect(currentStep(page)).toContainText("Guest Details");
    await expect(
      page.getByRole("navigation", { name: "Reservation progress" }).getByRole("listitem").first(),
    ).toContainText("Room Selection, completed");
    await page.keyboard.press("Tab");
    await expect(field(page, "First name")).toBeFocused();
    await page.keyboard.type("Nusrat");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Chowdhury");
    await page.keyboard.press("Tab");
    await page.keyboard.type("nusrat@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("+880 1712 345678");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(/Special requests/)).toBeFocused();
    await page.keyboard.type("A quiet room, please.");
    // Past the extras offered (a checkbox each), none chosen.
    await tabTo(page, page.getByRole("button", { name: "Continue to review" }), 12);
    await page.keyboard.press("Enter");

    // Step 3: payment by arrow key, terms by Space, confirm by Enter.
    await expect(stepHeading(page, 3)).toBeFocused();
    const summary = page.getByRole("region", { name: "Your stay" });
    await expect(summary).toContainText("Family Suite");
    // The baby sleeps in the suite's cot, at the tests' hotel's price a night.
    await expect(summary).toContainText("3 adults, 1 child (aged under 1)");
    await expect(summary).toContainText("1 cot: 3 nights × $5 = $15");
    await expect(summary).toContainText("$1,302");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "Credit card" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Pay later" })).toBeChecked();
    await page.keyboard.press("Tab");
    const terms = page.getByRole("checkbox", { name: /terms and conditions/ });
    await expect(terms).toBeFocused();
    const confirm = page.getByRole("button", { name: "Confirm Reservation" });
    await expect(confirm).toBeDisabled();
    await page.keyboard.press("Space");
    await expect(terms).toBeChecked();
    await tabTo(page, confirm, 4);
    await page.keyboard.press("Enter");

    // The confirmation view, at its own address, says first how the request reaches the hotel:
    // focused, on screen, WhatsApp first, nothing over it (no toast claims it is confirmed).
    await expect(page).toHaveURL(/\/my-requests\?ref=SRH-[2-9A-Z]{6}$/);
    const ref = new URL(page.url()).searchParams.get("ref") ?? "";
    await expectHandOffFirst(page);
    await expect(page.getByRole("article", { name: `Reservation request ${ref}` })).toBeVisible();
    await expect(page.getByRole("article")).toContainText("Family Suite");
    await expect(page.getByRole("article")).toContainText("3 adults, 1 child (aged under 1)");
    await expect(page.getByRole("article")).toContainText("1 cot: 3 nights × $5 = $15");
    await expect(page.getByRole("article")).toContainText("$1,302");
    // The form starts afresh for the next booking.
    await page.goBack();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(rooms(page).getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(checkIn(page)).toHaveAccessibleName("Check-in date Select a date");
    await expect(field(page, "Adults")).toHaveValue("2");
  });

  test("the whole journey with the mouse; typed markup stays text", async ({ page }) => {
    test.slow(); // a long journey on a machine shared with other work
    const requests: string[] = [];
    // Scripts the page runs, not the code it fetches ahead once idle (a prefetch).
    page.on("request", (request) => {
      if (request.resourceType() === "script") requests.push(request.url());
    });
    await gotoHydrated(page, "/reservations");
    // The date picker is not part of the first load; it arrives when the guest reaches for it.
    expect(requests.filter((url) => url.includes("date-calendar"))).toEqual([]);

    await chooseDay(page, checkIn(page), "29 June 2026");
    expect(requests.filter((url) => url.includes("date-calendar"))).toHaveLength(1);
    await chooseDay(page, checkOut(page), "2 July 2026", "Go to the Next Month");
    await expect(page.getByText("3 nights")).toBeVisible();
    await field(page, "Adults").selectOption("1");
    await room(page, "Presidential Suite").click();
    await expect(room(page, "Presidential Suite")).toBeChecked();
    await room(page, "Garden View Room").click();
    await expect(room(page, "Presidential Suite")).not.toBeChecked();
    await page.getByRole("button", { name: "Continue to Personal Details" }).click();

    await expect(stepHeading(page, 2)).toBeVisible();
    const markup = `<img src=x onerror="document.title='pwned'">নুসরাত`;
    await field(page, "First name").fill(markup);
    await field(page, "Last name").fill("O'Brien 🌸");
    await field(page, "E-mail").fill("  guest@example.com ");
    await field(page, "Phone").fill("01712-345678");
    await page.getByLabel(/Special requests/).fill("<script>window.pwned = true</script>");
    await page.getByRole("button", { name: "Continue to review" }).click();

    await expect(stepHeading(page, 3)).toBeVisible();
    const summary = page.getByRole("region", { name: "Your stay" });
    await expect(summary).toContainText("Garden View Room");
    await expect(summary).toContainText(/Monday,? 29 June 2026/);
    await expect(summary).toContainText(/Thursday,? 2 July 2026/);
    await expect(summary).toContainText("1 adult");
    await expect(summary).toContainText("$219");
    await expect(summary).toContainText("$657");
    // The rates include the service charge and VAT (content/policies.yaml), and the total says so.
    await expect(summary).toContainText("Includes service charge $51.94 and VAT $85.70.");
    await expect(summary).toContainText(markup);
    await expect(summary).toContainText("<script>window.pwned = true</script>");
    await expect(summary.locator("img:not([alt])")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    await expect(page).not.toHaveTitle("pwned");

    // Back and forward again: nothing is lost.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(stepHeading(page, 2)).toBeFocused();
    await expect(field(page, "First name")).toHaveValue(markup);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(room(page, "Garden View Room")).toBeChecked();
    await expect(checkOut(page)).toHaveAccessibleName(/Thu,? 2 Jul 2026$/);
    await page.getByRole("button", { name: "Continue to Personal Details" }).click();
    await page.getByRole("button", { name: "Continue to review" }).click();

    await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
    await page.getByRole("button", { name: "Confirm Reservation" }).click();
    await expectHandOffFirst(page);
    // The confirmation shows what was typed as text, and runs none of it.
    const request = page.getByRole("article");
    await expect(request).toContainText("Garden View Room");
    await expect(request).toContainText(markup);
    await expect(request).toContainText("<script>window.pwned = true</script>");
    await expect(request.locator("img:not([alt])")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    await expect(page).not.toHaveTitle("pwned");
  });

  test("disabled states: forward button, past days, check-out days and the terms", async ({
    page,
  }) => {
    await gotoHydrated(page, "/reservations");
    const next = page.getByRole("button", { name: "Continue to Personal Details" });
    await expect(next).toBeDisabled();
    await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
    await expect(checkOut(page)).toBeDisabled();
    await expect(checkOut(page)).toHaveAccessibleName("Check-out date Choose check-in first");

    await room(page, "Deluxe Room").check();
    await expect(next).toBeDisabled();

    await checkIn(page).click();
    const calendar = page.getByRole("dialog", { name: "Choose your check-in date" });
    await expect(day(calendar, "14 June 2026")).toBeDisabled();
    await expect(day(calendar, "1 June 2026")).toBeDisabled();
    await expect(day(calendar, "15 June 2026")).toBeEnabled();
    await expect(
      calendar.getByRole("button", { name: "Go to the Previous Month" }),
    ).toHaveAttribute("aria-disabled", "true");
    await day(calendar, "18 June 2026").click();
    await expect(next).toBeDisabled();

    // Check-out's calendar opens once check-in is chosen.
    const out = page.getByRole("dialog", { name: "Choose your check-out date" });
    await expect(day(out, "17 June 2026")).toBeDisabled();
    await expect(day(out, "18 June 2026")).toBeDisabled();
    await expect(day(out, "19 June 2026")).toBeEnabled();
    // Escape closes without choosing.
    await page.keyboard.press("Escape");
    await expect(out).toBeHidden();
    await expect(checkOut(page)).toBeFocused();
    await expect(next).toBeDisabled();
    await chooseDay(page, checkOut(page), "19 June 2026");
    await expect(next).toBeEnabled();
    await expect(page.getByText("1 night", { exact: true })).toBeVisible();

    // A later check-in clears a check-out that no longer follows it.
    await chooseDay(page, checkIn(page), "25 June 2026");
    await expect(checkOut(page)).toHaveAccessibleName("Check-out date Select a date");
    await expect(next).toBeDisabled();
    await chooseDay(page, checkOut(page), "27 June 2026");

    await next.click();
    await expect(page.getByRole("button", { name: "Continue to review" })).toBeEnabled();
    await field(page, "First name").fill("Rahim");
    await field(page, "Last name").fill("Uddin");
    await field(page, "E-mail").fill("rahim@example.com");
    await field(page, "Phone").fill("+8801712345678");
    await page.getByRole("button", { name: "Continue to review" }).click();
    const confirm = page.getByRole("button", { name: "Confirm Reservation" });
    await expect(confirm).toBeDisabled();
    const terms = page.getByRole("checkbox", { name: /terms and conditions/ });
    await expect(terms).toHaveAttribute("required", "");
    await terms.check();
    await expect(confirm).toBeEnabled();
    await terms.uncheck();
    await expect(confirm).toBeDisabled();
  });

  test("step 2 explains what is wrong, focuses it, and loses nothing", async ({ page }) => {
    await gotoHydrated(page, "/reservations?room=standard");
    await expect(room(page, "Standard Room")).toBeChecked();
    await chooseDay(page, checkIn(page), "20 June 2026");
    await chooseDay(page, checkOut(page), "21 June 2026");
    await page.getByRole("button", { name: "Continue to Personal Details" }).click();

    await expect(field(page, "E-mail")).toHaveAttribute("type", "email");
    await expect(field(page, "Phone")).toHaveAttribute("type", "tel");
    await field(page, "Last name").fill("   ");
    await field(page, "E-mail").fill("guest@example");
    await field(page, "Phone").fill("12345");
    const longRequest = "x".repeat(2001);
    await page.getByLabel(/Special requests/).fill(longRequest);
    await page.getByRole("button", { name: "Continue to review" }).click();

    const first = field(page, "First name");
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(first).toHaveAccessibleDescription("Please enter your first name.");
    await expect(field(page, "Last name")).toHaveAccessibleDescription(
      "Please enter your last name.",
    );
    await expect(field(page, "E-mail")).toHaveAccessibleDescription(
      "Please enter a valid e-mail address, for example name@example.com.",
    );
    await expect(field(page, "Phone")).toHaveAccessibleDescription(
      /Please enter a phone number of 7 to 15 digits/,
    );
    await expect(page.getByLabel(/Special requests/)).toHaveAccessibleDescription(
      /Please keep this to 2000 characters or fewer\./,
    );
    await expect(stepHeading(page, 2)).toBeVisible();
    // Nothing typed was lost or cut short.
    await expect(field(page, "Last name")).toHaveValue("   ");
    await expect(field(page, "E-mail")).toHaveValue("guest@example");
    await expect(field(page, "Phone")).toHaveValue("12345");
    await expect(page.getByLabel(/Special requests/)).toHaveValue(longRequest);

    // Messages clear as the guest corrects each field.
    await first.fill("Anika");
    await expect(first).not.toHaveAttribute("aria-invalid");
    await expect(first).not.toHaveAccessibleDescription(/Please/);
    await field(page, "Last name").fill("Rahman");
    await field(page, "E-mail").fill("anika@example.com");
    await field(page, "Phone").fill("+880 1812 000111");
    await page.getByLabel(/Special requests/).fill("Late arrival");
    await expect(page.getByText(/Please /)).toHaveCount(0);
    await page.getByRole("button", { name: "Continue to review" }).click();
    await expect(stepHeading(page, 3)).toBeFocused();
    await expect(page.getByRole("region", { name: "Your stay" })).toContainText("Anika Rahman");
  });
});

test.describe("preselection by ?room=", () => {
  test("?room=deluxe chooses the Deluxe Room", async ({ page }) => {
    await gotoHydrated(page, "/reservations?room=deluxe");
    await expect(room(page, "Deluxe Room")).toBeChecked();
    await expect(rooms(page).getByRole("radio", { checked: true })).toHaveCount(1);
  });

  test("/book-now?room=suite maps the legacy id to the Executive Suite", async ({ page }) => {
    await gotoHydrated(page, "/book-now?room=suite");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Experience Sylhet's Finest");
    await expect(room(page, "Executive Suite")).toBeChecked();
    await expect(rooms(page).getByRole("radio", { checked: true })).toHaveCount(1);
  });

  test("a room page's Book This Room link arrives with its room chosen", async ({ page }) => {
    await gotoHydrated(page, "/rooms/family-suite");
    await page.getByRole("link", { name: "Book with Details" }).click();
    await expect(page).toHaveURL("/reservations?room=family-suite");
    await expect(room(page, "Family Suite")).toBeChecked();
  });

  test("an unknown room id chooses nothing", async ({ page }) => {
    await gotoHydrated(page, "/reservations?room=penthouse");
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(rooms(page).getByRole("radio", { checked: true })).toHaveCount(0);
  });

  test("a forged ?offer= or ?room= is ignored safely: no offer named, no markup run, nothing broken", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    for (const query of [
      "offer=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
      "offer=free-stay&room=deluxe",
      `offer=${"x".repeat(5000)}`,
      "offer=__proto__&room=constructor",
      "room=%F0%9F%99%8F&room=%3Cb%3E",
    ]) {
      await gotoHydrated(page, `/reservations?${query}`);
      await expect(stepHeading(page, 1)).toBeVisible();
      await expect(page.getByText(/^Booking with /)).toHaveCount(0);
      await expect(page.locator("main img[src='x']")).toHaveCount(0);
    }
    // A repeated offer: the first counts, named as it runs (from October 2026).
    await page.clock.setFixedTime(new Date("2026-11-25T10:00:00"));
    await gotoHydrated(page, "/reservations?offer=weekend-escape&offer=%3Cscript%3E");
    await expect(page.getByText("Booking with Weekend Escape.")).toBeVisible();
    expect(errors).toEqual([]);
  });
});

// Google's hotel links bring the dates (docs/content.md, "Links from Google"): `?checkin=` and `?nights=`
// choose both days, after hydration, in either language; a day that does not exist chooses
// nothing and says nothing. The stay is one-price.spec's: Friday 11 to Monday 14 December 2026 in
// the Family Suite, Weekend Escape taking 20% off the Friday and Saturday nights.
for (const l of [
  {
    prefix: "",
    checkIn: "Check-in date",
    checkOut: "Check-out date",
    chosenIn: /Fri,? 11 Dec 2026$/,
    chosenOut: /Mon,? 14 Dec 2026$/,
    unchosen: /Select a date$/,
    nights: "3 nights",
    family: "Family Suite",
    total: "$1,267.40",
  },
  {
    prefix: "/bn",
    checkIn: "চেক-ইনের তারিখ",
    checkOut: "চেক-আউটের তারিখ",
    // As the field's button writes the day (Intl, bn-BD, short).
    chosenIn: /শুক্র, ১১ ডিসে, ২০২৬$/,
    chosenOut: /সোম, ১৪ ডিসে, ২০২৬$/,
    unchosen: /তারিখ বেছে নিন$/,
    nights: "৩ রাত",
    family: "ফ্যামিলি স্যুট",
    total: "$১,২৬৭.৪০",
  },
]) {
  test(`a Google hotel link's check-in and nights choose the dates${l.prefix ? " in Bengali" : ""}`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2026-12-01T10:00:00+06:00"));
    const checkInField = page.getByRole("button", { name: new RegExp(`^${l.checkIn}`) });
    const checkOutField = page.getByRole("button", { name: new RegExp(`^${l.checkOut}`) });

    const invalid = `${l.prefix}/reservations?checkin=2026-02-30&nights=3&room=family-suite`;

    // 30 February, past or to come: the room chosen, no date, nothing said (the fixture fails on
    // a console error).
    for (const path of [invalid, invalid.replace("2026-02-30", "2027-02-30")]) {
      await gotoHydrated(page, path);
      await expect(room(page, l.family)).toBeChecked();
      await expect(checkInField).toHaveAccessibleName(l.unchosen);
      await expect(checkOutField).toBeDisabled();
      await expect(page.locator("[aria-invalid='true']")).toHaveCount(0);
      await expect(page.getByRole("alert")).toHaveCount(0);
    }

    await gotoHydrated(
      page,
      `${l.prefix}/reservations?checkin=2026-12-11&nights=3&room=family-suite`,
    );
    await expect(checkInField).toHaveAccessibleName(l.chosenIn);
    await expect(checkOutField).toHaveAccessibleName(l.chosenOut);
    // Dates the link chose open no calendar: only the guest's choice of check-in does.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText(l.nights, { exact: true })).toBeVisible();
    await expect(room(page, l.family)).toBeChecked();
    await expect(page.getByRole("main")).toContainText(l.total);

    // The booking in progress is kept: the invalid link again leaves its dates as they are.
    await gotoHydrated(page, invalid);
    await expect(checkInField).toHaveAccessibleName(l.chosenIn);
    await expect(checkOutField).toHaveAccessibleName(l.chosenOut);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
}

test("step 3 in Bengali writes every number in Bengali digits (issue 49: not 'রাত 3'), for a family in two rooms with a trip, across a reload", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const jaflong = contentEntries("extras", "bn").find((extra) => extra.id === "jaflong-day-trip")!;
  await gotoHydrated(page, "/bn/reservations?checkin=2026-06-20&nights=3&room=family-suite");
  // Two children by age, and a second room for the grandparents.
  await page.getByLabel("শিশু", { exact: true }).selectOption("2");
  await page.getByLabel("১ নম্বর শিশুর বয়স", { exact: true }).selectOption("4");
  await page.getByLabel("২ নম্বর শিশুর বয়স", { exact: true }).selectOption("9");
  await page.getByRole("button", { name: "আরেকটি রুম যোগ করুন" }).click();
  await page
    .getByRole("group", { name: "২ নম্বর রুম" })
    .getByLabel("রুমের ধরন")
    .selectOption("deluxe");
  await page.getByRole("button", { name: "পরের ধাপে যান: ব্যক্তিগত তথ্য" }).click();
  await page.getByLabel("নামের প্রথম অংশ", { exact: true }).fill("Nusrat");
  await page.getByLabel("নামের শেষ অংশ", { exact: true }).fill("Chowdhury");
  await page.getByLabel("ই-মেইল", { exact: true }).fill("nusrat@example.com");
  await page.getByLabel("ফোন", { exact: true }).fill("+880 1712 345678");
  await page.getByRole("checkbox", { name: jaflong.name }).check();
  await page.getByLabel("দিন", { exact: true }).selectOption("2026-06-21");
  await page.getByRole("button", { name: "পরের ধাপে যান: যাচাই" }).click();
  await expect(page.getByRole("heading", { name: /৩ নম্বর ধাপ/ })).toBeVisible();
  // A reload keeps the step, the rooms, the children's ages and the trip.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByRole("heading", { name: /৩ নম্বর ধাপ/ })).toBeVisible();
  const kept = page.getByRole("region", { name: "আপনার বুকিং" });
  await expect(kept).toContainText("(বয়স ৪ ও ৯)");
  await expect(kept).toContainText("২ নম্বর রুম");
  await expect(kept).toContainText(jaflong.name);
  // The summary's rows: the nights as a number, every figure in Bengali digits.
  const summary = page.getByRole("region", { name: "আপনার বুকিং" });
  const nights = summary.locator("dt", { hasText: /^রাত$/ }).locator("xpath=following-sibling::dd");
  await expect(nights).toHaveText("৩");
  for (const value of await summary.locator("dd").allTextContents())
    expect(
      value.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+|\+880 1712 345678|Nusrat|Chowdhury/g, ""),
    ).not.toMatch(/[0-9]/);
});

test("booking information states the one set of policies", async ({ page }) => {
  await gotoHydrated(page, "/reservations");
  const info = page.getByRole("region", { name: "Booking Information" });
  await expect(info.getByRole("heading", { level: 3 })).toHaveText([
    "Cancellation",
    "Check-in and check-out",
    "Special requests",
  ]);
  await expect(info).toContainText("up to 24 hours before check-in");
  await expect(info).toContainText("one night is charged");
  await expect(info).toContainText("Check-in is from 2:00 PM and check-out is by 12:00 PM.");
  await expect(info).not.toContainText("3:00 PM");
  await expect(info).not.toContainText("11:00 AM");
  await expect(info).not.toContainText("48 hours");
});

/** Fills step 1 (and step 2 when `to` is 3) with the mouse. */
async function reachStep(page: Page, to: 2 | 3) {
  await chooseDay(page, checkIn(page), "20 June 2026");
  await chooseDay(page, checkOut(page), "24 June 2026");
  await page.getByRole("button", { name: "Continue to Personal Details" }).click();
  await expect(stepHeading(page, 2)).toBeFocused();
  if (to === 2) return;
  await field(page, "First name").fill("Farhan");
  await field(page, "Last name").fill("Ahmed");
  await field(page, "E-mail").fill("farhan@example.com");
  await field(page, "Phone").fill("+880 1911 222333");
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(stepHeading(page, 3)).toBeFocused();
}

test.describe("axe at 1280 and 375 px", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/reservations?room=executive-suite");
  });

  test("step 1, with the calendar open and with dates chosen", async ({ page }) => {
    await checkIn(page).click();
    await expect(page.getByRole("grid")).toBeVisible();
    await expectNoAxeViolationsAt(page);
    // On a phone, the calendar's foot (its hint) at the very foot of the screen: the chat
    // launcher covers none of it.
    await page.setViewportSize({ width: 375, height: 667 });
    const calendar = page.getByRole("dialog");
    await calendar.evaluate((element) =>
      window.scrollBy(0, element.getBoundingClientRect().bottom - innerHeight),
    );
    const launcher = await page.getByRole("button", { name: "Chat with us" }).boundingBox();
    const box = await calendar.boundingBox();
    expect(
      launcher!.x >= box!.x + box!.width || launcher!.y >= box!.y + box!.height,
      `launcher ${JSON.stringify(launcher)} clear of the calendar ${JSON.stringify(box)}`,
    ).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await chooseDay(page, checkIn(page), "20 June 2026");
    await chooseDay(page, checkOut(page), "24 June 2026");
    await expectNoAxeViolationsAt(page);
  });

  test("step 2, empty and with its messages", async ({ page }) => {
    await reachStep(page, 2);
    await expectNoAxeViolationsAt(page);
    await page.getByRole("button", { name: "Continue to review" }).click();
    await expect(field(page, "First name")).toBeFocused();
    await expectNoAxeViolationsAt(page);
  });

  test("step 3, and the confirmation view", async ({ page }) => {
    await reachStep(page, 3);
    await expectNoAxeViolationsAt(page);
    await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
    await page.setViewportSize({ width: 375, height: 667 });
    await page.getByRole("button", { name: "Confirm Reservation" }).click();
    // On a phone's screen, how it reaches the hotel comes first, above the fold.
    await expectHandOffFirst(page);
    await expectNoAxeViolationsAt(page);
  });
});

// A room takes a party it fits: four adults and a child cannot be booked into a room for two.
for (const l of [
  {
    prefix: "",
    width: 1280,
    adults: "Adults",
    children: "Children",
    deluxe: "Deluxe Room",
    family: "Family Suite",
    tooSmall: "Too small for 3 guests",
    cleared: "The Deluxe Room sleeps up to 2, so it no longer fits 3 guests.",
    noRoom: "No single room sleeps 7 guests; our largest sleeps 5.",
  },
  {
    prefix: "/bn",
    width: 375,
    adults: "প্রাপ্তবয়স্ক",
    children: "শিশু",
    deluxe: "ডিলাক্স রুম",
    family: "ফ্যামিলি স্যুট",
    tooSmall: "৩ জন অতিথির জন্য ছোট",
    cleared: "ডিলাক্স রুম-এ সর্বোচ্চ ২ জন থাকতে পারেন, তাই ৩ জন অতিথির জন্য এটি আর চলবে না।",
    noRoom: "একটি রুমে ৭ জন অতিথি থাকতে পারেন না; আমাদের সবচেয়ে বড় রুমে থাকতে পারেন ৫ জন।",
  },
]) {
  test(`a room too small for the party cannot be chosen, at ${l.width} px${l.prefix ? " in Bengali" : ""}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: l.width, height: l.width < 800 ? 740 : 900 });
    await gotoHydrated(page, `${l.prefix}/reservations?room=deluxe`);
    await expect(room(page, l.deluxe)).toBeChecked();
    await field(page, l.adults).selectOption("3");
    await expect(room(page, l.deluxe)).not.toBeChecked();
    await expect(room(page, l.deluxe)).toBeDisabled();
    await expect(room(page, l.deluxe)).toHaveAccessibleDescription(new RegExp(l.tooSmall));
    await expect(page.getByText(l.cleared)).toBeVisible();
    await room(page, l.family).check();
    await expect(room(page, l.family)).toBeChecked();
    // Four adults and three children: more than any room sleeps, even with its extra beds.
    await field(page, l.adults).selectOption("4");
    await field(page, l.children).selectOption("3");
    await expect(page.getByText(l.noRoom)).toBeVisible();
    await expect(rooms(page).getByRole("radio", { disabled: false })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
