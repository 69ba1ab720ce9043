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
import { partyLimits } from "~/domain/party-limits";
import { partyWords } from "~/locale/party-words";
import { ageOptions, placementIn, sleepsUpTo } from "./party-fit";
import { draftComplete } from "./extra-drafts";
import { stayExtras } from "~/content/runtime/stay-extras";
import { extraWords } from "~/locale/extra-words";
import {
  adultOptions,
  childOptions,
  paymentMethods,
  ratePlans,
  type ReservationValues,
  type Step,
} from "./reservation-values";
import { fieldLimits } from "~/domain/field-limits";
import { MAX_ROOMS } from "~/domain/party-limits";
import { overCountWords } from "./more-rooms-price";

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
      // Each child's age: "" until chosen, which this step does not take.
      childAges: z
        .array(z.string())
        .check(
          z.refine((ages) => ages.every((age) => ageOptions.includes(age)), partyWords.ageRequired),
        ),
      // The radios offer only these; a forged value falls back to the form's default on restore.
      ratePlan: z.enum(ratePlans),
      // The further rooms, each of a type and with a party of its own (./more-rooms.tsx).
      moreRooms: z
        .array(
          z.object({
            roomType: z.string(),
            adults: z.enum(adultOptions),
            children: z.enum(childOptions),
            childAges: z.array(z.string()),
          }),
        )
        .check(
          z.maxLength(MAX_ROOMS - 1),
          z.superRefine((moreRooms, context) => {
            const issue = moreRoomIssue(moreRooms);
            if (issue) context.issues.push({ code: "custom", input: moreRooms, message: issue });
          }),
        ),
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
      // One age a child.
      z.refine(({ children, childAges }) => childAges.length === Number(children), {
        path: ["childAges"],
        message: partyWords.ageRequired,
      }),
      // A room takes a party it sleeps, by the children's policy and its extra beds and cots
      // (./party-fit): the room cards already refuse one that does not, so this holds for a room
      // chosen by ?room= before the party grew, or any other way.
      z.refine(
        ({ roomType, adults, childAges }) => {
          const room = findRoom(roomType);
          return !room || placementIn(room, adults, childAges) !== null;
        },
        {
          path: ["roomType"],
          error: (issue) => {
            const { roomType, adults, childAges } = issue.input as {
              roomType: string;
              adults: string;
              childAges: string[];
            };
            const room = findRoom(roomType);
            return e.roomTooSmall(room ? sleepsUpTo(room, adults, childAges) : 0);
          },
        },
      ),
      // The nights the hotel has closed, and the season's minimum stay (content/rooms/*.yaml), for
      // every room of the request.
      z.superRefine(({ roomType, moreRooms, checkIn, checkOut }, context) => {
        for (const id of [roomType, ...moreRooms.map((room) => room.roomType)]) {
          const room = findRoom(id);
          const refusal =
            room && stayRefusal(ratesOf(room), isoDayOfLocal(checkIn), isoDayOfLocal(checkOut));
          if (!room || !refusal) continue;
          context.issues.push({
            code: "custom",
            input: checkOut,
            path: ["checkOut"],
            message: words.refused(room.name, refusal),
          });
          return;
        }
      }),
      // No more rooms of a type than the hotel has (content/rooms/*.yaml, `count`).
      z.superRefine(({ roomType, moreRooms }, context) => {
        const message = overCountWords([roomType, ...moreRooms.map((room) => room.roomType)]);
        if (message)
          context.issues.push({ code: "custom", input: moreRooms, path: ["moreRooms"], message });
      }),
    );

  const guestDetails = z
    .object({
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
      // The stay's dates, chosen at step 1: an extra's day is one of them.
      checkIn: z.nullable(z.date()),
      checkOut: z.nullable(z.date()),
      extras: z.array(
        z.object({
          key: z.string(),
          id: z.string(),
          trip: z.enum(["", "arrival", "departure"]),
          guests: z.string(),
          day: z.string(),
          flight: z.string(),
          time: z.string(),
          bags: z.string(),
        }),
      ),
    })
    // Each extra chosen has what it needs: a transfer's way, flight and time, a trip's day within
    // the stay.
    .check(
      z.refine(
        ({ extras, checkIn, checkOut }) =>
          extras.every((draft) => {
            const needs = stayExtras.find((offer) => offer.id === draft.id)?.needs;
            if (!draftComplete(draft, needs)) return false;
            if (needs !== "day" || !checkIn || !checkOut) return true;
            return draft.day >= isoDayOfLocal(checkIn) && draft.day <= isoDayOfLocal(checkOut);
          }),
        { path: ["extras"], message: extraWords.incomplete },
      ),
    );

  const confirmation = z.object({
    paymentMethod: z.enum(paymentMethods, e.payment),
    agreed: z.pipe(z.boolean(e.agreed), z.literal(true, e.agreed)),
  });

  return { 1: roomSelection, 2: guestDetails, 3: confirmation } as const;
}

/** The first thing wrong with the further rooms: a type not chosen, or a party a room does not sleep. */
function moreRoomIssue(
  moreRooms: readonly { roomType: string; adults: string; childAges: readonly string[] }[],
) {
  for (const [index, { roomType, adults, childAges }] of moreRooms.entries()) {
    const room = findRoom(roomType);
    if (!room) return partyWords.roomRequired(index + 2);
    if (childAges.some((age) => !ageOptions.includes(age))) return partyWords.ageRequired;
    if (!placementIn(room, adults, childAges))
      return partyWords.roomUnfit(index + 2, sleepsUpTo(room, adults, childAges));
  }
  return "";
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
