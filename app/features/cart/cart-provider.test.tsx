import { act, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CartProvider, useCart } from "./cart-provider";
import { CART_STORAGE_KEY, serializeCart } from "./cart-storage";

const lassi = {
  id: "mango-lassi",
  name: "Mango Lassi",
  price: 4.49,
  image: "1527661591475-527312dd65f5",
  type: "food" as const,
};

function Count() {
  const cart = useCart();
  return (
    <p>
      {cart.ready ? "ready" : "loading"} {cart.count}
    </p>
  );
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
    expect(result.current.ready).toBe(true);
    expect(result.current.count).toBe(2);
    expect(result.current.deliveryFee).toBe(5);
    expect(result.current.total).toBe(13.98);

    act(() => result.current.add(lassi));
    expect(result.current.count).toBe(3);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "{}").items[0].quantity).toBe(3);

    act(() => result.current.setQuantity(lassi.id, "food", 0));
    expect(result.current.items).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("starts empty, without an error, when storage holds rubbish", () => {
    const errors = vi.spyOn(console, "error");
    localStorage.setItem(CART_STORAGE_KEY, "{definitely not json");
    render(
      <CartProvider>
        <Count />
      </CartProvider>,
    );
    expect(screen.getByText("ready 0")).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
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
