import { describe, expect, it } from "vitest";
import { sampleStayRequest } from "../../../tests/fixtures/sample-request";
import { clearDraft, loadDraft, saveDraft, valuesOfStay } from "./reservation-draft";
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

  it("keeps the further rooms, their parties and ages, and each extra across a reload; odd ones are chosen again", () => {
    const moreRooms = [
      { roomType: "family-suite", adults: "2", children: "2", childAges: ["4", "9"] },
      { roomType: "deluxe", adults: "1", children: "0", childAges: [] },
    ] as const;
    const extras = [
      {
        key: "airport-transfer:arrival",
        id: "airport-transfer",
        trip: "arrival",
        guests: "6",
        day: "",
        flight: "BG 601",
        time: "14:30",
        bags: "6",
      },
    ] as const;
    saveDraft(1, {
      ...reservationDefaults,
      roomType: "deluxe",
      moreRooms: moreRooms.map((room) => ({ ...room, childAges: [...room.childAges] })),
      extras: extras.map((draft) => ({ ...draft })),
    });
    expect(loadDraft()?.values.moreRooms).toEqual(moreRooms);
    expect(loadDraft()?.values.extras).toEqual(extras);
    sessionStorage.setItem(
      "surma:reservation-draft",
      JSON.stringify({
        values: {
          moreRooms: [
            { roomType: "penthouse", adults: "9", children: "2", childAges: ["40"] },
            "a room",
            {},
            {},
            {},
          ],
        },
      }),
    );
    expect(loadDraft()?.values.moreRooms).toEqual([
      { roomType: "", adults: "2", children: "2", childAges: ["", ""] },
      { roomType: "", adults: "2", children: "0", childAges: [] },
    ]);
  });

  it("fills a change of a kept request in with every room and its party", () => {
    const values = valuesOfStay({
      ...sampleStayRequest().stay,
      children: 1,
      childAges: [4],
      moreRooms: [{ room: "family-suite", adults: 2, children: 2, childAges: [0, 9] }],
    });
    expect(values).toMatchObject({ roomType: "deluxe", children: "1", childAges: ["4"] });
    expect(values.moreRooms).toEqual([
      { roomType: "family-suite", adults: "2", children: "2", childAges: ["0", "9"] },
    ]);
    expect(values.agreed).toBe(false);
  });
});
