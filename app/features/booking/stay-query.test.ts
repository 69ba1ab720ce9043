import { describe, expect, it } from "vitest";
import { MAX_NIGHTS } from "~/domain/stay";
import { isoDayOfLocal } from "~/domain/calendar-day";
import { stayFromQuery } from "./stay-query";

// 10 am on Tuesday 1 December 2026 where the guest is; the hotel on the same day unless a test
// says otherwise (both given, so the tests hold in any time zone the machine is set to).
const NOW = new Date(2026, 11, 1, 10);

/** The stay asked for as days, null for none: what the form is given. */
function stay(query: string, now = NOW, hotelDay = isoDayOfLocal(now)) {
  const found = stayFromQuery(new URLSearchParams(query), now, hotelDay);
  return (
    found && {
      checkIn: isoDayOfLocal(found.checkIn),
      checkOut: found.checkOut && isoDayOfLocal(found.checkOut),
    }
  );
}

describe("the stay a link asks for", () => {
  it("takes a check-in and its nights, check-out that many days later", () => {
    expect(stay("checkin=2026-12-11&nights=3&room=family-suite")).toEqual({
      checkIn: "2026-12-11",
      checkOut: "2026-12-14",
    });
    // Today itself, and across the year's end.
    expect(stay("checkin=2026-12-01&nights=1")).toEqual({
      checkIn: "2026-12-01",
      checkOut: "2026-12-02",
    });
    expect(stay("checkin=2026-12-30&nights=4")?.checkOut).toBe("2027-01-03");
  });

  it("reads los as nights, nights first when both are there", () => {
    expect(stay("checkin=2026-12-11&los=2")).toEqual({
      checkIn: "2026-12-11",
      checkOut: "2026-12-13",
    });
    expect(stay("checkin=2026-12-11&nights=5&los=2")?.checkOut).toBe("2026-12-16");
  });

  it("takes 1 to MAX_NIGHTS nights; any other length gives the check-in alone", () => {
    expect(stay(`checkin=2026-12-11&nights=${MAX_NIGHTS}`)?.checkOut).toBe(
      isoDayOfLocal(new Date(2026, 11, 11 + MAX_NIGHTS)),
    );
    for (const nights of [
      "0",
      String(MAX_NIGHTS + 1),
      "2.5",
      "abc",
      "-1",
      "",
      " 3",
      "1e1",
      "0x3",
    ]) {
      expect(stay(`checkin=2026-12-11&nights=${encodeURIComponent(nights)}`), nights).toEqual({
        checkIn: "2026-12-11",
        checkOut: null,
      });
    }
    expect(stay("checkin=2026-12-11&los=31")).toEqual({ checkIn: "2026-12-11", checkOut: null });
    expect(stay("checkin=2026-12-11")).toEqual({ checkIn: "2026-12-11", checkOut: null });
  });

  it("asks for nothing without a real calendar day", () => {
    for (const checkin of [
      "2026-02-30", // a Date rolls it over into March
      "2027-02-29", // not a leap year
      "2026-13-01",
      "2026-12-00",
      "2026-12-1",
      "11-12-2026",
      "2026-12-11T00:00",
      "tomorrow",
      "",
    ]) {
      expect(stay(`checkin=${checkin}&nights=3`, new Date(2026, 0, 1)), checkin).toBeNull();
    }
    expect(stay("nights=3&room=deluxe")).toBeNull();
    expect(stay("")).toBeNull();
    expect(stay("checkin=2028-02-29&nights=1")?.checkOut).toBe("2028-03-01");
  });

  it("asks for nothing for a day already past, at the hotel or where the guest is", () => {
    expect(stay("checkin=2026-11-30&nights=3")).toBeNull();
    expect(stay("checkin=2025-12-11&nights=3")).toBeNull();
    // Late in the evening, today still counts.
    expect(stay("checkin=2026-12-01&nights=3", new Date(2026, 11, 1, 23, 59))).not.toBeNull();
    // 8 pm on the 1st in New York is the 2nd at the hotel: the 1st is past there.
    const evening = new Date(2026, 11, 1, 20);
    expect(stay("checkin=2026-12-01&nights=2", evening, "2026-12-02")).toBeNull();
    expect(stay("checkin=2026-12-02&nights=2", evening, "2026-12-02")).not.toBeNull();
    // 1 am on the 2nd in Auckland is still the 1st at the hotel, but the form takes no check-in
    // before the guest's own today.
    const night = new Date(2026, 11, 2, 1);
    expect(stay("checkin=2026-12-01&nights=2", night, "2026-12-01")).toBeNull();
    expect(stay("checkin=2026-12-02&nights=2", night, "2026-12-01")).not.toBeNull();
  });

  it("goes by the hotel's clock unless told", () => {
    // 8 pm UTC on 1 December is 2 am on the 2nd at the hotel (UTC+6), in any machine's zone.
    const now = new Date(Date.parse("2026-12-01T20:00:00Z"));
    expect(stayFromQuery(new URLSearchParams("checkin=2026-12-01"), now)).toBeNull();
    expect(stayFromQuery(new URLSearchParams("checkin=2026-12-03"), now)).not.toBeNull();
  });
});
