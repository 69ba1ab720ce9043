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
  dates: { checkIn: "2026-06-20", checkOut: "2026-06-24" },
  party: { adults: 2, children: 0 },
};
const stay = (checkIn: unknown, checkOut: unknown) => ({ ...room, dates: { checkIn, checkOut } });
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
      JSON.stringify({ version: 99, items: [good] }),
      JSON.stringify({ version: 1, items: [{ name: "x".repeat(3_000_000) }] }),
      '{"__proto__":{"version":1},"items":[{"__proto__":{"id":"x"}}]}',
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

  it("keeps a room only with its dates", () => {
    expect(toCartItem(room)).toEqual(room);
    for (const dates of [
      undefined,
      null,
      "2026-06-20/2026-06-24",
      ["2026-06-20", "2026-06-24"],
      {},
    ])
      expect(toCartItem({ ...room, dates }), JSON.stringify(dates)).toBeNull();
  });

  it("drops a room whose dates are not real YYYY-MM-DD days", () => {
    for (const [checkIn, checkOut] of [
      ["2026-6-20", "2026-06-24"],
      ["2026-06-20", "24/06/2026"],
      ["2026-06-20T00:00:00Z", "2026-06-24"],
      [" 2026-06-20", "2026-06-24"],
      ["+010000-02", "+010000-03"], // read back as themselves, but are no YYYY-MM-DD
      ["2026-02-27", "2026-02-30"], // no 30 February (Date.parse rolls it over to 2 March)
      ["2026-13-01", "2026-13-03"],
      ["2026-06-20", null],
      [20260620, 20260624],
      [undefined, "2026-06-24"],
    ])
      expect(toCartItem(stay(checkIn, checkOut)), `${checkIn} ${checkOut}`).toBeNull();
    // A leap day is a day.
    expect(toCartItem(stay("2028-02-28", "2028-03-01"))?.dates).toEqual({
      checkIn: "2028-02-28",
      checkOut: "2028-03-01",
    });
  });

  it("drops a room whose check-out is not after check-in", () => {
    expect(toCartItem(stay("2026-06-24", "2026-06-24"))).toBeNull();
    expect(toCartItem(stay("2026-06-24", "2026-06-20"))).toBeNull();
    expect(toCartItem(stay("2026-06-24", "2026-06-25"))).not.toBeNull();
  });

  it("drops a room staying more than 30 nights (MAX_NIGHTS)", () => {
    expect(toCartItem(stay("2026-06-01", "2026-07-01"))?.dates?.checkOut).toBe("2026-07-01"); // 30
    expect(toCartItem(stay("2026-06-01", "2026-07-02"))).toBeNull(); // 31
    expect(toCartItem(stay("2026-01-01", "2027-01-01"))).toBeNull();
  });

  it("keeps a room only with a party the booking form could make: 1–4 adults, 0–3 children", () => {
    expect(toCartItem({ ...room, party: { adults: 1, children: 3 } })?.party).toEqual({
      adults: 1,
      children: 3,
    });
    expect(toCartItem({ ...room, party: { adults: 4, children: 0 } })).not.toBeNull();
    for (const party of [
      undefined,
      null,
      2,
      "2+0",
      {},
      { adults: 0, children: 1 },
      { adults: 5, children: 0 },
      { adults: 2, children: 4 },
      { adults: 2, children: -1 },
      { adults: 1.5, children: 0 },
      { adults: "2", children: "0" },
      { adults: 2 },
    ])
      expect(toCartItem({ ...room, party }), JSON.stringify(party)).toBeNull();
  });

  it("keeps a party's children's ages, one a child, 0 to 17; a party with odd ages is dropped", () => {
    const family = { adults: 2, children: 2, childAges: [0, 17] };
    expect(toCartItem({ ...room, party: family })?.party).toEqual(family);
    for (const childAges of [[4], [4, 9, 12], [4, 18], [-1, 4], [4.5, 9], ["4", "9"], "4,9"])
      expect(
        toCartItem({ ...room, party: { adults: 2, children: 2, childAges } }),
        JSON.stringify(childAges),
      ).toBeNull();
  });

  it("drops food that carries dates or a party", () => {
    expect(toCartItem({ ...good, dates: room.dates })).toBeNull();
    expect(toCartItem({ ...good, dates: null })).toBeNull();
    expect(toCartItem({ ...good, party: room.party })).toBeNull();
  });

  it("keeps the same room for other dates or another party; of the same stay twice, the first", () => {
    const later = { ...room, dates: { checkIn: "2026-07-01", checkOut: "2026-07-03" } };
    const family = { ...room, party: { adults: 1, children: 1 } };
    expect(parseStoredCart(stored([room, later, family, { ...room, quantity: 3 }]))).toEqual([
      room,
      later,
      family,
    ]);
  });

  it("reads back the first 100 lines, as many as a cart takes", () => {
    const lines = Array.from({ length: 101 }, (_, i) => ({ ...good, id: `dish-${i}` }));
    const read = parseStoredCart(stored(lines));
    expect(read).toHaveLength(100);
    expect(read.at(-1)?.id).toBe("dish-99");
  });

  it("keeps the valid entries of a partly corrupted cart, and the first of a duplicate", () => {
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
    const [stayed] = parseStoredCart(
      stored([
        {
          ...room,
          dates: { ...room.dates, note: "<script>" },
          party: { ...room.party, infants: 9 },
          admin: true,
        },
      ]),
    );
    expect(stayed).toEqual(room);
    expect(Object.keys(stayed?.dates ?? {})).toEqual(["checkIn", "checkOut"]);
    expect(Object.keys(stayed?.party ?? {})).toEqual(["adults", "children"]);
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
    // It says it could not keep the cart, so adding can tell the guest (cart-notice.ts).
    expect(writeCart([good], broken)).toBe(false);
    expect(readCart(undefined)).toEqual([]);
    expect(writeCart([good], localStorage)).toBe(true);
  });
});
