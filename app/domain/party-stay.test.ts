import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_CHILD_AGE,
  childKind,
  extraPrice,
  overCount,
  placeParty,
  requestTotal,
  roomsFor,
  type ChildrenRules,
  type ExtraPricing,
  type RoomBeds,
  type RoomParty,
} from "./party-stay";

// Generated cases: a fixed seed in `npm test` (the same cases every run); `npm run test:heavy`
// runs many more on a new seed (FC_SEED, FC_RUNS), which it prints to replay.
const runs = {
  seed: Number(process.env.FC_SEED ?? 1),
  numRuns: Number(process.env.FC_RUNS ?? 300),
};

const rulesArb: fc.Arbitrary<ChildrenRules> = fc
  .record({
    cotUnderAge: fc.integer({ min: 0, max: 4 }),
    freeUnderAge: fc.integer({ min: 0, max: 18 }),
    cotNightly: fc.integer({ min: 0, max: 50 }),
    extraBedNightly: fc.integer({ min: 0, max: 80 }),
  })
  .map((rules) => ({ ...rules, freeUnderAge: Math.max(rules.freeUnderAge, rules.cotUnderAge) }));

const roomArb: fc.Arbitrary<RoomBeds> = fc
  .record({
    capacity: fc.integer({ min: 1, max: 8 }),
    adults: fc.integer({ min: 1, max: 8 }),
    extraBeds: fc.integer({ min: 0, max: 3 }),
    cots: fc.integer({ min: 0, max: 2 }),
  })
  .map((room) => ({ ...room, adults: Math.min(room.adults, room.capacity) }));

const partyArb: fc.Arbitrary<RoomParty> = fc.record({
  adults: fc.integer({ min: 0, max: 6 }),
  childAges: fc.array(fc.integer({ min: 0, max: MAX_CHILD_AGE }), { maxLength: 6 }),
});

/** Counted here without the module's help: who is an adult, who needs a bed, who a cot. */
function headcount(party: RoomParty, rules: ChildrenRules) {
  const adults = party.adults + party.childAges.filter((age) => age >= rules.freeUnderAge).length;
  const infants = party.childAges.filter(
    (age) => age < Math.min(rules.cotUnderAge, rules.freeUnderAge),
  ).length;
  return { adults, infants, people: party.adults + party.childAges.length };
}

describe("placeParty", () => {
  it("never places a party in a room that does not sleep it", () => {
    fc.assert(
      fc.property(roomArb, partyArb, rulesArb, (room, party, rules) => {
        const placement = placeParty(room, party, rules);
        const { adults, infants, people } = headcount(party, rules);
        const inCots = Math.min(infants, room.cots);
        const sleeps =
          party.adults >= 1 &&
          adults <= room.adults &&
          people - inCots <= room.capacity + room.extraBeds;
        expect(placement !== null).toBe(sleeps);
        if (!placement) return;
        expect(placement.cots).toBe(inCots);
        expect(placement.inBeds + placement.cots).toBe(people);
        expect(placement.extraBeds).toBe(Math.max(0, people - inCots - room.capacity));
        expect(placement.nightlyCharge).toBeCloseTo(
          placement.extraBeds * rules.extraBedNightly + placement.cots * rules.cotNightly,
          2,
        );
      }),
      runs,
    );
  });

  const rules: ChildrenRules = {
    cotUnderAge: 2,
    freeUnderAge: 12,
    cotNightly: 5,
    extraBedNightly: 30,
  };
  const familySuite: RoomBeds = { capacity: 4, adults: 3, extraBeds: 1, cots: 1 };

  it("names each age's kind by the policy", () => {
    expect([0, 1, 2, 11, 12, 17].map((age) => childKind(age, rules))).toEqual([
      "cot",
      "cot",
      "child",
      "child",
      "adult",
      "adult",
    ]);
  });

  it("children of 4 and 9 with two adults fill the beds, free", () => {
    expect(placeParty(familySuite, { adults: 2, childAges: [4, 9] }, rules)).toEqual({
      adults: 2,
      inBeds: 4,
      cots: 0,
      extraBeds: 0,
      nightlyCharge: 0,
    });
  });

  it("a fifth guest takes the extra bed, an infant the cot, each at its price a night", () => {
    expect(placeParty(familySuite, { adults: 2, childAges: [4, 9, 6, 1] }, rules)).toEqual({
      adults: 2,
      inBeds: 5,
      cots: 1,
      extraBeds: 1,
      nightlyCharge: 35,
    });
  });

  it("a child of 12 counts as an adult, and a room's adults are a limit", () => {
    expect(placeParty(familySuite, { adults: 3, childAges: [12] }, rules)).toBeNull();
    expect(placeParty(familySuite, { adults: 2, childAges: [12] }, rules)?.adults).toBe(3);
  });

  it("offers only the rooms that sleep the party", () => {
    const rooms = [
      { id: "standard", capacity: 2, adults: 2, extraBeds: 0, cots: 1 },
      { id: "family", ...familySuite },
    ];
    const party = { adults: 2, childAges: [4, 9] };
    expect(roomsFor(rooms, party, rules).map((room) => room.id)).toEqual(["family"]);
    expect(roomsFor(rooms, { adults: 2, childAges: [1] }, rules).map((room) => room.id)).toEqual([
      "standard",
      "family",
    ]);
  });
});

describe("overCount", () => {
  it("names the room types asked for more often than the hotel has them", () => {
    const count = (roomId: string) => ({ deluxe: 2, suite: 1 })[roomId] ?? 0;
    expect(overCount(["deluxe", "suite", "deluxe"], count)).toEqual([]);
    expect(overCount(["suite", "deluxe", "suite"], count)).toEqual(["suite"]);
    expect(overCount(["garden"], count)).toEqual(["garden"]);
  });
});

describe("extraPrice", () => {
  const price = fc.integer({ min: 0, max: 500 });
  const nights = fc.integer({ min: 1, max: 30 });
  const guests = fc.integer({ min: 1, max: 16 });

  it("per guest per night over N nights for G guests costs N × G × the price", () => {
    fc.assert(
      fc.property(price, nights, guests, (each, n, g) => {
        expect(
          extraPrice({ unit: "guestNight", price: each }, { nights: n, guests: g })?.amount,
        ).toBe(n * g * each);
      }),
      runs,
    );
  });

  it("per stay, per night and per guest count what they say", () => {
    fc.assert(
      fc.property(price, nights, guests, (each, n, g) => {
        const use = { nights: n, guests: g };
        expect(extraPrice({ unit: "stay", price: each }, use)?.amount).toBe(each);
        expect(extraPrice({ unit: "night", price: each }, use)?.amount).toBe(n * each);
        expect(extraPrice({ unit: "guest", price: each }, use)?.amount).toBe(g * each);
      }),
      runs,
    );
  });

  const transfer: ExtraPricing = {
    unit: "vehicle",
    vehicles: [
      { id: "microbus", name: "Microbus", seats: 10, bags: 10, price: 60 },
      { id: "car", name: "Car", seats: 3, bags: 3, price: 25 },
      { id: "suv", name: "SUV", seats: 6, bags: 5, price: 40 },
    ],
  };

  it("a transfer takes the cheapest vehicle with seats for the party and room for its bags", () => {
    expect(extraPrice(transfer, { nights: 3, guests: 2 })).toMatchObject({
      amount: 25,
      vehicle: { id: "car" },
    });
    expect(extraPrice(transfer, { nights: 3, guests: 6, bags: 4 })?.vehicle?.id).toBe("suv");
    expect(extraPrice(transfer, { nights: 3, guests: 3, bags: 6 })?.vehicle?.id).toBe("microbus");
    expect(extraPrice(transfer, { nights: 3, guests: 11 })).toBeNull();
  });
});

describe("requestTotal", () => {
  const money = fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100);
  const roomArbPriced = fc.record({
    stayTotal: money,
    placement: fc.record({
      adults: fc.constant(2),
      inBeds: fc.constant(2),
      cots: fc.constant(0),
      extraBeds: fc.constant(0),
      nightlyCharge: fc.integer({ min: 0, max: 10_000 }).map((cents) => cents / 100),
    }),
  });

  it("is never below zero, is each room's and extra's sum, and ignores the order they came in", () => {
    fc.assert(
      fc.property(
        fc.array(roomArbPriced, { minLength: 1, maxLength: 4 }),
        fc.array(money, { maxLength: 5 }),
        nightsArb,
        (rooms, extras, n) => {
          const whole = requestTotal(rooms, n, extras);
          expect(whole.total).toBeGreaterThanOrEqual(0);
          expect(requestTotal([...rooms].reverse(), n, [...extras].reverse()).total).toBe(
            whole.total,
          );
          const byHand =
            rooms.reduce(
              (sum, room) => sum + room.stayTotal + room.placement.nightlyCharge * n,
              0,
            ) + extras.reduce((sum, amount) => sum + amount, 0);
          expect(whole.total).toBeCloseTo(byHand, 2);
        },
      ),
      runs,
    );
  });
});

const nightsArb = fc.integer({ min: 1, max: 30 });
