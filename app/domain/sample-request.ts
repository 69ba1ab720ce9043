import type {
  GuestRequest,
  HotelDetails,
  OrderDetails,
  StayDetails,
  TableDetails,
} from "./guest-requests";

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
      pricePerNight: 249,
      discount: 99.6,
      total: 647.4,
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
        { type: "food", id: "kacchi-biryani", name: "Kacchi Biryani", price: 12, quantity: 2 },
        { type: "food", id: "mishti-doi", name: "Mishti Doi", price: 3.5, quantity: 1 },
      ],
      totals: { subtotal: 27.5, deliveryFee: 5, total: 32.5, hasFood: true },
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
