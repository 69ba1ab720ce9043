// The chat's words: content/chat.yaml. The chat is an automated assistant: a guest's message is
// answered after a moment with the reply its words point to, filled in with the site's facts, in
// both languages. Each reply is keyed by its name, with the words that point to it beside it, so
// reordering replies in the editor can never swap an answer.
import { z } from "zod";
import type { Locale } from "../../../lib/locale";
import { chatReplyKeys, type ChatReplyKey } from "../chat-replies.ts";
import { text } from "./fields.ts";

export { chatReplyKeys };

/** One sentence of a reply: what it is, and the placeholders it must (`needs`) or may name. */
type Sentence = {
  label: string;
  what: string;
  needs?: readonly string[];
  may?: readonly string[];
  max?: number;
};

/** A reply: its name in the editor, what it answers, and its sentences by name. */
type ReplySpec = { label: string; about: string; sentences: Record<string, Sentence> };

const reply = (what: string, needs: readonly string[] = [], may: readonly string[] = [], max = 300) => ({
  text: { label: "Reply", what, needs, may, max },
});

const hoursItem = (what: string) => ({
  label: "One opening time",
  what: `how one of ${what} is written in that reply`,
  needs: ["time"],
  may: ["place", "days"],
  max: 120,
});

/**
 * Every reply the chat knows, in the editor's order. The facts its sentences name come from their
 * own files (content/policies.yaml, services.yaml, site.yaml, the rooms, offers and order page).
 */
export const replySpecs = {
  greeting: {
    label: "Greeting",
    about: "a hello, when the message asks nothing else the chat can answer",
    sentences: reply("the reply to a hello"),
  },
  handover: {
    label: "Talk to the team",
    about:
      "a guest asking for a person, and every message the chat is not sure of: it hands the guest to the reservations team (the WhatsApp and phone links are under the chat)",
    sentences: reply("the reply that hands the guest to the reservations team"),
  },
  checkInOut: {
    label: "Check-in and check-out",
    about: "check-in and check-out times",
    sentences: reply("the answer about check-in and check-out", ["checkIn", "checkOut"]),
  },
  breakfast: {
    label: "Breakfast",
    about: "breakfast: whether it is included and when it is served (the breakfast hours)",
    sentences: {
      text: { label: "Reply", what: "the answer about breakfast", needs: ["hours"] },
      item: hoursItem("the breakfast times"),
    },
  },
  roomService: {
    label: "Room service",
    about: "room service and its hours",
    sentences: {
      text: { label: "Reply", what: "the answer about room service", needs: ["hours"] },
      item: hoursItem("the room service times"),
    },
  },
  hours: {
    label: "Opening hours",
    about:
      "opening hours: the restaurants, the bar, the front desk (the hours a message names, or all of them)",
    sentences: {
      text: { label: "Reply", what: "the answer about opening hours", needs: ["hours"] },
      item: { ...hoursItem("the services' hours"), needs: ["place", "days", "time"], may: [] },
    },
  },
  parking: {
    label: "Parking",
    about: "parking at the hotel",
    sentences: reply("the answer about parking", ["parking"], ["phone"]),
  },
  airport: {
    label: "Airport transfer",
    about:
      "airport pick-up and transfers; it names the rooms and running offers whose features include one",
    sentences: {
      text: {
        label: "Reply",
        what: "the answer about airport transfers when a room or a running offer includes one",
        needs: ["airport", "included"],
        may: ["airportKm", "airportMinutes"],
      },
      none: {
        label: "Reply when nothing includes one",
        what: "the answer about airport transfers when no room or running offer includes one",
        needs: ["airport"],
        may: ["airportKm", "airportMinutes"],
      },
      room: { label: "One room", what: "how a room is named in that list", needs: ["room"], max: 80 },
      offer: {
        label: "One offer",
        what: "how an offer is named in that list",
        needs: ["offer"],
        max: 80,
      },
    },
  },
  payment: {
    label: "Ways to pay",
    about: "how to pay: cards, cash, bKash, Nagad, Rocket",
    sentences: reply("the answer about paying", ["payments"], [], 400),
  },
  halal: {
    label: "Halal food",
    about: "whether the food is halal",
    sentences: reply("the answer about halal food", ["halal"]),
  },
  dietary: {
    label: "Dietary needs",
    about: "vegetarian, vegan, gluten-free and other dietary needs",
    sentences: reply("the answer about dietary needs", [], ["halal"]),
  },
  pool: {
    label: "Swimming pool",
    about: "the swimming pool",
    sentences: reply("the answer about the pool"),
  },
  amenities: {
    label: "Amenities",
    about: "Wi-Fi, the gym, the spa and what a stay includes",
    sentences: reply("the answer about amenities"),
  },
  cancellation: {
    label: "Cancellation",
    about: "cancelling a booking and refunds",
    // Both rate plans, and how to cancel: a longer answer than most.
    sentences: reply(
      "the answer about cancelling",
      ["freeCancellationHours", "lateCancellationCharge"],
      [],
      500,
    ),
  },
  pets: {
    label: "Pets",
    about: "bringing a pet (the answer follows the policies' \"Pets allowed\")",
    sentences: {
      allowed: { label: "Reply when pets are allowed", what: "the answer when pets may stay" },
      notAllowed: {
        label: "Reply when pets are not allowed",
        what: "the answer when pets may not stay",
      },
    },
  },
  policies: {
    label: "Policies",
    about: "children, rules and the policies in general",
    sentences: reply(
      "the answer about the policies",
      [
        "freeCancellationHours",
        "lateCancellationCharge",
        "childrenPolicy",
        "checkIn",
        "checkOut",
      ],
      [],
      400,
    ),
  },
  delivery: {
    label: "Food delivery",
    about: "food delivery: the areas and the hours",
    sentences: reply("the answer about food delivery", ["areas", "lunchHours", "dinnerHours"]),
  },
  directions: {
    label: "Directions",
    about: "the address and finding the hotel",
    sentences: reply("the answer about finding the hotel", ["address", "phone"]),
  },
  offers: {
    label: "Offers",
    about: "special offers and discounts; it names the offers running on the guest's day",
    sentences: {
      text: { label: "Reply", what: "the answer about offers when some run today", needs: ["offers"] },
      item: {
        label: "One offer",
        what: "how one running offer is named in that reply",
        needs: ["title", "discount"],
        max: 120,
      },
      none: { label: "Reply when none runs", what: "the answer about offers when none runs today" },
    },
  },
  prices: {
    label: "Room prices",
    about: "room prices",
    sentences: {
      text: { label: "Reply", what: "the answer about room prices", needs: ["prices"] },
      item: {
        label: "One room's price",
        what: "how one room's price is written in that reply",
        needs: ["room", "price", "guests"],
        max: 120,
      },
    },
  },
  availability: {
    label: "Availability and booking",
    about: "booking a room, dates and free rooms; with a number of guests it names the rooms that hold them",
    sentences: {
      text: {
        label: "Reply",
        what: "the answer to a booking question that names no number of guests",
      },
      party: {
        label: "Rooms for a party",
        what: "the answer to a room for a number of guests: the rooms that hold them (the chat cannot see which are free)",
        needs: ["guests", "rooms"],
      },
      partyRoom: {
        label: "One room for a party",
        what: "how one room is named in that answer",
        needs: ["room", "price"],
        max: 120,
      },
      partyTooLarge: {
        label: "A party too large for one room",
        what: "the answer when no single room holds that many guests",
        needs: ["guests", "largest"],
      },
    },
  },
} as const satisfies Record<ChatReplyKey, ReplySpec>;

const placeholdersIn = (value: string) =>
  [...value.matchAll(/\{([^{}]*)\}/g)].map(([, name]) => name ?? "");

const listed = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");

/** A sentence of a reply: it names each placeholder it needs, and no unknown one. */
function sentence({ label, what, needs = [], may = [], max = 300 }: Sentence) {
  const known = [...needs, ...may];
  const where = known.length ? `; write ${listed(known)} where the site's facts go` : "";
  return text(`${what}${where}`, 1, max)
    .superRefine((value, context) => {
      const missing = needs.filter((name) => !value.includes(`{${name}}`));
      if (missing.length)
        context.addIssue({
          code: "custom",
          input: value,
          message: `a placeholder is missing; this sentence needs ${listed(needs)}`,
        });
      if (placeholdersIn(value).some((name) => !known.includes(name)))
        context.addIssue({
          code: "custom",
          input: value,
          message: known.length
            ? `an unknown placeholder; the known ones are ${listed(known)}`
            : "an unknown placeholder; this sentence takes none",
        });
    })
    .meta({ label });
}

/**
 * A trigger word: Latin or Bengali letters and digits, words one space apart, and at the end `*`
 * (any ending) or `=` (exactly this word). A guest's punctuation is read as a space, so a word
 * with any would never match. No \p{...} classes: the editor tests the pattern as a RegExp
 * without the `u` flag.
 */
const letters = "a-zA-Z0-9\\u00C0-\\u024F\\u0980-\\u09FF";
const word = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(
    new RegExp(`^[${letters}]+( [${letters}]+)*[*=]?$`),
    "letters and digits only, words one space apart, * or = only at the end (a guest's hyphen is read as a space: write wi fi for wi-fi)",
  )
  .describe(
    "a word or phrase a guest types, such as parking or airport pickup; * at the end takes any ending (offer* for offers), = takes the word alone",
  );

const words = z
  .array(word)
  .min(1, "at least one word, or no message ever gets this reply")
  .describe(
    "the words and phrases that point to this reply, one per line. A phrase matches whole words in order; a Bengali word takes its endings (রুম for রুমের) unless it ends in =; an English word of six letters or more also matches with one letter wrong. A word points to one reply only",
  )
  .meta({ label: "Words that point to it" });

const replySchema = (spec: ReplySpec) =>
  z
    .strictObject({
      words,
      ...Object.fromEntries(
        Object.entries(spec.sentences).map(([name, item]) => [name, sentence(item)]),
      ),
    })
    .describe(`the reply about ${spec.about}, and the words that point to it`)
    .meta({ label: spec.label });

type Sentences<Spec extends ReplySpec> = { [Name in keyof Spec["sentences"]]: string };

/** Each reply's words and sentences, by its name. */
export type ChatReplies = {
  [Key in ChatReplyKey]: { words: string[] } & Sentences<(typeof replySpecs)[Key]>;
};

const Replies = z
  .strictObject(
    Object.fromEntries(
      chatReplyKeys.map((key) => [key, replySchema(replySpecs[key])]),
    ) as unknown as Record<ChatReplyKey, z.ZodType>,
  )
  .describe("every reply of the chat by its name, each with the words that point to it")
  .meta({ label: "Replies" }) as unknown as z.ZodType<ChatReplies>;

const ChatWords = z.strictObject({
  subtitle: text("the line under the chat's title, such as how soon the team replies", 1, 60).meta({
    label: "Line under the title",
  }),
  welcome: text("the first message a guest sees when the chat opens", 10, 200).meta({
    label: "Welcome message",
  }),
  replies: Replies,
});

/** A word as the matcher compares it: "Offer*" and "offer" are the same word. */
const wordKey = (value: string) =>
  value.normalize("NFC").toLowerCase().replace(/[*=]$/, "").trim();

const languageNames: Record<Locale, string> = { en: "English", bn: "Bengali" };

/** A reply's words as the file has them, whatever else is wrong with it. */
const wordsIn = (file: unknown, locale: Locale, key: ChatReplyKey): unknown[] => {
  const list = (file as Record<string, { replies?: Record<string, { words?: unknown }> }> | null)?.[
    locale
  ]?.replies?.[key]?.words;
  return Array.isArray(list) ? list : [];
};

/**
 * No word points to two replies, in either language: the Bengali pages read the English words
 * too (guests mix Bengali, English and Banglish), and the English pages the Bengali ones. Checked
 * even when the file has other problems, so a manager sees them all at once.
 */
function oneReplyPerWord(file: unknown, context: z.RefinementCtx) {
  const seen = new Map<string, { key: ChatReplyKey; locale: Locale }>();
  for (const locale of ["en", "bn"] as const)
    for (const key of chatReplyKeys)
      wordsIn(file, locale, key).forEach((value, index) => {
        if (typeof value !== "string") return;
        const first = seen.get(wordKey(value));
        if (!first) seen.set(wordKey(value), { key, locale });
        else if (first.key !== key)
          context.addIssue({
            code: "custom",
            path: [locale, "replies", key, "words", index],
            input: value,
            message: `also a word of the reply ${first.key}${first.locale === locale ? "" : ` in the ${languageNames[first.locale]}`}; a word points to one reply only`,
          });
      });
}

export const ChatFile = z
  .strictObject({ en: ChatWords, bn: ChatWords })
  .superRefine(oneReplyPerWord, { when: () => true });

type ChatFileData = z.output<typeof ChatFile>;

/**
 * One language's chat: its sentences, and the words of both languages, its own first (a guest on
 * either site may write English, Bengali or Banglish).
 */
export function localizeChat(id: string, file: ChatFileData, locale: Locale) {
  const own = file[locale];
  const other = file[locale === "en" ? "bn" : "en"];
  const replies = Object.fromEntries(
    chatReplyKeys.map((key) => [
      key,
      {
        ...own.replies[key],
        words: [...new Set([...own.replies[key].words, ...other.replies[key].words])],
      },
    ]),
  ) as ChatReplies;
  return { id, order: 0, subtitle: own.subtitle, welcome: own.welcome, replies };
}

export const chat = {
  folder: "",
  only: "chat",
  file: ChatFile,
  localize: localizeChat,
  editor: { label: "Chat", create: false },
} as const;

/** An offer as the chat names it: its name, saving, days and features. */
type OfferForChat = {
  id: string;
  title: string;
  discount: string;
  validFrom: string;
  validUntil: string;
  features: string[];
};

/** The order page's facts the chat quotes: delivery and the ways to pay. */
type OrderForChat = {
  deliveryAreas: string[];
  lunchHours: string;
  dinnerHours: string;
  payments: string[];
};

/** A room's features, for the rooms that include an airport transfer. */
type RoomForChat = { id: string; name: string; features: string[] };

export const chatModules = {
  chat: { collection: "chat", pick: (entry: ReturnType<typeof localizeChat>) => entry },
  "chat-offers": {
    collection: "offers",
    pick: ({ id, title, discount, validFrom, validUntil, features }: OfferForChat): OfferForChat => ({
      id,
      title,
      discount,
      validFrom,
      validUntil,
      features,
    }),
  },
  "chat-rooms": {
    collection: "rooms",
    pick: ({ id, name, features }: RoomForChat): RoomForChat => ({ id, name, features }),
  },
  "chat-delivery": {
    collection: "order-page",
    pick: ({ deliveryAreas, lunchHours, dinnerHours, payments }: OrderForChat): OrderForChat => ({
      deliveryAreas,
      lunchHours,
      dinnerHours,
      payments,
    }),
  },
} as const;
