// Rooms and suites: content/rooms/<id>.yaml.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { isoDate, photoId, text, type Photo } from "./fields.ts";
import {
  fromPrice,
  fromPriceSchedule,
  nightRate,
  ratesProblems,
  tonightSchedule,
  type RoomRates,
} from "../../../domain/rates.ts";

const roomCategories = ["standard", "deluxe", "suite"] as const;

const RoomWords = z.strictObject({
  name: text("the room's name").meta({ label: "Name" }),
  shortDescription: text("one sentence for the room's card", 1, 140).meta({ label: "Card sentence" }),
  bedType: text('the bed, such as "King"').meta({ label: "Bed" }),
  view: text('the view, such as "River view"').meta({ label: "View" }),
  photoAlts: z
    .array(text("what one photo shows, for guests who cannot see it", 8))
    .describe("what each photo shows, in the same order as the photos").meta({ label: "What each photo shows" }),
  description: text("the room page's description: a few sentences", 40, 600).meta({ label: "Description" }),
  features: z.array(text("one feature")).min(4).describe("four or more features").meta({ label: "Features" }),
});

const Season = z.strictObject({
  name: text('the season\'s name, such as "Winter" or "Eid ul-Adha"').meta({ label: "Name" }),
  bn: text("the season's name in Bengali").optional().meta({ label: "Name in Bengali" }),
  from: isoDate.describe("its first night, year-month-day").meta({ label: "First night" }),
  to: isoDate.describe("its last night, year-month-day").meta({ label: "Last night" }),
  nightly: z.number().positive().describe("dollars a night in the season").meta({ label: "Nightly rate (US dollars)" }),
  weekend: z
    .number()
    .positive()
    .optional()
    .describe("dollars for a Friday or Saturday night in the season, if different")
    .meta({ label: "Friday and Saturday rate" }),
  minNights: z
    .number()
    .int()
    .min(2)
    .max(30)
    .optional()
    .describe("the fewest nights a stay arriving in the season may have")
    .meta({ label: "Minimum stay (nights)" }),
});

const Closed = z.strictObject({
  from: isoDate.describe("the first night that cannot be booked").meta({ label: "First night" }),
  to: isoDate.describe("the last night that cannot be booked (the same day for one night)").meta({ label: "Last night" }),
  reason: text("why, if guests may know (shown beside the calendar)").optional().meta({ label: "Reason" }),
});

const RoomFacts = z.strictObject({
  order: z.number().int().min(1).describe("the room's place in the lists: 1 comes first").meta({ label: "Place in the lists" }),
  price: z.number().int().positive().describe("a number of dollars for one night, such as 249").meta({ label: "Price per night (US dollars)" }),
  capacity: z
    .number()
    .int()
    .min(1)
    .max(8)
    .describe("how many guests the room sleeps, adults and children together").meta({ label: "Guests it sleeps" }),
  adults: z
    .number()
    .int()
    .min(1)
    .max(8)
    .describe("how many of those guests may be adults, such as 2; the rest are children")
    .meta({ label: "Adults it sleeps" }),
  extraBeds: z
    .number()
    .int()
    .min(0)
    .max(3)
    .describe("how many extra beds fit in the room, 0 for none (the policies give their price a night)")
    .meta({ label: "Extra beds it takes" }),
  cots: z
    .number()
    .int()
    .min(0)
    .max(3)
    .describe("how many cots for babies fit in the room, 0 for none")
    .meta({ label: "Cots it takes" }),
  count: z
    .number()
    .int()
    .min(1)
    .max(200)
    .describe("how many rooms of this type the hotel has: a request for more is sent to the team")
    .meta({ label: "Rooms of this type" }),
  area: z.number().int().positive().describe("the floor area in square metres, such as 35").meta({ label: "Floor area (square metres)" }),
  category: z
    .enum(roomCategories)
    .describe("the room type the rooms page filters by: standard, deluxe or suite").meta({ label: "Room type" }),
  photos: z.array(photoId).min(3).describe("three or more photos, the first shown on cards").meta({ label: "Photos" }),
  seasons: z
    .array(Season)
    .default([])
    .describe("named date ranges with their own nightly rate; the price above holds outside them")
    .meta({ label: "Seasons" }),
  closed: z
    .array(Closed)
    .default([])
    .describe("nights the room cannot be booked (the booking sites' calendars add theirs)")
    .meta({ label: "Closed nights" }),
});

export const RoomFile = z
  .strictObject({ en: RoomFacts.extend(RoomWords.shape), bn: RoomWords })
  .superRefine((file, context) => {
    for (const problem of ratesProblems(ratesOf(file.en)))
      context.addIssue({ code: "custom", message: problem, path: ["en", "seasons"] });
    if (file.en.adults > file.en.capacity)
      context.addIssue({
        code: "custom",
        message: `${file.en.adults} adults in a room that sleeps ${file.en.capacity} guests in all`,
        path: ["en", "adults"],
      });
    for (const locale of ["en", "bn"] as const)
      if (file[locale].photoAlts.length !== file.en.photos.length)
        context.addIssue({
          code: "custom",
          message: `${file.en.photos.length} photos but ${file[locale].photoAlts.length} descriptions of them`,
          path: [locale, "photoAlts"],
        });
  });

type RoomFileData = z.output<typeof RoomFile>;

/** A room's rates as the domain prices them (app/domain/rates.ts), season names in `locale`. */
function ratesOf(
  facts: Pick<z.output<typeof RoomFacts>, "price" | "seasons" | "closed">,
  locale: Locale = "en",
): RoomRates {
  return {
    base: facts.price,
    seasons: facts.seasons.map(({ bn, ...season }) => ({
      ...season,
      name: locale === "bn" ? (bn ?? season.name) : season.name,
    })),
    closed: facts.closed,
  };
}

/** A room as the pages of one language see it on `today`, the day they are built for. */
export function localizeRoom(id: string, file: RoomFileData, locale: Locale, today: string) {
  const words = file[locale];
  const { order, price, capacity, adults, extraBeds, cots, count, area, category, photos } =
    file.en;
  const rates = ratesOf(file.en, locale);
  return {
    id,
    order,
    name: words.name,
    shortDescription: words.shortDescription,
    /** The base rate: what a night outside every season costs, and a stay without rates. */
    pricePerNight: price,
    /**
     * Its price before dates are chosen, on `today` (what search engines and the meta description
     * read): the lowest rate of the open nights in the six weeks from then (domain/rates fromPrice).
     */
    fromPrice: fromPrice(rates, today).rate,
    /** The same for every day from `today` on: the page shows the guest's (DayPrice). */
    fromPrices: fromPriceSchedule(rates, today),
    /** Its rate for the night of `today`: the price of its offer to search engines (its page). */
    tonight: { night: today, rate: nightRate(rates, today).rate },
    /** Its rate tonight for every day from `today` on: the page states the guest's night. */
    tonightRates: tonightSchedule(rates, today),
    rates,
    capacity,
    adults,
    extraBeds,
    cots,
    count,
    area,
    bedType: words.bedType,
    view: words.view,
    // The schema asks for three photos or more, as the room pages' galleries need.
    images: photos.map((photo, index) => ({
      id: photo,
      alt: words.photoAlts[index] ?? "",
    })) as [Photo, Photo, Photo, ...Photo[]],
    category,
    description: words.description,
    features: words.features,
  };
}


export const rooms = {
  folder: "rooms",
  file: RoomFile,
  localize: localizeRoom,
  editor: {
    label: "Rooms",
    singular: "Room",
    description: "The rooms and suites, their prices and their words in English and Bengali.",
    identifier: "name",
    summary: "{{name}} ({{price}} USD)",
    sortable: ["order", "name", "price"],
  },
} as const;

type Entry = ReturnType<typeof localizeRoom>;

/**
 * A room as its card shows it: everything but the long texts, its rates and its rate tonight, and
 * what only a party's request reads (its extra beds, cots and number of rooms).
 */
export const roomCard = ({
  /* eslint-disable @typescript-eslint/no-unused-vars */
  description,
  features,
  rates,
  tonight,
  tonightRates,
  extraBeds,
  cots,
  count,
  /* eslint-enable @typescript-eslint/no-unused-vars */
  ...card
}: Entry) => card;

export const roomModules = {
  rooms: { collection: "rooms", pick: roomCard },
  "room-details": {
    collection: "rooms",
    pick: ({ id, description, features }: Entry) => ({ id, description, features }),
  },
  // A room's seasons and closed nights, where a stay is priced in the browser (the booking form);
  // the room page and the cart have them in their page data.
  "room-rates": {
    collection: "rooms",
    pick: ({ id, rates }: Entry) => ({ id, rates }),
  },
  // What each room sleeps and how many the hotel has, where a party is placed (the booking form).
  "room-beds": {
    collection: "rooms",
    pick: ({ id, capacity, adults, extraBeds, cots, count }: Entry) => ({
      id,
      capacity,
      adults,
      extraBeds,
      cots,
      count,
    }),
  },
} as const;
