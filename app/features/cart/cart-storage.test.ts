import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart-model";
import {
  CART_STORAGE_KEY,
  parseStoredCart,
  readCart,
  serializeCart,
  toCartItem,
  writeCart,
} from "./cart-storage";

const good: CartItem = {
  id: "mango-lassi",
  name: "Mango Lassi",
  price: 4.49,
  image: "1527661591475-527312dd65f5",
  type: "food",
  quantity: 2,
};
const room: CartItem = {
  id: "deluxe",
  name: "Deluxe Room",
  price: 249,
  image: "1611892440504-42a792e24d32",
  type: "room",
  quantity: 1,
};
const stored = (items: unknown) => JSON.stringify({ version: 1, items });

describe("stored cart validator", () => {
  it("round-trips a valid cart", () => {
    expect(parseStoredCart(serializeCart([good, room]))).toEqual([good, room]);
  });

  it("gives an empty cart for nothing, wrong JSON or a wrong overall shape", () => {
    for (const raw of [
      null,
      undefined,
      "",
      "{",
      "not json",
      "null",
      "42",
      '"text"',
      "[]",
      JSON.stringify([good]),
      JSON.stringify({ items: [good] }),
      JSON.stringify({ version: 2, items: [good] }),
      JSON.stringify({ version: 1, items: { 0: good } }),
    ]) {
      expect(parseStoredCart(raw), String(raw)).toEqual([]);
    }
  });

  it("drops entries with negative, zero, fractional or huge quantities", () => {
    for (const quantity of [-1, 0, 1.5, 100, 1e9, Number.POSITIVE_INFINITY, "2", null]) {
      expect(toCartItem({ ...good, quantity }), String(quantity)).toBeNull();
    }
    expect(toCartItem({ ...good, quantity: 99 })?.quantity).toBe(99);
  });

  it("drops entries of a foreign type or with missing or implausible fields", () => {
    const bad = [
      { ...good, type: "gift" },
      { ...good, type: "FOOD" },
      { ...good, id: "" },
      { ...good, id: 7 },
      { ...good, name: "   " },
      { ...good, name: "x".repeat(201) },
      { ...good, price: 0 },
      { ...good, price: -4.49 },
      { ...good, price: "4.49" },
      { ...good, price: Number.NaN },
      { ...good, price: 1e9 },
      { ...good, image: "javascript:alert(1)" },
      { ...good, image: 42 },
      { id: good.id, name: good.name, price: good.price, type: good.type, quantity: 1 },
      [good],
      "mango-lassi",
      null,
    ];
    for (const entry of bad) expect(toCartItem(entry), JSON.stringify(entry)).toBeNull();
  });

  it("keeps the valid entries of a partly corrupted cart, and no duplicates", () => {
    const raw = stored([
      good,
      { ...good, quantity: -5 },
      { nope: true },
      room,
      { ...good, quantity: 7 },
    ]);
    expect(parseStoredCart(raw)).toEqual([good, room]);
  });

  it("drops extra fields rather than carrying them along", () => {
    const [item] = parseStoredCart(stored([{ ...good, admin: true, __proto__: { x: 1 } }]));
    expect(item).toEqual(good);
    expect(Object.keys(item ?? {})).toEqual(["id", "name", "price", "image", "type", "quantity"]);
  });
});

describe("reading and writing storage", () => {
  it("writes, reads back, and removes the key for an empty cart", () => {
    writeCart([good], localStorage);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe(serializeCart([good]));
    expect(readCart(localStorage)).toEqual([good]);
    writeCart([], localStorage);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("never throws when storage is unavailable or refuses", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    expect(readCart(broken)).toEqual([]);
    expect(() => writeCart([good], broken)).not.toThrow();
    expect(readCart(undefined)).toEqual([]);
  });
});
