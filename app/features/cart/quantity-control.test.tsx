import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { MAX_QUANTITY } from "~/domain/quantity";
import { QuantityControl } from "./quantity-control";

const tea = { id: "tea", type: "food", name: "Tea", price: 1, image: "", quantity: 2 } as const;

/** The control with its count kept as the cart keeps it; every change is also reported. */
function renderControl(quantity = 2) {
  const changes = vi.fn();
  function Holder() {
    const [count, setCount] = useState(quantity);
    return (
      <QuantityControl
        item={{ ...tea, quantity: count }}
        onChange={(next) => {
          changes(next);
          setCount(next);
        }}
      />
    );
  }
  render(<Holder />);
  return { field: screen.getByRole("spinbutton", { name: "Quantity of Tea" }), changes };
}

describe("QuantityControl", () => {
  it("is a spin button with its count, bounds and the arrow keys of a number field", () => {
    const { field, changes } = renderControl();
    expect(field).toHaveValue("2");
    expect(field).toHaveAttribute("aria-valuenow", "2");
    expect(field).toHaveAttribute("aria-valuemin", "0");
    expect(field).toHaveAttribute("aria-valuemax", String(MAX_QUANTITY));
    fireEvent.keyDown(field, { key: "ArrowUp" });
    expect(field).toHaveValue("3");
    fireEvent.keyDown(field, { key: "ArrowDown" });
    fireEvent.keyDown(field, { key: "ArrowDown" });
    expect(field).toHaveValue("1");
    expect(changes.mock.calls).toEqual([[3], [2], [1]]);
  });

  it("takes a count typed in Bengali digits as well as Latin ones", () => {
    const { field, changes } = renderControl();
    fireEvent.change(field, { target: { value: "১২" } });
    expect(changes).toHaveBeenLastCalledWith(12);
    fireEvent.change(field, { target: { value: " 7 " } });
    expect(changes).toHaveBeenLastCalledWith(7);
  });

  it("waits while the field is empty or half typed, and leaving it restores the count", () => {
    const { field, changes } = renderControl();
    fireEvent.change(field, { target: { value: "" } });
    expect(field).toHaveValue("");
    fireEvent.change(field, { target: { value: "x" } });
    expect(changes).not.toHaveBeenCalled();
    fireEvent.blur(field);
    expect(field).toHaveValue("2");
  });

  it("never steps above the most a line can hold", () => {
    const { field, changes } = renderControl(MAX_QUANTITY);
    fireEvent.keyDown(field, { key: "ArrowUp" });
    expect(changes).toHaveBeenLastCalledWith(MAX_QUANTITY);
    expect(field).toHaveValue(String(MAX_QUANTITY));
  });
});
