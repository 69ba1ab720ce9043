import { describe, expect, it } from "vitest";
import {
  addOutcome,
  MAX_LINES,
  cartReducer,
  cartCount,
  lineKey,
  stayNights,
  type CartItem,
  type CartItemInput,
} from "./cart-model";
import { MAX_QUANTITY } from "~/domain/quantity";

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

// What a cart costs is the domain's (domain/cart-quote.test.ts); here, what the cart counts.
describe("a full cart and a line at its most", () => {
  const full = Array.from({ length: MAX_LINES }, (_, i) => ({
    ...biryani,
    id: `dish-${i}`,
    quantity: 1,
  }));

  it("refuses a 101st line, and says so", () => {
    expect(MAX_LINES).toBe(100);
    expect(addOutcome(full, deluxe)).toBe("full");
    expect(add(full, deluxe)).toBe(full);
    // One more of a line it holds is still fine.
    expect(addOutcome(full, { ...biryani, id: "dish-3" })).toBe("added");
    expect(add(full, { ...biryani, id: "dish-3" })[3]?.quantity).toBe(2);
    expect(addOutcome(full.slice(1), deluxe)).toBe("added");
  });

  it("adds no more than the most one line takes, and says so", () => {
    const most = [{ ...biryani, quantity: MAX_QUANTITY }];
    expect(addOutcome(most, biryani)).toBe("most");
    expect(add(most, biryani)).toBe(most);
    expect(addOutcome([{ ...biryani, quantity: MAX_QUANTITY - 1 }], biryani)).toBe("added");
    expect(addOutcome([], biryani)).toBe("added");
  });
});

describe("counts", () => {
  it("counts units: dishes, and rooms (not nights)", () => {
    expect(cartCount([])).toBe(0);
    expect(
      cartCount([
        { ...biryani, quantity: 2 },
        { ...deluxe, quantity: 3 },
      ]),
    ).toBe(5);
  });

  it("counts a stay's nights across months, years and daylight-saving changes", () => {
    expect(stayNights({ checkIn: "2026-06-20", checkOut: "2026-06-24" })).toBe(4);
    expect(stayNights({ checkIn: "2026-01-30", checkOut: "2026-03-01" })).toBe(30);
    expect(stayNights({ checkIn: "2026-12-31", checkOut: "2027-01-01" })).toBe(1);
    expect(stayNights({ checkIn: "2028-02-28", checkOut: "2028-03-01" })).toBe(2);
    expect(stayNights({ checkIn: "2026-03-28", checkOut: "2026-03-30" })).toBe(2); // Europe's change
  });
});
