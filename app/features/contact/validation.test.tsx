import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, describe, expect, it, vi } from "vitest";
import { ContactForms } from "./contact-forms";
import { recordRequest } from "~/features/requests/request-store";

const copy = { eyebrow: "Write to us", title: "Send a message or request a reservation" };

// The test files share a module registry (vitest.config.ts): the modules this file imports are
// loaded afresh so that they take its mock, and dropped after it so that no other file gets them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

// The validation chunk cannot load (the connection dropped after the page arrived).
const chunk = vi.hoisted(() => ({ available: false }));
vi.mock("./validators", async (importOriginal) => {
  if (!chunk.available) throw new Error("Failed to fetch dynamically imported module");
  return importOriginal();
});

describe("when the validation code cannot load", () => {
  it("says so in an alert, keeps what was typed, sends nothing, and retries on the next submit", async () => {
    render(
      <MemoryRouter>
        <ContactForms
          copy={copy}
          keepRequest={async (request) => recordRequest(request).ref}
          prepareRequests={() => {}}
          sendEnquiry={() => Promise.resolve(undefined)}
        />
      </MemoryRouter>,
    );
    const form = screen.getByRole("form", { name: "Contact Us" });
    const name = within(form).getByLabelText("Full name");
    fireEvent.change(name, { target: { value: "Rahim" } });
    const button = within(form).getByRole("button", { name: "Send Message" });
    await act(async () => {
      fireEvent.click(button);
    });

    expect(within(form).getByRole("alert")).toHaveTextContent(
      "We couldn't check the form just now. Please check your connection and try again; nothing you typed has been lost.",
    );
    expect(name).toHaveValue("Rahim");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    chunk.available = true;
    await act(async () => {
      fireEvent.click(button);
    });
    // The chunk now loads (real time passes), and the form validates as usual.
    expect(await within(form).findByText("Please enter your e-mail address.")).toBeVisible();
    expect(within(form).getByRole("alert")).toBeEmptyDOMElement();
    expect(within(form).getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true");
  });
});
