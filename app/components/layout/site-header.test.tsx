import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { serializeRequests } from "~/domain/guest-requests";
import { REQUESTS_CHANGED, REQUESTS_STORAGE_KEY } from "~/domain/request-count";
import { sampleHotelRequest, sampleStayRequest } from "../../../tests/fixtures/sample-request";
import { SiteHeader } from "./site-header";

function renderHeader() {
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <SiteHeader
          search={<button type="button">search</button>}
          cart={<a href="/cart">cart</a>}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe("SiteHeader", () => {
  it("turns solid only beyond 50 px of scroll", () => {
    renderHeader();
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-solid", "false");
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 50, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header).toHaveAttribute("data-solid", "false");
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 51, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header).toHaveAttribute("data-solid", "true");
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
  });

  it("names the home link by the words it shows, then says it goes home", () => {
    renderHeader();
    const home = screen.getByRole("link", { name: /^Surma Riverside/ });
    expect(home).toHaveAttribute("href", "/");
    // Label in name (WCAG 2.5.3): the visible "Surma Riverside / Hotel · Sylhet" is in the name.
    expect(home).not.toHaveAttribute("aria-label");
    expect(home).toHaveAccessibleName(/^Surma Riverside\s*Hotel · Sylhet\s*, home$/);
  });

  it("leads to food ordering and the cart, on wide screens and in the phone menu", () => {
    renderHeader();
    const main = screen.getByRole("navigation", { name: "Main" });
    expect(within(main).getByRole("link", { name: "Order food" })).toHaveAttribute(
      "href",
      "/online-order",
    );
    expect(screen.getByRole("link", { name: "cart" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = screen.getByRole("navigation", { name: "Site menu" });
    expect(within(menu).getByRole("link", { name: "Order food" })).toHaveAttribute(
      "href",
      "/online-order",
    );
    expect(within(menu).getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart");
  });

  describe("My requests", () => {
    afterEach(() => localStorage.clear());

    it("is in the bar and the phone menu, with how many requests this device keeps", () => {
      localStorage.setItem(
        REQUESTS_STORAGE_KEY,
        serializeRequests([sampleStayRequest(), sampleHotelRequest()]),
      );
      renderHeader();
      const inBar = screen.getByRole("link", { name: "My requests, 2 on this device" });
      expect(inBar).toHaveAttribute("href", "/my-requests");
      expect(inBar).toHaveTextContent("2");
      fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
      const menu = screen.getByRole("navigation", { name: "Site menu" });
      const inMenu = within(menu).getByRole("link", { name: "My requests, 2 on this device" });
      expect(inMenu).toHaveAttribute("href", "/my-requests");
      expect(inMenu).toHaveTextContent(/^My requests2$/);
    });

    it("shows no number with none kept, and follows this tab's and another tab's changes", () => {
      renderHeader();
      const link = () => screen.getAllByRole("link", { name: /^My requests/ })[0];
      expect(link()).toHaveAccessibleName("My requests");
      expect(link()).toHaveTextContent(/^$/);
      act(() => {
        localStorage.setItem(REQUESTS_STORAGE_KEY, serializeRequests([sampleStayRequest()]));
        window.dispatchEvent(new Event(REQUESTS_CHANGED));
      });
      expect(link()).toHaveAccessibleName("My requests, 1 on this device");
      act(() => {
        localStorage.removeItem(REQUESTS_STORAGE_KEY);
        window.dispatchEvent(new StorageEvent("storage", { key: REQUESTS_STORAGE_KEY }));
      });
      expect(link()).toHaveAccessibleName("My requests");
    });
  });

  it("closes the mobile menu when the route changes", async () => {
    const router = renderHeader();
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = screen.getByRole("navigation", { name: "Site menu" });
    expect(menu).toBeVisible();
    await act(() => router.navigate("/dining"));
    expect(menu).not.toBeVisible();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
