import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, describe, expect, it, vi } from "vitest";
import { ReservationForm } from "./reservation-form";
import { saveDraft } from "./reservation-draft";
import { reservationDefaults } from "./reservation-values";

// The test files share a module registry (vitest.config.ts): the modules this file imports are
// loaded afresh so that they take its mock, and dropped after it so that no other file gets them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

// The step schemas' chunk cannot load (the connection dropped after the page arrived).
const chunk = vi.hoisted(() => ({ available: false }));
vi.mock("./reservation-schema", async (importOriginal) => {
  if (!chunk.available) throw new Error("Failed to fetch dynamically imported module");
  return importOriginal();
});

describe("when the booking form's checks cannot load", () => {
  it("says so in an alert, stays on the step with what was typed, and checks on the next try", async () => {
    // A booking in progress, on its second step (as after a reload).
    const inAWeek = new Date();
    inAWeek.setDate(inAWeek.getDate() + 7);
    const checkOut = new Date(inAWeek);
    checkOut.setDate(checkOut.getDate() + 2);
    saveDraft(2, { ...reservationDefaults, checkIn: inAWeek, checkOut, roomType: "deluxe" });
    const router = createMemoryRouter(
      [
        {
          path: "/reservations",
          element: <ReservationForm onConfirmed={() => "SRH-7K3P9Q"} keptStay={() => undefined} />,
        },
      ],
      { initialEntries: ["/reservations"] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole("heading", { name: /Step 2 of 3/ });
    const first = screen.getByLabelText("First name");
    fireEvent.change(first, { target: { value: "Nusrat" } });
    const next = screen.getByRole("button", { name: "Continue to review" });
    await act(async () => {
      fireEvent.click(next);
    });

    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "We couldn't check the form just now. Please check your connection and try again; nothing you typed has been lost.",
      ),
    );
    expect(screen.getByRole("heading", { name: /Step 2 of 3/ })).toBeVisible();
    expect(first).toHaveValue("Nusrat");

    chunk.available = true;
    await act(async () => {
      fireEvent.click(next);
    });
    await waitFor(() => expect(screen.getByLabelText("Last name")).toHaveFocus());
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(screen.getByLabelText("Last name")).toHaveAccessibleDescription(
      "Please enter your last name.",
    );
    expect(first).toHaveValue("Nusrat");
    sessionStorage.clear();
  });
});
