// What a kept request costs, worked out again from the hotel's prices whenever it is shown or sent:
// the browser keeps only what the guest chose (room, dates, party, dishes and how many), never a
// price (issue 37: a stored total of 0.001 read "Total $0.00" on My requests and in the message
// to the hotel). A stay is quoted as the booking form quoted it on the day it was made: the same
// nightly rate and the offers running that day.
import { quoteCart, type CartQuote, type PriceList } from "./cart-quote";
import type { GuestRequest, OrderLine } from "./guest-requests";
import { forRooms, quoteStay, type PricedOffer, type StayQuote, type Taxes } from "./stay-quote";
import { flatRates } from "./rates";
import { hotelToday } from "../lib/today.ts";
import { cancellationCost, type CancellationCost } from "./cancellation";
import { partyCharge, type ChildrenRules, type PartyCharge, type RoomBeds } from "./party-stay";
import { roomsOfStay, type StayDetails, type StayRoom } from "./guest-requests";
import { extrasTotal, priceExtras, type ExtraOffer, type PricedExtra } from "./stay-extras";

/** One room of a stay, priced night by night for the stay's dates, offer and plan; with its party's beds. */
export type RoomQuote = { room: string; stay: StayQuote; party: PartyCharge | null };

function quoteRoom(
  room: StayRoom,
  details: StayDetails,
  catalogue: Catalogue,
  today: string,
  /** Rooms alike with this party (a cart line): their beds are counted for each. */
  rooms = 1,
): RoomQuote | null {
  const { checkIn, checkOut, offer, plan } = details;
  const pricePerNight = catalogue.prices.room[room.room];
  if (pricePerNight === undefined) return null;
  const stay = quoteStay({
    rates: Object.hasOwn(catalogue.prices.rates ?? {}, room.room)
      ? catalogue.prices.rates![room.room]
      : flatRates(pricePerNight),
    ...(catalogue.taxes ? { taxes: catalogue.taxes } : {}),
    checkIn,
    checkOut,
    today,
    offers: catalogue.offers,
    // The offer the guest came to book: only it may apply, as on the form.
    // Stryker disable next-line ConditionalExpression: quoteStay reads `only: undefined` as no offer named
    ...(offer === undefined ? {} : { only: offer }),
    ...(plan === "nonRefundable"
      ? { plan: { kind: "nonRefundable", percent: catalogue.nonRefundablePercent ?? 0 } }
      : {}),
  });
  const beds = catalogue.beds?.[room.room];
  return {
    room: room.room,
    stay,
    party: partyCharge(beds, catalogue.childrenRules, room, stay.nights, rooms),
  };
}

/** The hotel's published prices and offers, and the fee for delivered food. */
export type Catalogue = {
  prices: PriceList;
  offers: readonly PricedOffer[];
  deliveryFee: number;
  /** The service charge and VAT on rooms; none when not given. */
  taxes?: Taxes;
  /** What the non-refundable rate takes off, for a stay booked on it. */
  nonRefundablePercent?: number;
  /** What each room sleeps, and the children's policy: a party's extra beds and cots are priced by them. */
  beds?: Record<string, RoomBeds>;
  childrenRules?: ChildrenRules;
  /** The extras the hotel offers (content/extras/): a stay's chosen ones are priced by them. */
  extras?: readonly ExtraOffer[];
};

/** The hotel's day (Asia/Dhaka) the request was made. */
export const madeOn = (createdAt: string) => hotelToday(Date.parse(createdAt));

export type RequestQuote =
  | {
      kind: "stay";
      stay: StayQuote;
      pricePerNight: number;
      /** The party's extra beds and cots, when its children's ages are known and priced; else null. */
      party: PartyCharge | null;
      /** The request's further rooms, each priced with its party's beds (none for one room). */
      moreRooms: RoomQuote[];
      /** The extras chosen, each priced (none when the catalogue has no extras). */
      extras: PricedExtra[];
      /** The stay's total with the party's charge and the extras. */
      total: number;
    }
  | { kind: "order"; order: CartQuote<OrderLine> };

/**
 * The price of a stay or an order request; null for a request with no price (a table, the contact
 * page's hotel request) and for a stay in a room the catalogue no longer has.
 */
export function quoteRequest(request: GuestRequest, catalogue: Catalogue): RequestQuote | null {
  const today = madeOn(request.createdAt);
  switch (request.kind) {
    case "stay": {
      const { rooms = 1 } = request.stay;
      const [first, ...more] = roomsOfStay(request.stay).map((room, index) =>
        quoteRoom(room, request.stay, catalogue, today, index === 0 ? rooms : 1),
      );
      if (!first) return null;
      // Several rooms alike (a cart line): the one room's quote times the rooms.
      const stay = forRooms(first.stay, rooms);
      const { party } = first;
      const extras = priceExtras(
        request.stay.extras ?? [],
        catalogue.extras ?? [],
        first.stay.nights,
      );
      // A further room the hotel no longer lists has no price: the team names it.
      const moreRooms = more.filter((room): room is RoomQuote => room !== null);
      const roomsTotal = moreRooms.reduce(
        (sum, room) => sum + room.stay.total + (room.party?.charge ?? 0),
        0,
      );
      return {
        kind: "stay",
        stay,
        pricePerNight: catalogue.prices.room[request.stay.room]!,
        party,
        moreRooms,
        extras,
        total:
          Math.round((stay.total + (party?.charge ?? 0) + roomsTotal + extrasTotal(extras)) * 100) /
          100,
      };
    }
    case "order":
      return {
        kind: "order",
        order: quoteCart(request.order.items, {
          prices: catalogue.prices,
          offers: catalogue.offers,
          today,
          deliveryFee: catalogue.deliveryFee,
          ...(catalogue.taxes ? { taxes: catalogue.taxes } : {}),
        }),
      };
    default:
      return null;
  }
}

/**
 * What cancelling a stay request costs `now` (the hotel's day and time), under the rate plan it was
 * made on and the price it is quoted at (quoteRequest): null for a request that is not a stay, a
 * room the catalogue no longer has, or a flexible stay when the hotel's policy is not known.
 * Several rooms alike are each charged their first night.
 */
export function requestCancellation(
  request: GuestRequest,
  catalogue: Catalogue,
  policy: { hours: number; checkInTime: string } | undefined,
  now: { day: string; time: string },
): CancellationCost | null {
  if (request.kind !== "stay") return null;
  const quote = quoteRequest(request, catalogue);
  if (quote?.kind !== "stay") return null;
  const plan = request.stay.plan ?? "flexible";
  if (plan === "flexible" && !policy) return null;
  const rooms = request.stay.rooms ?? 1;
  // Each room is cancelled under the same terms: its first night late, its whole price non-refundable.
  const priced = [
    { stay: quote.stay, nightly: (rate: number) => rate * rooms, party: quote.party },
    ...quote.moreRooms.map((room) => ({ ...room, nightly: (rate: number) => rate })),
  ];
  const costs = priced.map((room) => {
    const cost = cancellationCost({
      plan,
      checkIn: request.stay.checkIn,
      now,
      policy: policy ?? { hours: 0, checkInTime: "00:00" },
      quote: {
        nightly: room.stay.nightly.map((night) => ({ rate: room.nightly(night.rate) })),
        base: room.stay.base,
        total: room.stay.total,
      },
    });
    if (cost.kind === "free") return { cost, amount: 0 };
    // The extra beds and cots go with the nights: one night of them late, all of them non-refundable.
    const beds = !room.party ? 0 : cost.kind === "late" ? room.party.nightly : room.party.charge;
    return { cost, amount: cost.amount + beds };
  });
  // The same day and plan for every room: free for all, or each room's charge added up.
  const [first] = costs;
  if (!first || first.cost.kind === "free") return first?.cost ?? null;
  const amount = costs.reduce((sum, room) => sum + room.amount, 0);
  return { ...first.cost, amount: Math.round(amount * 100) / 100 };
}
