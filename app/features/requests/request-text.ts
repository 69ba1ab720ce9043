// A request in the page's language: the rows the confirmation view shows, and the same rows as the
// message WhatsApp and e-mail carry to the hotel.
import { policies } from "~/content/policies";
import { inTaka, site } from "~/content/site";
import { formatMoney, formatNumber, formatTaka, formatWeekdayDate } from "~/i18n/format";
import { requestText } from "~/lib/handoff";
import type { GuestRequest, OrderLine } from "~/domain/guest-requests";
import { requests as t } from "~/locale/requests";
import { stayWords as r } from "~/locale/stay-words";
import { site as m } from "~/locale/site";

/** Names of the rooms, offers and restaurants by id, in the page's language (the route's loader's). */
export type Names = {
  rooms: Record<string, string>;
  offers: Record<string, string>;
  venues: Record<string, string>;
  /** Dishes (and rooms) of an order, named in the page's language when the catalogue has them. */
  dishes: Record<string, string>;
};

type Rows = [string, string][];

const dayMs = 86_400_000;
export const nightsOf = (checkIn: string, checkOut: string) =>
  Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / dayMs);

const money = (amount: number) => formatMoney(amount, m.locale);
const cents = (amount: number) => formatMoney(amount, m.locale, { cents: true });
const withTaka = (amount: number, format = money) =>
  `${format(amount)} (${formatTaka(inTaka(amount), m.locale)})`;
const day = (iso: string) => formatWeekdayDate(iso, m.locale);
const shortDay = (iso: string) => formatWeekdayDate(iso, m.locale, "short");
/** "19:30" as the page's language writes a time, as the policies do: "7:30 PM", "৭:৩০ সন্ধ্যা". */
export const clockTime = (time: string) =>
  new Date(`1970-01-01T${time}:00Z`)
    .toLocaleTimeString(m.locale, {
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
      ...(m.locale.startsWith("bn") ? { dayPeriod: "short" } : { hourCycle: "h12" }),
    })
    .replace(/\b(am|pm)\b/, (period) => period.toUpperCase());

/** What the request is for, in a few words: its room, restaurant or order. */
export function subjectOf(request: GuestRequest, names: Names) {
  switch (request.kind) {
    case "stay":
      return names.rooms[request.stay.room] ?? request.stay.room;
    case "hotel":
      return names.rooms[request.hotel.room] ?? request.hotel.room;
    case "table":
      return names.venues[request.table.venue] ?? request.table.venue;
    case "order":
      return `${t.orderItems(request.order.items.reduce((count, line) => count + line.quantity, 0))}, ${cents(request.order.totals.total)}`;
  }
}

/** When: "Fri, 4 Dec 2026 – Mon, 7 Dec 2026", "Sat, 5 Dec 2026, 7:30 PM", or none for an order. */
export function whenOf(request: GuestRequest) {
  switch (request.kind) {
    case "stay":
    case "hotel": {
      const { checkIn, checkOut } = request.kind === "stay" ? request.stay : request.hotel;
      return `${shortDay(checkIn)} – ${shortDay(checkOut)}`;
    }
    case "table":
      return `${shortDay(request.table.date)}, ${clockTime(request.table.time)}`;
    case "order":
      return "";
  }
}

const stayDays = (checkIn: string, checkOut: string): Rows => [
  [r.summary.checkIn, `${day(checkIn)} (${r.fromTime(policies.checkIn)})`],
  [r.summary.checkOut, `${day(checkOut)} (${r.byTime(policies.checkOut)})`],
];

/** A line of an order: "2 × Chicken Biryani", or a room with its dates and nights. */
function orderLine(line: OrderLine, names: Names): [string, string] {
  const name = names.dishes[line.id] ?? names.rooms[line.id] ?? line.name;
  if (!line.dates)
    return [
      `${formatNumber(line.quantity, m.locale)} × ${name}`,
      cents(line.price * line.quantity),
    ];
  const nights = nightsOf(line.dates.checkIn, line.dates.checkOut);
  return [
    t.orderRoomLine(
      line.quantity,
      name,
      `${shortDay(line.dates.checkIn)} – ${shortDay(line.dates.checkOut)}`,
      line.party ? r.guestsSummary(line.party.adults, line.party.children) : "",
    ),
    line.offer
      ? `${r.priceLine(nights, money(line.price))}, ${r.offerSaves(names.offers[line.offer.id] ?? line.offer.id, money(line.offer.discount * line.quantity))}: ${cents((line.price * nights - line.offer.discount) * line.quantity)}`
      : `${r.priceLine(nights, money(line.price))}: ${cents(line.price * nights * line.quantity)}`,
  ];
}

/** How an order is paid: food on delivery, a room at the hotel once confirmed, or each its way. */
function orderPayment(items: readonly OrderLine[]) {
  const food = items.some((line) => line.type === "food");
  const rooms = items.some((line) => line.type === "room");
  if (food && rooms) return t.message.eachItsWay(t.message.onDelivery, t.message.atHotel);
  return rooms ? t.message.atHotel : t.message.onDelivery;
}

/** The summary, label and value, in the order a guest and the front desk read it. */
export function requestRows(request: GuestRequest, names: Names): Rows {
  let rows: Rows;
  switch (request.kind) {
    case "stay": {
      const { stay } = request;
      const offer = stay.offer ? names.offers[stay.offer] : undefined;
      rows = [
        [r.summary.room, subjectOf(request, names)],
        ...stayDays(stay.checkIn, stay.checkOut),
        [r.summary.guests, r.guestsSummary(stay.adults, stay.children)],
        [
          r.summary.nights,
          r.priceLine(nightsOf(stay.checkIn, stay.checkOut), money(stay.pricePerNight)),
        ],
      ];
      if (offer)
        rows.push([
          r.summary.offer,
          stay.discount > 0 ? r.offerSaves(offer, money(stay.discount)) : offer,
        ]);
      rows.push(
        [r.summary.total, withTaka(stay.total)],
        [t.message.name, `${stay.firstName} ${stay.lastName}`],
        [t.message.phone, stay.phone],
        [t.message.email, stay.email],
        [t.message.payment, r.payment[stay.payment]],
        [r.specialRequests, stay.specialRequests],
      );
      break;
    }
    case "hotel": {
      const { hotel } = request;
      rows = [
        [r.summary.room, subjectOf(request, names)],
        ...stayDays(hotel.checkIn, hotel.checkOut),
        [r.summary.guests, t.guests(hotel.guests)],
        [r.summary.nights, t.nights(nightsOf(hotel.checkIn, hotel.checkOut))],
        [t.message.name, hotel.name],
        [t.message.phone, hotel.phone],
        [t.message.email, hotel.email],
      ];
      break;
    }
    case "table": {
      const { table } = request;
      rows = [
        [t.message.restaurant, subjectOf(request, names)],
        [t.message.date, day(table.date)],
        [t.message.time, clockTime(table.time)],
        [t.message.party, t.party(table.partySize)],
        [t.message.name, table.name],
        [t.message.phone, table.phone],
        [t.message.email, table.email],
        [r.specialRequests, table.requests],
      ];
      break;
    }
    case "order": {
      const { items, totals, details } = request.order;
      rows = [
        ...items.map((line) => orderLine(line, names)),
        [t.message.subtotal, cents(totals.subtotal)],
        ...(totals.hasFood ? ([[t.message.delivery, cents(totals.deliveryFee)]] as Rows) : []),
        [t.message.total, withTaka(totals.total, cents)],
        [t.message.name, details.name],
        [t.message.phone, details.phone],
        [t.message.area, details.area],
        [t.message.address, details.address],
        [t.message.payment, orderPayment(items)],
      ];
      break;
    }
  }
  return rows.filter(([, value]) => value.trim() !== "");
}

/** The message WhatsApp and e-mail carry: a greeting, the reference, every row, a closing. */
export function requestMessage(request: GuestRequest, names: Names) {
  const words = t.kinds[request.kind];
  const text = requestText(
    `${words.greeting}\n${words.title(request.ref)}`,
    requestRows(request, names),
    words.closing,
  );
  const what = [subjectOf(request, names), whenOf(request)].filter(Boolean).join(", ");
  const subject = `${words.title(request.ref)}: ${what}`;
  return { text, subject, to: site.email, phone: site.phone };
}
