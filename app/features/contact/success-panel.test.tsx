import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SuccessPanel } from "./success-panel";

const renderPanel = (props: { reference?: string; minHeight?: number }) =>
  render(
    <MemoryRouter>
      <SuccessPanel kind="reservation" requestKind="hotel" duration={5000} {...props} />
    </MemoryRouter>,
  );

describe("the contact page's success panel", () => {
  it("keeps the height of the form it replaces, but never taller than 28rem: no tall blank card", () => {
    renderPanel({ minHeight: 900 });
    const panel = screen.getByRole("status");
    // The page below does not jump for a short form; a tall one (the hotel form on a phone is
    // about 1,300 px) gives a card of at most 28rem, not 380 px of blank space.
    expect(panel.getAttribute("style")).toMatch(/min-height:\s*min\(900px,\s*28rem\)/);
    expect(panel.getAttribute("style")).not.toMatch(/min-height:\s*900px/);
  });

  it("keeps the request's reference whole on its button: 'SRH-' and its code never part", () => {
    renderPanel({ reference: "SRH-VHQFNV", minHeight: 400 });
    const link = screen.getByRole("link", { name: "Open request SRH-VHQFNV" });
    const reference = [...link.querySelectorAll("span")].find(
      (span) => span.textContent === "SRH-VHQFNV",
    );
    expect(reference).toBeDefined();
    expect(reference).toHaveClass("whitespace-nowrap");
  });
});
