import type {
  GuestRequest,
  HotelDetails,
  OrderDetails,
  StayDetails,
  TableDetails,
} from "./guest-requests";
import type { Catalogue } from "./request-quote";

/**
 * Prices for the tests of requests, as the route's loader gives them: the Deluxe Room at $249 a
 * night, two dishes, the $5 delivery fee and Weekend Escape (20% off Friday and Saturday nights).
 */
export const sampleCatalogue: Catalogue = {
  prices: {
    room: { deluxe: 249, executive: 389 },
    food: { "kacchi-biryani": 12, "mishti-doi": 3.5 },
  },
  offers: [
    {
      id: "weekend-escape",
      title: "Weekend Escape",
      validFrom: "2026-10-01",
      validUntil: "2027-03-31",
      rule: { kind: "weekend", percent: 20 },
    },
  ],
  deliveryFee: 5,
};

type Of<K extends GuestRequest["kind"]> = Extract<GuestRequest, { kind: K }>;
const base = (ref: string) =>
  ({ ref, createdAt: "2026-11-25T10:00:00.000Z", status: "unsent" }) as const;

/**
 * A stay request for the tests of requests (storage, message text, calendar file): Nusrat's three
 * nights in the Deluxe Room with the Weekend Escape. Tests change what they look at.
 */
export function sampleStayRequest(stay: Partial<StayDetails> = {}, ref = "SRH-7K3P9Q"): Of<"stay"> {
  return {
    ...base(ref),
    kind: "stay",
    stay: {
      room: "deluxe",
      checkIn: "2026-12-04",
      checkOut: "2026-12-07",
      adults: 2,
      children: 1,
      firstName: "Nusrat",
      lastName: "Chowdhury",
      email: "nusrat@example.com",
      phone: "+44 7700 900123",
      specialRequests: "A cot, please.",
      payment: "pay-later",
      offer: "weekend-escape",
      ...stay,
    },
  };
}

/** The contact page's hotel request: two nights in the Executive Suite for three. */
export function sampleHotelRequest(
  hotel: Partial<HotelDetails> = {},
  ref = "SRH-HDTE3K",
): Of<"hotel"> {
  return {
    ...base(ref),
    kind: "hotel",
    hotel: {
      room: "executive",
      checkIn: "2026-12-10",
      checkOut: "2026-12-12",
      guests: 3,
      name: "Rahim Uddin",
      email: "rahim@example.com",
      phone: "01711 000000",
      ...hotel,
    },
  };
}

/** A table for four at the fine-dining restaurant, at half past seven. */
export function sampleTableRequest(
  table: Partial<TableDetails> = {},
  ref = "SRH-TAB7E4",
): Of<"table"> {
  return {
    ...base(ref),
    kind: "table",
    table: {
      venue: "fine-dining",
      date: "2026-12-05",
      time: "19:30",
      partySize: "4",
      name: "Rahim Uddin",
      email: "rahim@example.com",
      phone: "01711 000000",
      requests: "A window table.",
      ...table,
    },
  };
}

/** A food order: two biryanis and a dessert, delivered to Zindabazar. */
export function sampleOrderRequest(
  order: Partial<OrderDetails> = {},
  ref = "SRH-8RDE9P",
): Of<"order"> {
  return {
    ...base(ref),
    kind: "order",
    order: {
      items: [
        { type: "food", id: "kacchi-biryani", name: "Kacchi Biryani", quantity: 2 },
        { type: "food", id: "mishti-doi", name: "Mishti Doi", quantity: 1 },
      ],
      details: {
        name: "Rahim Uddin",
        phone: "01711 000000",
        area: "Zindabazar",
        address: "House 12, Road 3",
      },
      ...order,
    },
  };
}
