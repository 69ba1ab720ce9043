import { describe, expect, it } from "vitest";
import { isoDayPlus } from "~/domain/calendar-day";
import { extraPrice, placeParty, requestTotal } from "~/domain/party-stay";
import { quoteStay } from "~/domain/stay-quote";
import { fixtureDay } from "../../../tests/fixtures/hotel.mjs";
import { localize, readCollection } from "../server/files.server";
import { ExtraFile } from "../schemas/collections/extras";

const { entries, problems } = readCollection("extras");
const extras = entries.map((entry) => localize("extras", entry, "en"));
const extra = (id: string) => extras.find((entry) => entry.id === id)!;

describe("stay extras (content/extras/)", () => {
  it("are valid files, each priced by its unit", () => {
    expect(problems).toEqual([]);
    expect(extras.map((entry) => entry.id)).toEqual(
      expect.arrayContaining(["airport-transfer", "jaflong-day-trip"]),
    );
    for (const entry of extras) expect(extraPrice(entry.pricing, { nights: 1, guests: 1 })).not.toBeNull();
  });

  it("refuses a vehicle price without vehicles, and another unit without a price", () => {
    const transfer = entries.find((entry) => entry.id === "airport-transfer")!.data as {
      en: Record<string, unknown>;
      bn: unknown;
    };
    const issues = (en: Record<string, unknown>) =>
      ExtraFile.safeParse({ ...transfer, en: { ...transfer.en, ...en } }).error?.issues.map(
        (issue) => [issue.path.join("."), issue.message],
      );
    expect(issues({ vehicles: [] })).toEqual([["en.vehicles", "priced per vehicle: add the vehicles"]]);
    expect(issues({ unit: "guest" })).toEqual([["en.price", "priced per guest: give the price"]]);
  });

  it("names each vehicle in the page's language", () => {
    const bn = localize("extras", entries.find((entry) => entry.id === "airport-transfer")!, "bn");
    const en = extra("airport-transfer");
    if (bn.pricing.unit !== "vehicle" || en.pricing.unit !== "vehicle") throw new Error("not by vehicle");
    expect(bn.pricing.vehicles.map((vehicle) => vehicle.id)).toEqual(en.pricing.vehicles.map((vehicle) => vehicle.id));
    expect(bn.pricing.vehicles[0]!.name).not.toBe(en.pricing.vehicles[0]!.name);
  });
});

describe("a party's request, priced from the content", () => {
  const rooms = readCollection("rooms").entries.map((entry) => localize("rooms", entry, "en"));
  const policies = localize("policies", readCollection("policies").entries[0]!, "en");
  const room = (id: string) => rooms.find((entry) => entry.id === id)!;

  it("two rooms for three nights with an airport pickup and a Jaflong trip for six: the sum of each room's nights and each extra", () => {
    const checkIn = fixtureDay;
    const checkOut = isoDayPlus(fixtureDay, 3);
    const party = [
      { room: room("deluxe"), party: { adults: 2, childAges: [] } },
      { room: room("family-suite"), party: { adults: 2, childAges: [4, 9] } },
    ];
    const priced = party.map(({ room, party }) => {
      const placement = placeParty(room, party, policies.childrenRules);
      if (!placement) throw new Error(`${room.id} does not sleep the party`);
      const quote = quoteStay({
        rates: room.rates,
        checkIn,
        checkOut,
        today: fixtureDay,
        offers: [],
        taxes: policies.rateTerms.taxes,
      });
      return { stayTotal: quote.total, placement, nights: quote.nightly };
    });
    const guests = 6;
    const pickup = extraPrice(extra("airport-transfer").pricing, { nights: 3, guests, bags: 4 })!;
    const jaflong = extraPrice(extra("jaflong-day-trip").pricing, { nights: 3, guests })!;
    const whole = requestTotal(priced, 3, [pickup.amount, jaflong.amount]);

    // Each room's nights at their rates (the rates include the charges in the tests' hotel or not:
    // the quote's total either way), and each extra at its unit's price.
    for (const [index, room] of priced.entries())
      expect(whole.rooms[index]).toBeCloseTo(room.stayTotal + room.placement.nightlyCharge * 3, 2);
    const jaflongPrice = extra("jaflong-day-trip").pricing;
    if (jaflongPrice.unit === "vehicle") throw new Error("Jaflong is priced per guest");
    expect(jaflong.amount).toBe(guests * jaflongPrice.price);
    expect(pickup.vehicle!.seats).toBeGreaterThanOrEqual(guests);
    expect(whole.total).toBeCloseTo(
      priced.reduce((sum, room) => sum + room.stayTotal + room.placement.nightlyCharge * 3, 0) +
        pickup.amount +
        jaflong.amount,
      2,
    );
    expect(priced.every((room) => room.nights.length === 3)).toBe(true);
  });
});
