import { describe, expect, it } from "vitest";
import { clearDraft, loadDraft, saveDraft } from "./reservation-draft";
import { reservationDefaults } from "./reservation-values";

describe("the booking draft", () => {
  it("round-trips the values and the step, dates as local days", () => {
    saveDraft(2, {
      ...reservationDefaults,
      checkIn: new Date(2026, 5, 29),
      checkOut: new Date(2026, 6, 2),
      roomType: "deluxe",
      adults: "3",
      ratePlan: "nonRefundable",
      firstName: "Nusrat",
    });
    const draft = loadDraft();
    expect(draft?.step).toBe(2);
    expect(draft?.values.checkIn).toEqual(new Date(2026, 5, 29));
    expect(draft?.values.checkOut).toEqual(new Date(2026, 6, 2));
    expect(draft?.values).toMatchObject({
      roomType: "deluxe",
      adults: "3",
      ratePlan: "nonRefundable",
      firstName: "Nusrat",
    });
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it("drops what it does not recognise instead of trusting storage", () => {
    sessionStorage.setItem("surma:reservation-draft", "{not json");
    expect(loadDraft()).toBeNull();
    sessionStorage.setItem(
      "surma:reservation-draft",
      JSON.stringify({
        step: 9,
        values: {
          checkIn: "2026-02-31",
          roomType: "penthouse",
          adults: "40",
          paymentMethod: "bitcoin",
          ratePlan: "free",
          firstName: { evil: true },
          agreed: "yes",
        },
      }),
    );
    const draft = loadDraft();
    expect(draft?.step).toBe(1);
    expect(draft?.values).toEqual({ ...reservationDefaults });
  });
});
