import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WholeReference } from "./whole-reference";

describe("a reference within words", () => {
  it("is kept on one line, the words around it as they were", () => {
    const { container } = render(
      <h3>
        <WholeReference
          words="Reservation request SRH-BBHCCN: Deluxe Room, Sat, 20 Jun 2026"
          reference="SRH-BBHCCN"
        />
      </h3>,
    );
    expect(container).toHaveTextContent(
      "Reservation request SRH-BBHCCN: Deluxe Room, Sat, 20 Jun 2026",
    );
    expect(container.querySelector(".whitespace-nowrap")).toHaveTextContent(/^SRH-BBHCCN$/);
  });

  it("leaves words without the reference as they are", () => {
    const { container } = render(<WholeReference words="Open it" reference="SRH-BBHCCN" />);
    expect(container.innerHTML).toBe("Open it");
  });
});
