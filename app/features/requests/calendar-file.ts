// "Add to calendar": an RFC 5545 file of the stay, made by the `ics` package, which loads when the
// guest asks for it (it never reaches a page's first load).
import { site, siteText } from "~/content/runtime/site";
import { isoDayPlus } from "~/domain/calendar-day";
import type { GuestRequest } from "~/domain/guest-requests";
import { foldLines } from "~/lib/calendar-lines";
import { requests as t } from "~/locale/requests";
import { requestRows, subjectOf, type RequestCatalogue } from "./request-text";

type Day = [number, number, number];
const day = (iso: string, plus = 0): Day => isoDayPlus(iso, plus).split("-").map(Number) as Day;

/** The hotel's clock (Asia/Dhaka) is six hours ahead of UTC all year: no daylight saving. */
const DHAKA_OFFSET_MINUTES = 6 * 60;
/** How long a table is kept in the guest's calendar. */
const TABLE_MINUTES = 120;

type Minute = [number, number, number, number, number];
/** A date and time at the hotel as a UTC instant, to the minute. */
function utcMinute(date: string, time: string, plusMinutes = 0): Minute {
  const instant = new Date(
    Date.parse(`${date}T${time}:00Z`) + (plusMinutes - DHAKA_OFFSET_MINUTES) * 60_000,
  );
  return [
    instant.getUTCFullYear(),
    instant.getUTCMonth() + 1,
    instant.getUTCDate(),
    instant.getUTCHours(),
    instant.getUTCMinutes(),
  ];
}

/** When the request takes place in a calendar: whole days for a stay, two hours for a table. */
function timing(request: GuestRequest) {
  switch (request.kind) {
    case "stay":
    case "hotel": {
      const { checkIn, checkOut } = request.kind === "stay" ? request.stay : request.hotel;
      // An all-day event's end is exclusive: the day after check-out, so check-out day shows too.
      return { start: day(checkIn), end: day(checkOut, 1) };
    }
    case "table": {
      const { date, time } = request.table;
      return {
        start: utcMinute(date, time),
        end: utcMinute(date, time, TABLE_MINUTES),
        startInputType: "utc" as const,
        startOutputType: "utc" as const,
        endInputType: "utc" as const,
        endOutputType: "utc" as const,
      };
    }
    case "order":
      return null;
  }
}

/** Whether the request has a time to put in a calendar (a stay or a table; not an order). */
export const hasCalendar = (request: GuestRequest) => request.kind !== "order";

/** The request as calendar text: a stay's days from check-in to check-out, or a table's time. */
export async function requestCalendar(
  request: GuestRequest,
  names: RequestCatalogue,
): Promise<string> {
  const when = timing(request);
  if (!when) throw new Error("An order has no time for a calendar.");
  const { createEvent } = await import("ics");
  const address = [
    siteText.address.street,
    siteText.address.locality,
    siteText.address.postalCode,
    siteText.address.country,
  ].join(", ");
  const description = [
    t.calendarNote(request.ref, site.phone),
    "",
    ...requestRows(request, names).map(([label, value]) => `${label}: ${value}`),
  ].join("\n");
  const { error, value } = createEvent({
    uid: `${request.ref}@${new URL(site.origin).hostname}`,
    productId: "surma-riverside-hotel/requests",
    title: t.calendarTitle(
      siteText.name,
      request.kind === "table"
        ? t.calendarTable(subjectOf(request, names))
        : subjectOf(request, names),
    ),
    description,
    location: `${siteText.name}, ${address}`,
    geo: { lat: site.geo.latitude, lon: site.geo.longitude },
    url: site.origin,
    ...when,
    status: "TENTATIVE",
    busyStatus: "BUSY",
    organizer: { name: siteText.name, email: site.email },
  });
  if (error || !value) throw error ?? new Error("ics: no calendar text");
  return foldLines(value);
}

/** Downloads the request's calendar file, named by its reference. */
export async function downloadCalendar(request: GuestRequest, names: RequestCatalogue) {
  const text = await requestCalendar(request, names);
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${request.ref}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
