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

/** The hotel's published prices and offers, and the fee for delivered food. */
export type Catalogue = {
  prices: PriceList;
  offers: readonly PricedOffer[];
  deliveryFee: number;
  /** The service charge and VAT on rooms; none when not given. */
  taxes?: Taxes;
  /** What the non-refundable rate takes off, for a stay booked on it. */
  nonRefundablePercent?: number;
};

/** The hotel's day (Asia/Dhaka) the request was made. */
export const madeOn = (createdAt: string) => hotelToday(Date.parse(createdAt));

export type RequestQuote =
  | { kind: "stay"; stay: StayQuote; pricePerNight: number }
  | { kind: "order"; order: CartQuote<OrderLine> };

/**
 * The price of a stay or an order request; null for a request with no price (a table, the contact
 * page's hotel request) and for a stay in a room the catalogue no longer has.
 */
export function quoteRequest(request: GuestRequest, catalogue: Catalogue): RequestQuote | null {
  const today = madeOn(request.createdAt);
  switch (request.kind) {
    case "stay": {
      const { room, checkIn, checkOut, offer, plan, rooms = 1 } = request.stay;
      const pricePerNight = catalogue.prices.room[room];
      if (pricePerNight === undefined) return null;
      const one = quoteStay({
        rates: Object.hasOwn(catalogue.prices.rates ?? {}, room)
          ? catalogue.prices.rates![room]
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
      // Several rooms alike (a cart line): the one room's quote times the rooms.
      return { kind: "stay", stay: forRooms(one, rooms), pricePerNight };
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
  return cancellationCost({
    plan,
    checkIn: request.stay.checkIn,
    now,
    policy: policy ?? { hours: 0, checkInTime: "00:00" },
    quote: {
      nightly: quote.stay.nightly.map((night) => ({ rate: night.rate * rooms })),
      base: quote.stay.base,
      total: quote.stay.total,
    },
  });
}
