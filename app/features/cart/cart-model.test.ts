import { describe, expect, it } from "vitest";
import {
  datesPassed,
  cartReducer,
  cartCount,
  cartTotals,
  lineKey,
  lineTotal,
  MAX_QUANTITY,
  stayNights,
  type CartItem,
  type CartItemInput,
} from "./cart-model";

const biryani: CartItemInput = {
  id: "kacchi-biryani",
  name: "Kacchi Biryani",
  price: 22.99,
  image: "1563379091339-03b21ab4a4f8",
  type: "food",
};
const deluxe: CartItemInput = {
  id: "deluxe",
  name: "Deluxe Room",
  price: 249,
  image: "1611892440504-42a792e24d32",
  type: "room",
  dates: { checkIn: "2026-06-20", checkOut: "2026-06-24" },
  party: { adults: 2, children: 0 },
};
const add = (items: CartItem[], item: CartItemInput) => cartReducer(items, { type: "add", item });
const biryaniKey = lineKey(biryani);

describe("cart reducer", () => {
  it("adds a new item with quantity 1", () => {
    expect(add([], biryani)).toEqual([{ ...biryani, quantity: 1 }]);
  });

  it("raises the quantity by 1 when the same id and type are added again", () => {
    const items = add(add(add([], biryani), biryani), biryani);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(3);
  });

  it("keeps the same id with another type as a separate line", () => {
    const sameIdRoom: CartItemInput = { ...deluxe, id: biryani.id };
    const items = add(add([], biryani), sameIdRoom);
    expect(items.map((item) => [item.type, item.quantity])).toEqual([
      ["food", 1],
      ["room", 1],
    ]);
  });

  it("does not mutate the previous state", () => {
    const before = add([], biryani);
    const snapshot = structuredClone(before);
    add(before, biryani);
    cartReducer(before, { type: "setQuantity", key: biryaniKey, quantity: 5 });
    expect(before).toEqual(snapshot);
  });

  it("sets a quantity, and removes the item at 0 or below", () => {
    const items = add(add([], biryani), deluxe);
    const set = (quantity: number) =>
      cartReducer(items, { type: "setQuantity", key: biryaniKey, quantity });
    expect(set(4).find((item) => item.id === biryani.id)?.quantity).toBe(4);
    expect(set(0).map((item) => item.id)).toEqual(["deluxe"]);
    expect(set(-3).map((item) => item.id)).toEqual(["deluxe"]);
    expect(set(Number.NaN).map((item) => item.id)).toEqual(["deluxe"]);
  });

  it("caps quantities at the maximum and truncates fractions", () => {
    const items = add([], biryani);
    const huge = cartReducer(items, { type: "setQuantity", key: biryaniKey, quantity: 10_000 });
    expect(huge[0]?.quantity).toBe(MAX_QUANTITY);
    expect(add(huge, biryani)[0]?.quantity).toBe(MAX_QUANTITY);
    const fraction = cartReducer(items, { type: "setQuantity", key: biryaniKey, quantity: 2.7 });
    expect(fraction[0]?.quantity).toBe(2);
  });

  it("removes by line key, leaving everything else", () => {
    const items = add(add([], biryani), deluxe);
    const afterRemove = cartReducer(items, { type: "remove", key: lineKey(deluxe) });
    expect(afterRemove.map((item) => item.id)).toEqual(["kacchi-biryani"]);
    // A matching id with the wrong type, or without the room's dates, removes nothing.
    expect(
      cartReducer(items, { type: "remove", key: lineKey({ ...deluxe, type: "food" }) }),
    ).toHaveLength(2);
    expect(cartReducer(items, { type: "remove", key: "room:deluxe" })).toHaveLength(2);
  });

  it("keeps a room for other dates as a second line, and counts the same dates up", () => {
    const later: CartItemInput = {
      ...deluxe,
      dates: { checkIn: "2026-07-01", checkOut: "2026-07-03" },
    };
    // Only the check-out differs: still another stay.
    const longer: CartItemInput = {
      ...deluxe,
      dates: { checkIn: "2026-06-20", checkOut: "2026-06-25" },
    };
    const items = add(add(add(add([], deluxe), later), deluxe), longer);
    expect(items.map((item) => [item.dates?.checkIn, item.dates?.checkOut, item.quantity])).toEqual(
      [
        ["2026-06-20", "2026-06-24", 2],
        ["2026-07-01", "2026-07-03", 1],
        ["2026-06-20", "2026-06-25", 1],
      ],
    );
    expect(new Set(items.map(lineKey)).size).toBe(3);
  });

  it("keeps a room for another party as another line: the party is per room", () => {
    const family: CartItemInput = { ...deluxe, party: { adults: 1, children: 1 } };
    const items = add(add(add([], deluxe), family), { ...deluxe });
    expect(items.map((item) => [item.party, item.quantity])).toEqual([
      [{ adults: 2, children: 0 }, 2],
      [{ adults: 1, children: 1 }, 1],
    ]);
    expect(lineKey(family)).not.toBe(lineKey(deluxe));
  });

  it("sets the quantity of and removes one dated line only", () => {
    const later: CartItemInput = {
      ...deluxe,
      dates: { checkIn: "2026-07-01", checkOut: "2026-07-03" },
    };
    const items = add(add([], deluxe), later);
    const set = cartReducer(items, { type: "setQuantity", key: lineKey(later), quantity: 3 });
    expect(set.map((item) => item.quantity)).toEqual([1, 3]);
    const removed = cartReducer(items, { type: "remove", key: lineKey(deluxe) });
    expect(removed.map((item) => item.dates)).toEqual([later.dates]);
  });

  it("clears the cart", () => {
    expect(cartReducer(add(add([], biryani), deluxe), { type: "clear" })).toEqual([]);
  });
});

describe("cart totals", () => {
  /** The delivery fee of content/pages/order.yaml (order.test.ts checks it). */
  const fee = 5;

  it("is all zero for an empty cart", () => {
    expect(cartTotals([], fee)).toEqual({
      count: 0,
      subtotal: 0,
      deliveryFee: 0,
      total: 0,
      hasFood: false,
    });
  });

  it("adds the $5.00 delivery fee when the cart holds food", () => {
    const oneNight = { ...deluxe, dates: { checkIn: "2026-06-20", checkOut: "2026-06-21" } };
    const items = [
      { ...biryani, quantity: 2 },
      { ...oneNight, quantity: 1 },
    ];
    const totals = cartTotals(items, fee);
    expect(totals.count).toBe(3);
    expect(cartCount(items)).toBe(3);
    expect(totals.subtotal).toBe(294.98);
    expect(totals.deliveryFee).toBe(5);
    expect(totals.total).toBe(299.98);
    expect(totals.hasFood).toBe(true);
  });

  it("charges no delivery fee for a room-only cart", () => {
    // 2 rooms × 4 nights × $249
    const totals = cartTotals([{ ...deluxe, quantity: 2 }], fee);
    expect(totals.deliveryFee).toBe(0);
    expect(totals.total).toBe(1992);
    expect(totals.hasFood).toBe(false);
  });

  it("prices a room line as price × nights × rooms, and counts rooms, not nights", () => {
    const oneNight = {
      ...deluxe,
      dates: { checkIn: "2026-06-20", checkOut: "2026-06-21" },
      quantity: 1,
    };
    expect(lineTotal(oneNight)).toBe(249);
    expect(lineTotal({ ...deluxe, quantity: 1 })).toBe(996);
    expect(lineTotal({ ...deluxe, quantity: 3 })).toBe(2988);
    const items = [
      { ...biryani, quantity: 2 },
      { ...deluxe, quantity: 1 },
    ];
    // 2 × 22.99 + 4 × 249 = 1041.98; + 5 delivery
    expect(cartTotals(items, fee)).toMatchObject({ count: 3, subtotal: 1041.98, total: 1046.98 });
  });

  it("counts a stay's nights across months, years and daylight-saving changes", () => {
    expect(stayNights({ checkIn: "2026-06-20", checkOut: "2026-06-24" })).toBe(4);
    expect(stayNights({ checkIn: "2026-01-30", checkOut: "2026-03-01" })).toBe(30);
    expect(stayNights({ checkIn: "2026-12-31", checkOut: "2027-01-01" })).toBe(1);
    expect(stayNights({ checkIn: "2028-02-28", checkOut: "2028-03-01" })).toBe(2);
    expect(stayNights({ checkIn: "2026-03-28", checkOut: "2026-03-30" })).toBe(2); // Europe's change
  });

  it("rounds to whole cents, free of floating-point noise", () => {
    // 0.1 + 0.2 style noise: 3 × 4.99 = 14.970000000000002 in floating point.
    const tea = { ...biryani, id: "tea", price: 4.99, quantity: 3 };
    expect(lineTotal(tea)).toBe(14.97);
    const totals = cartTotals(
      [
        tea,
        { ...biryani, id: "x", price: 0.1, quantity: 1 },
        { ...biryani, id: "y", price: 0.2, quantity: 1 },
      ],
      fee,
    );
    expect(totals.subtotal).toBe(15.27);
    expect(totals.total).toBe(20.27);
  });
});

describe("a room whose dates have passed", () => {
  const room = {
    id: "deluxe",
    name: "Deluxe Room",
    price: 249,
    image: "1590490360182-c33d57733427",
    type: "room" as const,
    quantity: 1,
    dates: { checkIn: "2026-06-20", checkOut: "2026-06-22" },
  };
  it("has passed from the day after check-in, not on it; food never has", () => {
    expect(datesPassed(room, "2026-06-20")).toBe(false);
    expect(datesPassed(room, "2026-06-21")).toBe(true);
    expect(datesPassed({ ...room, type: "food", dates: undefined }, "2030-01-01")).toBe(false);
  });
});
