// @vitest-environment node
// The rooms' calendars out (/calendars/<room>.ics), parsed back with node-ical as a booking site
// would read them: all-day ranges with DTEND the day after the last closed night, a UID that stays
// the same from build to build, CRLF line ends, lines folded at 75 octets.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomCalendar, roomCalendars } from "./room-calendars.ts";

const stamp = new Date("2026-11-20T06:30:00Z");
const host = "www.surmariversidehotel.com";

/** The events of a calendar's text, as node-ical reads them, in start order. */
function events(text: string) {
  return Object.values(ical.sync.parseICS(text))
    .filter((component): component is VEvent => component?.type === "VEVENT")
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** An all-day value's date, as the floating day node-ical makes of it. */
const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

describe("a room's calendar", () => {
  const ranges = [
    { from: "2026-12-24", to: "2026-12-26" },
    { from: "2026-12-31", to: "2026-12-31" },
  ];
  const text = roomCalendar({
    room: "deluxe",
    name: "Deluxe Room",
    hotel: "Surma Riverside Hotel",
    host,
    ranges,
    stamp,
  });

  it("is one all-day event per range, DTEND the day after the last closed night", () => {
    const read = events(text);
    expect(read).toHaveLength(2);
    expect(
      read.map((event) => ({
        summary: event.summary,
        allDay: event.datetype,
        start: day(event.start),
        end: day(event.end!),
      })),
    ).toEqual([
      { summary: "Not available", allDay: "date", start: "2026-12-24", end: "2026-12-27" },
      { summary: "Not available", allDay: "date", start: "2026-12-31", end: "2027-01-01" },
    ]);
    expect(text).toContain("\r\nDTSTART;VALUE=DATE:20261224\r\nDTEND;VALUE=DATE:20261227\r\n");
    expect(read[0]?.dtstamp.toISOString()).toBe("2026-11-20T06:30:00.000Z");
  });

  it("names each event by the room, its nights and the site, the same at every build", () => {
    expect(events(text).map((event) => event.uid)).toEqual([
      `deluxe-20261224-20261226@${host}`,
      `deluxe-20261231-20261231@${host}`,
    ]);
    const later = roomCalendar({
      room: "deluxe",
      name: "Deluxe Room",
      hotel: "Surma Riverside Hotel",
      host,
      ranges: [ranges[1]!],
      stamp: new Date("2026-12-01T00:00:00Z"),
    });
    expect(events(later)[0]?.uid).toBe(`deluxe-20261231-20261231@${host}`);
  });

  it("is a whole RFC 5545 calendar even with no closed night", () => {
    const empty = roomCalendar({
      room: "standard",
      name: "Standard Room",
      hotel: "H",
      host,
      ranges: [],
      stamp,
    });
    expect(empty.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(empty.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(empty).toMatch(/\r\nPRODID:[^\r\n]+\r\n/);
    expect(events(empty)).toEqual([]);
  });

  it("ends every line in CRLF and folds long ones at 75 octets, never inside a character", () => {
    const long = roomCalendar({
      room: "garden-view",
      name: "Garden View Room — ground floor, beside the tea garden path — ২ জনের জন্য",
      hotel: "Surma Riverside Hotel",
      host,
      ranges,
      stamp,
    });
    expect(long.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const lines = long.split("\r\n").slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(long.replace(/\r\n /g, "")).toContain(
      "X-WR-CALNAME:Surma Riverside Hotel: Garden View Room — ground floor, beside the tea garden path — ২ জনের জন্য\r\n",
    );
    expect(events(long)).toHaveLength(2);
  });
});

describe("the rooms' calendars from the content", () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), text);
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "room-calendars-"));
    cpSync("content/site.yaml", join(dir, "site.yaml"));
    // A room that closes nights itself, one that does not say (the field is optional), one whose
    // entry is not two dates in order (the rooms' own check reports it; here it closes nothing).
    write(
      "rooms/deluxe.yaml",
      "en:\n  name: Deluxe Room\n  closed:\n    - { from: 2026-12-24, to: 2026-12-26, reason: A wedding }\n    - { from: 2026-11-01, to: 2026-11-02 }\n",
    );
    write("rooms/standard.yaml", "en:\n  name: Standard Room\n");
    write(
      "rooms/family-suite.yaml",
      "en:\n  name: Family Suite\n  closed:\n    - { from: 2027-01-09, to: 2027-01-02 }\n",
    );
    write(
      "availability.json",
      JSON.stringify({
        readAt: "2026-11-20T06:00:00.000Z",
        rooms: {
          deluxe: {
            closed: [
              // Touching the room's own range: one event from the 20th to the 26th.
              { from: "2026-12-20", to: "2026-12-23", source: "www.airbnb.com" },
              { from: "2027-01-05", to: "2027-01-06", source: "admin.booking.com" },
            ],
            feeds: [],
          },
          standard: {
            closed: [{ from: "2026-12-31", to: "2027-01-01", source: "admin.booking.com" }],
            feeds: [],
          },
        },
      }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes one file per room: its own closed nights and every site's, merged, none gone by", () => {
    const files = roomCalendars(dir, stamp);
    expect(Object.keys(files)).toEqual(["deluxe.ics", "family-suite.ics", "standard.ics"]);
    const nights = (file: string) =>
      events(files[file]!).map((event) => [day(event.start), day(event.end!)]);
    expect(nights("deluxe.ics")).toEqual([
      ["2026-12-20", "2026-12-27"],
      ["2027-01-05", "2027-01-07"],
    ]);
    expect(nights("standard.ics")).toEqual([["2026-12-31", "2027-01-02"]]);
    expect(nights("family-suite.ics")).toEqual([]);
    expect(events(files["deluxe.ics"]!)[0]?.uid).toBe(`deluxe-20261220-20261226@${host}`);
  });

  it("stops, naming the file and the field, when availability.json is not what was written", () => {
    write("availability.json", JSON.stringify({ readAt: "yesterday", rooms: {} }));
    expect(() => roomCalendars(dir, stamp)).toThrow(
      /availability\.json: readAt: .*got "yesterday"/,
    );
  });
});
