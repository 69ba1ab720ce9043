import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { rooms } from "~/content/runtime/rooms";
import { ratesOf } from "~/content/runtime/room-rates";
import { venues } from "~/content/runtime/venues";
import { contactRequests } from "~/locales/en/contact-requests";
import { stayWords } from "~/locales/en/stay-words";
import { policies } from "~/content/runtime/policies";
import { stayRefusal } from "~/domain/rates";
import { MAX_NIGHTS } from "~/domain/stay";
import { formatDate, formatNumber } from "~/i18n/format";
import { contactDefaults, diningDefaults, earliestTable, hotelDefaults } from "./contact-options";
import { isEmail } from "~/domain/email";
import { isPhone } from "~/domain/phone";
import {
  contactSchema,
  diningRequestSchema,
  hotelRequestSchema,
  venueOpenings,
} from "./contact-schemas";
import { opensOn, tableTimes } from "~/domain/opening-hours";
import { lastSeatingMinutes } from "~/content/runtime/opening-hours";
import { isTime } from "./dates";
import { isIsoDay, isoDayOfLocal, isoDayPlus } from "~/domain/calendar-day";
import { fieldLimits } from "~/domain/field-limits";

const e = contactRequests.errors;

/** The first issue per field, as React Hook Form shows it: `{ email: e.emailInvalid }`. */
function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

const guest = { name: "Rahim Uddin", email: "rahim@example.com", phone: "+880 1711 000000" };
const contact = { ...contactDefaults, ...guest, message: "Do you have a room with a river view?" };
// A fixed clock: Tuesday 10 March 2026, 18:30 local time.
const now = new Date(2026, 2, 10, 18, 30);
const hotel = { ...hotelDefaults, ...guest, checkIn: "2026-03-12", checkOut: "2026-03-14" };
const dining = { ...diningDefaults, ...guest, date: "2026-03-12", time: "19:30" };

describe("contact form schema", () => {
  it("accepts a complete message with the defaults (subject general, no phone)", () => {
    const result = contactSchema.safeParse({ ...contact, phone: "" });
    expect(result.success).toBe(true);
    expect(result.data?.subject).toBe("general");
  });

  it("requires name, email and message, one clear message each", () => {
    expect(errorsOf(contactSchema, contactDefaults)).toEqual({
      name: e.nameRequired,
      email: e.emailRequired,
      message: e.messageRequired,
    });
  });

  it("rejects whitespace-only answers, and trims what it keeps", () => {
    expect(errorsOf(contactSchema, { ...contact, name: "   ", message: " \n\t " })).toEqual({
      name: e.nameRequired,
      message: e.messageRequired,
    });
    const result = contactSchema.safeParse({
      ...contact,
      name: "  Rahim  ",
      email: " r@example.com ",
    });
    expect(result.data?.name).toBe("Rahim");
    expect(result.data?.email).toBe("r@example.com");
  });

  it.each(["guest", "guest@", "guest@example", "gu est@example.com", "@example.com", "a@b.c"])(
    "rejects the e-mail %j",
    (email) => {
      expect(errorsOf(contactSchema, { ...contact, email })).toEqual({ email: e.emailInvalid });
    },
  );

  // One e-mail rule on every form (issue 50: "josé@example.com" was refused here and taken at the
  // booking form and the checkout, "a..b@example.com" the other way round).
  it.each([
    "josé@example.com",
    "a.b+c@sub.domain.bd",
    "a..b@example.com",
    ".a@example.com",
    "guest@example..com",
    "guest@example.c0m",
  ])("judges %j as the booking form and the checkout do (domain/email.ts)", (email) => {
    const refused = errorsOf(contactSchema, { ...contact, email }).email === e.emailInvalid;
    expect(refused).toBe(!isEmail(email));
  });

  it("rejects an e-mail longer than 254 characters", () => {
    const email = `${"a".repeat(250)}@example.com`;
    expect(errorsOf(contactSchema, { ...contact, email })).toEqual({ email: e.emailInvalid });
  });

  it("accepts an optional phone only if it looks like one", () => {
    expect(errorsOf(contactSchema, { ...contact, phone: "call me" })).toEqual({
      phone: e.phoneInvalid,
    });
    expect(errorsOf(contactSchema, { ...contact, phone: "   " })).toEqual({});
  });

  it("only offers the four subjects", () => {
    for (const subject of ["general", "reservation", "feedback", "other"]) {
      expect(errorsOf(contactSchema, { ...contact, subject })).toEqual({});
    }
    expect(errorsOf(contactSchema, { ...contact, subject: "complaint" })).toEqual({
      subject: e.choice,
    });
  });

  it("refuses a 10,000-character message with a clear max-length message; 5,000 is fine", () => {
    expect(errorsOf(contactSchema, { ...contact, message: "a".repeat(10_000) })).toEqual({
      message: e.messageTooLong(fieldLimits.message),
    });
    expect(
      errorsOf(contactSchema, { ...contact, message: "a".repeat(fieldLimits.message) }),
    ).toEqual({});
    expect(e.messageTooLong(fieldLimits.message)).toContain(
      formatNumber(fieldLimits.message, "en-GB"),
    );
    expect(e.requestsTooLong(fieldLimits.tableRequests)).toContain(
      formatNumber(fieldLimits.tableRequests, "en-GB"),
    );
  });

  it("accepts Bengali and emoji as typed", () => {
    const input = { ...contact, name: "রহিম উদ্দিন 🌸", message: "নদীর দিকে একটি ঘর চাই 🙏🏽" };
    const result = contactSchema.safeParse(input);
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe("রহিম উদ্দিন 🌸");
    expect(result.data?.message).toBe("নদীর দিকে একটি ঘর চাই 🙏🏽");
  });

  it("takes markup as plain text, unchanged", () => {
    const message = `<script>alert("hi")</script><img src=x onerror="alert(1)">`;
    const result = contactSchema.safeParse({ ...contact, name: "<b>Rahim</b>", message });
    expect(result.success).toBe(true);
    expect(result.data?.message).toBe(message);
    expect(result.data?.name).toBe("<b>Rahim</b>");
  });
});

describe("phone numbers", () => {
  it.each([
    "+880 1711 234567",
    "01711-234567",
    "(0821) 71 0000",
    "০১৭১১ ২৩৪৫৬৭",
    "+44 20 7946 0958",
  ])("accepts %j", (phone) => expect(isPhone(phone)).toBe(true));
  it.each(["", "12345", "+880 1711 234567 999999", "01711 23456x", "++8801711234567", "☎ 01711"])(
    "rejects %j",
    (phone) => expect(isPhone(phone)).toBe(false),
  );
});

describe("dates", () => {
  it("reads the local calendar date and adds days across months and leap years", () => {
    expect(isoDayOfLocal(now)).toBe("2026-03-10");
    expect(isoDayOfLocal(new Date(2026, 0, 1, 0, 0))).toBe("2026-01-01");
    expect(isoDayPlus("2026-03-31", 1)).toBe("2026-04-01");
    expect(isoDayPlus("2028-02-28", 1)).toBe("2028-02-29");
    expect(isoDayPlus("2026-12-31", 1)).toBe("2027-01-01");
  });
  it("knows real dates and times", () => {
    expect(isIsoDay("2026-02-28")).toBe(true);
    expect(isIsoDay("2026-02-30")).toBe(false);
    expect(isIsoDay("10/03/2026")).toBe(false);
    expect(isTime("19:30")).toBe(true);
    expect(isTime("19:30:00")).toBe(true);
    expect(isTime("24:00")).toBe(false);
    expect(isTime("7pm")).toBe(false);
  });
});

describe("hotel reservation request schema", () => {
  const schema = hotelRequestSchema(now);

  it("accepts a complete request with the defaults (standard room, 2 guests)", () => {
    const result = schema.safeParse(hotel);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ roomType: "standard", guests: "2" });
  });

  it("requires name, email, phone, check-in and check-out, all reported at once", () => {
    expect(errorsOf(schema, hotelDefaults)).toEqual({
      name: e.nameRequired,
      email: e.emailRequired,
      phone: e.phoneRequired,
      checkIn: e.checkInRequired,
      checkOut: e.checkOutRequired,
    });
    expect(errorsOf(schema, { ...hotel, phone: "  " })).toEqual({ phone: e.phoneRequired });
  });

  it("allows check-in today but not yesterday", () => {
    expect(errorsOf(schema, { ...hotel, checkIn: "2026-03-10", checkOut: "2026-03-11" })).toEqual(
      {},
    );
    expect(errorsOf(schema, { ...hotel, checkIn: "2026-03-09", checkOut: "2026-03-11" })).toEqual({
      checkIn: e.checkInPast,
    });
  });

  it("needs check-out at least one night after check-in", () => {
    expect(errorsOf(schema, { ...hotel, checkOut: hotel.checkIn })).toEqual({
      checkOut: e.checkOutBeforeCheckIn,
    });
    expect(errorsOf(schema, { ...hotel, checkOut: "2026-03-11" })).toEqual({
      checkOut: e.checkOutBeforeCheckIn,
    });
    expect(errorsOf(schema, { ...hotel, checkOut: isoDayPlus(hotel.checkIn, 1) })).toEqual({});
    // Still reported while other fields are empty, so the guest sees everything in one go.
    expect(errorsOf(schema, { ...hotel, name: "", checkOut: "2026-03-11" })).toEqual({
      name: e.nameRequired,
      checkOut: e.checkOutBeforeCheckIn,
    });
  });

  it("takes stays of up to 30 nights", () => {
    expect(errorsOf(schema, { ...hotel, checkOut: isoDayPlus(hotel.checkIn, 30) })).toEqual({});
    expect(errorsOf(schema, { ...hotel, checkOut: isoDayPlus(hotel.checkIn, 31) })).toEqual({
      checkOut: e.stayTooLong(MAX_NIGHTS),
    });
  });

  it("rejects dates that do not exist", () => {
    expect(errorsOf(schema, { ...hotel, checkIn: "2026-02-30" })).toEqual({
      checkIn: e.dateFormat,
    });
    expect(errorsOf(schema, { ...hotel, checkOut: "14/03/2026" })).toEqual({
      checkOut: e.dateFormat,
    });
  });

  it("takes the six rooms of the one catalogue, and 1 up to the most a room sleeps", () => {
    for (const room of rooms) {
      expect(errorsOf(schema, { ...hotel, roomType: room.id })).toEqual({});
    }
    expect(rooms).toHaveLength(6);
    expect(errorsOf(schema, { ...hotel, roomType: "superior" })).toEqual({ roomType: e.choice });
    for (const guests of ["1", "2", "3", "4"]) {
      expect(errorsOf(schema, { ...hotel, roomType: "family-suite", guests })).toEqual({});
    }
    for (const guests of ["5", "5+", "0", ""]) {
      expect(errorsOf(schema, { ...hotel, roomType: "family-suite", guests })).toEqual({
        guests: e.choice,
      });
    }
  });

  // The booking form's rules, read from the rooms' content (domain/rates stayRefusal).
  it("refuses a stay over a closed night, and a stay shorter than its season's minimum", () => {
    const later = hotelRequestSchema(new Date(2026, 0, 1));
    const shut = rooms.find((room) => ratesOf(room).closed.length > 0)!;
    const closed = ratesOf(shut).closed[0]!;
    // A week up to the closed night: longer than any season's minimum, so only the night refuses.
    const over = { ...hotel, roomType: shut.id, guests: "1" };
    expect(
      errorsOf(later, { ...over, checkIn: isoDayPlus(closed.from, -7), checkOut: closed.from }),
    ).toEqual({});
    // Refused in the booking form's words, which name the night.
    const overClosed = {
      checkIn: isoDayPlus(closed.from, -7),
      checkOut: isoDayPlus(closed.from, 1),
    };
    expect(errorsOf(later, { ...over, ...overClosed })).toEqual({
      checkOut: stayWords.refused(
        shut.name,
        stayRefusal(ratesOf(shut), overClosed.checkIn, overClosed.checkOut)!,
      ),
    });
    expect(errorsOf(later, { ...over, ...overClosed }).checkOut).toContain(
      formatDate(closed.from, "en-GB"),
    );

    const room = rooms.find((item) => ratesOf(item).seasons.some((season) => season.minNights))!;
    const season = ratesOf(room).seasons.find((item) => item.minNights)!;
    const stay = { ...hotel, roomType: room.id, guests: "1", checkIn: season.from };
    const short = isoDayPlus(season.from, 1);
    const refusal = stayRefusal(ratesOf(room), season.from, short);
    expect(errorsOf(later, { ...stay, checkOut: short })).toEqual(
      season.minNights! > 1 ? { checkOut: stayWords.refused(room.name, refusal!) } : {},
    );
    expect(
      errorsOf(later, { ...stay, checkOut: isoDayPlus(season.from, season.minNights!) }),
    ).toEqual({});
  });

  it("takes a party the room fits", () => {
    const small = rooms.find((room) => room.capacity === 2)!;
    expect(errorsOf(schema, { ...hotel, roomType: small.id, guests: "2" })).toEqual({});
    expect(errorsOf(schema, { ...hotel, roomType: small.id, guests: "3" })).toEqual({
      roomType: e.roomTooSmall,
    });
  });
});

describe("restaurant reservation request schema", () => {
  const schema = diningRequestSchema(now);

  it("accepts a complete request with the defaults (fine dining, party of 2)", () => {
    const result = schema.safeParse(dining);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ restaurant: "fine-dining", partySize: "2" });
  });

  it("requires name, email, phone, date and time", () => {
    expect(errorsOf(schema, diningDefaults)).toEqual({
      name: e.nameRequired,
      email: e.emailRequired,
      phone: e.phoneRequired,
      date: e.dateRequired,
      time: e.timeRequired,
    });
  });

  it("needs the dining notice (24 hours) and no past dates", () => {
    expect(earliestTable(now)).toEqual(new Date(2026, 2, 11, 18, 30));
    expect(errorsOf(schema, { ...dining, date: "2026-03-09" })).toEqual({ date: e.datePast });
    expect(errorsOf(schema, { ...dining, date: "2026-03-10", time: "21:00" })).toEqual({
      date: e.tooSoon(policies.diningNoticeHours),
    });
    expect(errorsOf(schema, { ...dining, date: "2026-03-11", time: "18:00" })).toEqual({
      time: e.tooSoon(policies.diningNoticeHours),
    });
    expect(errorsOf(schema, { ...dining, date: "2026-03-11", time: "18:30" })).toEqual({});
    expect(errorsOf(schema, { ...dining, time: "7.30pm" })).toEqual({ time: e.timeFormat });
  });

  it("takes only a day the restaurant opens and a time it seats guests", () => {
    // Each restaurant's hours as content/ has them, read through the domain: a week from
    // Saturday 14 March 2026, past the dining notice at the fixed clock.
    const week = Array.from({ length: 7 }, (_, day) => isoDayPlus("2026-03-14", day));
    const quarters = Array.from({ length: 96 }, (_, quarter) =>
      [Math.floor(quarter / 4), (quarter % 4) * 15]
        .map((n) => String(n).padStart(2, "0"))
        .join(":"),
    );
    for (const venue of venues) {
      const openings = venueOpenings(venue.id);
      const request = { ...dining, restaurant: venue.id };
      const open = week.find((date) => opensOn(openings, date))!;
      const seatings = tableTimes(openings, open, { lastSeating: lastSeatingMinutes });
      expect(seatings.length).toBeGreaterThan(0);
      for (const time of seatings)
        expect(errorsOf(schema, { ...request, date: open, time })).toEqual({});
      // Any other quarter hour (before opening, between services, after the last seating) is not.
      const others = quarters.filter((time) => !seatings.includes(time));
      expect(others.length).toBeGreaterThan(0);
      for (const time of others)
        expect(errorsOf(schema, { ...request, date: open, time })).toEqual({
          time: e.timeNotServed,
        });
      // A day it is closed is refused for the day; the time is not judged then.
      for (const date of week.filter((day) => !opensOn(openings, day)))
        expect(errorsOf(schema, { ...request, date, time: seatings[0]! })).toEqual({
          date: e.closedDay,
        });
    }
    // At least one restaurant closes one day a week, so the closed day is tried.
    expect(venues.some((venue) => week.some((day) => !opensOn(venueOpenings(venue.id), day)))).toBe(
      true,
    );
  });

  it("offers both restaurants by id and the spec's party sizes", () => {
    expect(venues.map((venue) => venue.id)).toEqual(["fine-dining", "terrace-bistro"]);
    for (const venue of venues) {
      expect(errorsOf(schema, { ...dining, restaurant: venue.id })).toEqual({});
    }
    expect(errorsOf(schema, { ...dining, restaurant: "bar" })).toEqual({ restaurant: e.choice });
    for (const partySize of ["1", "2", "3", "4", "5", "6", "7+"]) {
      expect(errorsOf(schema, { ...dining, partySize })).toEqual({});
    }
    expect(errorsOf(schema, { ...dining, partySize: "8" })).toEqual({ partySize: e.choice });
  });

  it("keeps special requests optional and at most 1,000 characters", () => {
    expect(errorsOf(schema, { ...dining, requests: "" })).toEqual({});
    expect(errorsOf(schema, { ...dining, requests: "জন্মদিন 🎂 <i>window</i>" })).toEqual({});
    expect(
      errorsOf(schema, { ...dining, requests: "x".repeat(fieldLimits.tableRequests + 1) }),
    ).toEqual({
      requests: e.requestsTooLong(fieldLimits.tableRequests),
    });
  });
});
