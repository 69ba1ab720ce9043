// @vitest-environment node
// content/channels.yaml checked like every content file (the file, the field, what is wrong), the
// generated content/availability.json read back, and the rooms' own closed nights read defensively.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  availabilityAsOf,
  readAvailability,
  readChannels,
  roomList,
  roomOwnClosed,
} from "./channels.server";
import { readAllContent, withChannelNights } from "./files.server";

let dir: string;
const write = (file: string, text: string) => {
  mkdirSync(join(dir, file, ".."), { recursive: true });
  writeFileSync(join(dir, file), text);
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "channels-"));
  write("rooms/deluxe.yaml", "en:\n  name: Deluxe Room\n");
  write("rooms/family-suite.yaml", "en:\n  name: Family Suite\n");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("content/channels.yaml", () => {
  it("lists each room's calendar addresses; a room it leaves out, or no file, has none", () => {
    expect(readChannels(dir)).toEqual({ rooms: {}, problems: [] });
    write(
      "channels.yaml",
      "rooms:\n  deluxe:\n    - https://admin.booking.com/hotel/hoteladmin/ical.html?t=abc\n",
    );
    expect(readChannels(dir)).toEqual({
      rooms: { deluxe: ["https://admin.booking.com/hotel/hoteladmin/ical.html?t=abc"] },
      problems: [],
    });
    expect(roomList(dir)).toEqual([
      { id: "deluxe", name: "Deluxe Room" },
      { id: "family-suite", name: "Family Suite" },
    ]);
  });

  it("refuses an address that is not https, one listed twice and a room there is not, naming each", () => {
    const ok = "https://www.airbnb.com/calendar/ical/1.ics?s=a";
    write(
      "channels.yaml",
      `rooms:\n  deluxe:\n    - http://www.airbnb.com/calendar/ical/1.ics\n  family-suite:\n    - ${ok}\n    - ${ok}\n  penthouse: []\n`,
    );
    const { rooms, problems } = readChannels(dir);
    expect(rooms).toEqual({});
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(
      /channels\.yaml: rooms\.deluxe\.0: an https address, .*got "http:\/\/www\.airbnb\.com/,
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /channels\.yaml: rooms\.family-suite: the same address is listed twice/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /channels\.yaml: rooms: unknown field penthouse \(a typing mistake\?\)/,
      ),
    );
  });

  it("stops the content check (so the build) with the rest of the content's problems", () => {
    write("channels.yaml", "rooms:\n  penthouse: []\n");
    write("availability.json", "{}");
    expect(() => readAllContent(dir)).toThrow(
      /channels\.yaml: rooms: unknown field penthouse[\s\S]*availability\.json: readAt: missing/,
    );
  });

  it("says so when the file is not YAML", () => {
    write("channels.yaml", "rooms: [unclosed\n");
    expect(readChannels(dir).problems[0]).toMatch(/channels\.yaml: not valid YAML/);
  });
});

describe("content/availability.json", () => {
  it("is nothing until written, and read back as written", () => {
    expect(readAvailability(dir)).toEqual({ availability: null, problems: [] });
    const file = {
      readAt: "2026-11-20T06:00:00.000Z",
      rooms: {
        deluxe: {
          closed: [{ from: "2026-12-24", to: "2026-12-26", source: "admin.booking.com" }],
          feeds: [
            {
              url: "https://admin.booking.com/x",
              ok: false,
              readAt: null,
              error: "the site answered HTTP 404",
            },
          ],
        },
      },
    };
    write("availability.json", JSON.stringify(file));
    expect(readAvailability(dir)).toEqual({ availability: file, problems: [] });
  });

  it("names the field when it is not what `npm run availability` writes", () => {
    write(
      "availability.json",
      JSON.stringify({
        readAt: "2026-11-20T06:00:00.000Z",
        rooms: { deluxe: { closed: [{ from: "24 Dec", to: "2026-12-26" }], feeds: [] } },
      }),
    );
    const { problems } = readAvailability(dir);
    expect(problems).toContainEqual(
      expect.stringMatching(/availability\.json: rooms\.deluxe\.closed\.0\.from: .*got "24 Dec"/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/availability\.json: rooms\.deluxe\.closed\.0\.source: missing/),
    );
    write("availability.json", "{");
    expect(readAvailability(dir).problems[0]).toMatch(/availability\.json: not valid JSON/);
  });
});

describe("a room's own closed nights", () => {
  it("are its `closed` ranges; none when the field is absent or an entry is not two dates in order", () => {
    expect(roomOwnClosed("deluxe", dir)).toEqual([]);
    expect(roomOwnClosed("no-such-room", dir)).toEqual([]);
    write(
      "rooms/deluxe.yaml",
      "en:\n  name: Deluxe Room\n  closed:\n    - { from: 2026-12-24, to: 2026-12-26, reason: A wedding }\n    - { from: 2027-01-09, to: 2027-01-02 }\n    - { from: soon }\n    - nonsense\n",
    );
    expect(roomOwnClosed("deluxe", dir)).toEqual([{ from: "2026-12-24", to: "2026-12-26" }]);
  });
});

describe("nights booked on the booking sites", () => {
  it("join a room's own closed nights, so the site's calendars and prices refuse them", () => {
    const rooms = [
      {
        id: "deluxe",
        file: "rooms/deluxe.yaml",
        data: { en: { closed: [{ from: "2027-01-14", to: "2027-01-16" }] } },
      },
      { id: "standard", file: "rooms/standard.yaml", data: { en: { price: 179 } } },
    ];
    const all = { rooms } as unknown as Parameters<typeof withChannelNights>[0];
    const merged = withChannelNights(all, {
      readAt: "2026-11-20T06:00:00.000Z",
      rooms: {
        deluxe: {
          closed: [{ from: "2026-12-24", to: "2026-12-26", source: "admin.booking.com" }],
          feeds: [],
        },
        standard: {
          closed: [{ from: "2026-12-31", to: "2026-12-31", source: "www.airbnb.com" }],
          feeds: [],
        },
      },
    });
    expect(merged.rooms.map((entry) => (entry.data.en as { closed?: unknown }).closed)).toEqual([
      [
        { from: "2027-01-14", to: "2027-01-16" },
        { from: "2026-12-24", to: "2026-12-26" },
      ],
      [{ from: "2026-12-31", to: "2026-12-31" }],
    ]);
    // Nothing read yet: the rooms as they are.
    expect(withChannelNights(all, null)).toBe(all);
  });
});

describe("availabilityAsOf", () => {
  const feed = (readAt: string | null) => ({ url: "https://x.test/a.ics", ok: readAt !== null, readAt });
  const file = (...feeds: ReturnType<typeof feed>[]) => ({
    readAt: "2026-11-25T05:00:00.000Z",
    rooms: { deluxe: { closed: [], feeds } },
  });

  it("is the build's day when no room reads a booking site's calendar", () => {
    expect(availabilityAsOf(null, "2026-11-27")).toBe("2026-11-27");
    expect(availabilityAsOf(file(), "2026-11-27")).toBe("2026-11-27");
  });

  it("is the oldest last good read of a calendar, in the hotel's day", () => {
    // 20:00 UTC on the 20th is the 21st in Sylhet.
    const feeds = file(feed("2026-11-24T03:00:00.000Z"), feed("2026-11-20T20:00:00.000Z"));
    expect(availabilityAsOf(feeds, "2026-11-27")).toBe("2026-11-21");
    // A calendar never read gives no date; a read later than the build does not move it on.
    expect(availabilityAsOf(file(feed(null)), "2026-11-27")).toBe("2026-11-27");
    expect(availabilityAsOf(file(feed("2026-11-28T03:00:00.000Z")), "2026-11-27")).toBe("2026-11-27");
  });
});
