import { act, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lineKey } from "./cart-model";
import { CartProvider, useCart } from "./cart-provider";
import { CART_STORAGE_KEY, serializeCart } from "./cart-storage";

const lassi = {
  id: "mango-lassi",
  name: "Mango Lassi",
  price: 4.49,
  image: "1527661591475-527312dd65f5",
  type: "food" as const,
};

let renders = 0;

function Count() {
  const cart = useCart();
  renders++;
  return <p>{cart.count} in cart</p>;
}

afterEach(() => localStorage.clear());

describe("CartProvider and useCart", () => {
  it("throws a clear error outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useCart())).toThrow(/inside <CartProvider>/);
  });

  it("loads the stored cart after mounting and saves every change", () => {
    localStorage.setItem(CART_STORAGE_KEY, serializeCart([{ ...lassi, quantity: 2 }]));
    const { result } = renderHook(() => useCart(), { wrapper: CartProvider });
    expect(result.current.count).toBe(2);
    expect(result.current.items).toMatchObject([{ id: lassi.id, quantity: 2 }]);

    act(() => result.current.add(lassi));
    expect(result.current.count).toBe(3);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "{}").items[0].quantity).toBe(3);

    act(() => result.current.setQuantity(lineKey(lassi), 0));
    expect(result.current.items).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("says what each add did: added and kept, or added for this visit only when storage refuses", () => {
    const { result } = renderHook(() => useCart(), { wrapper: CartProvider });
    let added: ReturnType<typeof result.current.add> | undefined;
    act(() => {
      added = result.current.add(lassi);
    });
    expect(added).toEqual({ outcome: "added", kept: true });
    const full = vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    act(() => {
      added = result.current.add(lassi);
    });
    full.mockRestore();
    expect(added).toEqual({ outcome: "added", kept: false });
    expect(result.current.count).toBe(2);
  });

  it("keeps a room for two stays as two lines, and changes each by its key", () => {
    const room = {
      id: "deluxe",
      name: "Deluxe Room",
      price: 249,
      image: "1611892440504-42a792e24d32",
      type: "room" as const,
    };
    const june = { ...room, dates: { checkIn: "2026-06-20", checkOut: "2026-06-24" } };
    const july = { ...room, dates: { checkIn: "2026-07-01", checkOut: "2026-07-03" } };
    const { result } = renderHook(() => useCart(), { wrapper: CartProvider });
    act(() => result.current.add(june));
    act(() => result.current.add(july));
    act(() => result.current.add(june));
    expect(result.current.items.map((item) => item.quantity)).toEqual([2, 1]);
    const saved = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "{}").items;
    expect(saved.map((item: { dates: unknown }) => item.dates)).toEqual([june.dates, july.dates]);

    act(() => result.current.remove(lineKey(june)));
    expect(result.current.items).toEqual([{ ...july, quantity: 1 }]);
  });

  it("starts empty, without an error, when storage holds rubbish", () => {
    const errors = vi.spyOn(console, "error");
    localStorage.setItem(CART_STORAGE_KEY, "{definitely not json");
    render(
      <CartProvider>
        <Count />
      </CartProvider>,
    );
    expect(screen.getByText("0 in cart")).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it("renders nothing again after mounting when nothing is stored", () => {
    // Most first visits: reading the empty storage must not re-render the page (its content may
    // still be hydrating, and a change of the cart would make it hydrate at once).
    renders = 0;
    render(
      <CartProvider>
        <Count />
      </CartProvider>,
    );
    expect(screen.getByText("0 in cart")).toBeInTheDocument();
    expect(renders).toBe(1);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("follows a change made in another tab", () => {
    const { result } = renderHook(() => useCart(), { wrapper: CartProvider });
    act(() => {
      const newValue = serializeCart([{ ...lassi, quantity: 4 }]);
      window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY, newValue }));
    });
    expect(result.current.count).toBe(4);
  });
});
