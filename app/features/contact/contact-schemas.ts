import * as z from "zod/mini";
import { contactRequests } from "~/locale/contact-requests";
import { stayWords } from "~/locale/stay-words";
import { policies } from "~/content/runtime/policies";
import { earliestTable, partySizes, subjects } from "./contact-options";
import { fieldLimits } from "~/domain/field-limits";
import { requiredText } from "~/components/ui/form/required-text";
import { isTime, localInstant } from "./dates";
import { isIsoDay, isoDayOfLocal, isoDayPlus } from "~/domain/calendar-day";
import { findRoom, roomIds, rooms } from "~/content/runtime/rooms";
import { fitsParty, guestChoices, largestCapacity, partySize } from "~/domain/party";
import { isEmail } from "~/domain/email";
import { isPhone } from "~/domain/phone";
import { MAX_NIGHTS } from "~/domain/stay";
import { stayRefusal } from "~/domain/rates";
import { ratesOf } from "~/content/runtime/room-rates";
import { venueIds, venues } from "~/content/runtime/venues";
import { lastSeatingMinutes, openingHours } from "~/content/runtime/opening-hours";
import { opensOn, seatsAt, type Opening } from "~/domain/opening-hours";

/** The hours a restaurant seats guests, from its services' hours (content/venues, policies). */
export function venueOpenings(venueId: string): Opening[] {
  const venue = venues.find((item) => item.id === venueId);
  return venue ? venue.hours.map((id) => openingHours[id]) : [];
}

// One schema per form, used for its types and its validation. Issue messages are the words a guest
// reads (locales/*/contact-requests.ts `errors`), as in the booking form's and the checkout's
// schemas. zod/mini keeps the chunk small; this module loads only when a guest first uses a form
// (validation.ts).

const e = contactRequests.errors;
const issue = (message: string) => ({ error: message });
/** 1 up to the most any room sleeps: the guests any room's picker offers. */
const guestCounts = guestChoices({ capacity: largestCapacity(rooms) }, "1").choices;
// No `abort` on checks: an aborted issue would also stop the cross-field checks below, hiding
// errors until the next submit. Each field's checks run in order, and a field shows its first issue
// (as React Hook Form does), so an empty field reads "required", not "invalid".
const required = (message: string) => z.minLength(1, issue(message));

const isObject = (payload: { value: unknown }) =>
  typeof payload.value === "object" && payload.value !== null;

const name = requiredText(fieldLimits.name, e.nameRequired, e.nameTooLong);
const email = z.string().check(
  z.trim(),
  required(e.emailRequired),
  // The one e-mail rule, the booking form's and the checkout's (domain/email.ts).
  z.refine(isEmail, issue(e.emailInvalid)),
);
const phone = z
  .string()
  .check(z.trim(), required(e.phoneRequired), z.refine(isPhone, issue(e.phoneInvalid)));
const isoDateField = (requiredMessage: string) =>
  z.string().check(z.trim(), required(requiredMessage), z.refine(isIsoDay, issue(e.dateFormat)));

export const contactSchema = z.object({
  name,
  email,
  phone: z.string().check(
    z.trim(),
    z.refine((value) => value === "" || isPhone(value), issue(e.phoneInvalid)),
  ),
  subject: z.enum(subjects, issue(e.choice)),
  message: requiredText(fieldLimits.message, e.messageRequired, e.messageTooLong),
});

type HotelFields = { roomType: string; checkIn: string; checkOut: string };

/** Hotel request: check-in today or later, check-out at least one night after check-in. */
export function hotelRequestSchema(now: Date) {
  const today = isoDayOfLocal(now);
  return z
    .object({
      name,
      email,
      phone,
      checkIn: isoDateField(e.checkInRequired).check(
        z.refine((value) => value >= today, issue(e.checkInPast)),
      ),
      checkOut: isoDateField(e.checkOutRequired),
      roomType: z.enum(roomIds, issue(e.choice)),
      // 1 up to the most any room sleeps; the chosen room's own limit is checked below.
      guests: z.enum(guestCounts, issue(e.choice)),
    })
    .check(
      z.refine(
        ({ checkIn, checkOut }) => !isIsoDay(checkIn) || !isIsoDay(checkOut) || checkOut > checkIn,
        // `when`: also checked while other fields are still empty, so every error shows at once.
        { ...issue(e.checkOutBeforeCheckIn), path: ["checkOut"], when: isObject },
      ),
      z.refine(
        ({ checkIn, checkOut }) =>
          !isIsoDay(checkIn) || !isIsoDay(checkOut) || checkOut <= isoDayPlus(checkIn, MAX_NIGHTS),
        { ...issue(e.stayTooLong(MAX_NIGHTS)), path: ["checkOut"], when: isObject },
      ),
      // The booking form's stay rules (domain/rates stayRefusal): no closed night, and a season's
      // minimum stay, refused in the booking form's words, which name the nights or the season.
      z.refine(
        ({ roomType, checkIn, checkOut }) => {
          const room = findRoom(roomType);
          return (
            !room ||
            !isIsoDay(checkIn) ||
            !isIsoDay(checkOut) ||
            checkOut <= checkIn ||
            !stayRefusal(ratesOf(room), checkIn, checkOut)
          );
        },
        {
          path: ["checkOut"],
          when: isObject,
          error: (issue) => {
            const { roomType, checkIn, checkOut } = issue.input as HotelFields;
            const room = findRoom(roomType)!;
            return stayWords.refused(room.name, stayRefusal(ratesOf(room), checkIn, checkOut)!);
          },
        },
      ),
      // A room takes a party it fits (domain/party.ts).
      z.refine(
        ({ roomType, guests }) => {
          const room = findRoom(roomType);
          // A number no room is offered with is the guests field's own issue.
          return !room || !guestCounts.includes(guests) || fitsParty(room, partySize(guests));
        },
        { ...issue(e.roomTooSmall), path: ["roomType"], when: isObject },
      ),
    );
}

/**
 * Restaurant request: not in the past, at least the dining notice ahead, on a day the restaurant
 * is open and at a time it seats guests (from opening to its last seating).
 */
export function diningRequestSchema(now: Date) {
  const today = isoDayOfLocal(now);
  const earliest = earliestTable(now);
  const earliestDate = isoDayOfLocal(earliest);
  return z
    .object({
      name,
      email,
      phone,
      date: isoDateField(e.dateRequired).check(
        z.refine((value) => value >= today, issue(e.datePast)),
        z.refine((value) => value >= earliestDate, issue(e.tooSoon(policies.diningNoticeHours))),
      ),
      time: z
        .string()
        .check(z.trim(), required(e.timeRequired), z.refine(isTime, issue(e.timeFormat))),
      restaurant: z.enum(venueIds, issue(e.choice)),
      partySize: z.enum(partySizes, issue(e.choice)),
      requests: z
        .string()
        .check(
          z.trim(),
          z.maxLength(
            fieldLimits.tableRequests,
            issue(e.requestsTooLong(fieldLimits.tableRequests)),
          ),
        ),
    })
    .check(
      z.refine(
        ({ date, time }) =>
          !isIsoDay(date) ||
          !isTime(time) ||
          date < earliestDate ||
          localInstant(date, time) >= earliest,
        { ...issue(e.tooSoon(policies.diningNoticeHours)), path: ["time"], when: isObject },
      ),
      z.refine(
        ({ date, restaurant }) =>
          !isIsoDay(date) ||
          !venueIds.includes(restaurant as never) ||
          opensOn(venueOpenings(restaurant), date),
        { ...issue(e.closedDay), path: ["date"], when: isObject },
      ),
      z.refine(
        ({ date, time, restaurant }) =>
          !isIsoDay(date) ||
          !isTime(time) ||
          !opensOn(venueOpenings(restaurant), date) ||
          seatsAt(venueOpenings(restaurant), date, time, { lastSeating: lastSeatingMinutes }),
        { ...issue(e.timeNotServed), path: ["time"], when: isObject },
      ),
    );
}

export type ContactInput = z.input<typeof contactSchema>;
export type HotelInput = z.input<ReturnType<typeof hotelRequestSchema>>;
export type DiningInput = z.input<ReturnType<typeof diningRequestSchema>>;
