// The one set of policies and opening hours: content/policies.yaml. Room pages, the booking form,
// the contact page's FAQ and hours, the dining page and the chat all read it, so a change here
// changes every page that states a time or a rule.
import { z } from "zod";
import type { Locale } from "../../lib/locale";
import { hourIds, type HourId } from "../hour-ids.ts";
import { text } from "./fields.ts";

export { hourIds };

const hourNames: Record<HourId, string> = {
  frontDesk: "Front desk",
  concierge: "Concierge",
  roomService: "Room service",
  fineDining: "Fine dining restaurant, dinner",
  terraceLunch: "Terrace Bistro, lunch",
  terraceDinner: "Terrace Bistro, dinner",
  bar: "Bar & Lounge",
  breakfastWeekdays: "Breakfast, weekdays",
  breakfastWeekends: "Breakfast, weekends",
};

const Hours = z.strictObject(
  Object.fromEntries(
    hourIds.map((id) => [
      id,
      z
        .strictObject({
          days: text('the days, such as "Every day" or "Tuesday – Sunday"').meta({ label: "Days" }),
          time: text('the hours, such as "7:00 AM – 11:00 PM" or "24 hours"').meta({
            label: "Hours",
          }),
        })
        .describe(`when ${hourNames[id].toLowerCase()} is open: days and hours`)
        .meta({ label: hourNames[id] }),
    ]),
  ) as Record<HourId, z.ZodObject<{ days: z.ZodString; time: z.ZodString }, z.core.$strict>>,
);

const PolicyWords = z.strictObject({
  checkIn: text('the time check-in starts, as guests read it, such as "2:00 PM"').meta({
    label: "Check-in from",
  }),
  checkOut: text('the time check-out ends, such as "12:00 PM"').meta({ label: "Check-out by" }),
  lateCancellationCharge: text(
    'what a late cancellation or a no-show costs, such as "one night"',
  ).meta({ label: "Late cancellation charge" }),
  hours: Hours.describe("the opening hours of each service and restaurant").meta({
    label: "Opening hours",
  }),
});

const hoursOf = (what: string) =>
  z.number().int().min(0).max(720).describe(`${what}, a number of hours such as 24`);

const PolicyFacts = z.strictObject({
  freeCancellationHours: hoursOf("how long before check-in a booking may be cancelled free").meta({
    label: "Free cancellation up to (hours before check-in)",
  }),
  childrenFreeUnderAge: z
    .number()
    .int()
    .min(0)
    .max(18)
    .describe("the age under which children stay free, such as 12")
    .meta({ label: "Children stay free under (years)" }),
  pets: z
    .boolean()
    .describe("true if pets may stay; the FAQ's and the terms' words must say the same")
    .meta({ label: "Pets allowed" }),
  diningNoticeHours: hoursOf("how long ahead a table must be booked").meta({
    label: "Table booking notice (hours)",
  }),
});

export const PoliciesFile = z.strictObject({
  en: PolicyFacts.extend(PolicyWords.shape),
  bn: PolicyWords,
});

type PoliciesFileData = z.output<typeof PoliciesFile>;

export function localizePolicies(id: string, file: PoliciesFileData, locale: Locale) {
  const { freeCancellationHours, childrenFreeUnderAge, pets, diningNoticeHours } = file.en;
  const { hours, ...words } = file[locale];
  return {
    id,
    order: 0,
    policies: {
      freeCancellationHours,
      childrenFreeUnderAge,
      pets,
      diningNoticeHours,
      ...words,
    },
    hours: hourIds.map((hourId) => ({ id: hourId, ...hours[hourId] })),
  };
}

export const policies = {
  folder: "",
  only: "policies",
  file: PoliciesFile,
  localize: localizePolicies,
  editor: { label: "Policies and opening hours", create: false },
} as const;

export const policyModules = {
  policies: {
    collection: "policies",
    pick: (entry: ReturnType<typeof localizePolicies>) => entry,
  },
} as const;
