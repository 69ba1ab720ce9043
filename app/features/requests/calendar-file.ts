// "Add to calendar": an RFC 5545 file of the stay, made by the `ics` package, which loads when the
// guest asks for it (it never reaches a page's first load).
import { site, siteText } from "~/content/site";
import type { GuestRequest } from "~/lib/guest-requests";
import { requests as t } from "~/locale/requests";
import { roomName, stayRows, type Names } from "./request-text";

type Day = [number, number, number];
const day = (iso: string, plus = 0): Day => {
  const date = new Date(Date.parse(`${iso}T00:00:00Z`) + plus * 86_400_000);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
};

/**
 * Lines folded at 75 octets, as RFC 5545, section 3.1 asks: `ics` folds at 75 characters, and a Bengali
 * character is three octets. A character is never split.
 */
export function foldLines(text: string) {
  const encoder = new TextEncoder();
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .map((line) => {
      const parts: string[] = [];
      let part = "";
      let octets = 0;
      for (const char of line) {
        const size = encoder.encode(char).length;
        // The first line takes 75 octets; each continuation, after its leading space, 74.
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(part);
          part = "";
          octets = 0;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join("\r\n ");
    })
    .join("\r\n");
}

/** The stay as calendar text: whole days from check-in to check-out, both shown in the calendar. */
export async function stayCalendar(request: GuestRequest, names: Names): Promise<string> {
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
    ...stayRows(request, names).map(([label, value]) => `${label}: ${value}`),
  ].join("\n");
  const { error, value } = createEvent({
    uid: `${request.ref}@${new URL(site.origin).hostname}`,
    productId: "surma-riverside-hotel/requests",
    title: t.calendarTitle(siteText.name, roomName(request, names)),
    description,
    location: `${siteText.name}, ${address}`,
    geo: { lat: site.geo.latitude, lon: site.geo.longitude },
    url: site.origin,
    start: day(request.stay.checkIn),
    // An all-day event's end is exclusive: the day after check-out, so check-out day shows too.
    end: day(request.stay.checkOut, 1),
    status: "TENTATIVE",
    busyStatus: "BUSY",
    organizer: { name: siteText.name, email: site.email },
  });
  if (error || !value) throw error ?? new Error("ics: no calendar text");
  return foldLines(value);
}

/** Downloads the stay's calendar file, named by its reference. */
export async function downloadCalendar(request: GuestRequest, names: Names) {
  const text = await stayCalendar(request, names);
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${request.ref}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
