import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import Lightbox, { wrapIndex, type LightboxImage } from "./lightbox";
import { lightboxTriggerProps, useLightbox } from "./lightbox-launcher";

const labels = {
  close: "Close",
  previous: "Previous photo",
  next: "Next photo",
  position: (current: number, total: number) => `Photo ${current} of ${total}`,
};

const images: LightboxImage[] = [
  { id: "1566073771259-6a8506099945", alt: "Facade at dusk", title: "Facade" },
  { id: "1564501049412-61c2a3083791", alt: "Lobby with lights", title: "Lobby" },
  { id: "1611892440504-42a792e24d32", alt: "Deluxe room" },
];

describe("wrapIndex", () => {
  it("keeps indexes inside the set", () => {
    expect(wrapIndex(0, 3)).toBe(0);
    expect(wrapIndex(2, 3)).toBe(2);
  });
  it("wraps from the last to the first and from the first to the last", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
  });
  it("is 0 for an empty set rather than NaN", () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

function Harness({ start = 0 }: { start?: number }) {
  const [index, setIndex] = useState<number | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={trigger} onClick={() => setIndex(start)}>
        Open
      </button>
      <output data-testid="index">{String(index)}</output>
      <Lightbox
        images={images}
        index={index}
        onIndexChange={setIndex}
        labels={labels}
        returnFocusRef={trigger}
      />
    </>
  );
}

const title = () => screen.getByRole("heading", { level: 2 });

/** Clicks `Open` and waits for the dialog, which mounts a frame after the overlay (dialog.tsx). */
async function openWith(button: HTMLElement) {
  fireEvent.click(button);
  return screen.findByRole("dialog");
}

describe("Lightbox", () => {
  it("is closed until given an index, then shows the photo titled in a dialog", async () => {
    render(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
    const dialog = await openWith(screen.getByRole("button", { name: "Open" }));
    expect(dialog).toHaveAccessibleName("Facade");
    // happy-dom loads no image, so this is the Photo placeholder (the e2e test checks the <img>).
    expect(screen.getByRole("img", { name: "Facade at dusk" })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Photo 1 of 3");
  });

  it("steps with the buttons and wraps both ways", async () => {
    render(<Harness />);
    await openWith(screen.getByRole("button", { name: "Open" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(title()).toHaveTextContent("Deluxe room");
    expect(screen.getByTestId("index")).toHaveTextContent("2");
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(title()).toHaveTextContent("Facade");
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(title()).toHaveTextContent("Lobby");
  });

  it("steps with the arrow keys", async () => {
    render(<Harness start={2} />);
    await openWith(screen.getByRole("button", { name: "Open" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "ArrowRight" });
    expect(title()).toHaveTextContent("Facade");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "ArrowLeft" });
    expect(title()).toHaveTextContent("Deluxe room");
  });

  it("closes on the close button, Escape and the backdrop, not on the photo", async () => {
    render(<Harness />);
    const open = screen.getByRole("button", { name: "Open" });

    await openWith(open);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.keyDown(await openWith(open), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();

    await openWith(open);
    fireEvent.click(screen.getByRole("img", { name: "Facade at dusk" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("dialog").querySelector("figure")!);
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(await openWith(open));
    expect(screen.queryByRole("dialog")).toBeNull();
    // Radix restores focus on the next tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(open).toHaveFocus();
  });

  it("shows no previous/next or position for a single photo", async () => {
    render(
      <Lightbox images={images.slice(0, 1)} index={0} onIndexChange={() => {}} labels={labels} />,
    );
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next photo" })).toBeNull();
    expect(screen.queryByText("Photo 1 of 1")).toBeNull();
  });
});

function LazyHarness() {
  const lightbox = useLightbox(labels);
  return (
    <>
      <button
        {...lightboxTriggerProps}
        onClick={(event) => lightbox.open(images, 1, event.currentTarget)}
      >
        Lobby thumbnail
      </button>
      {lightbox.element}
    </>
  );
}

describe("useLightbox", () => {
  it("loads the lightbox on first open and returns focus to the thumbnail", async () => {
    render(<LazyHarness />);
    const thumbnail = screen.getByRole("button", { name: "Lobby thumbnail" });
    expect(thumbnail).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(thumbnail);
    expect(await screen.findByRole("dialog", { name: "Lobby" })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(thumbnail).toHaveFocus();
  });
});
