import { fireEvent, render, screen } from "@testing-library/react";
import { afterAll, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "./newsletter-form";

// The test files share a module registry (vitest.config.ts): the modules this file imports are
// loaded afresh so that they take its mock, and dropped after it so that no other file gets them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

const showToast = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toaster", () => ({ showToast }));

describe("NewsletterForm", () => {
  it("explains a bad address, keeps what was typed, and sends no toast", () => {
    render(<NewsletterForm />);
    const input = screen.getByLabelText("Your e-mail address");
    fireEvent.change(input, { target: { value: "guest@" } });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/valid e-mail address/);
    expect(input).toHaveValue("guest@");
    expect(showToast).not.toHaveBeenCalled();
  });

  it("confirms a good address with a toast and clears the box", () => {
    render(<NewsletterForm />);
    const input = screen.getByLabelText("Your e-mail address");
    fireEvent.change(input, { target: { value: "guest@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(showToast).toHaveBeenCalledWith({
      title: "Thank you for subscribing!",
      description: "We'll send our news and offers to guest@example.com.",
    });
    expect(input).toHaveValue("");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("takes its name from the heading it stands under, so two forms differ", () => {
    render(
      <>
        <h2 id="offers-heading">Be the first to hear about new offers</h2>
        <NewsletterForm showHeading={false} labelledBy="offers-heading" />
        <NewsletterForm />
      </>,
    );
    expect(
      screen.getByRole("form", { name: "Be the first to hear about new offers" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Newsletter" })).toBeInTheDocument();
  });
});
