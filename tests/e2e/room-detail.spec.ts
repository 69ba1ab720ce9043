import {
  chooseStay,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsAt,
  gotoHydrated,
  holdToast,
  test,
} from "./fixtures";

// A room goes into the cart for a stay: its calendars open on today, Monday 15 June 2026.
const TODAY = new Date("2026-06-15T10:00:00");

test.describe("room detail page", () => {
  for (const { width, lang, path, name, alts } of [
    {
      width: 1280,
      lang: "en",
      path: "/rooms/deluxe",
      name: "Photos of the Deluxe Room",
      alts: [
        "Deluxe room with a king bed and city view",
        "Lounge chair by a floor-to-ceiling window",
        "Marble bathroom with a deep bathtub",
      ],
    },
    {
      width: 375,
      lang: "bn",
      path: "/bn/rooms/deluxe",
      name: "ছবি: ডিলাক্স রুম",
      alts: [
        "কিং বেড ও শহরের দৃশ্যসহ ডিলাক্স রুম",
        "মেঝে থেকে ছাদ পর্যন্ত জানালার পাশে লাউঞ্জ চেয়ার",
        "গভীর বাথটাবসহ মার্বেলের বাথরুম",
      ],
    },
  ])
    test(`the room's photos open the page, in view on arrival (${width} px, ${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      await gotoHydrated(page, path);
      const gallery = page.getByRole("list", { name });
      const photos = gallery.getByRole("img");
      await expect(photos).toHaveCount(alts.length);
      for (const [index, alt] of alts.entries())
        await expect(photos.nth(index)).toHaveAccessibleName(alt);
      // Before the tabs, and begun within the first screen (on a phone, just below the title).
      const top = (await gallery.boundingBox())?.y ?? Infinity;
      const tabs = (await page.getByRole("tablist").boundingBox())?.y ?? 0;
      expect(top).toBeLessThan(tabs);
      expect(top).toBeLessThan(width < 800 ? 812 : 900);
      await expectNoAxeViolations(page);
    });

  test("title is the room name; tabs work by keyboard; every panel is in the HTML", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/rooms/deluxe")).text();
    for (const text of ["Breakfast included", "Daily newspaper", "Pets are not allowed."]) {
      expect(html).toContain(text);
    }

    await gotoHydrated(page, "/rooms/deluxe");
    await expect(page).toHaveTitle("Deluxe Room | Surma Riverside Hotel, Sylhet");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deluxe Room");

    const tabs = page.getByRole("tablist", { name: "About this room" });
    await expect(tabs.getByRole("tab")).toHaveText(["Overview", "Amenities", "Policies"]);
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel).toContainText("a king bed dressed in fine cotton");
    for (const fact of [
      "35 m²",
      "King bed",
      "City view",
      "Up to 2 guests",
      "Breakfast included",
      "Non-smoking",
    ]) {
      await expect(panel.getByRole("listitem").filter({ hasText: fact }).first()).toBeVisible();
    }

    // Keyboard only: focus the selected tab, then arrows.
    await tabs.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Amenities" })).toBeFocused();
    await expect(tabs.getByRole("tab", { name: "Amenities" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(panel).toHaveAccessibleName("Amenities");
    for (const text of [
      "Free high-speed Wi-Fi",
      "Tea and coffee maker",
      // The policies' hours, not a fact of its own (issue 37: it said "24-hour room service").
      "Room service, 6:00 AM – 12:00 AM",
      "Air conditioning",
      "Flat-screen TV",
      "Private bathroom",
      "Daily housekeeping",
      "Evening turndown service",
      "Bottled water",
      "Welcome fruit basket",
      "Evening snacks",
      "Daily newspaper",
    ]) {
      await expect(panel.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Breakfast included")).toBeHidden();

    await page.keyboard.press("ArrowRight");
    await expect(panel).toHaveAccessibleName("Policies");
    await expect(panel).toContainText("From 2:00 PM");
    await expect(panel).toContainText("By 12:00 PM");
    await expect(panel).toContainText(
      "Free cancellation up to 24 hours before check-in; after that, one night is charged.",
    );
    await expect(panel).toContainText(
      "Children under 12 stay free when using existing bedding; a cot for a child under 2 is $5 a night. An extra bed is $25 a night.",
    );
    await expect(panel).toContainText("Pets are not allowed.");

    // Tab moves from the tab list into the panel.
    await page.keyboard.press("Tab");
    await expect(panel).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("ArrowRight"); // wraps to the first tab
    await expect(panel).toHaveAccessibleName("Overview");
  });

  test("side card adds the room for its dates to the cart with a toast, and links to booking", async ({
    page,
  }) => {
    await page.clock.setFixedTime(TODAY);
    await gotoHydrated(page, "/rooms/presidential-suite");
    await expect(page.getByText("Max 4 people")).toBeVisible();
    await expect(page.getByRole("link", { name: "Book with Details" })).toHaveAttribute(
      "href",
      "/reservations?room=presidential-suite",
    );
    await expect(page.getByRole("link", { name: /View cart/ })).toHaveCount(0);

    await chooseStay(page, "20 June 2026", "22 June 2026");
    await expect(page.getByText("2 nights × $899 = $1,798")).toBeVisible();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    const toast = page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("listitem")
      .first();
    await expect(toast).toContainText("Room added to cart");
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Presidential Suite has been added to your booking cart.");
    await expect(page.getByRole("link", { name: "View cart (1)" })).toHaveAttribute(
      "href",
      "/cart",
    );
    // The same stay again: a second room of the kind, one line.
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page.getByRole("link", { name: "View cart (2)" })).toBeVisible();
  });

  test("why book direct, then three other rooms, kept as prerendered HTML on arrival", async ({
    page,
  }) => {
    const staticChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/room-static-/.test(request.url())) staticChunks.push(request.url());
    });
    await gotoHydrated(page, "/rooms/standard");
    await expect(page.getByRole("heading", { name: "Why Book Direct" })).toBeVisible();
    // At 1280 px it stands under the tabs, beside the booking card: no tall empty space under
    // the tabs (issue 40).
    const why = await page.getByRole("region", { name: "Why Book Direct" }).boundingBox();
    const panel = await page.getByRole("tabpanel").boundingBox();
    expect(why!.x).toBe(panel!.x);
    expect(why!.y - (panel!.y + panel!.height)).toBeLessThanOrEqual(48);
    const others = page
      .getByRole("region", { name: "Other rooms you may like" })
      .getByRole("article");
    await expect(others).toHaveCount(3);
    await expect(others.filter({ hasText: "Standard Room" })).toHaveCount(0);
    expect(staticChunks).toEqual([]);
    await others
      .first()
      .getByRole("link", { name: /^View Details/ })
      .click();
    await expect(page).toHaveURL("/rooms/deluxe");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deluxe Room");
    // The other rooms are the new room's (a kept section of the previous page would not be).
    await expect(others).toHaveCount(3);
    await expect(others.filter({ hasText: "Deluxe Room" })).toHaveCount(0);
    await expect(others.filter({ hasText: "Standard Room" })).toHaveCount(1);
    expect(staticChunks).toHaveLength(1);
  });

  test("the reservation form's id suite shows the executive suite", async ({ page }) => {
    await gotoHydrated(page, "/rooms/suite");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Executive Suite");
    await expect(page.getByRole("link", { name: "Book with Details" })).toHaveAttribute(
      "href",
      "/reservations?room=executive-suite",
    );
  });

  test("an unknown id answers 404 with the spec's alert and a link to all rooms", async ({
    page,
    allowProblem,
  }) => {
    allowProblem(/status of 404|http 404/);
    const response = await gotoHydrated(page, "/rooms/no-such-room");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Room not found \|/);
    const alert = page.getByRole("alert").filter({ hasText: "Room not found" });
    await expect(alert).toContainText("The room you're looking for doesn't exist.");
    await alert.getByRole("link", { name: "View All Rooms" }).click();
    await expect(page).toHaveURL("/rooms");
  });
});

// The unknown id's page is checked on its own visit (pages.spec.ts).
test("axe: amenities and policies tabs at 1280 and 375 px, the cart's toast on a phone", async ({
  page,
}) => {
  await page.clock.setFixedTime(TODAY);
  await gotoHydrated(page, "/rooms/family-suite");
  await page.getByRole("tab", { name: "Amenities" }).click();
  await expectNoAxeViolationsAt(page);
  await page.getByRole("tab", { name: "Policies" }).click();
  // Add to Cart without dates: its message, then with them.
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page.getByRole("button", { name: /^Check-in date/ })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectNoAxeViolationsAt(page);
  await page.setViewportSize({ width: 375, height: 900 });
  await chooseStay(page, "20 June 2026", "24 June 2026");
  // The guest has scrolled on, the stay's total just under the header, where the toast comes
  // down (issue 49: "Room added to cart" covered it): the total stays in view, clear of it.
  const total = page.locator("p[aria-live='polite']").filter({ hasText: /×/ });
  await total.evaluate((line) => window.scrollBy(0, line.getBoundingClientRect().top - 96));
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page.getByRole("link", { name: "View cart (1)" })).toBeVisible();
  await holdToast(page);
  const toast = page.locator("[data-sonner-toast][data-visible='true']").first();
  await expect
    .poll(async () => {
      const [line, shown] = [await total.boundingBox(), await toast.boundingBox()];
      if (!line || !shown) return "not laid out";
      const apart = line.y >= shown.y + shown.height || line.y + line.height <= shown.y;
      return apart && line.y + line.height <= 900
        ? "clear and in view"
        : `${JSON.stringify(line)} under ${JSON.stringify(shown)}`;
    })
    .toBe("clear and in view");
  await expectNoAxeViolations(page);
});
