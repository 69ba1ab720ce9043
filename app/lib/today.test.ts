import { describe, expect, it } from "vitest";
import { hotelToday, runsOn } from "./today";
import { hotelNow } from "./hotel-now";

describe("hotelToday", () => {
  it("is the date in Sylhet, six hours ahead of UTC", () => {
    expect(hotelToday(Date.parse("2026-11-24T17:59:59Z"))).toBe("2026-11-24");
    expect(hotelToday(Date.parse("2026-11-24T18:00:00Z"))).toBe("2026-11-25");
    expect(hotelToday(Date.parse("2026-12-31T19:30:00Z"))).toBe("2027-01-01");
  });
});

describe("runsOn", () => {
  const offer = { validFrom: "2026-11-01", validUntil: "2027-04-30" };
  it("includes the first and the last day", () => {
    expect(runsOn(offer, "2026-11-01")).toBe(true);
    expect(runsOn(offer, "2027-04-30")).toBe(true);
    expect(runsOn(offer, "2027-01-15")).toBe(true);
  });
  it("excludes the day before and the day after", () => {
    expect(runsOn(offer, "2026-10-31")).toBe(false);
    expect(runsOn(offer, "2027-05-01")).toBe(false);
  });
});

describe("hotelNow", () => {
  it("is the day and time in Sylhet, six hours ahead of UTC", () => {
    expect(hotelNow(Date.parse("2026-11-24T17:59:59Z"))).toEqual({
      day: "2026-11-24",
      time: "23:59",
    });
    expect(hotelNow(Date.parse("2026-11-24T18:00:00Z"))).toEqual({
      day: "2026-11-25",
      time: "00:00",
    });
  });
});
