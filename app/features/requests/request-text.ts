// A request in the page's language: the rows the confirmation view shows, and the same rows as the
// message WhatsApp and e-mail carry to the hotel.
import { policies } from "~/content/policies";
import { inTaka, site } from "~/content/site";
import { formatMoney, formatTaka, formatWeekdayDate } from "~/i18n/format";
import { requestText } from "~/lib/handoff";
import type { GuestRequest } from "~/lib/guest-requests";
import { requests as t } from "~/locale/requests";
import { reservations as r } from "~/locale/reservations";
import { site as m } from "~/locale/site";

/** Names of the rooms and offers by id, in the page's language (from the route's loader). */
export type Names = { rooms: Record<string, string>; offers: Record<string, string> };

const dayMs = 86_400_000;
export const nightsOf = (checkIn: string, checkOut: string) =>
  Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / dayMs);

export const roomName = (request: GuestRequest, names: Names) =>
  names.rooms[request.stay.room] ?? request.stay.room;

/** "Fri, 4 Dec 2026 – Mon, 7 Dec 2026" */
export const stayDates = ({ stay }: GuestRequest) =>
  `${formatWeekdayDate(stay.checkIn, m.locale, "short")} – ${formatWeekdayDate(stay.checkOut, m.locale, "short")}`;

/** The summary, label and value, in the order a guest and the front desk read it. */
export function stayRows(request: GuestRequest, names: Names): [string, string][] {
  const { stay } = request;
  const money = (amount: number) => formatMoney(amount, m.locale);
  const offer = stay.offer ? names.offers[stay.offer] : undefined;
  const rows: [string, string][] = [
    [r.summary.room, roomName(request, names)],
    [
      r.summary.checkIn,
      `${formatWeekdayDate(stay.checkIn, m.locale)} (${r.fromTime(policies.checkIn)})`,
    ],
    [
      r.summary.checkOut,
      `${formatWeekdayDate(stay.checkOut, m.locale)} (${r.byTime(policies.checkOut)})`,
    ],
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
    [r.summary.total, `${money(stay.total)} (${formatTaka(inTaka(stay.total), m.locale)})`],
    [t.message.name, `${stay.firstName} ${stay.lastName}`],
    [t.message.phone, stay.phone],
    [t.message.email, stay.email],
    [t.message.payment, r.payment[stay.payment].label],
    [r.specialRequests, stay.specialRequests],
  );
  return rows.filter(([, value]) => value.trim() !== "");
}

/** The message WhatsApp and e-mail carry: a greeting, the reference, every row, a closing. */
export function stayMessage(request: GuestRequest, names: Names) {
  const text = requestText(
    `${t.message.greeting}\n${t.title(request.ref)}`,
    stayRows(request, names),
    t.message.closing,
  );
  const subject = t.message.subject(request.ref, roomName(request, names), stayDates(request));
  return { text, subject, to: site.email, phone: site.phone };
}
