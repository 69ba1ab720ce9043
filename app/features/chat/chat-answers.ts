// The chat's answer to a guest's message: the reply its words point to, in the words of
// content/chat.yaml, filled in with the site's facts (opening hours, room prices, policies, offers
// running today, delivery, ways to pay, parking, the airport, the address). A message that points
// to no reply gets the handover to the team. Loads with the chat panel only.
import {
  chat,
  chatDelivery,
  chatOffers,
  chatRooms,
  chatServices,
  fill,
} from "~/content/runtime/chat";
import { childrenPolicy } from "~/content/runtime/children-policy";
import type { HourId } from "~/content/schemas/hour-ids";
import { hours, policies } from "~/content/runtime/policies";
import { rooms } from "~/content/runtime/rooms";
import { deskPhoneShown, site, siteText } from "~/content/runtime/site";
import { formatMoney, formatNumber } from "~/i18n/format";
import { fitsParty, largestCapacity } from "~/domain/party";
import { hotelToday, runsOn } from "~/lib/today";
import { valueOn } from "~/domain/day-schedule";
import { chat as t } from "~/locale/chat";
import { site as siteWords } from "~/locale/site";
import {
  hoursAskedAbout,
  matcher,
  partyAskedFor,
  type ReplyKind,
  type Triggers,
} from "./chat-match";

const tag = siteWords.locale;
const number = (value: number) => formatNumber(value, tag);
const { replies } = chat;

/** The matcher over content/chat.yaml's words, both languages'. */
const match = matcher(
  Object.fromEntries(
    Object.entries(replies).map(([kind, reply]) => [kind, reply.words]),
  ) as unknown as Triggers,
);

/** The reply a message points to, or null when it points to none. */
export const matchKind = (message: string) => match.kindOf(message);

/** A list in a sentence: "A", "A and B", "A, B and C" (Bengali: "A, B ও C"). */
export function joinList(items: readonly string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${t.and} ${items.at(-1)}`;
}

const { street, locality, postalCode, country } = siteText.address;

/** The facts a reply's sentence may name, in the page's language and digits. */
const facts: Record<string, string> = {
  checkIn: policies.checkIn,
  checkOut: policies.checkOut,
  freeCancellationHours: number(policies.freeCancellationHours),
  lateCancellationCharge: policies.lateCancellationCharge,
  childrenPolicy,
  parking: chatServices.parking,
  airport: chatServices.airport,
  airportKm: number(chatServices.airportKm),
  airportMinutes: number(chatServices.airportMinutes),
  halal: chatServices.halal,
  payments: joinList(chatDelivery.payments),
  areas: joinList(chatDelivery.deliveryAreas),
  lunchHours: chatDelivery.lunchHours,
  dinnerHours: chatDelivery.dinnerHours,
  address: `${street}, ${locality} ${postalCode}, ${country}`,
  phone: deskPhoneShown,
};

/** One of a reply's sentences, its placeholders filled with the facts and `values`. */
function say<Kind extends ReplyKind>(
  kind: Kind,
  sentence: Exclude<keyof (typeof replies)[Kind], "words">,
  values: Readonly<Record<string, string>> = {},
): string {
  return fill(replies[kind][sentence] as string, { ...facts, ...values });
}

function offersAnswer(today: string): string {
  const running = chatOffers.filter((offer) => runsOn(offer, today));
  if (!running.length) return say("offers", "none");
  const names = running.map(({ title, discount }) =>
    fill(replies.offers.item, { title, discount }),
  );
  return say("offers", "text", { offers: joinList(names) });
}

/** The opening hours the breakfast and room service replies give; the hours reply may give any. */
const hoursOf: Partial<Record<ReplyKind, readonly HourId[]>> = {
  breakfast: ["breakfastWeekdays", "breakfastWeekends"],
  roomService: ["roomService"],
};

function hoursAnswer(kind: "hours" | "breakfast" | "roomService", message: string): string {
  const asked = hoursAskedAbout(message, hoursOf[kind] ?? hours.map((entry) => entry.id));
  const items = hours
    .filter((entry) => asked.includes(entry.id))
    .map((entry) =>
      fill(replies[kind].item, {
        place: t.hoursLabels[entry.id],
        days: entry.days,
        time: entry.time,
      }),
    );
  return say(kind, "text", { hours: items.join("; ") });
}

/**
 * The rooms and the offers running today that include an airport transfer: those with a feature
 * that has one of the airport reply's words ("Airport transfer", "এয়ারপোর্ট থেকে পিকআপ").
 */
function airportAnswer(today: string): string {
  const transfer = (features: readonly string[]) =>
    features.some((feature) => match.mentions(feature, "airport"));
  const included = [
    ...chatRooms
      .filter((room) => transfer(room.features))
      .map((room) => fill(replies.airport.room, { room: room.name })),
    ...chatOffers
      .filter((offer) => runsOn(offer, today) && transfer(offer.features))
      .map((offer) => fill(replies.airport.offer, { offer: offer.title })),
  ];
  return included.length
    ? say("airport", "text", { included: joinList(included) })
    : say("airport", "none");
}

/** A room's price before dates on `today`: the lowest nightly rate of the coming weeks. */
const fromOn = (room: (typeof rooms)[number], today: string) =>
  valueOn(room.fromPrices, today).rate;

/** Each room's price before dates on the guest's day, as its card shows it. */
function pricesAnswer(today: string): string {
  const items = rooms.map((room) =>
    fill(replies.prices.item, {
      room: room.name,
      price: formatMoney(fromOn(room, today), tag),
      guests: number(room.capacity),
    }),
  );
  return say("prices", "text", { prices: items.join("; ") });
}

/**
 * The answer to "a room for 4 adults?": the rooms that hold that many, with their prices, or what
 * the largest holds. The chat cannot see which rooms are free, so it says the team confirms.
 */
function partyAnswer(guests: number, today: string): string {
  const fitting = rooms
    .filter((room) => fitsParty(room, guests))
    .sort((a, b) => fromOn(a, today) - fromOn(b, today));
  if (!fitting.length)
    return say("availability", "partyTooLarge", {
      guests: number(guests),
      largest: number(largestCapacity(rooms)),
    });
  const items = fitting.map((room) =>
    fill(replies.availability.partyRoom, {
      room: room.name,
      price: formatMoney(fromOn(room, today), tag),
    }),
  );
  return say("availability", "party", { guests: number(guests), rooms: joinList(items) });
}

function answer(kind: ReplyKind, message: string, today: string): string {
  switch (kind) {
    case "availability": {
      const guests = partyAskedFor(message);
      return guests === null ? say("availability", "text") : partyAnswer(guests, today);
    }
    case "offers":
      return offersAnswer(today);
    case "hours":
    case "breakfast":
    case "roomService":
      return hoursAnswer(kind, message);
    case "airport":
      return airportAnswer(today);
    case "prices":
      return pricesAnswer(today);
    case "pets":
      return say("pets", policies.pets ? "allowed" : "notAllowed");
    default:
      return say(kind, "text");
  }
}

export type Reply = { kind: ReplyKind; text: string };

/**
 * The reply to a guest's message: the one its words point to, or the handover to the team when
 * they point to none. `today` (the hotel's day) chooses the offers running.
 */
export function replyTo(message: string, { today = hotelToday() }: { today?: string } = {}): Reply {
  const kind = match.kindOf(message) ?? "handover";
  return { kind, text: answer(kind, message, today) };
}

/** The WhatsApp chat with the front desk's number (wa.me takes its digits only). */
export const whatsappHref = `https://wa.me/${site.phone.replace(/\D/g, "")}`;
