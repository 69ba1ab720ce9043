import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterAll, describe, expect, it, vi } from "vitest";
import CheckoutDialog from "./checkout-dialog";
import type { CheckoutDetails } from "./checkout-values";

// The test files share a module registry (vitest.config.ts): the modules this file imports are
// loaded afresh so that they take its mock, and dropped after it so that no other file gets them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

// The schema's chunk cannot load until a test says it can (a dropped connection).
const chunk = vi.hoisted(() => ({ available: false }));
vi.mock("./checkout-schema", async (importOriginal) => {
  if (!chunk.available) throw new Error("Failed to fetch dynamically imported module");
  return importOriginal();
});

const areas = ["Zindabazar", "Upashahar"];

/** The dialog as the cart page holds it: closed and opened again, the details stay. */
function Harness({
  onPlaceOrder,
  hasFood = true,
  hasStays = false,
}: {
  onPlaceOrder: (details: CheckoutDetails) => boolean;
  hasFood?: boolean;
  hasStays?: boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Proceed to Checkout
      </button>
      <CheckoutDialog
        open={open}
        onOpenChange={setOpen}
        total="$276.99"
        hasFood={hasFood}
        hasStays={hasStays}
        areas={areas}
        onPlaceOrder={async (details) => onPlaceOrder(details)}
        onCloseAutoFocus={() => {}}
      />
    </>
  );
}

const dialog = () => screen.getByRole("dialog", { name: "Checkout" });
const field = (label: string) => within(dialog()).getByLabelText(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const placeOrder = () =>
  act(async () => {
    fireEvent.click(within(dialog()).getByRole("button", { name: "Place Order" }));
  });

describe("the checkout dialog", () => {
  // First: once the chunk has loaded, it stays loaded for the tests after.
  it("says so when the checks cannot load, loses nothing, and checks once they can", async () => {
    const onPlaceOrder = vi.fn(() => true);
    render(<Harness onPlaceOrder={onPlaceOrder} />);
    await screen.findByRole("dialog", { name: "Checkout" });
    type("Full name", "Amina Rahman");
    await placeOrder();
    await waitFor(() =>
      expect(within(dialog()).getByRole("alert")).toHaveTextContent(
        "We couldn't check the form just now. Please check your connection and try again; nothing you typed has been lost.",
      ),
    );
    expect(field("Full name")).toHaveValue("Amina Rahman");
    expect(onPlaceOrder).not.toHaveBeenCalled();

    chunk.available = true;
    await placeOrder();
    await waitFor(() =>
      expect(within(dialog()).getByRole("alert")).toHaveTextContent("Please correct 3 fields."),
    );
    expect(field("Phone")).toHaveFocus();
  });

  it("checks every field on submit, focuses the first wrong one, follows each change, and places a valid order", async () => {
    const onPlaceOrder = vi.fn(() => true);
    render(<Harness onPlaceOrder={onPlaceOrder} />);
    await screen.findByRole("dialog", { name: "Checkout" });
    type("Full name", "Amina Rahman");
    type("Phone", "12345");
    await placeOrder();

    await waitFor(() =>
      expect(within(dialog()).getByRole("alert")).toHaveTextContent("Please correct 3 fields."),
    );
    expect(field("Phone")).toHaveFocus();
    expect(field("Phone")).toHaveAccessibleDescription(/^Please enter a phone number of 7 to 15/);
    expect(field("Delivery area")).toHaveAccessibleDescription(/^Please choose your delivery area/);
    expect(field("Delivery address")).toHaveAccessibleDescription(
      /^Please enter the delivery address/,
    );
    expect(field("Full name")).not.toHaveAttribute("aria-invalid");
    expect(onPlaceOrder).not.toHaveBeenCalled();

    // From now on each change is checked: the count follows.
    await act(async () => type("Phone", "০১৭১১-০০০০০০"));
    expect(within(dialog()).getByRole("alert")).toHaveTextContent("Please correct 2 fields.");
    await act(async () => {
      fireEvent.change(field("Delivery area"), { target: { value: "Zindabazar" } });
      type("Delivery address", "x".repeat(301));
    });
    expect(within(dialog()).getByRole("alert")).toHaveTextContent("Please correct 1 field.");
    expect(field("Delivery address")).toHaveAccessibleDescription(
      "Please keep this to 300 characters or fewer. House, road and a landmark our rider can find.",
    );
    await act(async () => type("Delivery address", "House 4, Road 2"));
    expect(within(dialog()).getByRole("alert")).toBeEmptyDOMElement();

    await placeOrder();
    expect(onPlaceOrder).toHaveBeenCalledWith({
      name: "Amina Rahman",
      phone: "০১৭১১-০০০০০০",
      email: "",
      area: "Zindabazar",
      address: "House 4, Road 2",
    });
    // A kept order clears the details.
    await waitFor(() => expect(field("Full name")).toHaveValue(""));
  });

  it("with a room, asks the e-mail the hotel confirms it by, and no address without food", async () => {
    const onPlaceOrder = vi.fn(() => true);
    render(<Harness onPlaceOrder={onPlaceOrder} hasFood={false} hasStays />);
    await screen.findByRole("dialog", { name: "Checkout" });
    expect(within(dialog()).queryByLabelText("Delivery address")).toBeNull();
    expect(field("E-mail")).toHaveAttribute("autocomplete", "email");
    type("Full name", "Amina Rahman");
    type("Phone", "+880 1711 000000");
    type("E-mail", "amina@");
    await placeOrder();
    await waitFor(() =>
      expect(within(dialog()).getByRole("alert")).toHaveTextContent("Please correct 1 field."),
    );
    expect(field("E-mail")).toHaveFocus();
    expect(field("E-mail")).toHaveAccessibleDescription(
      "Please enter a valid e-mail address, for example name@example.com. We confirm your room by e-mail.",
    );
    await act(async () => type("E-mail", "amina@example.com"));
    await placeOrder();
    expect(onPlaceOrder).toHaveBeenCalledWith(
      expect.objectContaining({ name: "Amina Rahman", email: "amina@example.com" }),
    );
  });

  it("keeps what was typed when the dialog closes, and when an order could not be kept", async () => {
    const onPlaceOrder = vi.fn(() => false);
    render(<Harness onPlaceOrder={onPlaceOrder} />);
    await screen.findByRole("dialog", { name: "Checkout" });
    type("Full name", "Amina Rahman");
    fireEvent.keyDown(dialog(), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Proceed to Checkout" }));
    await screen.findByRole("dialog", { name: "Checkout" });
    expect(field("Full name")).toHaveValue("Amina Rahman");

    type("Phone", "+880 1711 000000");
    fireEvent.change(field("Delivery area"), { target: { value: "Upashahar" } });
    type("Delivery address", "House 4, Road 2");
    await placeOrder();
    expect(onPlaceOrder).toHaveBeenCalledTimes(1);
    expect(field("Full name")).toHaveValue("Amina Rahman");
    expect(field("Delivery address")).toHaveValue("House 4, Road 2");
  });
});

it.each([
  [true, false, "deliver your food.", "to pay at the door"],
  [false, true, "confirm your room.", "to pay at the hotel"],
  [true, true, "deliver your food and confirm your room.", "food at the door, rooms at the hotel"],
])(
  "speaks of what the cart holds (food %s, rooms %s): its total and when it is paid, nothing charged now",
  async (hasFood, hasStays, asks, paid) => {
    const { unmount } = render(
      <Harness onPlaceOrder={() => true} hasFood={hasFood} hasStays={hasStays} />,
    );
    await screen.findByRole("dialog", { name: "Checkout" });
    expect(dialog()).toHaveAccessibleDescription(new RegExp(`${asks}$`));
    expect(within(dialog()).getByText(paid)).toBeVisible();
    expect(within(dialog()).getByText("Total")).toBeVisible();
    expect(within(dialog()).queryByText(/^Total to pay/)).toBeNull();
    unmount();
  },
);
