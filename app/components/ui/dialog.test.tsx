import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog, DialogCloseButton, DialogContent, DialogTitle } from "./dialog";
import { DialogOverlay } from "./dialog-overlay";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? <DialogOverlay /> : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Checkout</DialogTitle>
          <DialogCloseButton label="Close" />
        </DialogContent>
      </Dialog>
    </>
  );
}

const overlay = () => document.querySelector("[data-dialog-overlay]");

describe("Dialog", () => {
  it("dims the page in the click itself and mounts the dialog after that paint", async () => {
    // The overlay is the opener's; the dialog waits for a frame and a task after the click.
    render(<Harness />);
    expect(overlay()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    // The click's own render: the overlay, not yet the dialog.
    expect(overlay()).toBeInTheDocument();
    expect(overlay()).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await screen.findByRole("dialog", { name: "Checkout" })).toBeInTheDocument();
    expect(overlay()).toBeInTheDocument();
    expect(overlay()?.parentElement).toBe(document.body);
  });

  // Focus going back to the opener is shown in a real browser (search.spec), not here.
  it("keeps the page from scrolling while open, and closes at once", async () => {
    document.documentElement.style.overflow = "auto";
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    await screen.findByRole("dialog");
    expect(document.documentElement.style.overflow).toBe("hidden");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(overlay()).toBeNull();
    expect(document.documentElement.style.overflow).toBe("auto");
  });
});
