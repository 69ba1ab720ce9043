// @vitest-environment node
// The booking sites' calendars read in, offline: fixture files shaped like Booking.com's and
// Airbnb's exports (tests/fixtures/ical/), timed events in other zones, a malformed file and
// 5,000 events made here; the network is a fake fetch, for the timeout and the last good nights.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Availability } from "../app/content/schemas/collections/channels.ts";
import {
  availabilityReport,
  calendarNights,
  FeedError,
  fetchCalendar,
  readAvailabilityFeeds,
  type Fetch,
} from "./availability-core.ts";
import { addDays, mergeRanges } from "./night-ranges.ts";

const fixture = (name: string) => readFileSync(`tests/fixtures/ical/${name}.ics`, "utf8");

const booking = "https://admin.booking.com/hotel/hoteladmin/ical.html?t=5f0c3a8e";
const airbnb = "https://www.airbnb.com/calendar/ical/12345678.ics?s=9a8b7c6d";

/** A fetch answering each address from a table: text, a status, a failure, or never. */
function fakeFetch(
  answers: Record<string, string | number | Error | "never">,
): Fetch & { calls: string[] } {
  const calls: string[] = [];
  const fetch: Fetch = async (url, { signal }) => {
    calls.push(url);
    const answer = answers[url];
    if (answer === undefined) throw new TypeError("fetch failed", { cause: { code: "ENOTFOUND" } });
    if (answer instanceof Error) throw answer;
    if (answer === "never")
      return new Promise((_, reject) =>
        signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    return {
      ok: typeof answer === "string",
      status: typeof answer === "string" ? 200 : answer,
      text: async () => (typeof answer === "string" ? answer : "<html>error</html>"),
    };
  };
  return Object.assign(fetch, { calls });
}

describe("a calendar's closed nights", () => {
  it("reads Booking.com's export: all-day CLOSED - Not available events, DTEND exclusive, merged", () => {
    expect(calendarNights(fixture("booking"))).toEqual([
      // 5 to 7 November: the nights of the 5th and the 6th.
      { from: "2026-11-05", to: "2026-11-06" },
      // One night on the 24th, then 25–28 and an overlapping 27–30: one range to the 29th.
      { from: "2026-12-24", to: "2026-12-29" },
      { from: "2027-02-12", to: "2027-02-12" },
    ]);
  });

  it("reads Airbnb's export: Reserved and Airbnb (Not available), folded lines and all", () => {
    expect(calendarNights(fixture("airbnb"))).toEqual([
      // Reserved 15–20, then a stay arriving on the 20th: adjacent, one range.
      { from: "2026-12-15", to: "2026-12-21" },
      { from: "2027-01-15", to: "2027-02-28" },
    ]);
  });

  it("reads timed events in the hotel's time, whatever zone they are written in", () => {
    expect(calendarNights(fixture("timed-tzid"))).toEqual([
      // 14:00 on the 24th to 12:00 on the 26th in Dhaka: the nights of the 24th and 25th.
      { from: "2026-12-24", to: "2026-12-25" },
      // 20:00 UTC on the 27th is 02:00 on the 28th in Dhaka; it ends that morning: the 28th.
      { from: "2026-12-28", to: "2026-12-28" },
      // 15:00 in London on 10 January to 09:00 on the 11th: 21:00 to 15:00 in Dhaka, one night.
      { from: "2027-01-10", to: "2027-01-10" },
      // A weekly RRULE: its first occurrence only. Cancelled and free (TRANSPARENT) events: none.
      { from: "2027-02-01", to: "2027-02-01" },
    ]);
  });

  it("reads a floating time (no zone, no Z, no VTIMEZONE) as the hotel's, wherever it runs", () => {
    const floating = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:late-arrival@example.com",
      "DTSTAMP:20261101T000000Z",
      "DTSTART:20270120T230000",
      "DTEND:20270121T010000",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    // 23:00 on the 20th to 01:00 on the 21st on the hotel's clock: the night of the 20th.
    expect(calendarNights(floating)).toEqual([{ from: "2027-01-20", to: "2027-01-20" }]);
  });

  it("refuses a malformed calendar, an error page and a cut-off download, saying why", () => {
    expect(() => calendarNights(fixture("malformed"))).toThrow(
      new FeedError('the event "broken-date@booking.com" has no start date that can be read'),
    );
    expect(() => calendarNights("<!DOCTYPE html><title>Sign in</title>")).toThrow(
      /does not begin with BEGIN:VCALENDAR/,
    );
    const cut = fixture("booking").slice(0, 400);
    expect(() => calendarNights(cut)).toThrow(/cut off/);
    expect(() => calendarNights("")).toThrow(FeedError);
  });

  it("takes an empty calendar as no closed nights, and a byte-order mark or LF line ends in its stride", () => {
    expect(calendarNights("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n")).toEqual([]);
    const lf = `\uFEFF${fixture("airbnb").replaceAll("\r\n", "\n")}`;
    expect(calendarNights(lf)).toEqual(calendarNights(fixture("airbnb")));
  });

  it("reads 5,000 events (a busy year's export, ten times over) into their merged ranges", () => {
    // Blocks of ten back-to-back two-night stays, a free night between blocks: 500 ranges of 20.
    const start = "2026-01-01";
    const events: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const block = Math.floor(i / 10);
      const from = addDays(start, block * 21 + (i % 10) * 2);
      const day = (iso: string) => iso.replaceAll("-", "");
      events.push(
        "BEGIN:VEVENT",
        `DTSTAMP:20260101T000000Z`,
        `DTSTART;VALUE=DATE:${day(from)}`,
        `DTEND;VALUE=DATE:${day(addDays(from, 2))}`,
        `UID:${i}@booking.com`,
        "SUMMARY:CLOSED - Not available",
        "END:VEVENT",
      );
    }
    const text = ["BEGIN:VCALENDAR", "VERSION:2.0", ...events, "END:VCALENDAR", ""].join("\r\n");
    const nights = calendarNights(text);
    expect(nights).toHaveLength(500);
    expect(nights[0]).toEqual({ from: "2026-01-01", to: "2026-01-20" });
    expect(nights[1]).toEqual({ from: "2026-01-22", to: "2026-02-10" });
    expect(nights.at(-1)).toEqual({
      from: addDays(start, 499 * 21),
      to: addDays(start, 499 * 21 + 19),
    });
  });
});

describe("ranges of nights", () => {
  it("merge when they overlap or touch, and stay apart across a free night", () => {
    expect(
      mergeRanges([
        { from: "2026-12-27", to: "2026-12-28" },
        { from: "2026-12-24", to: "2026-12-26" },
        { from: "2026-12-25", to: "2026-12-25" },
        { from: "2026-12-30", to: "2026-12-31" },
        // Across the year's end, touching the one before.
        { from: "2027-01-01", to: "2027-01-02" },
        { from: "2027-01-04", to: "2027-01-04" },
      ]),
    ).toEqual([
      { from: "2026-12-24", to: "2026-12-28" },
      { from: "2026-12-30", to: "2027-01-02" },
      { from: "2027-01-04", to: "2027-01-04" },
    ]);
  });
});

describe("fetching a calendar", () => {
  it("gives up after the time allowed, aborting the request", async () => {
    const fetch = fakeFetch({ [airbnb]: "never" });
    const started = Date.now();
    await expect(fetchCalendar(airbnb, { fetch, timeoutMs: 50 })).rejects.toThrow(
      new FeedError("no answer within 0.05 s"),
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("gives up on a body that never ends, too", async () => {
    const fetch: Fetch = async () => ({ ok: true, status: 200, text: () => new Promise(() => {}) });
    await expect(fetchCalendar(airbnb, { fetch, timeoutMs: 50 })).rejects.toThrow(/no answer/);
  });

  it("names an HTTP error and a network failure", async () => {
    await expect(
      fetchCalendar(airbnb, { fetch: fakeFetch({ [airbnb]: 503 }), timeoutMs: 1000 }),
    ).rejects.toThrow("the site answered HTTP 503");
    await expect(fetchCalendar(booking, { fetch: fakeFetch({}), timeoutMs: 1000 })).rejects.toThrow(
      "could not be fetched: ENOTFOUND",
    );
  });
});

describe("reading every room's calendars", () => {
  const now = new Date("2026-11-20T06:00:00Z");

  it("writes each room's closed nights by site and each calendar's read, dropping nights gone by", async () => {
    const { availability, report } = await readAvailabilityFeeds({
      channels: { deluxe: [booking, airbnb], standard: [] },
      previous: null,
      fetch: fakeFetch({ [booking]: fixture("booking"), [airbnb]: fixture("airbnb") }),
      timeoutMs: 1000,
      now,
    });
    expect(availability).toEqual({
      readAt: "2026-11-20T06:00:00.000Z",
      rooms: {
        deluxe: {
          // Booking.com's 5–6 November are over by the 20th; sites' ranges stay apart, each named.
          closed: [
            { from: "2026-12-15", to: "2026-12-21", source: "www.airbnb.com" },
            { from: "2026-12-24", to: "2026-12-29", source: "admin.booking.com" },
            { from: "2027-01-15", to: "2027-02-28", source: "www.airbnb.com" },
            { from: "2027-02-12", to: "2027-02-12", source: "admin.booking.com" },
          ],
          feeds: [
            { url: booking, ok: true, readAt: "2026-11-20T06:00:00.000Z" },
            { url: airbnb, ok: true, readAt: "2026-11-20T06:00:00.000Z" },
          ],
        },
        standard: { closed: [], feeds: [] },
      },
    });
    expect(report).toEqual([
      "deluxe: 2 calendars, 58 closed nights in 4 ranges",
      "  ok      admin.booking.com: 2 ranges",
      "  ok      www.airbnb.com: 2 ranges",
      "standard: no calendars",
    ]);
  });

  it("keeps a range under way today whole, so its event keeps its UID", async () => {
    const { availability } = await readAvailabilityFeeds({
      channels: { deluxe: [booking] },
      previous: null,
      fetch: fakeFetch({ [booking]: fixture("booking") }),
      timeoutMs: 1000,
      now: new Date("2026-12-25T20:00:00Z"), // the 26th in Dhaka
    });
    expect(availability.rooms.deluxe?.closed[0]).toEqual({
      from: "2026-12-24",
      to: "2026-12-29",
      source: "admin.booking.com",
    });
  });

  it("keeps a failing calendar's last good nights and says why; the others are read anew", async () => {
    const previous: Availability = {
      readAt: "2026-11-19T06:00:00.000Z",
      rooms: {
        deluxe: {
          closed: [
            { from: "2026-12-01", to: "2026-12-03", source: "www.airbnb.com" },
            { from: "2026-12-10", to: "2026-12-10", source: "admin.booking.com" },
          ],
          feeds: [
            { url: booking, ok: true, readAt: "2026-11-19T06:00:00.000Z" },
            { url: airbnb, ok: true, readAt: "2026-11-18T06:00:00.000Z" },
          ],
        },
      },
    };
    const fetch = fakeFetch({ [booking]: fixture("booking"), [airbnb]: "never" });
    const { availability, report } = await readAvailabilityFeeds({
      channels: { deluxe: [booking, airbnb] },
      previous,
      fetch,
      timeoutMs: 50,
      now,
    });
    expect(fetch.calls).toEqual([booking, airbnb]);
    expect(availability.rooms.deluxe).toEqual({
      closed: [
        // Airbnb's last good nights, kept; Booking.com's as read now (its old 10 December gone).
        { from: "2026-12-01", to: "2026-12-03", source: "www.airbnb.com" },
        { from: "2026-12-24", to: "2026-12-29", source: "admin.booking.com" },
        { from: "2027-02-12", to: "2027-02-12", source: "admin.booking.com" },
      ],
      feeds: [
        { url: booking, ok: true, readAt: "2026-11-20T06:00:00.000Z" },
        {
          url: airbnb,
          ok: false,
          readAt: "2026-11-18T06:00:00.000Z",
          error: "no answer within 0.05 s",
        },
      ],
    });
    expect(report[0]).toBe("deluxe: 2 calendars (1 failed), 10 closed nights in 3 ranges");
    expect(report[2]).toBe(
      "  FAILED  www.airbnb.com: no answer within 0.05 s; keeps its nights read 2026-11-18T06:00:00.000Z (1 range)",
    );
  });

  it("keeps the last good nights of a malformed calendar too, and closes nothing for one never read", async () => {
    const previous: Availability = {
      readAt: "2026-11-19T06:00:00.000Z",
      rooms: {
        deluxe: {
          closed: [{ from: "2026-12-10", to: "2026-12-12", source: "admin.booking.com" }],
          feeds: [{ url: booking, ok: true, readAt: "2026-11-19T06:00:00.000Z" }],
        },
      },
    };
    const { availability, report } = await readAvailabilityFeeds({
      channels: { deluxe: [booking, airbnb] },
      previous,
      fetch: fakeFetch({ [booking]: fixture("malformed"), [airbnb]: 404 }),
      timeoutMs: 1000,
      now,
    });
    expect(availability.rooms.deluxe?.closed).toEqual(previous.rooms.deluxe?.closed);
    expect(availability.rooms.deluxe?.feeds).toEqual([
      {
        url: booking,
        ok: false,
        readAt: "2026-11-19T06:00:00.000Z",
        error: 'the event "broken-date@booking.com" has no start date that can be read',
      },
      { url: airbnb, ok: false, readAt: null, error: "the site answered HTTP 404" },
    ]);
    expect(report.at(-1)).toBe(
      "  FAILED  www.airbnb.com: the site answered HTTP 404; never read, so it closes nothing yet",
    );
  });

  it("writes every listed room, empty, when no room has a calendar", async () => {
    const fetch = fakeFetch({});
    const { availability } = await readAvailabilityFeeds({
      channels: { deluxe: [], standard: [] },
      previous: null,
      fetch,
      timeoutMs: 1000,
      now,
    });
    expect(availability).toEqual({
      readAt: "2026-11-20T06:00:00.000Z",
      rooms: { deluxe: { closed: [], feeds: [] }, standard: { closed: [], feeds: [] } },
    });
    expect(fetch.calls).toEqual([]);
    expect(availabilityReport(availability.rooms)).toEqual([
      "deluxe: no calendars",
      "standard: no calendars",
    ]);
  });

  it("lets a programming error through: only a calendar's failure is kept quiet", async () => {
    const broken: Fetch = async () => {
      throw new FeedError("x");
    };
    await expect(
      readAvailabilityFeeds({
        channels: { deluxe: [booking] },
        previous: null,
        fetch: broken,
        timeoutMs: 1000,
        now,
      }),
    ).resolves.toBeDefined();
    const bug: Fetch = async () => ({
      ok: true,
      status: 200,
      text: async () => fixture("booking"),
    });
    await expect(
      readAvailabilityFeeds({
        // Not an address: a bug upstream (the content check refuses it), not a calendar's failure.
        channels: { deluxe: ["not a url"] },
        previous: null,
        fetch: bug,
        timeoutMs: 1000,
        now,
      }),
    ).rejects.toThrow(TypeError);
  });
});
