import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CartButton } from "./cart-button";
import { lineKey } from "./cart-model";
import { CartProvider, useCart } from "./cart-provider";
import { CART_STORAGE_KEY } from "./cart-storage";

const beguni = { id: "beguni", type: "food", name: "Beguni", price: 3.5, image: "" } as const;
const tea = { id: "tea", type: "food", name: "Tea", price: 1, image: "" } as const;

/** The cart as the page's code sees it, to change it from the test. */
const seen: { cart?: ReturnType<typeof useCart> } = {};
function Spy() {
  const cart = useCart();
  useEffect(() => {
    seen.cart = cart;
  });
  return null;
}

function renderButton() {
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <CartProvider>
          <CartButton />
          <Spy />
        </CartProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

afterEach(() => localStorage.removeItem(CART_STORAGE_KEY));

describe("CartButton", () => {
  it("leads to the cart and shows how many items it holds, live", () => {
    renderButton();
    const link = screen.getByRole("link", { name: "Cart, empty" });
    expect(link).toHaveAttribute("href", "/cart");
    expect(link).toHaveTextContent(/^$/);
    act(() => seen.cart?.add(beguni));
    expect(screen.getByRole("link", { name: "Cart, 1 item" })).toHaveTextContent("1");
    act(() => seen.cart?.setQuantity(lineKey(beguni), 3));
    // The visible number is in the name (WCAG 2.5.3).
    expect(screen.getByRole("link", { name: "Cart, 3 items" })).toHaveTextContent("3");
  });

  it("caps the badge at 99+", () => {
    renderButton();
    act(() => seen.cart?.add(beguni));
    act(() => seen.cart?.add(tea));
    act(() => seen.cart?.setQuantity(lineKey(beguni), 99));
    act(() => seen.cart?.setQuantity(lineKey(tea), 21));
    expect(screen.getByRole("link", { name: "Cart, 120 items" })).toHaveTextContent("99+");
  });
});
