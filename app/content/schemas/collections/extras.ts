// What a guest may add to a stay (docs/spec-decisions.md, "Parties and extras"): an airport
// transfer, day trips: content/extras/<id>.yaml. Each is priced by a unit the domain applies
// (domain/party-stay.ts, extraPrice). The extra bed and the cot are the children's policy's
// (content/policies.yaml), priced where the party is placed.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { text } from "./fields.ts";
import type { ExtraPricing } from "../../../domain/party-stay.ts";

const extraUnits = ["stay", "night", "guest", "guestNight", "vehicle"] as const;
/** What the booking flow asks for an extra: a flight (number and time), a day of the stay, or nothing. */
const extraNeeds = ["flight", "day", "nothing"] as const;

const dollars = (what: string) => z.number().min(0).max(5000).describe(`${what}, in US dollars`);

const Vehicle = z.strictObject({
  name: text('the vehicle, such as "Car" or "Microbus"').meta({ label: "Name" }),
  bn: text("its name in Bengali").meta({ label: "Name in Bengali" }),
  seats: z.number().int().min(1).max(40).describe("how many guests it seats").meta({ label: "Seats" }),
  bags: z.number().int().min(0).max(40).describe("how many suitcases it takes").meta({ label: "Suitcases" }),
  price: dollars("what one trip in it costs").meta({ label: "Price a trip (US dollars)" }),
});

const ExtraWords = z.strictObject({
  name: text("the extra's name, such as \"Jaflong day trip\"", 1, 60).meta({ label: "Name" }),
  description: text("a sentence or two a guest reads before choosing it", 20, 300).meta({
    label: "Description",
  }),
});

const ExtraFacts = z.strictObject({
  order: z.number().int().min(1).describe("its place in the list: 1 comes first").meta({ label: "Place in the list" }),
  unit: z
    .enum(extraUnits)
    .describe(
      "how it is priced: stay (once), night (each night), guest (each guest), guestNight (each guest each night) or vehicle (a trip in the vehicle that fits the party)",
    )
    .meta({ label: "Priced per" }),
  price: dollars("its price for one of its unit (leave empty when priced per vehicle)")
    .optional()
    .meta({ label: "Price (US dollars)" }),
  vehicles: z
    .array(Vehicle)
    .default([])
    .describe("when priced per vehicle: each vehicle, its seats, suitcases and price a trip")
    .meta({ label: "Vehicles" }),
  needs: z
    .enum(extraNeeds)
    .describe("what the guest is asked for it: flight (number and time), day (a day of the stay) or nothing")
    .meta({ label: "Asks the guest for" }),
});

export const ExtraFile = z
  .strictObject({ en: ExtraFacts.extend(ExtraWords.shape), bn: ExtraWords })
  .superRefine(({ en }, context) => {
    if (en.unit === "vehicle" && en.vehicles.length === 0)
      context.addIssue({ code: "custom", message: "priced per vehicle: add the vehicles", path: ["en", "vehicles"] });
    if (en.unit !== "vehicle" && en.price === undefined)
      context.addIssue({ code: "custom", message: `priced per ${en.unit}: give the price`, path: ["en", "price"] });
  });

type ExtraFileData = z.output<typeof ExtraFile>;

export function localizeExtra(id: string, file: ExtraFileData, locale: Locale) {
  const words = file[locale];
  const { order, unit, price = 0, vehicles, needs } = file.en;
  const pricing: ExtraPricing =
    unit === "vehicle"
      ? {
          unit,
          vehicles: vehicles.map((vehicle) => ({
            id: vehicle.name,
            name: locale === "bn" ? vehicle.bn : vehicle.name,
            seats: vehicle.seats,
            bags: vehicle.bags,
            price: vehicle.price,
          })),
        }
      : { unit, price };
  return { id, order, name: words.name, description: words.description, needs, pricing };
}

export const extras = {
  folder: "extras",
  file: ExtraFile,
  localize: localizeExtra,
  editor: {
    label: "Stay extras",
    singular: "Extra",
    description: "What a guest may add to a stay: the airport transfer and its vehicles, day trips. Each with its price and what it is priced per.",
    identifier: "name",
    summary: "{{name}} (per {{unit}})",
    sortable: ["order", "name"],
  },
} as const;

export const extraModules = {
  // The extras a stay may take, where the booking form offers them.
  "stay-extras": {
    collection: "extras",
    pick: ({ id, name, description, needs, pricing }: ReturnType<typeof localizeExtra>) => ({
      id,
      name,
      description,
      needs,
      pricing,
    }),
  },
} as const;
