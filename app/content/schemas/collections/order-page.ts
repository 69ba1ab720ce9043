// The online order page's own words and facts (content/pages/order.yaml): its menu's tabs, the
// allergens' names and the spice scale (fixed sets the dishes refer to by id), and delivery: the
// areas, hours, average time, fee and ways to pay. The cart page charges the same fee.
import { z } from "zod";
import { allergenIds, orderCategoryIds, spiceLevels } from "./dishes.ts";
import { text } from "./fields.ts";
import { pageCollection } from "./pages.ts";

const keyed = <const Ids extends readonly string[], T extends z.ZodType>(
  ids: Ids,
  value: (id: Ids[number]) => T,
) => z.strictObject(Object.fromEntries(ids.map((id) => [id, value(id)])) as Record<Ids[number], T>);

const minutes = (label: string, what: string) =>
  z.number().int().positive().describe(`${what}, in minutes`).meta({ label });

export const orderPage = pageCollection("order", "Online order page", {
  words: {
    categories: keyed(orderCategoryIds, (id) =>
      z
        .strictObject({
          name: text(`the tab's name`).meta({ label: "Name" }),
          description: text("one sentence under the tab").meta({ label: "Sentence" }),
        })
        .meta({ label: `Tab "${id}"` }),
    )
      .describe("the online menu's tabs")
      .meta({ label: "Menu tabs" }),
    allergens: keyed(allergenIds, (id) =>
      text(`the name of the allergen "${id}"`).meta({ label: id }),
    )
      .describe("the allergens' names")
      .meta({ label: "Allergens" }),
    deliveryAreas: z
      .array(text("one neighbourhood of Sylhet"))
      .min(1)
      .describe("the neighbourhoods the kitchen delivers to")
      .meta({ label: "Delivery areas" }),
    lunchHours: text('when lunch is delivered, such as "12:00 – 3:00 PM"').meta({
      label: "Lunch delivery hours",
    }),
    dinnerHours: text('when dinner is delivered, such as "6:00 – 10:00 PM"').meta({
      label: "Dinner delivery hours",
    }),
    payments: z
      .array(text("one way to pay"))
      .min(1)
      .describe("the ways a guest can pay for an order")
      .meta({ label: "Ways to pay" }),
  },
  facts: {
    averageDelivery: z
      .strictObject({
        from: minutes("From (minutes)", "the shortest usual delivery time"),
        to: minutes("To (minutes)", "the longest usual delivery time"),
      })
      .refine((time) => time.from <= time.to, "the shortest time is longer than the longest")
      .describe("the usual delivery time, from and to")
      .meta({ label: "Average delivery time" }),
    deliveryFee: z
      .number()
      .min(0)
      .describe("the delivery charge of an order with food, in US dollars, such as 5")
      .meta({ label: "Delivery fee (US dollars)" }),
    spiceFlames: keyed(spiceLevels, (level) =>
      z
        .number()
        .int()
        .min(1)
        .max(5)
        .describe(`the flames shown for "${level}"`)
        .meta({ label: level }),
    )
      .describe("how many flames each spice level shows")
      .meta({ label: "Spice scale (flames)" }),
  },
});
