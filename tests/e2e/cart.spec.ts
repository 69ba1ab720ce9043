import type { Page } from "@playwright/test";
import { expectHandOffFirst } from "./ending";
import {
  chooseStay,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsAt,
  gotoHydrated,
  holdToast,
  test,
} from "./fixtures";
import { controlsUnder } from "./page-checks";
import { biryani, deluxe, lassi, seedCart, storedCart } from "./sample-cart";
import { CART_STORAGE_KEY } from "../../app/features/cart/cart-storage";

const KEY = CART_STORAGE_KEY;
/** The room page's calendars open on today: Monday 15 June 2026 where a test picks a stay. */
const TODAY = new Date("2026-06-15T10:00:00");

// The rooms of these carts are for June 2026: the days are seen from before them.
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
});

const toast = (page: Page) =>
  // The newest toast comes first; dismissed ones linger while they animate out.
  page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .first();
const summary = (page: Page) => page.getByRole("region", { name: "Order summary" });
const amount = (page: Page, label: string) =>
  summary(page)
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    // Its dollars; the taka under them (components/layout/money.tsx) is taka.spec's.
    .locator("+ dd [data-price] > span")
    .first();

test.describe("cart", () => {
  test("lines read in the page's language, whatever page they were added on, an older stored cart too", async ({
    page,
  }) => {
    // Stored by an English page (or an older build): English names.
    await seedCart(
      page,
      storedCart([
        { ...lassi, quantity: 1 },
        { ...deluxe, quantity: 1 },
      ]),
    );
    await gotoHydrated(page, "/bn/cart");
    const main = page.getByRole("main");
    await expect(main.getByText("ডিলাক্স রুম", { exact: true })).toBeVisible();
    await expect(main).not.toContainText("Mango Lassi");
    await expect(main).not.toContainText("Deluxe Room");
    await gotoHydrated(page, "/cart");
    await expect(main.getByText("Mango Lassi", { exact: true })).toBeVisible();
    await expect(main.getByText("Deluxe Room", { exact: true })).toBeVisible();
  });

  test("empty state links to ordering food and booking a room", async ({ page }) => {
    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    // In the page's own panel: the footer links to ordering too ("Order food").
    await expect(page.getByRole("main").getByRole("link", { name: "Order Food" })).toHaveAttribute(
      "href",
      "/online-order",
    );
    await page.getByRole("main").getByRole("link", { name: "Book a Room" }).click();
    await expect(page).toHaveURL("/rooms");
  });

  test("food and a room from their pages land in two tables with the right totals", async ({
    page,
  }) => {
    await gotoHydrated(page, "/online-order");
    await page.getByRole("tab", { name: "Main Courses" }).click();
    await page.getByRole("button", { name: "Add to Cart: Kacchi Biryani" }).click();
    await page.getByRole("button", { name: "Add to Cart: Kacchi Biryani" }).click();
    await page.getByRole("tab", { name: "Beverages" }).click();
    await page.getByRole("button", { name: "Add to Cart: Mango Lassi" }).click();
    await expect(page.getByRole("link", { name: "Cart (3)" })).toBeVisible();
    await page.clock.setFixedTime(TODAY);
    await gotoHydrated(page, "/rooms/deluxe");
    await chooseStay(page, "20 June 2026", "24 June 2026");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page.getByRole("link", { name: "View cart (4)" })).toBeVisible();
    await page.getByRole("link", { name: "View cart (4)" }).click();

    const food = page.getByRole("table", { name: "Food Items" });
    const rooms = page.getByRole("table", { name: "Room Bookings" });
    await expect(food.getByRole("columnheader")).toHaveText([
      "Item",
      "Price",
      "Quantity",
      "Total",
      "Remove",
    ]);
    await expect(food.getByRole("rowheader")).toHaveText([/Kacchi Biryani/, /Mango Lassi/]);
    await expect(rooms.getByRole("rowheader")).toHaveText([
      /^Deluxe Room\s*Sat,? 20 Jun 2026 to Wed,? 24 Jun 2026\s*Guests per room: 2 adults\s*4 nights × \$249\.00$/,
    ]);
    await expect(rooms.getByRole("row").filter({ hasText: "Deluxe Room" })).toContainText(
      "$996.00",
    );
    const biryaniRow = food.getByRole("row").filter({ hasText: "Kacchi Biryani" });
    await expect(
      biryaniRow.getByRole("spinbutton", { name: "Quantity of Kacchi Biryani" }),
    ).toHaveValue("2");
    await expect(biryaniRow.getByRole("cell").last()).toBeEmpty();
    await expect(biryaniRow).toContainText("$45.98");

    // 2 × 22.99 + 4.49 + 4 nights × 249 = 1,046.47; + 5.00 delivery = 1,051.47
    await expect(amount(page, "Subtotal")).toHaveText("$1,046.47");
    await expect(amount(page, "Delivery fee")).toHaveText("$5.00");
    await expect(amount(page, "Total")).toHaveText("$1,051.47");
    await expect(summary(page).getByRole("alert")).toContainText("How your order reaches us");
  });

  test("quantity controls: +, −, typing; 0 removes with a toast; fee only with food", async ({
    page,
  }) => {
    await seedCart(
      page,
      storedCart([
        { ...lassi, quantity: 1 },
        { ...biryani, quantity: 1 },
        { ...deluxe, quantity: 1 },
      ]),
    );
    await gotoHydrated(page, "/cart");
    const input = page.getByRole("spinbutton", { name: "Quantity of Mango Lassi" });
    await expect(input).toHaveValue("1");

    await page.getByRole("button", { name: "Increase quantity of Mango Lassi" }).click();
    await expect(input).toHaveValue("2");
    await expect(page.getByRole("row").filter({ hasText: "Mango Lassi" })).toContainText("$8.98");
    await expect(amount(page, "Subtotal")).toHaveText("$280.97");

    await page.getByRole("button", { name: "Decrease quantity of Mango Lassi" }).click();
    await expect(input).toHaveValue("1");

    await input.fill("12");
    await expect(page.getByRole("row").filter({ hasText: "Mango Lassi" })).toContainText("$53.88");
    await input.fill("0");
    await expect(toast(page)).toContainText("Item removed");
    await expect(toast(page)).toContainText("Mango Lassi has been removed from your cart.");
    await expect(page.getByRole("row").filter({ hasText: "Mango Lassi" })).toHaveCount(0);

    // − at quantity 1 also removes.
    await page.getByRole("button", { name: "Decrease quantity of Kacchi Biryani" }).click();
    await expect(toast(page)).toContainText("Kacchi Biryani has been removed from your cart.");
    await expect(page.getByRole("table", { name: "Food Items" })).toHaveCount(0);

    // Room only: no delivery fee line.
    await expect(amount(page, "Subtotal")).toHaveText("$249.00");
    await expect(summary(page).getByText("Delivery fee")).toHaveCount(0);
    await expect(amount(page, "Total")).toHaveText("$249.00");

    await page.getByRole("button", { name: "Remove Deluxe Room" }).click();
    await expect(toast(page)).toContainText("Deluxe Room has been removed from your cart.");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeFocused();
  });

  test("a Bengali cart counts in Bengali digits, and takes a count typed in either digits or stepped with the arrow keys", async ({
    page,
  }) => {
    await seedCart(page, storedCart([{ ...lassi, quantity: 1 }]));
    await gotoHydrated(page, "/bn/cart");
    const input = page.getByRole("spinbutton", { name: "পরিমাণ: আমের লাচ্ছি" });
    const line = page.getByRole("row").filter({ hasText: "আমের লাচ্ছি" });
    await expect(input).toHaveValue("১");
    await page.getByRole("button", { name: "পরিমাণ বাড়ান: আমের লাচ্ছি" }).click();
    await expect(input).toHaveValue("২");
    await expect(line).toContainText("৮.৯৮");
    await input.fill("১২");
    await expect(line).toContainText("৫৩.৮৮");
    await input.fill("3");
    await expect(input).toHaveValue("৩");
    await input.press("ArrowUp");
    await expect(input).toHaveValue("৪");
    await input.press("ArrowDown");
    await expect(input).toHaveValue("৩");
    await expect(line).toContainText("১৩.৪৭");
  });

  test("the cart survives a reload; Clear empties it", async ({ page }) => {
    await gotoHydrated(page, "/online-order");
    await page.getByRole("button", { name: "Add to Cart: Beguni" }).click();
    await expect(page.getByRole("link", { name: "Cart (1)" })).toBeVisible();
    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("rowheader")).toHaveText([/Beguni/]);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("rowheader")).toHaveText([/Beguni/]);
    await expect(amount(page, "Total")).toHaveText("$9.99");

    await page.getByRole("button", { name: "Clear cart" }).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
  });

  test("nothing is lost in silence: full storage and a full cart say so, and are never 'added'", async ({
    page,
  }) => {
    // This browser's storage refuses the cart (full, or a private mode).
    await page.addInitScript((key) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (name: string, value: string) {
        if (name === key) throw new DOMException("full", "QuotaExceededError");
        return setItem.call(this, name, value);
      };
    }, KEY);
    await gotoHydrated(page, "/online-order");
    await page.getByRole("button", { name: "Add to Cart: Beguni" }).click();
    await expect(toast(page)).toContainText("Added to cart");
    await expect(toast(page)).toContainText(
      "This browser is not keeping your cart (its storage is full or private): it lasts until you close this page.",
    );
    await expect(page.getByRole("link", { name: "Cart (1)" })).toBeVisible();
  });

  test("a cart of 100 lines takes no 101st, and says so", async ({ page }) => {
    const lines = Array.from({ length: 100 }, (_, i) => ({ ...lassi, id: `dish-${i}` }));
    await seedCart(page, storedCart(lines.map((line) => ({ ...line, quantity: 1 }))));
    await gotoHydrated(page, "/online-order");
    await expect(page.getByRole("link", { name: "Cart (100)" })).toBeVisible();
    await page.getByRole("button", { name: "Add to Cart: Beguni" }).click();
    await expect(toast(page)).toContainText("Your cart is full");
    await expect(toast(page)).not.toContainText("Added to cart");
    await expect(page.getByRole("link", { name: "Cart (100)" })).toBeVisible();
  });

  test("corrupted storage is ignored without an error", async ({ page }) => {
    // The fixture fails the test on any console error or uncaught exception.
    await seedCart(page, "{not json");
    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await gotoHydrated(page, "/online-order");
    await expect(page.getByRole("link", { name: "Cart (0)" })).toBeVisible();
  });

  // What the reader makes of each shape is unit-tested (cart-storage.test.ts); here, that a page
  // reading it (the cart, and the header's count on every page) stays whole.
  test("odd values in storage break no page", async ({ page }) => {
    await gotoHydrated(page, "/cart");
    for (const value of [
      JSON.stringify({ version: 1, items: [{ name: "x".repeat(3_000_000) }] }),
      "[1,2,3]",
      "42",
      '{"__proto__":{"version":1},"items":[{"__proto__":{"id":"x"}}]}',
      JSON.stringify({ version: 99, items: [] }),
    ]) {
      await page.evaluate(([key, raw]) => localStorage.setItem(key!, raw!), [KEY, value]);
      await gotoHydrated(page, "/cart");
      await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    }
  });

  test("a partly corrupted cart keeps only its valid items", async ({ page }) => {
    await seedCart(
      page,
      storedCart([
        { ...lassi, quantity: -2 },
        { ...biryani, quantity: 1e9 },
        { ...deluxe, type: "spa" },
        { ...lassi, name: "<img src=x onerror=alert(1)>", price: "free", quantity: 1 },
        // A room without its dates, or with impossible ones; food with dates.
        { ...deluxe, dates: undefined, quantity: 1 },
        { ...deluxe, dates: { checkIn: "2026-06-20", checkOut: "2026-06-20" }, quantity: 1 },
        { ...deluxe, dates: { checkIn: "2026-06-20", checkOut: "2026-07-21" }, quantity: 1 },
        { ...deluxe, dates: { checkIn: "2026-02-28", checkOut: "2026-02-30" }, quantity: 1 },
        { ...lassi, dates: deluxe.dates, quantity: 1 },
        { ...deluxe, quantity: 2 },
      ]),
    );
    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("rowheader")).toHaveText([/Deluxe Room/]);
    await expect(amount(page, "Total")).toHaveText("$498.00");
  });

  test("a room whose dates have passed says so, and the checkout says why it cannot open", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2026-06-25T10:00:00"));
    await seedCart(
      page,
      storedCart([
        { ...deluxe, quantity: 1 },
        { ...lassi, quantity: 1 },
      ]),
    );
    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("rowheader", { name: /Deluxe Room/ })).toContainText(
      "These dates have passed",
    );
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(summary(page).getByRole("alert").first()).toBeVisible();
    await expect(summary(page)).toContainText("The dates of a room in your cart have passed.");
    await page
      .getByRole("button", { name: /^Remove Deluxe Room/ })
      .first()
      .click();
    await expect(summary(page)).not.toContainText("have passed");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page.getByRole("dialog", { name: "Checkout" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // The Deluxe closes the nights of 14 to 16 January 2027 (content/rooms/deluxe.yaml): a stay
  // over them, put in the cart before the hotel closed them, seen on 5 January.
  const overClosedNights = {
    ...deluxe,
    quantity: 1,
    dates: { checkIn: "2027-01-13", checkOut: "2027-01-16" },
  };
  const storedLines = (page: Page) =>
    page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}").items?.length, KEY);

  test("a room whose nights the hotel has closed since says so, and the checkout says why it cannot open", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2027-01-05T10:00:00"));
    await seedCart(page, storedCart([overClosedNights, { ...lassi, quantity: 1 }]));
    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("rowheader", { name: /Deluxe Room/ })).toContainText(
      "This room cannot be booked for the nights of 14 January 2027, 15 January 2027 (Refurbishment): remove this line and add the room again for other dates.",
    );
    await expect(page.getByRole("rowheader", { name: /Mango Lassi/ })).not.toContainText(
      "cannot be booked",
    );
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(summary(page).getByRole("alert").last()).toHaveText(
      "A room in your cart cannot be booked for its dates: its line says why. Remove that line and add the room again from its page for other dates.",
    );
    // Nothing is lost: the line stays, for the guest to remove or book again.
    expect(await storedLines(page)).toBe(2);
    await expect(page.getByRole("rowheader", { name: /Deluxe Room/ })).toBeVisible();
    await page
      .getByRole("button", { name: /^Remove Deluxe Room/ })
      .first()
      .click();
    await expect(summary(page)).not.toContainText("cannot be booked");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page.getByRole("dialog", { name: "Checkout" })).toBeVisible();
  });

  test("in Bengali: a room whose nights the hotel has closed says so, and the checkout does not open", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2027-01-05T10:00:00"));
    await seedCart(page, storedCart([overClosedNights, { ...lassi, quantity: 1 }]));
    await gotoHydrated(page, "/bn/cart");
    const row = page.getByRole("rowheader", { name: /ডিলাক্স রুম/ });
    await expect(row).toContainText(
      /১৪ জানুয়ারি,? ২০২৭, ১৫ জানুয়ারি,? ২০২৭ রাতে রুমটি বুক করা যাবে না \(.+\): লাইনটি সরিয়ে অন্য তারিখে রুমটি আবার যোগ করুন।/,
    );
    await page.getByRole("button", { name: "চেকআউটে যান" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const bnSummary = page.getByRole("region", { name: "অর্ডারের সারসংক্ষেপ" });
    await expect(bnSummary.getByRole("alert").last()).toHaveText(
      "আপনার কার্টে থাকা একটি রুম তার তারিখে বুক করা যাবে না: কারণ তার লাইনে লেখা আছে। লাইনটি সরিয়ে রুমের পাতা থেকে অন্য তারিখে আবার যোগ করুন।",
    );
    expect(await storedLines(page)).toBe(2);
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);
    // Its line removed, the rest of the cart checks out.
    await page
      .getByRole("button", { name: /^বাদ দিন: ডিলাক্স রুম/ })
      .first()
      .click();
    await expect(bnSummary).not.toContainText("বুক করা যাবে না");
    await page.getByRole("button", { name: "চেকআউটে যান" }).click();
    await expect(page.getByRole("dialog", { name: "চেকআউট" })).toBeVisible();
  });

  test("checkout: cancel keeps the cart and what was typed, each field is checked, placing the order hands over the food and the room apart", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await seedCart(
      page,
      storedCart([
        { ...biryani, quantity: 1 },
        { ...deluxe, quantity: 1 },
      ]),
    );
    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("rowheader")).toHaveCount(2);
    expect(scripts.some((url) => url.includes("checkout-dialog"))).toBe(false);

    const checkout = page.getByRole("button", { name: "Proceed to Checkout" });
    for (
      let i = 0;
      i < 80 && !(await checkout.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(checkout).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Checkout" });
    await expect(dialog).toBeVisible();
    expect(scripts.some((url) => url.includes("checkout-dialog"))).toBe(true);
    await expect(dialog).toContainText("$276.99");
    const name = dialog.getByLabel("Full name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("autocomplete", "name");
    await expect(dialog.getByLabel("Phone")).toHaveAttribute("autocomplete", "tel");
    await expect(dialog.getByLabel("Delivery address")).toHaveAttribute(
      "autocomplete",
      "street-address",
    );
    // What the food's delivery and the room's confirmation need, and never a card number.
    await expect(dialog.getByLabel(/card/i)).toHaveCount(0);
    await expect(dialog.getByLabel("E-mail")).toHaveAttribute("autocomplete", "email");
    await expect(dialog).toContainText(
      "Pay on delivery: cash, bKash, Nagad, Rocket or card at the door.",
    );

    // Cancel (Escape) keeps the cart, returns focus to the button, and keeps what was typed.
    await page.keyboard.type("Amina Rahman");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(checkout).toBeFocused();
    await expect(page.getByRole("rowheader")).toHaveCount(2);
    await page.keyboard.press("Enter");
    await expect(name).toHaveValue("Amina Rahman");

    // Each missing or wrong field says what is needed; focus goes to the first.
    await page.keyboard.press("Tab");
    await page.keyboard.type("12345");
    await dialog.getByRole("button", { name: "Place Order" }).press("Enter");
    await expect(dialog.getByRole("alert")).toHaveText("Please correct 4 fields.");
    const phone = dialog.getByLabel("Phone");
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription(
      /^Please enter a phone number of 7 to 15 digits/,
    );
    await expect(dialog.getByLabel("Delivery area")).toHaveAccessibleDescription(
      /^Please choose your delivery area\./,
    );
    await expect(dialog.getByLabel("Delivery address")).toHaveAccessibleDescription(
      /^Please enter the delivery address\./,
    );
    await expect(dialog.getByLabel("E-mail")).toHaveAccessibleDescription(
      /^Please enter a valid e-mail address/,
    );
    await phone.fill("+880 1711 000000");
    await dialog.getByLabel("E-mail").fill("amina@example.com");
    await dialog.getByLabel("Delivery area").selectOption("Zindabazar");
    await dialog.getByLabel("Delivery address").fill("House 4, Road 2, near the mosque");
    await expect(dialog.getByText(/^Please correct/)).toHaveCount(0);
    await dialog.getByRole("button", { name: "Place Order" }).press("Enter");

    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("heading", { name: "Your requests are ready to send" }),
    ).toBeVisible();
    await expectHandOffFirst(page);
    const main = page.getByRole("main");
    await expect(main).toContainText("Your order is 2 requests, each with its own reference");
    // Two requests, each under its own heading and reference, each with its own hand-off.
    const order = main.locator("div").filter({
      has: page.getByRole("heading", { name: /^Order SRH-[2-9A-Z]{6}: 1 item, \$27\.99$/ }),
    });
    const stay = main.locator("div").filter({
      has: page.getByRole("heading", {
        name: /^Reservation request SRH-[2-9A-Z]{6}: Deluxe Room, Sat,? 20 Jun 2026 – Sun,? 21 Jun 2026$/,
      }),
    });
    const refOf = async (part: typeof order) =>
      /SRH-[2-9A-Z]{6}/.exec((await part.getByRole("heading").first().textContent()) ?? "")![0];
    const orderRef = await refOf(order.last());
    const stayRef = await refOf(stay.last());
    expect(orderRef).not.toBe(stayRef);
    await expect(main).toContainText("nothing has reached the hotel yet");
    const sent = async (part: typeof order) =>
      new URL(
        (await part.last().getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href")) ??
          "",
      );
    const whatsapp = await sent(order);
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/8801711234567");
    const text = whatsapp.searchParams.get("text") ?? "";
    // The food alone is delivered: no room in it, paid on delivery.
    for (const line of [
      "Hello Surma Riverside Hotel, I would like to order.",
      `Order ${orderRef}`,
      "1 × Kacchi Biryani: $22.99",
      "Name: Amina Rahman",
      "Phone: +880 1711 000000",
      "Area: Zindabazar",
      "Address: House 4, Road 2, near the mosque",
      "Payment: On delivery",
    ])
      expect(text.split("\n")).toContain(line);
    expect(text).not.toContain("Deluxe Room");
    // The room is a reservation request: its dates, party, price, the guest's e-mail; no address.
    const stayText = (await sent(stay)).searchParams.get("text") ?? "";
    for (const line of [
      "Hello Surma Riverside Hotel, I would like to book a room.",
      `Reservation request ${stayRef}`,
      "Room: Deluxe Room",
      "Guests: 2 adults",
      "Nights: 1 night × $249",
      "Rate plan: Flexible. Free cancellation until Friday 19 June 2026, 2:00 PM (Sylhet time).",
      "Name: Amina Rahman",
      "E-mail: amina@example.com",
      "Payment: Pay later",
    ])
      expect(
        stayText
          .replace(/day, /g, "day ")
          .replace(/(Fri|Sat|Sun), /g, "$1 ")
          .split("\n"),
      ).toContain(line);
    expect(stayText).toMatch(/^Total: \$249 \(≈ ৳[\d,]+\)$/m);
    expect(stayText).not.toContain("Address");
    const mail =
      (await order.last().getByRole("link", { name: "Send by e-mail" }).getAttribute("href")) ?? "";
    const mailParams = new URLSearchParams(mail.slice(mail.indexOf("?") + 1));
    expect(mail.startsWith("mailto:stay@surmariversidehotel.com?")).toBe(true);
    expect(mailParams.get("subject")).toBe(`Order ${orderRef}: 1 item, $27.99`);
    expect(mailParams.get("body")).toBe(text.replace(/\n/g, "\r\n"));
    await expect(stay.last().getByRole("link", { name: "Call +880 1711 234567" })).toHaveAttribute(
      "href",
      "tel:+8801711234567",
    );
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
      "href",
      "/online-order",
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    // Both are kept in My requests (this device only), as a booking is, to send again.
    await main.getByRole("link", { name: "Open it in My requests" }).click();
    await expect(page).toHaveURL("/my-requests");
    const kept = page.getByRole("article", { name: `Order ${orderRef}` });
    await expect(kept).toContainText("Kacchi Biryani");
    await expect(kept).toContainText("PaymentOn delivery");
    await expect(kept).not.toContainText("Deluxe Room");
    await expect(kept.getByRole("button", { name: "Add to calendar" })).toHaveCount(0);
    const resent = await kept.getByRole("link", { name: /^Send on WhatsApp/ }).getAttribute("href");
    expect(new URL(resent ?? "").searchParams.get("text")).toBe(text);
    const keptStay = page.getByRole("article", { name: `Reservation request ${stayRef}` });
    await expect(keptStay).toContainText("Deluxe Room");
    await expect(keptStay.getByRole("button", { name: "Add to calendar" })).toBeVisible();
  });

  test("the Cancel button closes the dialog and keeps the cart", async ({ page }) => {
    await seedCart(page, storedCart([{ ...lassi, quantity: 3 }]));
    await gotoHydrated(page, "/cart");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    const dialog = page.getByRole("dialog", { name: "Checkout" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("spinbutton", { name: "Quantity of Mango Lassi" })).toHaveValue(
      "3",
    );
    await expect(amount(page, "Total")).toHaveText("$18.47");
  });
});

// A toast is a passing word about the page it was shown on: it covers none of the cart's
// buttons, and it does not follow the guest to the next page.
for (const { prefix, remove, removed } of [
  { prefix: "", remove: "Remove Mango Lassi", removed: "Item removed" },
  { prefix: "/bn", remove: "বাদ দিন: আমের লাচ্ছি", removed: "কার্ট থেকে বাদ দেওয়া হয়েছে" },
]) {
  test(`${prefix || "/"}: a toast covers no button of the cart, at 375 and 1280 px, and leaves with the page`, async ({
    page,
  }) => {
    await seedCart(
      page,
      storedCart([
        { ...lassi, quantity: 1 },
        { ...biryani, quantity: 2 },
        { ...deluxe, quantity: 1 },
      ]),
    );
    await page.setViewportSize({ width: 375, height: 667 });
    await gotoHydrated(page, `${prefix}/cart`);
    await page.getByRole("button", { name: remove }).click();
    await expect(toast(page)).toContainText(removed);
    for (const [width, height] of [
      [375, 667],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      // Held on screen by the pointer resting on it.
      await holdToast(page);
      const covered = await controlsUnder(
        page,
        "[data-sonner-toast][data-visible='true']",
        "[data-sonner-toaster]",
      );
      expect.soft(covered, `under the toast at ${width} px`).toEqual([]);
    }
    // The pointer pressed on the toast holds it (sonner pauses its timer while the guest is
    // touching it), so nothing but leaving the page can take it away; then another page, by
    // keyboard: the toast is gone.
    await page.mouse.down();
    await page
      .locator(`header a[href="${prefix || "/"}"]`)
      .first()
      .focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(prefix || "/");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await page.mouse.up();
  });
}

test.describe("a room in the cart carries its dates, on a phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.clock.setFixedTime(TODAY);
  });

  test("Add to Cart asks for the dates first; the cart line shows them, nights × price and total", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await gotoHydrated(page, "/rooms/deluxe");
    // The calendar is no part of the page's first load.
    expect(scripts.filter((url) => url.includes("date-calendar"))).toEqual([]);

    const checkIn = page.getByRole("button", { name: /^Check-in date/ });
    const checkOut = page.getByRole("button", { name: /^Check-out date/ });
    const add = page.getByRole("button", { name: "Add to Cart", exact: true });
    await expect(checkOut).toBeDisabled();
    await add.click();
    // Nothing added: the message under check-in, which takes focus.
    await expect(checkIn).toBeFocused();
    await expect(checkIn).toHaveAttribute("aria-invalid", "true");
    await expect(checkIn).toHaveAccessibleDescription(
      "Please choose your check-in date to add this room to your cart.",
    );
    await expect(page.getByRole("link", { name: /View cart/ })).toHaveCount(0);
    await expect(page.getByText("Room added to cart")).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();

    // The calendar fits the phone's screen.
    await checkIn.click();
    await expect(page.getByRole("dialog", { name: "Choose your check-in date" })).toBeVisible();
    await expect(page.getByRole("grid")).toBeVisible();
    const calendar = await page.getByRole("dialog").boundingBox();
    const month = await page.getByRole("grid").boundingBox();
    expect(calendar && calendar.x + calendar.width).toBeLessThanOrEqual(375);
    // The days within the panel, not spilling past its edge.
    expect(month && calendar && month.x + month.width).toBeLessThanOrEqual(
      calendar ? calendar.x + calendar.width : 0,
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await chooseStay(page, "20 June 2026", "24 June 2026");
    await expect(checkIn).not.toHaveAttribute("aria-invalid");
    await expect(checkOut).not.toHaveAttribute("aria-invalid");
    await expect(checkIn).toHaveAccessibleName(/^Check-in date Sat,? 20 Jun 2026$/);
    await expect(checkOut).toHaveAccessibleName(/^Check-out date Wed,? 24 Jun 2026$/);
    await expect(page.getByText("4 nights × $249 = $996")).toBeVisible();
    expect(scripts.filter((url) => url.includes("date-calendar"))).toHaveLength(1);

    // The party: two adults to start, and only what the room sleeps is offered (issue 37: it
    // offered four adults to a room for two); one adult leaves a bed for a child.
    const adults = page.getByRole("combobox", { name: "Adults" });
    const children = page.getByRole("combobox", { name: "Children" });
    await expect(adults).toHaveValue("2");
    await expect(adults.getByRole("option")).toHaveText(["1", "2"]);
    await expect(children.getByRole("option")).toHaveText(["0"]);
    await adults.selectOption("1");
    await children.selectOption("1");
    // A child is asked its age; without one nothing is added, and the age says why.
    const age = page.getByRole("combobox", { name: "Age of child 1" });
    await expect(age).toBeVisible();
    await add.click();
    await expect(age).toBeFocused();
    await expect(age).toHaveAccessibleDescription("Please choose each child's age.");
    await expect(page.getByText("Room added to cart")).toHaveCount(0);
    // The card with its ages and their message, at this phone's width.
    await expectNoAxeViolations(page);
    await age.selectOption("6");

    await add.click();
    await expect(toast(page)).toContainText("Room added to cart");
    await expect(toast(page)).toContainText("Deluxe Room has been added to your booking cart.");
    await page.getByRole("link", { name: "View cart (1)" }).click();
    await expect(page).toHaveURL("/cart");

    const rooms = page.getByRole("table", { name: "Room Bookings" });
    const row = rooms.getByRole("row").filter({ hasText: "Deluxe Room" });
    await expect(row.getByRole("rowheader")).toContainText(
      /Sat,? 20 Jun 2026 to Wed,? 24 Jun 2026/,
    );
    await expect(row.getByRole("rowheader")).toContainText("4 nights × $249.00");
    await expect(row.getByRole("rowheader")).toContainText("Guests per room: 1 adult, 1 child");
    // A child of 6 sleeps in the room's beds: the age is named, and nothing is added to the price.
    await expect(row.getByRole("rowheader")).toContainText("(aged 6)");
    await expect(row).toContainText("$996.00");
    await expect(
      row.getByRole("spinbutton", {
        name: /^Quantity of Deluxe Room, .*, 1 adult, 1 child, \(aged 6\)$/,
      }),
    ).toHaveValue("1");
    await expect(amount(page, "Total")).toHaveText("$996.00");
    await expect(summary(page).getByText("Delivery fee")).toHaveCount(0);
    const table = await rooms.boundingBox();
    expect(table && table.x + table.width).toBeLessThanOrEqual(375);
  });

  test("in Bengali: the message, the stay and the cart line", async ({ page }) => {
    await gotoHydrated(page, "/bn/rooms/deluxe");
    const checkIn = page.getByRole("button", { name: /^চেক-ইনের তারিখ/ });
    const add = page.getByRole("button", { name: "কার্টে যোগ করুন", exact: true });
    await add.click();
    await expect(checkIn).toBeFocused();
    await expect(checkIn).toHaveAccessibleDescription(
      "রুমটি কার্টে যোগ করতে অনুগ্রহ করে চেক-ইনের তারিখ বেছে নিন।",
    );
    await expect(page.getByRole("link", { name: /কার্ট দেখুন/ })).toHaveCount(0);

    await chooseStay(page, "জুন ২০শে, ২০২৬", "জুন ২৪শে, ২০২৬", { bengali: true });
    await expect(page.getByText("৪ রাত × $২৪৯ = $৯৯৬")).toBeVisible();
    const adults = page.getByRole("combobox", { name: "প্রাপ্তবয়স্ক" });
    const children = page.getByRole("combobox", { name: "শিশু" });
    // Only the party the room sleeps is offered, in Bengali numerals.
    await expect(adults.getByRole("option")).toHaveText(["১", "২"]);
    await expect(children.getByRole("option")).toHaveText(["০"]);
    await adults.selectOption("1");
    await children.selectOption("1");
    // The child's age, offered in Bengali digits.
    const age = page.getByRole("combobox", { name: "১ নম্বর শিশুর বয়স" });
    await expect(age.getByRole("option", { name: "৬", exact: true })).toHaveCount(1);
    await age.selectOption("6");
    await add.click();
    await expect(toast(page)).toContainText("রুমটি কার্টে যোগ হয়েছে");
    await expect(toast(page)).toContainText("ডিলাক্স রুম আপনার বুকিং কার্টে যোগ করা হয়েছে।");
    await page.getByRole("link", { name: "কার্ট দেখুন (১)" }).click();
    await expect(page).toHaveURL("/bn/cart");

    const row = page
      .getByRole("table", { name: "রুম বুকিং" })
      .getByRole("row")
      .filter({ hasText: "ডিলাক্স রুম" });
    await expect(row.getByRole("rowheader")).toContainText(/২০ জুন,? ২০২৬ থেকে .*২৪ জুন,? ২০২৬/);
    await expect(row.getByRole("rowheader")).toContainText("৪ রাত × $২৪৯.০০");
    await expect(row.getByRole("rowheader")).toContainText(
      "প্রতি রুমে অতিথি: ১ জন প্রাপ্তবয়স্ক, ১ জন শিশু",
    );
    await expect(row.getByRole("rowheader")).toContainText("(বয়স ৬)");
    await expect(row).toContainText("$৯৯৬.০০");
    await expect(row).not.toContainText(/[0-9]/);
  });
});

test("in Bengali on a phone, a cart of food and a room ends in a delivery order and a stay request", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await seedCart(
    page,
    storedCart([
      { ...biryani, quantity: 1 },
      { ...deluxe, quantity: 2 },
    ]),
  );
  await gotoHydrated(page, "/bn/cart");
  // The summary says how each part is paid and how it reaches the hotel, before the checkout.
  const summary = page.getByRole("region", { name: "অর্ডারের সারসংক্ষেপ" });
  await expect(summary).toContainText("খাবারের দাম ডেলিভারির সময়।");
  await expect(summary).toContainText("রুম বুকিংয়ের অনুরোধ: আমরা নিশ্চিত করলে হোটেলে পরিশোধ।");
  await expect(summary).toContainText("খাবার আর প্রতিটি রুম আলাদা রেফারেন্স পাবে");
  await page.getByRole("button", { name: "চেকআউটে যান" }).click();
  const dialog = page.getByRole("dialog", { name: "চেকআউট" });
  await expect(dialog).toContainText("ডেলিভারির সময় পরিশোধ");
  await expect(dialog).toContainText("রুম: বুকিংয়ের অনুরোধ, হোটেল নিশ্চিত করবে।");
  await dialog.getByLabel("পুরো নাম").fill("আমিনা রহমান");
  await dialog.getByLabel("ফোন").fill("+880 1711 000000");
  await dialog.getByLabel("ই-মেইল").fill("amina@example.com");
  await dialog.getByLabel("ডেলিভারির এলাকা").selectOption({ label: "জিন্দাবাজার" });
  await dialog.getByLabel("ডেলিভারির ঠিকানা").fill("বাড়ি ৪, রোড ২");
  await dialog.getByRole("button", { name: "অর্ডার দিন" }).click();

  await expect(
    page.getByRole("heading", { name: "আপনার অনুরোধগুলো পাঠানোর জন্য তৈরি" }),
  ).toBeVisible();
  // How the first request reaches the hotel comes first, focused and above the fold on the phone.
  await expectHandOffFirst(page, "bn");
  const main = page.getByRole("main");
  await expect(main).toContainText("আপনার অর্ডারে ২টি অনুরোধ");
  // Each request's heading keeps its reference whole on the phone: one line box each.
  const referenceLines = await main
    .getByRole("heading", { level: 2 })
    .evaluateAll((headings) =>
      headings.map((heading) =>
        [...heading.querySelectorAll("span")]
          .filter((span) => /^SRH-[2-9A-Z]{6}$/.test(span.textContent ?? ""))
          .map((span) => span.getClientRects().length),
      ),
    );
  expect(referenceLines).toEqual([[1], [1]]);
  const texts: string[] = [];
  for (const link of await main.getByRole("link", { name: /হোয়াটসঅ্যাপে পাঠান/ }).all())
    texts.push(new URL((await link.getAttribute("href")) ?? "").searchParams.get("text") ?? "");
  expect(texts).toHaveLength(2);
  const [food, rooms] = texts as [string, string];
  // The food: paid on delivery, no room. The rooms: two alike, each for two, paid at the hotel.
  expect(food).toContain("কাচ্চি বিরিয়ানি");
  expect(food).not.toContain("ডিলাক্স রুম");
  expect(food.split("\n")).toContain("পেমেন্ট: ডেলিভারির সময়");
  expect(rooms).toContain("ডিলাক্স রুম");
  expect(rooms.split("\n")).toContain("রুম সংখ্যা: ২");
  expect(rooms.split("\n")).toContain("প্রতি রুমে অতিথি: ২ জন প্রাপ্তবয়স্ক");
  expect(rooms).toContain("amina@example.com");
  expect(rooms).not.toContain("জিন্দাবাজার");
  const refs = texts.map((text) => /SRH-[2-9A-Z]{6}/.exec(text)?.[0]);
  expect(new Set(refs).size).toBe(2);
  await expect(main).not.toContainText(/\$[0-9]/);

  // Both kept in My requests, each its own.
  await main.getByRole("link", { name: "আমার অনুরোধে দেখুন" }).click();
  for (const [ref, has, hasNot] of [
    [refs[0], "কাচ্চি বিরিয়ানি", "ডিলাক্স রুম"],
    [refs[1], "ডিলাক্স রুম", "কাচ্চি বিরিয়ানি"],
  ] as const) {
    const kept = page.getByRole("article").filter({ hasText: ref ?? "none" });
    await expect(kept).toContainText(has);
    await expect(kept).not.toContainText(hasNot);
  }
});

test("axe: filled cart, checkout dialog and the ending at 1280 and 375 px", async ({ page }) => {
  await seedCart(
    page,
    storedCart([
      { ...biryani, quantity: 2 },
      { ...lassi, quantity: 1 },
      { ...deluxe, quantity: 1 },
    ]),
  );
  await gotoHydrated(page, "/cart");
  await expect(page.getByRole("table", { name: "Room Bookings" })).toBeVisible();
  await expectNoAxeViolationsAt(page);
  // Nothing in the cart spills sideways on a phone.
  await page.setViewportSize({ width: 375, height: 900 });
  for (const region of [
    page.getByRole("table", { name: "Food Items" }),
    page.getByRole("table", { name: "Room Bookings" }),
    page.getByRole("region", { name: "Order summary" }),
  ]) {
    const box = await region.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  }
  // A room's line stacks on a phone (issue 49: 13 lines in a narrow column): the room, its dates
  // and rates across the card's width, its quantity and total under them.
  const rooms = page.getByRole("table", { name: "Room Bookings" });
  const line = rooms.getByRole("row").filter({ has: page.getByRole("rowheader") });
  const [card, room, total] = await Promise.all([
    rooms.boundingBox(),
    line.getByRole("rowheader").boundingBox(),
    line
      .locator("td")
      .filter({ has: page.locator("[data-price]") })
      .boundingBox(),
  ]);
  expect(room!.width).toBeGreaterThan(card!.width - 40);
  expect(total!.y).toBeGreaterThanOrEqual(room!.y + room!.height - 1);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("dialog", { name: "Checkout" })).toBeVisible();
  await expectNoAxeViolationsAt(page);
  // With its messages showing, then filled in.
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please correct" })).toBeVisible();
  await expectNoAxeViolationsAt(page);
  const dialog = page.getByRole("dialog", { name: "Checkout" });
  await dialog.getByLabel("Full name").fill("Amina Rahman");
  await dialog.getByLabel("Phone").fill("01711-000000");
  await dialog.getByLabel("E-mail").fill("amina@example.com");
  await dialog.getByLabel("Delivery area").selectOption("Upashahar");
  await dialog.getByLabel("Delivery address").fill("Block C, Road 5");
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByRole("button", { name: "Place Order" }).click();
  // What happened is the page's headline: the cart's banner ("review your order") is gone.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your requests are ready to send",
  );
  await expectHandOffFirst(page);
  await expectNoAxeViolations(page);
});
