import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { quoteStay, type Taxes } from "~/domain/stay-quote";
import { formatMoney } from "~/i18n/format";
import type { CartItem } from "./cart-model";
import { CartProvider } from "./cart-provider";
import { CART_STORAGE_KEY, serializeCart } from "./cart-storage";
import { CartView } from "./cart-view";
import { placeParty } from "~/domain/party-stay";
import { bedsByRoom, childrenRules } from "~/content/runtime/room-beds";
import { beddingWords } from "~/components/layout/party-lines";
import { partyWords } from "~/locale/party-words";

// The Family Suite's Winter season begins on 1 December 2026: a stay from Sunday 29 November to
// Wednesday 2 December has two nights at the base rate and one at the season's.
const rates = {
  base: 429,
  seasons: [{ name: "Winter", from: "2026-12-01", to: "2027-02-28", nightly: 469, weekend: 499 }],
  closed: [],
};
const suite: CartItem = {
  type: "room",
  id: "family-suite",
  name: "Family Suite",
  // What the guest's browser kept: the base rate, never used for money.
  price: 429,
  image: "1596394516093-501ba68a0ba6",
  quantity: 1,
  dates: { checkIn: "2026-11-29", checkOut: "2026-12-02" },
  party: { adults: 2, children: 0 },
};

function renderCart(taxes: Taxes, line: CartItem = suite) {
  localStorage.setItem(CART_STORAGE_KEY, serializeCart([line]));
  const element = (
    <CartProvider>
      <CartView
        hero={(ending) => <h1>{ending ?? "Your Cart"}</h1>}
        deliveryFee={5}
        areas={["Zindabazar"]}
        names={{ food: {}, room: { "family-suite": "Family Suite" } }}
        prices={{ food: {}, room: { "family-suite": 429 }, rates: { "family-suite": rates } }}
        offers={[]}
        taxes={taxes}
        keepOrder={() => Promise.reject(new Error("not in this test"))}
        prepareOrder={() => {}}
        placedRequest={() => null}
      />
    </CartProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element }])} />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-20T10:00:00+06:00"));
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.removeItem(CART_STORAGE_KEY);
});

describe("a room's line in the cart", () => {
  it("states its nights at the rates its total is made of, across a season's first night", async () => {
    renderCart({ serviceChargePercent: 10, vatPercent: 15, included: true });
    const table = await screen.findByRole("table", { name: "Room Bookings" });
    const [, row] = within(table).getAllByRole("row");
    // 2 × $429 + $469 = $1,327, not 3 × $429.
    expect(within(row!).getByRole("rowheader")).toHaveTextContent(
      "2 nights × $429.00 + 1 night × $469.00",
    );
    expect(row).not.toHaveTextContent("3 nights");
    expect(within(row!).getAllByRole("cell")[0]).toHaveTextContent(/^\$429\.00–\$469\.00$/);
    expect(row).toHaveTextContent("$1,327.00");
  });
});

describe("the cart's summary", () => {
  it("adds the service charge and VAT as lines, and says nothing is included, when the rates exclude them", async () => {
    renderCart({ serviceChargePercent: 10, vatPercent: 15, included: false });
    const summary = await screen.findByRole("region", { name: "Order summary" });
    const row = (term: string) =>
      within(summary)
        .getAllByRole("term")
        .find((element) => element.textContent === term)
        // The dollars; the taka under them is taka.spec's (components/layout/money.tsx).
        ?.nextElementSibling?.querySelector("[data-price] > span")?.textContent;
    // $1,327; service charge $132.70; VAT 15% of $1,459.70 = $218.96; total $1,678.66.
    expect(row("Rooms' service charge")).toBe("$132.70");
    expect(row("Rooms' VAT")).toBe("$218.96");
    expect(row("Total")).toBe("$1,678.66");
    expect(summary).not.toHaveTextContent(/include/i);
  });

  it("says what the total includes when the rates include the charges, and adds no line", async () => {
    renderCart({ serviceChargePercent: 10, vatPercent: 15, included: true });
    const summary = await screen.findByRole("region", { name: "Order summary" });
    // The charges the room's price includes, as the domain works them out for this stay; each
    // figure with its taka (components/layout/money.tsx withTaka).
    const { serviceCharge, vat } = quoteStay({
      rates,
      ...suite.dates!,
      today: "2026-11-20",
      offers: [],
      taxes: { serviceChargePercent: 10, vatPercent: 15, included: true },
    });
    const dollars = (amount: number) =>
      formatMoney(amount, "en", { cents: true }).replace(/[$.]/g, "\\$&");
    expect(summary).toHaveTextContent(
      new RegExp(
        `Room prices include service charge ${dollars(serviceCharge)} \\(≈\\s৳[\\d,]+\\) and VAT ${dollars(vat)} \\(≈\\s৳[\\d,]+\\)\\.`,
      ),
    );
    expect(within(summary).queryByText("Rooms' service charge")).toBeNull();
    expect(within(summary).queryByText("Rooms' VAT")).toBeNull();
  });
});

describe("a room's line with children by age", () => {
  it("names their ages and prices the cot or extra bed they take, in the line and the total", async () => {
    // The tests' hotel's Family Suite (tests/fixtures): two adults and a baby, who takes its cot.
    const party = { adults: 2, children: 1, childAges: [0] };
    renderCart({ serviceChargePercent: 0, vatPercent: 0, included: true }, { ...suite, party });
    const table = await screen.findByRole("table", { name: "Room Bookings" });
    const [, row] = within(table).getAllByRole("row");
    const placement = placeParty(bedsByRoom["family-suite"]!, party, childrenRules)!;
    const money = (amount: number) => formatMoney(amount, "en-GB", { cents: true });
    const stay = quoteStay({
      rates,
      checkIn: suite.dates!.checkIn,
      checkOut: suite.dates!.checkOut,
      today: "2026-11-20",
      offers: [],
    });
    const beds = placement.nightlyCharge * stay.nights;
    expect(beds).toBeGreaterThan(0);
    expect(within(row!).getByRole("rowheader")).toHaveTextContent(
      `${partyWords.ages([0])} · ${beddingWords(
        { ...placement, nightly: placement.nightlyCharge, charge: beds },
        stay.nights,
        money,
      )}`,
    );
    expect(within(row!).getAllByRole("cell").at(-2)).toHaveTextContent(money(stay.total + beds));
    // Its controls name the ages too: another line may differ from it in them alone.
    expect(within(row!).getByRole("spinbutton")).toHaveAccessibleName(
      new RegExp(`, ${partyWords.ages([0]).replace(/[()]/g, "\\$&")}$`),
    );
  });
});
