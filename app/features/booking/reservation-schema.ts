import { z } from "zod/mini";
import { firstIssues } from "~/components/ui/form/first-issues";
import { requiredText as required } from "~/components/ui/form/required-text";
import type { Issues } from "~/components/ui/form/request-form";
import { findRoom, roomIds } from "~/content/runtime/rooms";
import type { reservations as reservationsMessages } from "~/locale/reservations";
import { isEmail } from "~/domain/email";
import { isPhone } from "~/domain/phone";
import { countNights, isBeforeDay, MAX_NIGHTS } from "~/domain/stay";
import { isoDayOfLocal, localDayPlus } from "~/domain/calendar-day";
import { stayRefusal } from "~/domain/rates";
import { ratesOf } from "~/content/runtime/room-rates";
import { stayWords as words } from "~/locale/stay-words";
import { fitsParty, partySize } from "~/domain/party";
import { partyLimits } from "~/domain/party-limits";
import {
  adultOptions,
  childOptions,
  paymentMethods,
  ratePlans,
  type ReservationValues,
  type Step,
} from "./reservation-values";
import { fieldLimits } from "~/domain/field-limits";

// zod/mini: the same checks as classic zod at a fraction of the weight. This module is loaded on
// first use (see reservation-form.tsx).

type Errors = (typeof reservationsMessages)["errors"];

/**
 * One schema per step. `today` is read when a step is checked, so a page left open past midnight
 * does not accept yesterday.
 */
export function createStepSchemas(e: Errors, today: () => Date = () => new Date()) {
  const requiredText = (max: number, message: string) => required(max, message, e.tooLong);

  // The form holds null and "" until the guest chooses; each of these takes the form's empty value
  // in (so the form's types are the schemas' input) and gives out only a real choice.
  const chosenDate = (message: string) => z.pipe(z.nullable(z.date(message)), z.date(message));

  const roomSelection = z
    .object({
      checkIn: chosenDate(e.checkInRequired).check(
        z.refine((date) => !isBeforeDay(date, today()), e.checkInPast),
      ),
      checkOut: chosenDate(e.checkOutRequired),
      roomType: z.pipe(z.enum(["", ...roomIds], e.roomRequired), z.enum(roomIds, e.roomRequired)),
      adults: z.enum(adultOptions, e.adults(partyLimits.adults)),
      children: z.enum(childOptions, e.children(partyLimits.children)),
      // The radios offer only these; a forged value falls back to the form's default on restore.
      ratePlan: z.enum(ratePlans),
    })
    .check(
      z.refine(({ checkIn, checkOut }) => !isBeforeDay(checkOut, localDayPlus(checkIn, 1)), {
        path: ["checkOut"],
        message: e.checkOutOrder,
      }),
      z.refine(({ checkIn, checkOut }) => countNights(checkIn, checkOut) <= MAX_NIGHTS, {
        path: ["checkOut"],
        message: e.stayTooLong(MAX_NIGHTS),
      }),
      // A room takes a party it fits (lib/party.ts): the room cards already refuse a room too small,
      // so this holds for a room chosen by ?room= before the party grew, or any other way.
      z.refine(
        ({ roomType, adults, children }) => {
          const room = findRoom(roomType);
          return !room || fitsParty(room, partySize(adults, children), partySize(adults));
        },
        {
          path: ["roomType"],
          error: (issue) =>
            e.roomTooSmall(findRoom((issue.input as { roomType: string }).roomType)?.capacity ?? 0),
        },
      ),
      // The nights the hotel has closed, and the season's minimum stay (content/rooms/*.yaml).
      z.refine(
        ({ roomType, checkIn, checkOut }) => {
          const room = findRoom(roomType);
          return (
            !room || !stayRefusal(ratesOf(room), isoDayOfLocal(checkIn), isoDayOfLocal(checkOut))
          );
        },
        {
          path: ["checkOut"],
          error: (issue) => {
            const { roomType, checkIn, checkOut } = issue.input as {
              roomType: string;
              checkIn: Date;
              checkOut: Date;
            };
            const room = findRoom(roomType)!;
            return words.refused(
              room.name,
              stayRefusal(ratesOf(room), isoDayOfLocal(checkIn), isoDayOfLocal(checkOut))!,
            );
          },
        },
      ),
    );

  const guestDetails = z.object({
    firstName: requiredText(fieldLimits.name, e.firstName),
    lastName: requiredText(fieldLimits.name, e.lastName),
    email: z
      .string()
      .check(
        z.trim(),
        z.maxLength(fieldLimits.email, e.tooLong(fieldLimits.email)),
        z.refine(isEmail, e.email),
      ),
    phone: z
      .string()
      .check(
        z.trim(),
        z.maxLength(fieldLimits.phone, e.tooLong(fieldLimits.phone)),
        z.refine(isPhone, e.phone),
      ),
    specialRequests: z
      .string()
      .check(z.maxLength(fieldLimits.specialRequests, e.tooLong(fieldLimits.specialRequests))),
  });

  const confirmation = z.object({
    paymentMethod: z.enum(paymentMethods, e.payment),
    agreed: z.pipe(z.boolean(e.agreed), z.literal(true, e.agreed)),
  });

  return { 1: roomSelection, 2: guestDetails, 3: confirmation } as const;
}

export type StepSchemas = ReturnType<typeof createStepSchemas>;

const schemasByCatalogue = new WeakMap<Errors, StepSchemas>();

/**
 * The check of one step: only its fields, each field's first issue (the form goes on with every
 * value the guest entered, so the last step confirms with all of them). The schemas are built
 * once per message catalogue.
 */
export function checkStep(step: Step, errors: Errors) {
  let schemas = schemasByCatalogue.get(errors);
  if (!schemas) {
    schemas = createStepSchemas(errors);
    schemasByCatalogue.set(errors, schemas);
  }
  const schema = schemas[step];
  return (values: ReservationValues): Issues<ReservationValues> =>
    firstIssues<ReservationValues>(schema.safeParse(values));
}
