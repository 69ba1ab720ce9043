// A request in the page's language: the rows the confirmation view shows, and the same rows as the
// message WhatsApp and e-mail carry to the hotel.
import { policies } from "~/content/runtime/policies";
import { inTaka, deskPhoneShown, site } from "~/content/runtime/site";
import { formatMoney, formatNumber, formatTaka, formatWeekdayDate } from "~/i18n/format";
import { requestText } from "~/lib/handoff";
import {
  roomsOfStay,
  stayGuestName,
  type GuestRequest,
  type OrderLine,
  type StayDetails,
  type StayRoom,
} from "~/domain/guest-requests";
import { freeCancellationUntil } from "~/domain/cancellation";
import type { QuotedLine } from "~/domain/cart-quote";
import { quoteRequest, type Catalogue, type RoomQuote } from "~/domain/request-quote";
import { chargesShown, rateParts, type ChargesShown, type StayQuote } from "~/domain/stay-quote";
import { formatTime } from "~/content/schemas/collections/hours-format";
import { LOCALE } from "~/lib/locale";
import { requests as t } from "~/locale/requests";
import { stayWords as r } from "~/locale/stay-words";
import { site as m } from "~/locale/site";
import { ratePlanWords as plans } from "~/locale/rate-plans";
import { daysBetween } from "~/domain/calendar-day";
import { partyWords as p } from "~/locale/party-words";
import { extraRows } from "~/components/layout/extra-lines";

/**
 * What a request is shown and sent with (the route's loader's): the names of the rooms, offers and
 * restaurants by id in the page's language, and the prices and offers every figure is worked out
 * from (never a price the browser kept).
 */
export type RequestCatalogue = Catalogue & Names;

/** Names of the rooms, offers and restaurants by id, in the page's language. */
export type Names = {
  rooms: Record<string, string>;
  venues: Record<string, string>;
  /** Dishes (and rooms) of an order, named in the page's language when the catalogue has them. */
  dishes: Record<string, string>;
  /** The flexible rate's policy: free cancellation until these hours before check-in starts. */
  freeCancellation?: { hours: number; checkInTime: string };
};

type Rows = [string, string][];

/** An offer's name in the page's language, from the catalogue's offers. */
const offerName = (names: RequestCatalogue, id: string) =>
  names.offers.find((offer) => offer.id === id)?.title;

const money = (amount: number) => formatMoney(amount, m.locale);
const cents = (amount: number) => formatMoney(amount, m.locale, { cents: true });
// A message is plain text the guest's app wraps: a plain space after "≈", as typed.
export const withTaka = (amount: number, format = money) =>
  `${format(amount)} (${formatTaka(inTaka(amount), m.locale).replace("\u00a0", " ")})`;
const day = (iso: string) => formatWeekdayDate(iso, m.locale);
const shortDay = (iso: string) => formatWeekdayDate(iso, m.locale, "short");
/** "19:30" as the page's language writes a time, as the opening hours do: "7:30 PM", "সন্ধ্যা ৭:৩০". */
export const clockTime = (time: string) => formatTime(time, LOCALE);

/** What the request is for, in a few words: its room, restaurant or order. */
export function subjectOf(request: GuestRequest, names: RequestCatalogue) {
  switch (request.kind) {
    case "stay":
      // Every room of the request: "Deluxe Room + Family Suite".
      return roomsOfStay(request.stay)
        .map(({ room }) => names.rooms[room] ?? room)
        .join(" + ");
    case "hotel":
      return names.rooms[request.hotel.room] ?? request.hotel.room;
    case "table":
      return names.venues[request.table.venue] ?? request.table.venue;
    case "order": {
      const quote = quoteRequest(request, names);
      const total = quote?.kind === "order" ? quote.order.total : 0;
      return `${t.orderItems(request.order.items.reduce((count, line) => count + line.quantity, 0))}, ${cents(total)}`;
    }
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

export const stayDays = (checkIn: string, checkOut: string): Rows => [
  [r.summary.checkIn, `${day(checkIn)} (${r.fromTime(policies.checkIn)})`],
  [r.summary.checkOut, `${day(checkOut)} (${r.byTime(policies.checkOut)})`],
];

/** The nights at each rate: "3 nights × $249", or "1 night × $279 + 2 nights × $299". */
const nightsPrice = (stay: StayQuote) =>
  r.priceParts(rateParts(stay).map((part) => ({ nights: part.nights, price: money(part.rate) })));

/** What a stay's total includes or adds, as the booking form said it. */
function chargesRows(charges: ChargesShown): [string, string][] {
  if (charges.shown === "none") return [];
  if (charges.shown === "included")
    return [
      [r.summary.charges, r.chargesIncluded(money(charges.serviceCharge), money(charges.vat))],
    ];
  return charges.lines.map((line) => [r.summary[line.charge], money(line.amount)]);
}

/** The rate plan a stay was booked on, and what it promises: the hotel reads it as the guest did. */
function planRow(stay: StayDetails, quote: StayQuote, names: RequestCatalogue): [string, string] {
  if (quote.plan)
    return [plans.label, plans.nonRefundableRow(quote.plan.percent, money(quote.plan.discount))];
  const policy = names.freeCancellation;
  const until = policy && freeCancellationUntil(stay.checkIn, policy.checkInTime, policy.hours);
  return [
    plans.label,
    until ? plans.flexibleRow(plans.freeUntil(until.day, until.time)) : plans.flexible,
  ];
}

/** The party in a room: "2 adults, 2 children (aged 4 and 9)". */
const partyText = (room: StayRoom) =>
  room.childAges?.length
    ? `${r.guestsSummary(room.adults, room.children)} ${p.ages(room.childAges)}`
    : r.guestsSummary(room.adults, room.children);

/**
 * A row for each further room of a stay: its name, its party, its nights and its beds, and what it
 * costs; a room the hotel no longer lists is named with its party, its price left to the team.
 */
function moreRoomRows(
  stay: StayDetails,
  quotes: readonly RoomQuote[],
  names: RequestCatalogue,
): Rows {
  const priced = [...quotes];
  return (stay.moreRooms ?? []).map((room, index) => {
    const quote = names.prices.room[room.room] === undefined ? undefined : priced.shift();
    const bedding = quote?.party
      ? `; ${p.beddingPrice(
          p.bedding(quote.party.placement.extraBeds, quote.party.placement.cots),
          quote.stay.nights,
          money(quote.party.nightly),
          money(quote.party.charge),
        )}`
      : "";
    const price = quote
      ? `, ${nightsPrice(quote.stay)}${bedding}: ${money(quote.stay.total + (quote.party?.charge ?? 0))}`
      : "";
    return [
      p.roomNumber(index + 2),
      `${names.rooms[room.room] ?? room.room}, ${partyText(room)}${price}`,
    ];
  });
}

/** A line of an order, priced: "2 × Chicken Biryani", or a room with its dates and nights. */
function orderLine(
  { line, stay, amount }: QuotedLine<OrderLine>,
  names: RequestCatalogue,
): [string, string] {
  const name = names.dishes[line.id] ?? names.rooms[line.id] ?? line.name;
  if (!line.dates || !stay)
    return [`${formatNumber(line.quantity, m.locale)} × ${name}`, cents(amount)];
  return [
    t.orderRoomLine(
      line.quantity,
      name,
      `${shortDay(line.dates.checkIn)} – ${shortDay(line.dates.checkOut)}`,
      line.party ? r.guestsSummary(line.party.adults, line.party.children) : "",
    ),
    stay.offer
      ? `${nightsPrice(stay)}, ${r.offerSaves(stay.offer.title, money(stay.offer.discount * line.quantity))}: ${cents(amount)}`
      : `${nightsPrice(stay)}: ${cents(amount)}`,
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
export function requestRows(
  request: GuestRequest,
  names: RequestCatalogue,
  /** A stay's page leaves its dates and extras to its arrival details (./arrival.tsx), in order. */
  { arrival = true }: { arrival?: boolean } = {},
): Rows {
  let rows: Rows;
  switch (request.kind) {
    case "stay": {
      const { stay } = request;
      const quote = quoteRequest(request, names);
      const priced = quote?.kind === "stay" ? quote : null;
      // The offer that applies, or (when none does) the one the guest came to book.
      const offerId = priced?.stay.offer?.id ?? stay.offer;
      const offer = offerId ? offerName(names, offerId) : undefined;
      rows = [
        // A change names the request it replaces first: the team reads which booking moves.
        ...(stay.changes ? ([[t.message.replaces, stay.changes]] as Rows) : []),
        [
          stay.moreRooms?.length ? p.roomNumber(1) : r.summary.room,
          names.rooms[stay.room] ?? stay.room,
        ],
        // Several rooms alike (a cart line): their number; each night's rate is one room's.
        ...(stay.rooms ? ([[t.message.rooms, formatNumber(stay.rooms, m.locale)]] as Rows) : []),
        ...(arrival ? stayDays(stay.checkIn, stay.checkOut) : []),
        [stay.rooms ? t.message.guestsPerRoom : r.summary.guests, partyText(stay)],
        // A room the hotel no longer lists has no price to state: the team names it.
        [
          r.summary.nights,
          priced ? nightsPrice(priced.stay) : t.nights(daysBetween(stay.checkIn, stay.checkOut)),
        ],
      ];
      if (offer)
        rows.push([
          r.summary.offer,
          priced?.stay.offer ? r.offerSaves(offer, money(priced.stay.offer.discount)) : offer,
        ]);
      if (priced?.party) {
        const { placement, nightly, charge } = priced.party;
        rows.push([
          p.beddingLabel,
          p.beddingPrice(
            p.bedding(placement.extraBeds * (stay.rooms ?? 1), placement.cots * (stay.rooms ?? 1)),
            priced.stay.nights,
            money(nightly),
            money(charge),
          ),
        ]);
      }
      rows.push(...moreRoomRows(stay, priced?.moreRooms ?? [], names));
      if (priced && arrival) rows.push(...extraRows(priced.extras));
      if (priced)
        rows.push(
          planRow(stay, priced.stay, names),
          ...chargesRows(chargesShown(priced.stay, priced.stay.taxesIncluded)),
        );
      rows.push(
        [r.summary.total, priced ? withTaka(priced.total) : ""],
        [t.message.name, stayGuestName(stay)],
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
        [r.summary.nights, t.nights(daysBetween(hotel.checkIn, hotel.checkOut))],
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
      const { details } = request.order;
      const quote = quoteRequest(request, names);
      const order = quote?.kind === "order" ? quote.order : null;
      const lines = order?.lines ?? [];
      rows = [
        ...lines.map((line) => orderLine(line, names)),
        [t.message.subtotal, cents(order?.subtotal ?? 0)],
        ...(order?.stays ? chargesRows(order.stays.charges) : []),
        ...(order?.food ? ([[t.message.delivery, cents(order.food.deliveryFee)]] as Rows) : []),
        [t.message.total, withTaka(order?.total ?? 0, cents)],
        [t.message.name, details.name],
        [t.message.phone, details.phone],
        [t.message.area, details.area],
        [t.message.address, details.address],
        [t.message.payment, orderPayment(lines.map(({ line }) => line))],
        // A room from the cart is booked at the flexible rate.
        ...(order?.stays
          ? ([
              [
                plans.label,
                names.freeCancellation
                  ? plans.flexibleRow(plans.freeBefore(names.freeCancellation.hours))
                  : plans.flexible,
              ],
            ] as Rows)
          : []),
      ];
      break;
    }
  }
  return rows.filter(([, value]) => value.trim() !== "");
}

/** The message WhatsApp and e-mail carry: a greeting, the reference, every row, a closing. */
export function requestMessage(request: GuestRequest, names: RequestCatalogue) {
  const words = t.kinds[request.kind];
  const changes = request.kind === "stay" ? request.stay.changes : undefined;
  const text = requestText(
    `${changes ? t.kinds.stay.changeGreeting(changes) : words.greeting}\n${words.title(request.ref)}`,
    requestRows(request, names),
    changes ? t.kinds.stay.changeClosing : words.closing,
  );
  const what = [subjectOf(request, names), whenOf(request)].filter(Boolean).join(", ");
  const subject = `${words.title(request.ref)}: ${what}`;
  return { text, subject, to: site.email, phone: site.phone, phoneShown: deskPhoneShown };
}
