import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { staticIsland } from "./static-island";

function Section({ text }: { text: string }) {
  return <p>{text}</p>;
}

afterEach(() => {
  delete (window as { __reactRouterContext?: unknown }).__reactRouterContext;
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = "";
});

describe("staticIsland", () => {
  it("renders the section in the browser when there is no prerendered HTML (a client-side visit)", async () => {
    const load = vi.fn(async () => Section);
    const Island = staticIsland(load);
    render(
      <MemoryRouter>
        <Island text="Opening hours" />
      </MemoryRouter>,
    );
    expect(await screen.findByText("Opening hours")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the prerendered HTML while hydrating, without loading the section's code", async () => {
    const load = vi.fn(async () => Section);
    const Island = staticIsland(load);
    // What the prerender wrote, and React Router's marker of a prerendered page.
    const container = document.createElement("div");
    container.innerHTML = '<div class="contents"><p>Frequently Asked Questions</p></div>';
    document.body.append(container);
    (window as { __reactRouterContext?: unknown }).__reactRouterContext = {};
    const errors = vi.spyOn(console, "error");

    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter>
          <Island text="Frequently Asked Questions" />
        </MemoryRouter>,
      );
    });

    expect(container.innerHTML).toBe(
      '<div class="contents"><p>Frequently Asked Questions</p></div>',
    );
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("renders the section if the element came up empty (hydration fell back to the browser)", async () => {
    const load = vi.fn(async () => Section);
    const Island = staticIsland(load);
    (window as { __reactRouterContext?: unknown }).__reactRouterContext = {};
    render(
      <MemoryRouter>
        <Island text="Find us" />
      </MemoryRouter>,
    );
    expect(await screen.findByText("Find us")).toBeInTheDocument();
  });
});
