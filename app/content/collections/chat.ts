// The chat's words: content/chat.yaml. The chat is an automated assistant: a guest's message is
// answered after a moment with the reply that fits it (one of the canned replies, or a sentence
// filled in with the site's facts), so they are the hotel's own words, in both languages.
import { z } from "zod";
import type { Locale } from "../../lib/locale";
import { text } from "./fields.ts";

/** The policies a canned reply may quote, filled in from content/policies.yaml. */
export const chatPlaceholders = ["checkIn", "checkOut"] as const;

const placeholdersIn = (value: string) => [...value.matchAll(/\{([^{}]*)\}/g)].map(([, name]) => name);

const listed = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");

const reply = text(
  "one reply, a sentence or two; write the check-in and check-out times as {checkIn} and {checkOut} so they always match the policies",
  10,
  300,
).refine((value) => placeholdersIn(value).every((name) => chatPlaceholders.includes(name as never)), {
  message: "an unknown placeholder; the known ones are {checkIn} and {checkOut}",
});

/**
 * A sentence the chat fills in with the site's facts: it must name each of `names` (so no fact is
 * left out) and no other placeholder.
 */
const template = (what: string, names: readonly string[], label: string, max = 300) =>
  text(`${what}; write ${listed(names)} where the site's facts go`, 1, max)
    .refine((value) => names.every((name) => value.includes(`{${name}}`)), {
      message: `a placeholder is missing; this sentence needs ${listed(names)}`,
    })
    .refine((value) => placeholdersIn(value).every((name) => names.includes(name!)), {
      message: `an unknown placeholder; the known ones are ${listed(names)}`,
    })
    .meta({ label });

const Answers = z
  .strictObject({
    offers: template(
      "the answer about offers when some run today",
      ["offers"],
      "Offers running today",
    ),
    offer: template("how one running offer is named in that list", ["title", "discount"], "One offer", 120),
    noOffers: text("the answer about offers when none runs today", 10, 300).meta({
      label: "No offer running",
    }),
    hours: template("the answer about opening hours", ["hours"], "Opening hours"),
    hoursItem: template(
      "how one service's hours are written in that answer",
      ["place", "days", "time"],
      "One service's hours",
      120,
    ),
    prices: template("the answer about room prices", ["prices"], "Room prices"),
    price: template(
      "how one room's price is written in that answer",
      ["room", "price", "guests"],
      "One room's price",
      120,
    ),
    party: template(
      "the answer to a room for a number of guests: the rooms that hold them (the chat cannot see which are free)",
      ["guests", "rooms"],
      "Rooms for a party",
    ),
    partyRoom: template("how one room is named in that answer", ["room", "price"], "One room for a party", 120),
    partyTooLarge: template(
      "the answer when no single room holds that many guests",
      ["guests", "largest"],
      "A party too large for one room",
    ),
    policies: template(
      "the answer about the policies",
      ["freeCancellationHours", "lateCancellationCharge", "childrenFreeUnderAge", "checkIn", "checkOut"],
      "Policies",
      400,
    ),
    delivery: template(
      "the answer about food delivery",
      ["areas", "lunchHours", "dinnerHours"],
      "Food delivery",
    ),
    directions: template("the answer about finding the hotel", ["address", "phone"], "Directions"),
  })
  .describe("the answers the chat fills in with the site's facts")
  .meta({ label: "Answers from the site's facts" });

const ChatWords = z.strictObject({
  subtitle: text("the line under the chat's title, such as how soon the team replies", 1, 60).meta({
    label: "Line under the title",
  }),
  welcome: text("the first message a guest sees when the chat opens", 10, 200).meta({
    label: "Welcome message",
  }),
  replies: z
    .array(reply.meta({ label: "Reply" }))
    .length(7)
    .describe(
      "the seven canned replies, in this order: a greeting, offers, check-in and check-out, amenities and breakfast, availability, dietary needs, handing over to a person (a message that fits none gets one of them at random)",
    )
    .meta({ label: "Replies" }),
  answers: Answers,
});

export const ChatFile = z
  .strictObject({ en: ChatWords, bn: ChatWords })
  .refine((file) => file.bn.replies.length === file.en.replies.length, {
    message: "the Bengali has a different number of replies from the English",
    path: ["bn", "replies"],
  });

type ChatFileData = z.output<typeof ChatFile>;

export function localizeChat(id: string, file: ChatFileData, locale: Locale) {
  return { id, order: 0, ...file[locale] };
}

export const chat = {
  folder: "",
  only: "chat",
  file: ChatFile,
  localize: localizeChat,
  editor: { label: "Chat", create: false },
} as const;

/** An offer as the chat names it: its name, saving and days. */
type OfferForChat = {
  id: string;
  title: string;
  discount: string;
  validFrom: string;
  validUntil: string;
};

/** The delivery facts the chat quotes. */
type DeliveryForChat = { deliveryAreas: string[]; lunchHours: string; dinnerHours: string };

export const chatModules = {
  chat: { collection: "chat", pick: (entry: ReturnType<typeof localizeChat>) => entry },
  "chat-offers": {
    collection: "offers",
    pick: ({ id, title, discount, validFrom, validUntil }: OfferForChat): OfferForChat => ({
      id,
      title,
      discount,
      validFrom,
      validUntil,
    }),
  },
  "chat-delivery": {
    collection: "order-page",
    pick: ({ deliveryAreas, lunchHours, dinnerHours }: DeliveryForChat): DeliveryForChat => ({
      deliveryAreas,
      lunchHours,
      dinnerHours,
    }),
  },
} as const;
