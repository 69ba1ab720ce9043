// The hotel's identity and contact block: content/site.yaml, the one place that states its name,
// address, phone numbers, e-mail addresses, map position and social pages. Every page shows some
// of it (the header, the footer, the search results' titles), so it is a small shell module.
import { z } from "zod";
import { deliveryAddressPattern, deliveryKinds, type DeliverySetting } from "../../../domain/delivery-setting.ts";
import type { Locale } from "../../../lib/locale";
import { text } from "./fields.ts";

const phone = (whose: string) =>
  z
    .string()
    .trim()
    .regex(/^\+880[\d ]+$/, "a Bangladeshi number starting +880")
    .describe(`${whose}, written +880 then digits and spaces, such as "+880 1711 234567"`);

const email = (whose: string) =>
  z.email("an e-mail address").describe(`${whose}, such as "stay@example.com"`);

const SiteWords = z.strictObject({
  name: text("the hotel's full name, as search results and the contact page show it").meta({
    label: "Name",
  }),
  shortName: text("the name in the logo, without the word hotel", 1, 30).meta({
    label: "Name in the logo",
  }),
  tagline: text('the small line under the logo, such as "Hotel · Sylhet"', 1, 30).meta({
    label: "Line under the logo",
  }),
  city: text("the city, as sentences name it").meta({ label: "City" }),
  address: z
    .strictObject({
      street: text("the house, road and area").meta({ label: "Street" }),
      locality: text("the city or town of the postal address").meta({ label: "City" }),
      postalCode: text("the postal code").meta({ label: "Postal code" }),
      country: text("the country").meta({ label: "Country" }),
    })
    .describe("the postal address: street, city, postal code and country")
    .meta({ label: "Address" }),
});

const SiteFacts = z.strictObject({
  origin: z
    .url()
    .regex(/^https:\/\/[^/]+$/, "an https address without a path")
    .describe('the site\'s address, for links search engines keep, such as "https://www.example.com"')
    .meta({ label: "Site address" }),
  established: z
    .number()
    .int()
    .min(1900)
    .max(2100)
    .describe("the year the hotel opened, such as 2023")
    .meta({ label: "Year opened" }),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, "two capital letters")
    .describe('the country\'s two-letter code, such as "BD"')
    .meta({ label: "Country code" }),
  takaPerDollar: z
    .number()
    .positive()
    .max(1000)
    .describe("how many taka the hotel counts for one US dollar, such as 122")
    .meta({ label: "Taka per dollar" }),
  takaRateDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD")
    .describe('the day that rate was set, written YYYY-MM-DD, such as "2026-11-01"')
    .meta({ label: "Taka rate set on" }),
  phone: phone("the front desk's number").meta({ label: "Phone" }),
  email: email("the address guests write to").meta({ label: "E-mail" }),
  coordinatorPhone: phone("the accessibility coordinator's number").meta({
    label: "Accessibility coordinator's phone",
  }),
  coordinatorEmail: email("the accessibility coordinator's address").meta({
    label: "Accessibility coordinator's e-mail",
  }),
  geo: z
    .strictObject({
      latitude: z.number().min(-90).max(90).describe("degrees north, such as 24.8975").meta({
        label: "Latitude",
      }),
      longitude: z.number().min(-180).max(180).describe("degrees east, such as 91.8715").meta({
        label: "Longitude",
      }),
    })
    .describe("the hotel's position on the map, for the map link")
    .meta({ label: "Map position" }),
  social: z
    .array(
      z.strictObject({
        name: z
          .enum(["Facebook", "Instagram", "Twitter", "YouTube", "LinkedIn"])
          .describe("the network: Facebook, Instagram, Twitter, YouTube or LinkedIn")
          .meta({ label: "Network" }),
        href: z.url().describe("the page's full address, starting https://").meta({
          label: "Address",
        }),
      }),
    )
    .describe("the hotel's pages on social networks, in the footer's order")
    .meta({ label: "Social pages" }),
});

/**
 * Where confirmed requests go (docs/spec-decisions.md: "Delivery", off by default): nowhere, the host's
 * own form collection (Netlify), or an https address that accepts a form or JSON post.
 */
const RequestDelivery = z
  .strictObject({
    to: z
      .string()
      .trim()
      .refine(
        (to) => to === "" || to === "netlify" || deliveryAddressPattern.test(to),
        'empty (off), the word netlify, or an https address such as "https://formspree.io/f/abcd1234"',
      )
      .optional()
      .describe(
        'empty to send nothing (guests send their requests themselves), "netlify" for the host\'s own form collection, or the https address of a form service, such as "https://formspree.io/f/abcd1234"',
      )
      .meta({ label: "Send requests to" }),
    format: z
      .enum(["json", "form"])
      .describe("how that address takes a request: json, or form (an ordinary form post)")
      .meta({ label: "As" }),
    kinds: z
      .array(z.enum(deliveryKinds))
      .describe("which requests are sent: stays, tables, enquiries, orders")
      .meta({ label: "Which requests" }),
  })
  .describe("where the requests guests confirm are sent; off when no address is given")
  .meta({ label: "Requests to the hotel" });

export const SiteFile = z.strictObject({
  en: SiteFacts.extend(SiteWords.shape).extend({ requestDelivery: RequestDelivery }),
  bn: SiteWords,
});

type SiteFileData = z.output<typeof SiteFile>;

type Words = z.output<typeof SiteWords>;

const titleSuffix = (words: Words) => ` | ${words.name}, ${words.city}`;

export function localizeSite(id: string, file: SiteFileData, locale: Locale) {
  // The facts are the English half less its words.
  const { name, city, address } = file.en;
  const facts = Object.fromEntries(
    Object.keys(SiteFacts.shape).map((key) => [key, file.en[key as keyof typeof SiteFacts.shape]]),
  ) as z.output<typeof SiteFacts>;
  const words: Words = file[locale];
  return {
    id,
    order: 0,
    /** The facts, with the English words search engines and structured data read. */
    site: {
      ...facts,
      name,
      city,
      titleSuffix: titleSuffix(file.en),
      address: { ...address, countryCode: facts.countryCode },
    },
    /** The words in the page's language. */
    text: {
      name: words.name,
      city: words.city,
      logoName: words.shortName,
      logoTagline: words.tagline,
      titleSuffix: titleSuffix(words),
      address: words.address,
    },
    /** The hotel's name in each language (structured data carries both). */
    names: { en: file.en.name, bn: file.bn.name } satisfies Record<Locale, string>,
    /** Where confirmed requests go: a module of its own, loaded with the code that sends them. */
    delivery: {
      to: file.en.requestDelivery.to ?? "",
      format: file.en.requestDelivery.format,
      kinds: file.en.requestDelivery.kinds,
    } satisfies DeliverySetting,
  };
}

export const site = {
  folder: "",
  only: "site",
  file: SiteFile,
  localize: localizeSite,
  editor: { label: "The hotel", create: false },
} as const;

export const siteModules = {
  site: {
    collection: "site",
    // Every page carries this module: where requests go is left to the code that sends them.
    pick: (entry: ReturnType<typeof localizeSite>) => {
      const shell: Partial<typeof entry> = { ...entry };
      delete shell.delivery;
      return shell as Omit<typeof entry, "delivery">;
    },
  },
  "request-delivery": {
    collection: "site",
    pick: (entry: ReturnType<typeof localizeSite>) => entry.delivery,
  },
} as const;
