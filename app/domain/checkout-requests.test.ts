import { describe, expect, it } from "vitest";
import { checkoutRequests, type CheckoutContact } from "./checkout-requests";
import { quoteCart } from "./cart-quote";
import { toGuestRequest, type GuestRequest, type OrderLine } from "./guest-requests";
import { quoteRequest } from "./request-quote";
import { sampleCatalogue } from "../../tests/fixtures/sample-request";

const contact: CheckoutContact = {
  name: "Nadia Rahman",
  phone: "+44 7700 900123",
  email: "nadia@example.com",
  area: "Zindabazar",
  address: "House 12, Road 3",
};
const biryani: OrderLine = {
  type: "food",
  id: "kacchi-biryani",
  name: "Kacchi Biryani",
  quantity: 2,
};
const deluxe: OrderLine = {
  type: "room",
  id: "deluxe",
  name: "Deluxe Room",
  quantity: 2,
  dates: { checkIn: "2026-12-04", checkOut: "2026-12-07" },
  party: { adults: 2, children: 1 },
};
const executive: OrderLine = {
  type: "room",
  id: "executive",
  name: "Executive Suite",
  quantity: 1,
  dates: { checkIn: "2026-12-10", checkOut: "2026-12-12" },
  party: { adults: 1, children: 0 },
};

const kept = (body: ReturnType<typeof checkoutRequests>[number], ref: string): GuestRequest => ({
  ref,
  createdAt: "2026-11-25T10:00:00.000Z",
  status: "unsent",
  ...body,
});

describe("what a checkout places", () => {
  it("keeps a stay and a delivery apart: the food one order, each room line a stay request", () => {
    const placed = checkoutRequests([biryani, deluxe, executive], contact);
    expect(placed.map((request) => request.kind)).toEqual(["order", "stay", "stay"]);
    // The food alone is delivered: its address, and no room in it.
    expect(placed[0]).toEqual({
      kind: "order",
      order: {
        items: [biryani],
        details: {
          name: "Nadia Rahman",
          phone: "+44 7700 900123",
          area: "Zindabazar",
          address: "House 12, Road 3",
        },
      },
    });
    // Each room: its dates, party and number of rooms, the guest's name, phone and e-mail, paid at
    // the hotel; no address, no delivery.
    expect(placed[1]).toEqual({
      kind: "stay",
      stay: {
        room: "deluxe",
        checkIn: "2026-12-04",
        checkOut: "2026-12-07",
        adults: 2,
        children: 1,
        rooms: 2,
        firstName: "Nadia Rahman",
        lastName: "",
        email: "nadia@example.com",
        phone: "+44 7700 900123",
        specialRequests: "",
        payment: "pay-later",
      },
    });
    expect(placed[2]).toMatchObject({ kind: "stay", stay: { room: "executive", adults: 1 } });
    expect(placed[2]?.kind === "stay" && placed[2].stay).not.toHaveProperty("rooms");
  });

  it("places a room's children with their ages, as the room page's card asked them", () => {
    const family: OrderLine = {
      ...executive,
      party: { adults: 2, children: 2, childAges: [4, 9] },
    };
    expect(checkoutRequests([family], contact)[0]).toMatchObject({
      stay: { adults: 2, children: 2, childAges: [4, 9] },
    });
    expect(checkoutRequests([executive], contact)[0]).not.toHaveProperty("stay.childAges");
  });

  it("places a room as the cart keeps it; a line without its dates places nothing", () => {
    const withoutParty: OrderLine = { ...executive };
    delete withoutParty.party;
    // (The cart always keeps a room's party: a line without one stays as one adult.)
    expect(checkoutRequests([withoutParty], contact)[0]).toMatchObject({
      stay: { adults: 1, children: 0 },
    });
    const withoutDates: OrderLine = { ...executive };
    delete withoutDates.dates;
    expect(checkoutRequests([withoutDates], contact)).toEqual([]);
  });

  it("places no order for a cart of rooms alone, and no stay for food alone", () => {
    expect(checkoutRequests([executive], contact).map((request) => request.kind)).toEqual(["stay"]);
    expect(checkoutRequests([biryani], contact).map((request) => request.kind)).toEqual(["order"]);
  });

  it("gives requests that read back from storage as they were placed", () => {
    const placed = checkoutRequests([biryani, deluxe], contact).map((body, i) =>
      kept(body, `SRH-ABCDE${i + 2}`),
    );
    for (const request of placed)
      expect(toGuestRequest(JSON.parse(JSON.stringify(request)))).toEqual(request);
  });

  it("asks the same price for the rooms in My requests as the cart asked for them", () => {
    const made = "2026-11-25";
    const cart = quoteCart([deluxe, executive], { ...sampleCatalogue, today: made });
    const stays = checkoutRequests([deluxe, executive], contact).map((body, i) =>
      quoteRequest(kept(body, `SRH-ABCDE${i + 2}`), sampleCatalogue),
    );
    const totals = stays.map((quote) => (quote?.kind === "stay" ? quote.stay.total : NaN));
    // Two Deluxe rooms, three nights with Weekend Escape ($647.40 each), and the Executive Suite.
    expect(totals[0]).toBe(1294.8);
    expect(totals[0]! + totals[1]!).toBeCloseTo(cart.total, 2);
  });
});
