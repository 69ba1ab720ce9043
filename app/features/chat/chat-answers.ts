// The chat's answer to a guest's message: the reply that fits it, in the words of content/chat.yaml,
// filled in with the site's facts (opening hours, room prices, policies, offers running today,
// delivery, the address). Loads with the chat panel only.
import { chat, chatDelivery, chatOffers, fill } from "~/content/chat";
import { hours, policies } from "~/content/policies";
import { rooms } from "~/content/rooms";
import { site, siteText } from "~/content/site";
import { formatMoney, formatNumber } from "~/i18n/format";
import { fitsParty, largestCapacity } from "~/domain/party";
import { hotelToday, runsOn } from "~/lib/today";
import { chat as t } from "~/locale/chat";
import { site as siteWords } from "~/locale/site";
import {
  cannedKinds,
  chooseReply,
  hoursAskedAbout,
  partyAskedFor,
  type ReplyKind,
} from "./chat-match";

const tag = siteWords.locale;
const number = (value: number) => formatNumber(value, tag);

/** A list in a sentence: "A", "A and B", "A, B and C" (Bengali: "A, B ও C"). */
export function joinList(items: readonly string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${t.and} ${items.at(-1)}`;
}

const canned = (kind: (typeof cannedKinds)[number]) => chat.replies[cannedKinds.indexOf(kind)]!;

function offersAnswer(today: string): string {
  const running = chatOffers.filter((offer) => runsOn(offer, today));
  if (!running.length) return chat.answers.noOffers;
  const names = running.map((offer) => fill(chat.answers.offer, offer));
  return fill(chat.answers.offers, { offers: joinList(names) });
}

function hoursAnswer(message: string): string {
  const asked = hoursAskedAbout(
    message,
    hours.map((entry) => entry.id),
  );
  const items = hours
    .filter((entry) => asked.includes(entry.id))
    .map((entry) =>
      fill(chat.answers.hoursItem, {
        place: t.hoursLabels[entry.id],
        days: entry.days,
        time: entry.time,
      }),
    );
  return fill(chat.answers.hours, { hours: items.join("; ") });
}

function pricesAnswer(): string {
  const items = rooms.map((room) =>
    fill(chat.answers.price, {
      room: room.name,
      price: formatMoney(room.pricePerNight, tag),
      guests: number(room.capacity),
    }),
  );
  return fill(chat.answers.prices, { prices: items.join("; ") });
}

/**
 * The answer to "a room for 4 adults?": the rooms that hold that many, with their prices, or what
 * the largest holds. The chat cannot see which rooms are free, so it says the team confirms.
 */
function partyAnswer(guests: number): string {
  const fitting = rooms
    .filter((room) => fitsParty(room, guests))
    .sort((a, b) => a.pricePerNight - b.pricePerNight);
  if (!fitting.length)
    return fill(chat.answers.partyTooLarge, {
      guests: number(guests),
      largest: number(largestCapacity(rooms)),
    });
  const items = fitting.map((room) =>
    fill(chat.answers.partyRoom, { room: room.name, price: formatMoney(room.pricePerNight, tag) }),
  );
  return fill(chat.answers.party, { guests: number(guests), rooms: joinList(items) });
}

function answer(kind: ReplyKind, message: string, today: string): string {
  switch (kind) {
    case "availability": {
      const guests = partyAskedFor(message);
      return guests === null ? canned("availability") : partyAnswer(guests);
    }
    case "offers":
      return offersAnswer(today);
    case "hours":
      return hoursAnswer(message);
    case "prices":
      return pricesAnswer();
    case "policies":
      return fill(chat.answers.policies, {
        freeCancellationHours: number(policies.freeCancellationHours),
        lateCancellationCharge: policies.lateCancellationCharge,
        childrenFreeUnderAge: number(policies.childrenFreeUnderAge),
        checkIn: policies.checkIn,
        checkOut: policies.checkOut,
      });
    case "delivery":
      return fill(chat.answers.delivery, {
        areas: joinList(chatDelivery.deliveryAreas),
        lunchHours: chatDelivery.lunchHours,
        dinnerHours: chatDelivery.dinnerHours,
      });
    case "directions": {
      const { street, locality, postalCode, country } = siteText.address;
      return fill(chat.answers.directions, {
        address: `${street}, ${locality} ${postalCode}, ${country}`,
        phone: site.phone,
      });
    }
    default:
      return canned(kind);
  }
}

export type Reply = { kind: ReplyKind | "random"; text: string };

/**
 * The reply to a guest's message: the one that fits it, or when nothing fits one of the canned
 * replies chosen by `random`. `today` (the hotel's day) chooses the offers running.
 */
export function replyTo(
  message: string,
  { random = Math.random, today = hotelToday() }: { random?: () => number; today?: string } = {},
): Reply {
  const choice = chooseReply(message, chat.replies.length, random);
  if (choice.kind === "random") return { kind: "random", text: chat.replies[choice.index]! };
  return { kind: choice.kind, text: answer(choice.kind, message, today) };
}

/** The WhatsApp chat with the front desk's number (wa.me takes its digits only). */
export const whatsappHref = `https://wa.me/${site.phone.replace(/\D/g, "")}`;
