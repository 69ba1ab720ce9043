import { describe, expect, it } from "vitest";
import {
  choiceComplete,
  extrasTotal,
  priceExtras,
  toExtraChoice,
  type ExtraOffer,
} from "./stay-extras";

// The tests' own extras: a transfer in two vehicles, a trip priced per guest.
const offers: ExtraOffer[] = [
  {
    id: "transfer",
    name: "Transfer",
    needs: "flight",
    pricing: {
      unit: "vehicle",
      vehicles: [
        { id: "car", name: "Car", seats: 3, bags: 2, price: 20 },
        { id: "van", name: "Van", seats: 8, bags: 8, price: 45 },
      ],
    },
  },
  { id: "trip", name: "Trip", needs: "day", pricing: { unit: "guest", price: 12.5 } },
];
const stay = { checkIn: "2026-12-20", checkOut: "2026-12-23" };

describe("extras chosen for a stay", () => {
  it("read back what was chosen, and refuse anything implausible", () => {
    const pickup = {
      id: "transfer",
      guests: 4,
      trip: "arrival",
      flight: "bg 601",
      time: "14:30",
      bags: 3,
    };
    expect(toExtraChoice(pickup)).toEqual({ ...pickup, flight: "BG 601" });
    for (const bad of [
      { ...pickup, flight: "<script>" },
      { ...pickup, time: "25:00" },
      { ...pickup, trip: "both" },
      { ...pickup, guests: 0 },
      { ...pickup, bags: -1 },
      { ...pickup, id: "../x" },
      "transfer",
    ])
      expect(toExtraChoice(bad)).toBeNull();
  });

  it("need a day within the stay for a trip, and a way, flight and time for a transfer", () => {
    const trip = offers[1]!;
    expect(choiceComplete({ id: "trip", guests: 2, day: stay.checkIn }, trip, stay)).toBe(true);
    expect(choiceComplete({ id: "trip", guests: 2, day: stay.checkOut }, trip, stay)).toBe(true);
    expect(choiceComplete({ id: "trip", guests: 2, day: "2026-12-24" }, trip, stay)).toBe(false);
    expect(choiceComplete({ id: "trip", guests: 2 }, trip, stay)).toBe(false);
    const transfer = offers[0]!;
    expect(
      choiceComplete(
        { id: "transfer", guests: 2, trip: "arrival", flight: "BG 601", time: "09:05" },
        transfer,
        stay,
      ),
    ).toBe(true);
    expect(choiceComplete({ id: "transfer", guests: 2, trip: "arrival" }, transfer, stay)).toBe(
      false,
    );
  });

  it("are priced by their unit: the vehicle that fits the party and its bags, a trip per guest", () => {
    const priced = priceExtras(
      [
        { id: "transfer", guests: 4, trip: "arrival", flight: "BG 601", time: "14:30", bags: 1 },
        { id: "trip", guests: 6, day: "2026-12-21" },
        { id: "gone", guests: 1 },
      ],
      offers,
      3,
    );
    expect(
      priced.map((extra) => [extra.offer.id, extra.amount, extra.vehicle?.id ?? null]),
    ).toEqual([
      ["transfer", 45, "van"],
      ["trip", 75, null],
    ]);
    expect(extrasTotal(priced)).toBe(120);
    // No vehicle takes nine: no price, and nothing added until the team says.
    const none = priceExtras([{ id: "transfer", guests: 9, bags: 0 }], offers, 3);
    expect(none[0]).toMatchObject({ amount: null, vehicle: null });
    expect(extrasTotal(none)).toBe(0);
  });
});
