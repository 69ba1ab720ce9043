import { fireEvent, render, screen } from "@testing-library/react";
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

  it("navigates to the chosen entry and closes", async () => {
    const { router, onOpenChange } = await renderPalette();
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "terms" } });
    fireEvent.click(screen.getByRole("option", { name: /Terms & Conditions/ }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(router.state.location.pathname).toBe("/terms");
  });
});
