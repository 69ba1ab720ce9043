// The one set of policies and opening hours: content/policies.yaml. Room pages, the booking form,
// the contact page's FAQ and hours, the dining page and the chat all read it, so a change here
// changes every page that states a time or a rule.
import { z } from "zod";
import { bnDigits, type Locale } from "../../../lib/locale.ts";
import { formatMoney } from "../../../i18n/format.ts";
import { hourIds, type HourId } from "../hour-ids.ts";
import { text } from "./fields.ts";
import { openingProblems, weekDays } from "../../../domain/opening-hours.ts";
import { formatDays, formatTimes } from "./hours-format.ts";
import { clockTime } from "../../../domain/cancellation.ts";

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

const clock = (what: string) =>
  z
    .string()
    .max(5)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, `${what} on the 24-hour clock, such as 17:30`)
    .describe(`${what} on the 24-hour clock, such as 17:30 (midnight at the end of the day is 24:00)`);

/** One service's hours: the days it runs and from–to, checked as the pages will read them. */
const OpeningSchema = z
  .strictObject({
    days: z
      .array(z.enum(weekDays).meta({ label: "Day" }))
      .min(1, "choose at least one day")
      .describe("the days of the week it is open (Friday and Saturday are the weekend)")
      .meta({ label: "Days" }),
    opens: clock("when it opens").meta({ label: "Opens" }),
    closes: clock("when it closes").meta({ label: "Closes" }),
  })
  .superRefine((opening, context) => {
    for (const problem of openingProblems(opening)) context.addIssue({ code: "custom", message: problem });
  });

const Hours = z.strictObject(
  Object.fromEntries(
    hourIds.map((id) => [
      id,
      OpeningSchema.describe(`when ${hourNames[id].toLowerCase()} is open: days and hours`).meta({
        label: hourNames[id],
      }),
    ]),
  ) as Record<HourId, typeof OpeningSchema>,
);

/** The facts the children policy's sentence may name, filled in from the figures below. */
const childrenPolicyFacts = [
  "childrenFreeUnderAge",
  "cotUnderAge",
  "cotNightly",
  "extraBedNightly",
] as const;

const PolicyWords = z.strictObject({
  checkIn: text('the time check-in starts, as guests read it, such as "2:00 PM"').meta({
    label: "Check-in from",
  }),
  checkOut: text('the time check-out ends, such as "12:00 PM"').meta({ label: "Check-out by" }),
  lateCancellationCharge: text(
    'what a late cancellation or a no-show costs, such as "one night"',
  ).meta({ label: "Late cancellation charge" }),
  childrenPolicy: text(
    "the children policy in a sentence or two, as every page states it (room pages, booking form, FAQ, terms, chat); {childrenFreeUnderAge} stands for the age children stay free under, {cotUnderAge} for the cots' age, {cotNightly} and {extraBedNightly} for the cot's and the extra bed's price a night",
    20,
    300,
  )
    .refine(
      (words) => words.includes("{childrenFreeUnderAge}"),
      "it must name the age with {childrenFreeUnderAge}",
    )
    .refine(
      (words) =>
        [...words.matchAll(/\{([^{}]*)\}/g)].every(([, name]) =>
          (childrenPolicyFacts as readonly string[]).includes(name!),
        ),
      `its placeholders are ${childrenPolicyFacts.map((name) => `{${name}}`).join(", ")}`,
    )
    .meta({ label: "Children policy" }),
});

const hoursOf = (what: string) =>
  z.number().int().min(0).max(720).describe(`${what}, a number of hours such as 24`);

const percent = (what: string) =>
  z.number().min(0).max(50).describe(`${what}, a percentage such as 10 (0 for none)`);

/** The charges on a room and the non-refundable rate, as every price of a stay applies them. */
const RateTerms = z.strictObject({
  serviceChargePercent: percent("the service charge on the room").meta({
    label: "Service charge (%)",
  }),
  vatPercent: percent("VAT, charged on the room and its service charge").meta({ label: "VAT (%)" }),
  ratesIncludeCharges: z
    .boolean()
    .describe(
      "true if the room rates the site shows already include the service charge and VAT; false to add them to every total",
    )
    .meta({ label: "Room rates include service charge and VAT" }),
  nonRefundablePercent: z
    .number()
    .min(1)
    .max(50)
    .describe("what the non-refundable rate takes off, a percentage such as 10")
    .meta({ label: "Non-refundable rate discount (%)" }),
});

const PolicyFacts = z.strictObject({
  freeCancellationHours: hoursOf("how long before check-in a booking may be cancelled free").meta({
    label: "Free cancellation up to (hours before check-in)",
  }),
  childrenFreeUnderAge: z
    .number()
    .int()
    .min(0)
    .max(18)
    .describe(
      "the age under which children stay free in the existing bedding, such as 12; from it on a guest counts as an adult",
    )
    .meta({ label: "Children stay free under (years)" }),
  cotUnderAge: z
    .number()
    .int()
    .min(0)
    .max(5)
    .describe("the age under which a child sleeps in a cot, when the room has one, such as 2")
    .meta({ label: "Cots for children under (years)" }),
  cotNightly: z
    .number()
    .min(0)
    .max(200)
    .describe("what a cot costs a night, in US dollars (0 for free)")
    .meta({ label: "Cot price per night (US dollars)" }),
  extraBedNightly: z
    .number()
    .min(0)
    .max(500)
    .describe("what an extra bed costs a night, in US dollars, such as 25")
    .meta({ label: "Extra bed price per night (US dollars)" }),
  pets: z
    .boolean()
    .describe("true if pets may stay; the FAQ's and the terms' words must say the same")
    .meta({ label: "Pets allowed" }),
  diningNoticeHours: hoursOf("how long ahead a table must be booked").meta({
    label: "Table booking notice (hours)",
  }),
  lastSeatingMinutes: z
    .number()
    .int()
    .min(0)
    .max(240)
    .describe("how long before a restaurant closes its last table is seated, in minutes, such as 60")
    .meta({ label: "Last table seated before closing (minutes)" }),
  rates: RateTerms.describe(
    "the service charge, VAT and the non-refundable rate: every price of a stay applies them",
  ).meta({ label: "Charges and rate plans" }),
  hours: Hours.describe(
    "the opening hours of each service and restaurant; the pages write them in each language",
  ).meta({ label: "Opening hours" }),
});

export const PoliciesFile = z
  .strictObject({
    en: PolicyFacts.extend(PolicyWords.shape),
    bn: PolicyWords,
  })
  // The flexible rate's deadline counts back from the English check-in time (domain/cancellation).
  .refine((file) => clockTime(file.en.checkIn) !== null, {
    message: 'write the time as "2:00 PM": hours, minutes, then AM or PM',
    path: ["en", "checkIn"],
  })
  .refine((file) => file.en.cotUnderAge <= file.en.childrenFreeUnderAge, {
    message: "cots are for children younger than those who stay free: lower the cots' age",
    path: ["en", "cotUnderAge"],
  });

type PoliciesFileData = z.output<typeof PoliciesFile>;

export function localizePolicies(id: string, file: PoliciesFileData, locale: Locale) {
  const {
    freeCancellationHours,
    childrenFreeUnderAge,
    cotUnderAge,
    cotNightly,
    extraBedNightly,
    pets,
    diningNoticeHours,
    lastSeatingMinutes,
    hours,
    rates,
  } = file.en;
  const { checkIn, checkOut, lateCancellationCharge, childrenPolicy } = file[locale];
  const age = (years: number) => (locale === "bn" ? bnDigits(years) : String(years));
  const money = (dollars: number) => formatMoney(dollars, locale === "bn" ? "bn-BD" : "en-GB");
  const facts: Record<(typeof childrenPolicyFacts)[number], string> = {
    childrenFreeUnderAge: age(childrenFreeUnderAge),
    cotUnderAge: age(cotUnderAge),
    cotNightly: money(cotNightly),
    extraBedNightly: money(extraBedNightly),
  };
  return {
    id,
    order: 0,
    policies: {
      freeCancellationHours,
      childrenFreeUnderAge,
      pets,
      diningNoticeHours,
      checkIn,
      checkOut,
      lateCancellationCharge,
    },
    // Who sleeps where and what it costs a night (domain/party-stay.ts).
    childrenRules: { freeUnderAge: childrenFreeUnderAge, cotUnderAge, cotNightly, extraBedNightly },
    // The one wording of the children policy, its figures filled in (its own module: not the shell's).
    childrenPolicy: childrenPolicy.replace(
      /\{([^{}]*)\}/g,
      (_, name: (typeof childrenPolicyFacts)[number]) => facts[name],
    ),
    // As the pages state them, in this language.
    hours: hourIds.map((hourId) => ({
      id: hourId,
      days: formatDays(hours[hourId].days, locale),
      time: formatTimes(hours[hourId], locale),
    })),
    // As the rules read them: the table request's times.
    schedule: { hours, lastSeatingMinutes },
    // As a stay's price applies them (domain/stay-quote.ts).
    rateTerms: {
      taxes: {
        serviceChargePercent: rates.serviceChargePercent,
        vatPercent: rates.vatPercent,
        included: rates.ratesIncludeCharges,
      },
      nonRefundablePercent: rates.nonRefundablePercent,
      // The flexible rate: free cancellation until these hours before check-in starts.
      freeCancellation: { hours: freeCancellationHours, checkInTime: clockTime(file.en.checkIn)! },
    },
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
  // Every page's words for the hours; the rules' data only where a rule reads it.
  policies: {
    collection: "policies",
    pick: ({
      /* eslint-disable @typescript-eslint/no-unused-vars */
      schedule,
      childrenPolicy,
      childrenRules,
      rateTerms,
      /* eslint-enable @typescript-eslint/no-unused-vars */
      ...entry
    }: ReturnType<typeof localizePolicies>) => entry,
  },
  // The children policy's one sentence, for the pages and the chat that state it (room pages,
  // the booking form, the chat); not in the policies every page's shell carries.
  "children-policy": {
    collection: "policies",
    pick: (entry: ReturnType<typeof localizePolicies>) => entry.childrenPolicy,
  },
  // Who sleeps where and what it costs a night, where a party is placed (the booking form).
  "children-rules": {
    collection: "policies",
    pick: (entry: ReturnType<typeof localizePolicies>) => entry.childrenRules,
  },
  // What a stay's price adds and takes off, where a stay is priced (the booking form).
  "rate-terms": {
    collection: "policies",
    pick: (entry: ReturnType<typeof localizePolicies>) => entry.rateTerms,
  },
  "opening-hours": {
    collection: "policies",
    pick: (entry: ReturnType<typeof localizePolicies>) => entry.schedule,
  },
} as const;
