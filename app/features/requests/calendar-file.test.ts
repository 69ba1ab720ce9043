import { describe, expect, it } from "vitest";
import {
  sampleCatalogue,
  sampleStayRequest,
  sampleTableRequest,
} from "../../../tests/fixtures/sample-request";
import { requestCalendar } from "./calendar-file";
import type { RequestCatalogue } from "./request-text";

const names: RequestCatalogue = {
  ...sampleCatalogue,
  rooms: { deluxe: "Deluxe Room" },
  venues: { "fine-dining": "The Surma Room" },
  dishes: {},
};

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
    const text = await requestCalendar(request, names);
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
    expect(description).toContain("Request SRH-7K3P9Q, to be confirmed by the hotel.");
    expect(description).toContain("+880 1711 234567");
    expect(description).toContain("Special requests: Line one;\nline, two");
    expect(description).toContain("Name: নুসরাত Chowdhury");
  });
});

describe("a table's calendar file", () => {
  it("is two hours from the table's time at the hotel, written in UTC (Dhaka is UTC+6)", async () => {
    const event = properties(
      await requestCalendar(sampleTableRequest({ date: "2026-12-05", time: "02:30" }), names),
    );
    expect(event.get("SUMMARY")).toBe("Surma Riverside Hotel: Table at The Surma Room");
    // 02:30 in Sylhet is 20:30 UTC the day before.
    expect(event.get("DTSTART")).toBe("20261204T203000Z");
    expect(event.get("DTEND")).toBe("20261204T223000Z");
    expect(event.get("DESCRIPTION")).toContain("Party: 4 people");
  });
});
