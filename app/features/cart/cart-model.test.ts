import { describe, expect, it } from "vitest";
import {
  cartReducer,
  cartCount,
  cartTotals,
  lineTotal,
  MAX_QUANTITY,
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
};
const add = (items: CartItem[], item: CartItemInput) => cartReducer(items, { type: "add", item });

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
    cartReducer(before, { type: "setQuantity", id: biryani.id, itemType: "food", quantity: 5 });
    expect(before).toEqual(snapshot);
  });

  it("sets a quantity, and removes the item at 0 or below", () => {
    const items = add(add([], biryani), deluxe);
    const set = (quantity: number) =>
      cartReducer(items, { type: "setQuantity", id: biryani.id, itemType: "food", quantity });
    expect(set(4).find((item) => item.id === biryani.id)?.quantity).toBe(4);
    expect(set(0).map((item) => item.id)).toEqual(["deluxe"]);
    expect(set(-3).map((item) => item.id)).toEqual(["deluxe"]);
    expect(set(Number.NaN).map((item) => item.id)).toEqual(["deluxe"]);
  });

  it("caps quantities at the maximum and truncates fractions", () => {
    const items = add([], biryani);
    const huge = cartReducer(items, {
      type: "setQuantity",
      id: biryani.id,
      itemType: "food",
      quantity: 10_000,
    });
    expect(huge[0]?.quantity).toBe(MAX_QUANTITY);
    expect(add(huge, biryani)[0]?.quantity).toBe(MAX_QUANTITY);
    const fraction = cartReducer(items, {
      type: "setQuantity",
      id: biryani.id,
      itemType: "food",
      quantity: 2.7,
    });
    expect(fraction[0]?.quantity).toBe(2);
  });

  it("removes by id and type, leaving everything else", () => {
    const items = add(add([], biryani), deluxe);
    const afterRemove = cartReducer(items, { type: "remove", id: "deluxe", itemType: "room" });
    expect(afterRemove.map((item) => item.id)).toEqual(["kacchi-biryani"]);
    // A matching id with the wrong type removes nothing.
    expect(cartReducer(items, { type: "remove", id: "deluxe", itemType: "food" })).toHaveLength(2);
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
    const items = [
      { ...biryani, quantity: 2 },
      { ...deluxe, quantity: 1 },
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
    const totals = cartTotals([{ ...deluxe, quantity: 2 }], fee);
    expect(totals.deliveryFee).toBe(0);
    expect(totals.total).toBe(498);
    expect(totals.hasFood).toBe(false);
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
