import { describe, expect, it } from "vitest";
import { sampleStayRequest } from "~/lib/sample-request";
import { stayCalendar } from "./calendar-file";

const request = sampleStayRequest({
  checkIn: "2026-12-30",
  checkOut: "2027-01-02",
  firstName: "নুসরাত",
  specialRequests: "Line one;\nline, two",
});

/** The calendar's properties, folded lines joined (RFC 5545 §3.1), values unescaped. */
function properties(text: string) {
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  const map = new Map<string, string>();
  for (const line of unfolded.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0 && !map.has(line.slice(0, colon)))
      map.set(
        line.slice(0, colon),
        line
          .slice(colon + 1)
          .replace(/\\n/gi, "\n")
          .replace(/\\([,;\\])/g, "$1"),
      );
  }
  return map;
}

describe("the stay's calendar file", () => {
  it("is one RFC 5545 event over the stay's days, at the hotel, to be confirmed", async () => {
    const text = await stayCalendar(request, { rooms: { deluxe: "Deluxe Room" }, offers: {} });
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    // Lines end in CRLF and are folded at 75 octets.
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

    const event = properties(text);
    expect(event.get("BEGIN")).toBe("VCALENDAR");
    expect(event.get("UID")).toBe("SRH-7K3P9Q@www.surmariversidehotel.com");
    expect(event.get("SUMMARY")).toBe("Surma Riverside Hotel: Deluxe Room");
    expect(event.get("DTSTART;VALUE=DATE")).toBe("20261230");
    // The day after check-out: an all-day event's end is exclusive.
    expect(event.get("DTEND;VALUE=DATE")).toBe("20270103");
    expect(event.get("STATUS")).toBe("TENTATIVE");
    expect(event.get("LOCATION")).toBe(
      "Surma Riverside Hotel, House 12, Surma Tower Road, Zindabazar, Sylhet, 3100, Bangladesh",
    );
    expect(event.get("GEO")).toBe("24.8975;91.8715");
    const description = event.get("DESCRIPTION") ?? "";
    expect(description).toContain("Reservation request SRH-7K3P9Q, to be confirmed by the hotel.");
    expect(description).toContain("+880 1711 234567");
    expect(description).toContain("Special requests: Line one;\nline, two");
    expect(description).toContain("Name: নুসরাত Chowdhury");
  });
});
