// The hotel's services as facts: content/services.yaml, the one place that says how guests park,
// which airport the transfers meet and that the food is halal. The chat quotes them ({parking},
// {airport}, {halal} in content/chat.yaml); a page that states one should read it from here too.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { text } from "./fields.ts";

const ServiceWords = z.strictObject({
  parking: text(
    'how guests park, one or two sentences as guests read them, such as "We have valet parking at the main entrance."',
    10,
    200,
  ).meta({ label: "Parking" }),
  airport: text('the airport guests fly into, such as "Osmani International Airport"', 3, 80).meta({
    label: "Airport",
  }),
  halal: text(
    'one sentence on the food being halal, as guests read it, such as "All the food we serve is halal."',
    10,
    200,
  ).meta({ label: "Halal food" }),
});

/** How far the airport is, as figures (the chat states them; the words say the airport's name). */
const ServiceFacts = z.strictObject({
  airportKm: z
    .number()
    .positive()
    .max(500)
    .describe("the distance from the airport to the hotel by road, in kilometres, such as 8")
    .meta({ label: "Airport distance (km)" }),
  airportMinutes: z
    .number()
    .int()
    .min(1)
    .max(600)
    .describe("the usual drive from the airport to the hotel, in minutes, such as 20")
    .meta({ label: "Airport drive (minutes)" }),
});

export const ServicesFile = z.strictObject({
  en: ServiceFacts.extend(ServiceWords.shape),
  bn: ServiceWords,
});

type ServicesFileData = z.output<typeof ServicesFile>;

export function localizeServices(id: string, file: ServicesFileData, locale: Locale) {
  const { parking, airport, halal } = file[locale];
  const { airportKm, airportMinutes } = file.en;
  return { id, order: 0, parking, airport, halal, airportKm, airportMinutes };
}

export const services = {
  folder: "",
  only: "services",
  file: ServicesFile,
  localize: localizeServices,
  editor: { label: "Services: parking, the airport, halal food", create: false },
} as const;

export const serviceModules = {
  services: {
    collection: "services",
    pick: ({
      parking,
      airport,
      halal,
      airportKm,
      airportMinutes,
    }: ReturnType<typeof localizeServices>) => ({
      parking,
      airport,
      halal,
      airportKm,
      airportMinutes,
    }),
  },
} as const;
