import { fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import SearchPalette from "./search-palette";

// cmdk measures and scrolls items; happy-dom lacks these.
Element.prototype.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** The palette, open; resolves once its dialog has mounted (a frame after the overlay). */
async function renderPalette(onOpenChange = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <SearchPalette open onOpenChange={onOpenChange} /> },
      { path: "*", element: <p>navigated</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole("dialog");
  return { router, onOpenChange };
}

describe("SearchPalette", () => {
  it("shows nothing until the guest types", async () => {
    await renderPalette();
    expect(screen.getByPlaceholderText("Search Surma Riverside Hotel...")).toBeInTheDocument();
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.queryByText("No results found.")).not.toBeInTheDocument();
  });

  it("groups matches under their category headings", async () => {
    await renderPalette();
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "room" } });
    expect(screen.getByText("Rooms")).toBeInTheDocument();
    expect(screen.getByText("Booking")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: /Deluxe Room/ })).toBeInTheDocument();
  });

  it("says when nothing matches", async () => {
    await renderPalette();
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "helicopter" } });
    expect(screen.getByText("No results found.")).toBeInTheDocument();
  });

  it("finds the dishes of both menus, each linked to its menu", async () => {
    const { router } = await renderPalette();
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "biryani" } });
    const dining = screen.getByRole("group", { name: "Dining" });
    const options = within(dining).getAllByRole("option", { name: /^Kacchi Biryani/ });
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/Restaurant menu, \$\d+/),
      expect.stringMatching(/Order online, \$[\d.]+/),
    ]);
    fireEvent.click(options[1]!);
    expect(router.state.location.pathname).toBe("/online-order");
  });

  it("finds a page by its link's words and a facility on the page that shows it", async () => {
    const { router } = await renderPalette();
    const input = screen.getByRole("combobox");
    fireEvent.change(input, { target: { value: "order food" } });
    expect(screen.getAllByRole("option")[0]).toHaveTextContent("Online Food Ordering");

    fireEvent.change(input, { target: { value: "pool" } });
    fireEvent.click(screen.getByRole("option", { name: /Outdoor Pool/ }));
    expect(router.state.location.pathname).toBe("/gallery");
    expect(router.state.location.search).toBe("?category=amenities");
  });

  it("navigates to the chosen entry and closes", async () => {
    const { router, onOpenChange } = await renderPalette();
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "terms" } });
    fireEvent.click(screen.getByRole("option", { name: /Terms & Conditions/ }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(router.state.location.pathname).toBe("/terms");
  });
});
