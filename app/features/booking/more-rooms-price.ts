// The further rooms of a booking (./more-rooms.tsx), each priced as the first is: night by night
// for the stay's dates, with the offer and rate plan chosen and its party's extra beds and cots.
// Step 1's price, step 3's summary and the request's total all add them up here.
import { beddingWords } from "~/components/layout/party-lines";
import { findRoom } from "~/content/runtime/rooms";
import { bedsOf } from "~/content/runtime/room-beds";
import { overCount } from "~/domain/party-stay";
import { partySize } from "~/domain/party";
import { beddingCharge, placementIn } from "./party-fit";
import type { MoreRoom, RatePlanKind, ReservationValues } from "./reservation-values";
import { quoteFor } from "./stay-price";
import { stayPriceWords } from "./stay-charges";
import { rateTerms } from "~/content/runtime/room-rates";
import { partyWords as p } from "~/locale/party-words";

type Money = (amount: number) => string;

/** A further room's price in words: its nights at their rates, then its beds. */
export const roomPriceWords = (room: ReturnType<typeof priceMoreRooms>[number], money: Money) =>
  [
    stayPriceWords(room.quote, rateTerms.taxes, money).nights,
    room.bedding ? beddingWords(room.bedding, room.quote.nights, money) : "",
  ]
    .filter(Boolean)
    .join(" · ");

/** Each further room whose type is chosen, priced; a room not yet chosen is left out. */
export function priceMoreRooms(
  moreRooms: readonly MoreRoom[],
  checkIn: Date,
  checkOut: Date,
  offer: string | undefined,
  plan: RatePlanKind,
) {
  return moreRooms.flatMap((entry, index) => {
    const room = entry.roomType ? findRoom(entry.roomType) : undefined;
    if (!room) return [];
    const quote = quoteFor(room, checkIn, checkOut, offer, plan);
    // Priced once every child's age is known, as the first room's beds are.
    const bedding = entry.childAges.every((age) => age !== "")
      ? beddingCharge(placementIn(room, entry.adults, entry.childAges), quote.nights)
      : null;
    const total = Math.round((quote.total + (bedding?.charge ?? 0)) * 100) / 100;
    return [{ number: index + 2, room, entry, quote, bedding, total }];
  });
}

/** Everyone the booking is for, in every room: the extras' guests and vehicle follow it. */
export const wholeParty = ({
  adults,
  children,
  moreRooms,
}: Pick<ReservationValues, "adults" | "children" | "moreRooms">) =>
  moreRooms.reduce(
    (sum, room) => sum + partySize(room.adults, room.children),
    partySize(adults, children),
  );

/**
 * When the rooms chosen ask for more of a type than the hotel has (content/rooms/*.yaml, `count`):
 * the sentence that says how many it has; "" otherwise.
 */
export function overCountWords(roomIds: readonly string[]): string {
  const [over] = overCount(roomIds, (id) => {
    const room = findRoom(id);
    return room ? bedsOf(room).count : Infinity;
  });
  const room = over ? findRoom(over) : undefined;
  return room ? p.overCount(room.name, bedsOf(room).count) : "";
}
