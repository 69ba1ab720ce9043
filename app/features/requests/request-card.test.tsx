// A kept request's card: its title keeps "SRH-" and its code together where it wraps on a phone
// (issue 49: the confirmation showed "SRH-" / "RE6JRQ" on two lines).
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { sampleCatalogue, sampleStayRequest } from "../../../tests/fixtures/sample-request";
import { RequestCard } from "./request-card";
import type { RequestCatalogue } from "./request-text";

const names: RequestCatalogue = {
  ...sampleCatalogue,
  rooms: { deluxe: "Deluxe Room" },
  venues: {},
  dishes: {},
};

describe("a kept request's card", () => {
  it("keeps the reference whole in its title", () => {
    const request = sampleStayRequest({}, "SRH-RE6JRQ");
    render(
      <MemoryRouter>
        <RequestCard request={request} names={names} full onPrint={() => {}} />
      </MemoryRouter>,
    );
    const title = screen.getByRole("heading", { level: 2, name: /SRH-RE6JRQ/ });
    const whole = [...title.querySelectorAll("span")].find(
      (span) => span.textContent === "SRH-RE6JRQ",
    );
    expect(whole).toHaveClass("whitespace-nowrap");
  });
});
