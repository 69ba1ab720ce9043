import { readFileSync } from "node:fs";
import { fixtureContent } from "../fixtures/hotel.mjs";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "yaml";
import { serializeRequests, type GuestRequest } from "../../app/domain/guest-requests";
import { REQUESTS_STORAGE_KEY } from "../../app/domain/request-count";
import { DELIVERY_TIMEOUT_MS } from "../../app/domain/request-delivery";
import { sampleStayRequest } from "../fixtures/sample-request";
import { startStandIn } from "./stand-in";
import { biryani, deluxe, seedCart, storedCart } from "../e2e/sample-cart";

// With delivery on (playwright.delivery.config.ts builds the site pointed at this stand-in), a
// confirmed request is sent for the guest: "Sent to the hotel at …" only once the address said
// yes; a dropped connection or a 5xx leaves it waiting with the service worker, which sends it
// when the connection is back, even with the page closed; never twice.
let standIn: ReturnType<typeof startStandIn>;
test.beforeAll(() => {
  standIn = startStandIn(Number(process.env.DELIVERY_STAND_IN_PORT ?? 4198));
  return standIn.ready;
});
test.afterAll(() => standIn.close());
test.beforeEach(() => standIn.reset());

const sent = /^Sent to the hotel at \d{1,2}:\d{2} (AM|PM)$/;
const waiting = "Waiting for a connection: we will send it as soon as you are online";

/** A stay request just confirmed on this device: kept, waiting to be sent. */
function waitingRequest(ref: string): GuestRequest {
  const createdAt = new Date().toISOString();
  return {
    ...sampleStayRequest({}, ref),
    createdAt,
    delivery: { state: "waiting", since: createdAt },
  };
}

async function keep(page: Page, request: GuestRequest) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    REQUESTS_STORAGE_KEY,
    serializeRequests([request]),
  ] as const);
}

/** Opens the site and waits until its service worker is in charge of the page. */
async function withWorker(page: Page) {
  await page.goto("/my-requests");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
}

const confirmation = (page: Page, ref: string, prefix = "") =>
  page
    .goto(`${prefix}/my-requests?ref=${ref}`)
    .then(() => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true"));

const plus = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A check-in for `nights` open nights in the Deluxe Room, ten days or more after the build's day. */
function openCheckIn(nights: number) {
  const { day } = JSON.parse(readFileSync("build-delivery/build-day.json", "utf8")) as {
    day: string;
  };
  const room = parse(readFileSync(`${fixtureContent}/rooms/deluxe.yaml`, "utf8")) as {
    en: { closed?: { from: string; to: string }[] };
  };
  let checkIn = plus(day, 10);
  while (
    (room.en.closed ?? []).some(
      ({ from, to }) => from <= plus(checkIn, nights - 1) && to >= checkIn,
    )
  )
    checkIn = plus(checkIn, 7);
  return checkIn;
}

test("confirming a booking sends it: sending, then the time the hotel's address said yes", async ({
  page,
}) => {
  const checkIn = openCheckIn(3);
  standIn.state.delayMs = 1500;

  await page.goto(`/reservations?room=deluxe&checkin=${checkIn}&nights=3`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: "Continue to Personal Details" }).click();
  await page.getByLabel("First name", { exact: true }).fill("Nusrat");
  await page.getByLabel("Last name", { exact: true }).fill("Chowdhury");
  await page.getByLabel("E-mail", { exact: true }).fill("nusrat@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("+880 1712 345678");
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(
    page.getByText("Confirming sends your request to our reservations team"),
  ).toBeVisible();
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await page.getByRole("button", { name: "Confirm Reservation" }).click();

  // Focused and first: it is being sent, and offers no way to send it again until the address
  // answers (the stay's arrival details below still give the hotel's own WhatsApp).
  await expect(page.getByRole("heading", { name: "Sending it to the hotel…" })).toBeFocused();
  await expect(page.getByRole("link", { name: /^Send (on WhatsApp|by e-mail)/ })).toHaveCount(0);
  const heading = page.getByRole("heading", { name: sent });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  const ref = new URL(page.url()).searchParams.get("ref") ?? "";
  expect(standIn.references()).toEqual([ref]);
  const arrival = standIn.arrivals[0]!;
  expect(arrival.type).toBe("application/json");
  const payload = JSON.parse(arrival.body);
  expect(payload).toMatchObject({
    reference: ref,
    kind: "stay",
    language: "en",
    fields: { room: "deluxe", checkIn, nights: "3", phone: "+880 1712 345678" },
  });
  expect(payload.summary).toMatch(new RegExp(`^Stay request ${ref}\\n`));
  expect(payload.guestSummary).toContain("Deluxe Room");
  await expect(page.getByRole("article")).toContainText("Sent to the hotel");

  // Shown again, it is not sent again.
  await page.reload();
  await expect(page.getByRole("heading", { name: sent })).toBeVisible();
  expect(standIn.arrivals).toHaveLength(1);
});

test("in Bengali, a cart of food and a room: each sent for the guest on its own, once, in Bengali", async ({
  page,
}) => {
  // Three nights, as the season's shortest stay allows.
  const checkIn = openCheckIn(3);
  await seedCart(
    page,
    storedCart([
      { ...biryani, quantity: 1 },
      { ...deluxe, quantity: 1, dates: { checkIn, checkOut: plus(checkIn, 3) } },
    ]),
  );
  await page.goto("/bn/cart");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Said before the guest checks out: this hotel has both sent for the guest.
  await expect(page.getByRole("region", { name: "অর্ডারের সারসংক্ষেপ" })).toContainText(
    "খাবার আর প্রতিটি রুম আপনার হয়ে আমাদের কাছে পাঠানো হবে",
  );
  await page.getByRole("button", { name: "চেকআউটে যান" }).click();
  const dialog = page.getByRole("dialog", { name: "চেকআউট" });
  await dialog.getByLabel("পুরো নাম").fill("আমিনা রহমান");
  await dialog.getByLabel("ফোন").fill("+880 1711 000000");
  await dialog.getByLabel("ই-মেইল").fill("amina@example.com");
  await dialog.getByLabel("ডেলিভারির এলাকা").selectOption({ label: "জিন্দাবাজার" });
  await dialog.getByLabel("ডেলিভারির ঠিকানা").fill("বাড়ি ৪, রোড ২");
  await dialog.getByRole("button", { name: "অর্ডার দিন" }).click();

  // Each of the two says it reached the hotel, with its time, and offers no hand-off.
  const sentBn = page.getByRole("heading", { name: /হোটেলে পাঠানো হয়েছে$/ });
  await expect(sentBn).toHaveCount(2);
  await expect(page.getByRole("main").getByRole("link", { name: /হোয়াটসঅ্যাপ/ })).toHaveCount(0);
  const payloads = standIn.arrivals.map((arrival) => JSON.parse(arrival.body));
  expect(payloads.map((payload) => payload.kind).sort()).toEqual(["order", "stay"]);
  expect(new Set(payloads.map((payload) => payload.reference)).size).toBe(2);
  const order = payloads.find((payload) => payload.kind === "order");
  const stay = payloads.find((payload) => payload.kind === "stay");
  // The area as the guest chose it (the content names areas per language, with no id).
  expect(order).toMatchObject({ language: "bn", fields: { area: "জিন্দাবাজার" } });
  expect(order.fields.items).not.toContain("deluxe");
  expect(stay).toMatchObject({
    language: "bn",
    fields: { room: "deluxe", checkIn, email: "amina@example.com", payment: "pay-later" },
  });
  expect(stay.fields).not.toHaveProperty("address");
  // The staff read English; the guest's own copy is in Bengali.
  expect(stay.summary).toMatch(new RegExp(`^Stay request ${stay.reference}\\n`));
  expect(stay.guestSummary).toContain("ডিলাক্স রুম");
  expect(order.guestSummary).toContain("কাচ্চি বিরিয়ানি");

  // Kept in My requests as sent; shown again, neither is sent again.
  await page.goto("/bn/my-requests");
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("article").filter({ hasText: "হোটেলে পাঠানো হয়েছে" })).toHaveCount(2);
  expect(standIn.arrivals).toHaveLength(2);
});

test("an address that answers not at all: after its time it waits with the hand-offs, then goes once", async ({
  page,
  context,
}) => {
  test.slow();
  await withWorker(page);
  // No answer to the page's attempt, nor to the worker's at once: each is given up after
  // DELIVERY_TIMEOUT_MS (10 s), a dropped connection.
  standIn.state.answers = ["none", "none", "none"];
  await keep(page, waitingRequest("SRH-NANXWR"));
  await confirmation(page, "SRH-NANXWR");
  await expect(page.getByRole("heading", { name: "Sending it to the hotel…" })).toBeVisible();
  const waitingHeading = page.getByRole("heading", { name: waiting });
  await expect(waitingHeading).toBeVisible({ timeout: DELIVERY_TIMEOUT_MS + 5000 });
  await expect(page.getByRole("link", { name: /^Send on WhatsApp/ })).toBeVisible();
  expect(standIn.arrivals.length).toBeGreaterThanOrEqual(1);

  // The address answers again, and the connection comes back: it goes, and is taken once.
  standIn.state.answers = [];
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: sent })).toBeVisible({
    timeout: DELIVERY_TIMEOUT_MS + 5000,
  });
  expect(standIn.arrivals.filter(({ status }) => status === 200)).toHaveLength(1);
  expect(new Set(standIn.references())).toEqual(new Set(["SRH-NANXWR"]));
});

// The queue's journeys in each language: its words, and the guest's own copy in it.
for (const l of [
  {
    prefix: "",
    language: "en",
    sent,
    waiting,
    whatsapp: /^Send on WhatsApp/,
    refs: ["SRH-RETRY2", "SRH-QUEUED"],
  },
  {
    prefix: "/bn",
    language: "bn",
    sent: /^.+-এ হোটেলে পাঠানো হয়েছে$/,
    waiting: "সংযোগের অপেক্ষায়: আপনি অনলাইনে এলেই আমরা এটি পাঠিয়ে দেব",
    whatsapp: /^হোয়াটসঅ্যাপে পাঠান/,
    refs: ["SRH-RETRY3", "SRH-QUEUE2"],
  },
] as const) {
  const [retried, queued] = l.refs;
  const inLanguage = l.prefix ? " (Bengali)" : "";

  test(`5xx answers leave it waiting with the hand-offs; back online it goes, once${inLanguage}`, async ({
    page,
    context,
  }) => {
    await withWorker(page);
    // The address fails until it is mended: the worker's own retries (the browser's sync, at once
    // and later) fail too.
    standIn.state.otherwise = 500;
    await keep(page, waitingRequest(retried));
    await confirmation(page, retried, l.prefix);
    await expect(page.getByRole("heading", { name: l.waiting })).toBeVisible();
    await expect(page.getByRole("link", { name: l.whatsapp })).toBeVisible();
    expect(standIn.arrivals.length).toBeGreaterThanOrEqual(1);

    // Mended, and the connection comes back: the worker sends what waits, once.
    standIn.state.otherwise = 200;
    await context.setOffline(true);
    await context.setOffline(false);
    // The worker's sync fires on reconnecting; on two loaded cores it took over 5 s.
    await expect(page.getByRole("heading", { name: l.sent })).toBeVisible({
      timeout: DELIVERY_TIMEOUT_MS + 5000,
    });
    const statuses = standIn.arrivals.map(({ status }) => status);
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.slice(0, -1).every((status) => status === 500)).toBe(true);
    expect(new Set(standIn.references())).toEqual(new Set([retried]));
    expect(JSON.parse(standIn.arrivals.at(-1)!.body).language).toBe(l.language);
    // Shown again later, it is not sent again.
    await page.reload();
    await expect(page.getByRole("heading", { name: l.sent })).toBeVisible();
    expect(standIn.arrivals.filter(({ status }) => status === 200)).toHaveLength(1);
  });

  test(`offline: it waits on the device; it is delivered after reconnecting with its page closed${inLanguage}`, async ({
    page,
    context,
  }) => {
    test.slow();
    await withWorker(page);
    await confirmation(page, queued, l.prefix); // the page is kept for offline use
    await context.setOffline(true);
    await keep(page, waitingRequest(queued));
    await confirmation(page, queued, l.prefix);
    await expect(page.getByRole("heading", { name: l.waiting })).toBeVisible();
    await expect(page.getByRole("link", { name: l.whatsapp })).toBeVisible();
    await page.close();
    expect(standIn.arrivals).toHaveLength(0);

    // Online again, any page of the site opened: the worker sends it.
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto(l.prefix || "/");
    await expect.poll(() => standIn.references(), { timeout: 15_000 }).toEqual([queued]);
    await confirmation(next, queued, l.prefix);
    await expect(next.getByRole("heading", { name: l.sent })).toBeVisible();
    expect(standIn.arrivals).toHaveLength(1);
  });
}

test("two tabs showing the same request send it once", async ({ page, context }) => {
  await withWorker(page);
  standIn.state.delayMs = 1000;
  await keep(page, waitingRequest("SRH-TW2TAB"));
  const other = await context.newPage();
  await Promise.all([confirmation(page, "SRH-TW2TAB"), confirmation(other, "SRH-TW2TAB")]);
  await expect(page.getByRole("heading", { name: sent })).toBeVisible();
  await expect(other.getByRole("heading", { name: sent })).toBeVisible();
  expect(standIn.references()).toEqual(["SRH-TW2TAB"]);
});

test("refused by the address (a 4xx): says so, offers the hand-offs, and does not try again", async ({
  page,
}) => {
  standIn.state.answers = [422];
  await page.goto("/my-requests");
  await keep(page, waitingRequest("SRH-REF4ZD"));
  await confirmation(page, "SRH-REF4ZD");
  await expect(
    page.getByRole("heading", { name: "The hotel's system did not take it" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /^Send on WhatsApp/ })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("heading", { name: "The hotel's system did not take it" }),
  ).toBeVisible();
  expect(standIn.arrivals).toHaveLength(1);
});

test("the pages' and the worker's policies allow the stand-in's address and no other", async ({
  page,
}) => {
  const response = await page.goto("/my-requests");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("connect-src 'self' http://localhost:4198/requests;");
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["content-security-policy"]).toBe(
    "default-src 'self'; connect-src 'self' http://localhost:4198/requests",
  );
  // The privacy policy names where requests go.
  await page.goto("/privacy-policy");
  await expect(page.getByRole("main")).toContainText(
    "sends what you entered in it to the hotel through localhost:4198",
  );
});

test("a message from the contact page goes as an enquiry, and says so once it reached the hotel", async ({
  page,
}) => {
  standIn.state.delayMs = 500;
  await page.goto("/contact");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const form = page.getByRole("form", { name: "Contact Us" });
  await form.getByLabel("Full name").fill("Rahim Uddin");
  await form.getByLabel("E-mail").fill("rahim@example.com");
  await form.getByLabel("Message").fill("Is the river-view room free in May?");
  await form.getByRole("button", { name: "Send Message" }).click();
  const status = page.getByRole("status").filter({ hasText: /message/i });
  await expect(status).toContainText("Message Sent Successfully!");
  await expect(status).toContainText(/It reached our team at \d{1,2}:\d{2} (AM|PM)\./);
  expect(standIn.arrivals).toHaveLength(1);
  expect(JSON.parse(standIn.arrivals[0]!.body)).toMatchObject({
    kind: "enquiry",
    language: "en",
    fields: { name: "Rahim Uddin", email: "rahim@example.com" },
  });
});
