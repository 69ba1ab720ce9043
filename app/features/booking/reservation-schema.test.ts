import { describe, expect, it } from "vitest";
import { reservations as reservationsMessages } from "~/locale/reservations";
import { isPhone } from "~/domain/phone";
import { localDayPlus } from "~/domain/calendar-day";
import { createStepSchemas } from "./reservation-schema";
import { partyLimits } from "~/domain/party-limits";
import {
  adultOptions,
  childOptions,
  reservationDefaults,
  type ReservationValues,
} from "./reservation-values";
import { fieldLimits } from "~/domain/field-limits";
import { findRoom, rooms } from "~/content/runtime/rooms";
import { bedsOf, childrenRules } from "~/content/runtime/room-beds";
import { partyWords } from "~/locale/party-words";
import { extraWords } from "~/locale/extra-words";
import { stayExtras } from "~/content/runtime/stay-extras";

const e = reservationsMessages.errors;
const today = new Date(2026, 5, 15); // 15 June 2026
const schemas = createStepSchemas(e, () => today);

/** The first message per field, as the form shows it. Values may be ones the form's types (the
 * schemas' input) rule out, such as a tampered select's. */
function messages(step: 1 | 2 | 3, values: Partial<Record<keyof ReservationValues, unknown>>) {
  const result = schemas[step].safeParse({ ...reservationDefaults, ...values });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    out[key] ??= issue.message;
  }
  return out;
}

const validStay = {
  checkIn: new Date(2026, 5, 20),
  checkOut: new Date(2026, 5, 23),
  roomType: "deluxe",
} as const;

const validGuest = {
  firstName: "Nusrat",
  lastName: "Chowdhury",
  email: "nusrat@example.com",
  phone: "+880 1712-345678",
};

describe("step 1: room selection", () => {
  it("refuses a stay with a night the room is closed, naming it (content/rooms/deluxe.yaml)", () => {
    // The Deluxe Room is closed from the night of 14 January 2027 to the 16th, for refurbishment.
    expect(
      messages(1, {
        ...validStay,
        checkIn: new Date(2027, 0, 12),
        checkOut: new Date(2027, 0, 15),
      }),
    ).toEqual({
      checkOut:
        "The Deluxe Room cannot be booked for the night of 14 January 2027 (Refurbishment). Please choose other dates or another room.",
    });
    expect(
      messages(1, {
        ...validStay,
        checkIn: new Date(2027, 0, 12),
        checkOut: new Date(2027, 0, 14),
      }),
    ).toEqual({});
  });

  it("holds a stay to its season's minimum (Winter: 2 nights)", () => {
    expect(
      messages(1, {
        ...validStay,
        checkIn: new Date(2026, 11, 8),
        checkOut: new Date(2026, 11, 9),
      }),
    ).toEqual({
      checkOut: "Stays arriving in Winter are at least 2 nights. Please choose a later check-out.",
    });
  });

  it("accepts dates, a room and the default guests", () => {
    expect(messages(1, validStay)).toEqual({});
  });

  it("needs both dates and a room", () => {
    expect(messages(1, {})).toEqual({
      checkIn: e.checkInRequired,
      checkOut: e.checkOutRequired,
      roomType: e.roomRequired,
    });
  });

  it("accepts check-in today but not yesterday", () => {
    expect(messages(1, { ...validStay, checkIn: new Date(2026, 5, 15, 18) })).toEqual({});
    expect(messages(1, { ...validStay, checkIn: new Date(2026, 5, 14, 23, 59) })).toEqual({
      checkIn: e.checkInPast,
    });
  });

  it("needs check-out at least one night after check-in", () => {
    expect(messages(1, { ...validStay, checkOut: new Date(2026, 5, 21) })).toEqual({});
    expect(messages(1, { ...validStay, checkOut: new Date(2026, 5, 20) })).toEqual({
      checkOut: e.checkOutOrder,
    });
    expect(messages(1, { ...validStay, checkOut: new Date(2026, 5, 18) })).toEqual({
      checkOut: e.checkOutOrder,
    });
  });

  it("books stays of up to 30 nights", () => {
    expect(
      messages(1, { ...validStay, checkOut: localDayPlus(validStay.checkIn as Date, 30) }),
    ).toEqual({});
    expect(
      messages(1, { ...validStay, checkOut: localDayPlus(validStay.checkIn as Date, 31) }),
    ).toEqual({
      checkOut: e.stayTooLong(30),
    });
  });

  it("takes only rooms of the catalogue (the legacy ids are mapped before they reach the form)", () => {
    expect(messages(1, { ...validStay, roomType: "presidential-suite" })).toEqual({});
    for (const roomType of ["suite", "family", "penthouse", "", "<script>"]) {
      expect(messages(1, { ...validStay, roomType: roomType as "deluxe" })).toEqual({
        roomType: e.roomRequired,
      });
    }
  });

  it("takes a party the room sleeps by the children's policy, and says how many it sleeps", () => {
    const room = findRoom("deluxe")!;
    const beds = bedsOf(room);
    const most = beds.capacity + beds.extraBeds;
    // The oldest age that is still a child, and the first that counts as an adult.
    const child = String(childrenRules.freeUnderAge - 1);
    const adult = String(childrenRules.freeUnderAge);
    const party = (adults: number, ages: string[]) => ({
      ...validStay,
      adults: String(adults),
      children: String(ages.length),
      childAges: ages,
    });
    expect(messages(1, party(1, [child]))).toEqual({});
    // As many as its beds and extra beds sleep, and one more.
    const fill = (count: number) => Array.from({ length: count }, () => child);
    expect(messages(1, party(1, fill(most - 1)))).toEqual({});
    expect(messages(1, party(1, fill(most)))).toEqual({ roomType: e.roomTooSmall(most) });
    // A child of the adults' age counts against the room's adults.
    expect(messages(1, party(beds.adults, [adult]))).toEqual({
      roomType: e.roomTooSmall(beds.adults),
    });
  });

  it("asks each child's age, one a child", () => {
    expect(messages(1, { ...validStay, adults: "1", children: "1", childAges: [""] })).toEqual({
      childAges: partyWords.ageRequired,
    });
    expect(messages(1, { ...validStay, adults: "1", children: "1", childAges: ["18"] })).toEqual({
      childAges: partyWords.ageRequired,
    });
    expect(messages(1, { ...validStay, adults: "1", children: "2", childAges: ["3"] })).toEqual({
      childAges: partyWords.ageRequired,
    });
  });

  it("keeps adults to 1-4 and children to 0-3", () => {
    expect(messages(1, { ...validStay, roomType: "family-suite", adults: "4" })).toEqual({});
    expect(messages(1, { ...validStay, adults: "1", children: "0" })).toEqual({});
    expect(messages(1, { ...validStay, adults: "0" })).toEqual({
      adults: "Please choose between 1 and 4 adults.",
    });
    expect(messages(1, { ...validStay, adults: "5" })).toEqual({
      adults: "Please choose between 1 and 4 adults.",
    });
    expect(messages(1, { ...validStay, children: "4" })).toEqual({
      children: "Please choose between 0 and 3 children.",
    });
    expect(messages(1, { ...validStay, children: "-1" })).toEqual({
      children: "Please choose between 0 and 3 children.",
    });
  });

  it("rejects an invalid date", () => {
    expect(messages(1, { ...validStay, checkIn: new Date(Number.NaN) })).toEqual({
      checkIn: e.checkInRequired,
    });
  });
});

describe("step 1: further rooms", () => {
  const family = { roomType: "family-suite", adults: "2", children: "2", childAges: ["4", "9"] };

  it("takes further rooms of a type each with a party it sleeps, up to the hotel's own count", () => {
    expect(messages(1, { ...validStay, moreRooms: [family] })).toEqual({});
  });

  it("asks each further room's type and children's ages, and refuses a party the room does not sleep", () => {
    expect(messages(1, { ...validStay, moreRooms: [{ ...family, roomType: "" }] })).toEqual({
      moreRooms: partyWords.roomRequired(2),
    });
    expect(messages(1, { ...validStay, moreRooms: [{ ...family, childAges: ["4", ""] }] })).toEqual(
      { moreRooms: partyWords.ageRequired },
    );
    const deluxe = findRoom("deluxe")!;
    const crowd = { roomType: "deluxe", adults: "4", children: "0", childAges: [] };
    expect(messages(1, { ...validStay, moreRooms: [crowd] })).toEqual({
      moreRooms: partyWords.roomUnfit(2, bedsOf(deluxe).adults),
    });
  });

  it("refuses more rooms of a type than the hotel has, naming how many it has", () => {
    // The tests' own hotel's scarcest room (content/rooms/*.yaml, `count`): all of it, then one more.
    const room = [...rooms].sort((a, b) => bedsOf(a).count - bedsOf(b).count)[0]!;
    const { count } = bedsOf(room);
    expect(count).toBeLessThan(4);
    const one = { roomType: room.id, adults: "1", children: "0", childAges: [] };
    const all = Array.from({ length: count - 1 }, () => one);
    expect(messages(1, { ...validStay, roomType: room.id, moreRooms: all })).toEqual({});
    expect(messages(1, { ...validStay, roomType: room.id, moreRooms: [...all, one] })).toEqual({
      moreRooms: partyWords.overCount(room.name, count),
    });
  });

  it("holds every room to its closed nights, and takes no more than four rooms", () => {
    const closed = { checkIn: new Date(2027, 0, 12), checkOut: new Date(2027, 0, 15) };
    const other = { roomType: "deluxe", adults: "2", children: "0", childAges: [] };
    const withDeluxe = messages(1, {
      ...validStay,
      ...closed,
      roomType: "family-suite",
      moreRooms: [other],
    });
    expect(withDeluxe.checkOut).toContain(findRoom("deluxe")!.name);
    expect(messages(1, { ...validStay, moreRooms: [other, other, other, other] })).toHaveProperty(
      "moreRooms",
    );
  });
});

describe("step 2: extras", () => {
  const transfer = stayExtras.find((offer) => offer.needs === "flight")!;
  const trip = stayExtras.find((offer) => offer.needs === "day")!;
  const draft = (patch: Record<string, string>) => ({
    key: patch.id!,
    trip: "",
    guests: "2",
    day: "",
    flight: "",
    time: "",
    bags: "2",
    ...patch,
  });
  const stay = { checkIn: new Date(2026, 5, 20), checkOut: new Date(2026, 5, 23) };

  it("takes a transfer with its flight and time, and a trip on a day of the stay", () => {
    expect(
      messages(2, {
        ...validGuest,
        ...stay,
        extras: [
          draft({ id: transfer.id, trip: "arrival", flight: "bg 601", time: "14:30" }),
          draft({ id: trip.id, day: "2026-06-23" }),
        ],
      }),
    ).toEqual({});
  });

  it("says what each one still needs", () => {
    for (const extra of [
      draft({ id: transfer.id, trip: "arrival", flight: "", time: "14:30" }),
      draft({ id: transfer.id, trip: "departure", flight: "not a flight", time: "14:30" }),
      draft({ id: transfer.id, trip: "arrival", flight: "BG 601", time: "" }),
      draft({ id: trip.id, day: "" }),
      draft({ id: trip.id, day: "2026-06-24" }),
      draft({ id: "gone", day: "2026-06-21" }),
    ])
      expect(messages(2, { ...validGuest, ...stay, extras: [extra] })).toEqual({
        extras: extraWords.incomplete,
      });
  });
});

describe("step 2: guest details", () => {
  it("accepts a complete guest with no special requests", () => {
    expect(messages(2, validGuest)).toEqual({});
  });

  it("names every empty required field", () => {
    expect(messages(2, {})).toEqual({
      firstName: e.firstName,
      lastName: e.lastName,
      email: e.email,
      phone: e.phone,
    });
  });

  it("treats whitespace-only as empty", () => {
    expect(messages(2, { ...validGuest, firstName: "   ", lastName: "\t\n", email: "  " })).toEqual(
      { firstName: e.firstName, lastName: e.lastName, email: e.email },
    );
  });

  it.each([
    "name@example.com",
    "first.last+tag@mail.example.co.uk",
    "  padded@example.com  ",
    "rahim@sylhet.com.bd",
  ])("accepts the e-mail %s", (email) => {
    expect(messages(2, { ...validGuest, email })).toEqual({});
  });

  it.each(["name", "name@", "@example.com", "name@example", "na me@example.com", "a@b.c"])(
    "rejects the e-mail %s",
    (email) => {
      expect(messages(2, { ...validGuest, email })).toEqual({ email: e.email });
    },
  );

  it.each(["+880 1712-345678", "01712345678", "(0821) 716 222", "+৮৮০ ১৭১২ ৩৪৫৬৭৮"])(
    "accepts the phone number %s",
    (phone) => {
      expect(isPhone(phone)).toBe(true);
      expect(messages(2, { ...validGuest, phone })).toEqual({});
    },
  );

  it.each(["12345", "call me", "+880 1712 345678 ext 2", "1234567890123456", "++8801712345678"])(
    "rejects the phone number %s",
    (phone) => {
      expect(messages(2, { ...validGuest, phone })).toEqual({ phone: e.phone });
    },
  );

  it("accepts Bengali script, emoji and apostrophes in names and requests", () => {
    expect(
      messages(2, {
        ...validGuest,
        firstName: "নুসরাত",
        lastName: "O'Brien-চৌধুরী 🌸",
        specialRequests: "নিরামিষ খাবার, please 🙏 — a cot for our baby",
      }),
    ).toEqual({});
  });

  it("accepts markup as plain text (it is only ever rendered as text)", () => {
    const markup = "<script>alert('x')</script><img src=x onerror=alert(1)>";
    const result = schemas[2].safeParse({
      ...reservationDefaults,
      ...validGuest,
      firstName: markup,
      specialRequests: markup,
    });
    expect(result.success).toBe(true);
    expect(result.data?.firstName).toBe(markup);
    expect(result.data?.specialRequests).toBe(markup);
  });

  it("explains overly long entries instead of cutting them off", () => {
    const long = "a".repeat(10_000);
    expect(
      messages(2, {
        ...validGuest,
        firstName: long,
        lastName: long,
        email: `${long}@example.com`,
        phone: "1".repeat(10_000),
        specialRequests: long,
      }),
    ).toEqual({
      firstName: e.tooLong(fieldLimits.name),
      lastName: e.tooLong(fieldLimits.name),
      email: e.tooLong(fieldLimits.email),
      phone: e.tooLong(fieldLimits.phone),
      specialRequests: e.tooLong(fieldLimits.specialRequests),
    });
    expect(
      messages(2, { ...validGuest, specialRequests: "x".repeat(fieldLimits.specialRequests) }),
    ).toEqual({});
  });

  it("trims names, e-mail and phone in the parsed output", () => {
    const result = schemas[2].parse({
      ...reservationDefaults,
      ...validGuest,
      firstName: "  Nusrat ",
      email: " nusrat@example.com ",
    });
    expect(result.firstName).toBe("Nusrat");
    expect(result.email).toBe("nusrat@example.com");
  });
});

describe("step 3: confirmation", () => {
  it("needs the terms ticked", () => {
    expect(messages(3, {})).toEqual({ agreed: e.agreed });
    expect(messages(3, { agreed: true })).toEqual({});
  });

  it("takes either payment method and nothing else", () => {
    expect(messages(3, { agreed: true, paymentMethod: "pay-later" })).toEqual({});
    expect(messages(3, { agreed: true, paymentMethod: "bitcoin" as "pay-later" })).toEqual({
      paymentMethod: e.payment,
    });
  });
});

describe("defaults", () => {
  it("start with no dates or room, 2 adults, 0 children, one room, credit card, not agreed", () => {
    expect(reservationDefaults).toEqual({
      checkIn: null,
      checkOut: null,
      roomType: "",
      adults: "2",
      children: "0",
      childAges: [],
      ratePlan: "flexible",
      moreRooms: [],
      specialRequests: "",
      extras: [],
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      paymentMethod: "credit-card",
      agreed: false,
    });
  });
});

describe("the party choices", () => {
  it("are the ones a stored party is checked against (lib/party's partyLimits)", () => {
    expect(adultOptions.map(Number)).toEqual([1, 2, 3, 4].slice(0, partyLimits.adults));
    expect(adultOptions.at(-1)).toBe(String(partyLimits.adults));
    expect(childOptions[0]).toBe("0");
    expect(childOptions.at(-1)).toBe(String(partyLimits.children));
    expect(childOptions).toHaveLength(partyLimits.children + 1);
  });
});
