import { describe, expect, it } from "vitest";
import {
  canArriveOn,
  closedRange,
  minStayOn,
  flatRates,
  fromPrice,
  fromPriceSchedule,
  fromRate,
  isWeekendNight,
  nextClosedNight,
  nightRate,
  nightsOf,
  ratesProblems,
  stayRefusal,
  tonightSchedule,
  type RoomRates,
} from "./rates";
import { dayIndexOf, isoDayAt } from "./calendar-day";
import { valueOn } from "./day-schedule";

/** The Deluxe Room's year: $249, winter at $279 ($299 on Friday and Saturday nights, 2 nights at least), Eid at $319. */
const deluxe: RoomRates = {
  base: 249,
  seasons: [
    {
      name: "Winter",
      from: "2026-12-01",
      to: "2027-02-28",
      nightly: 279,
      weekend: 299,
      minNights: 2,
    },
    { name: "Eid ul-Fitr", from: "2027-03-08", to: "2027-03-13", nightly: 319, minNights: 3 },
  ],
  closed: [{ from: "2026-12-24", to: "2026-12-26", reason: "A private wedding" }],
};

describe("a stay's nights", () => {
  it("are the check-in night up to the night before check-out, across a month's and a year's end", () => {
    expect(nightsOf("2026-12-30", "2027-01-02")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
    expect(nightsOf("2027-02-27", "2027-03-01")).toEqual(["2027-02-27", "2027-02-28"]);
    expect(nightsOf("2026-12-05", "2026-12-05")).toEqual([]);
    expect(nightsOf("2026-12-05", "2026-12-04")).toEqual([]);
  });

  it("know Friday and Saturday nights", () => {
    // Thursday 10 to Monday 14 December 2026.
    expect(nightsOf("2026-12-10", "2026-12-15").map(isWeekendNight)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("a night's rate", () => {
  it("is the base outside every season, the season's inside it, its weekend rate on Friday and Saturday", () => {
    expect(nightRate(deluxe, "2026-11-30")).toEqual({ rate: 249, season: null });
    expect(nightRate(deluxe, "2026-12-01")).toEqual({ rate: 279, season: "Winter" });
    expect(nightRate(deluxe, "2026-12-11")).toEqual({ rate: 299, season: "Winter" });
    expect(nightRate(deluxe, "2027-02-28")).toEqual({ rate: 279, season: "Winter" });
    expect(nightRate(deluxe, "2027-03-01")).toEqual({ rate: 249, season: null });
    // A season without a weekend rate keeps its rate on Friday (12 March 2027).
    expect(nightRate(deluxe, "2027-03-12")).toEqual({ rate: 319, season: "Eid ul-Fitr" });
  });

  it("is the base every night of a room with one price", () => {
    expect(nightRate(flatRates(179), "2026-12-11")).toEqual({ rate: 179, season: null });
  });
});

describe("what a guest can ask for", () => {
  it("refuses a stay with a closed night, naming the nights and the reason", () => {
    expect(stayRefusal(deluxe, "2026-12-22", "2026-12-25")).toEqual({
      kind: "closed",
      nights: ["2026-12-24"],
      reason: "A private wedding",
    });
    expect(closedRange(deluxe, "2026-12-26")?.reason).toBe("A private wedding");
    expect(closedRange(deluxe, "2026-12-27")).toBeUndefined();
    // Checking out on the first closed day is fine: that night is not the guest's.
    expect(stayRefusal(deluxe, "2026-12-22", "2026-12-24")).toBeNull();
    expect(stayRefusal(deluxe, "2026-12-27", "2026-12-29")).toBeNull();
  });

  it("gives no reason when the hotel gave none", () => {
    const rates = { ...deluxe, closed: [{ from: "2027-01-05", to: "2027-01-05" }] };
    expect(stayRefusal(rates, "2027-01-04", "2027-01-07")).toEqual({
      kind: "closed",
      nights: ["2027-01-05"],
    });
  });

  it("holds a stay to the minimum of the season it arrives in", () => {
    expect(stayRefusal(deluxe, "2026-12-02", "2026-12-03")).toEqual({
      kind: "minNights",
      season: "Winter",
      minNights: 2,
    });
    expect(stayRefusal(deluxe, "2026-12-02", "2026-12-04")).toBeNull();
    expect(stayRefusal(deluxe, "2027-03-08", "2027-03-10")).toMatchObject({ minNights: 3 });
    // Arriving the night before the season: the season's minimum does not hold.
    expect(stayRefusal(deluxe, "2026-11-30", "2026-12-01")).toBeNull();
  });
});

describe("the last day a stay may end", () => {
  it("is the first closed night from the first night on: checking out that morning is fine", () => {
    expect(nextClosedNight(deluxe, "2026-12-20")).toBe("2026-12-24");
    expect(nextClosedNight(deluxe, "2026-12-24")).toBe("2026-12-24");
    expect(nextClosedNight(deluxe, "2026-12-25")).toBe("2026-12-25");
    expect(nextClosedNight(deluxe, "2026-12-27")).toBeUndefined();
  });

  it("is the nearest of several closed ranges, whatever their order", () => {
    const rates = {
      ...deluxe,
      closed: [
        { from: "2027-02-10", to: "2027-02-12" },
        { from: "2027-01-05", to: "2027-01-05" },
      ],
    };
    expect(nextClosedNight(rates, "2027-01-01")).toBe("2027-01-05");
    expect(nextClosedNight(rates, "2027-01-06")).toBe("2027-02-10");
  });
});

describe("where a stay may begin", () => {
  it("is an open night from which the season's shortest stay is all open", () => {
    // Winter asks for two nights; 24-26 December are closed.
    expect(minStayOn(deluxe, "2026-12-20")).toEqual({ season: "Winter", minNights: 2 });
    expect(minStayOn(deluxe, "2026-11-20")).toBeNull();
    expect(canArriveOn(deluxe, "2026-12-22")).toBe(true);
    expect(canArriveOn(deluxe, "2026-12-23")).toBe(false);
    expect(canArriveOn(deluxe, "2026-12-24")).toBe(false);
    expect(canArriveOn(deluxe, "2026-12-27")).toBe(true);
    // Eid asks for three: with the 14th closed the 11th may begin a stay, the 12th may not.
    const eidClosed = { ...deluxe, closed: [{ from: "2027-03-14", to: "2027-03-14" }] };
    expect(canArriveOn(eidClosed, "2027-03-11")).toBe(true);
    expect(canArriveOn(eidClosed, "2027-03-12")).toBe(false);
    expect(canArriveOn(deluxe, "2027-03-12")).toBe(true);
    // Whatever arrival it allows, a stay of the season's minimum from it is taken.
    for (const night of nightsOf("2026-12-01", "2027-03-20"))
      if (canArriveOn(eidClosed, night)) {
        const nights = minStayOn(eidClosed, night)?.minNights ?? 1;
        expect(
          stayRefusal(eidClosed, night, isoDayAt(dayIndexOf(night) + nights)),
          night,
        ).toBeNull();
      }
  });
});

describe("a room's price before dates are chosen", () => {
  it("is the lowest open night's rate over the coming weeks", () => {
    expect(fromRate(deluxe, "2026-11-20")).toBe(249);
    expect(fromRate(deluxe, "2026-12-01")).toBe(279);
    expect(fromRate(deluxe, "2026-12-01", 120)).toBe(249);
  });

  it("names the first open night and its rate when every coming night is closed", () => {
    // Closed until a night in winter: that night's weekday rate, not the base rate.
    const winter = { ...deluxe, closed: [{ from: "2026-11-01", to: "2027-01-11" }] };
    expect(fromPrice(winter, "2026-12-01")).toEqual({
      rate: nightRate(winter, "2027-01-12").rate,
      varies: false,
      opensOn: "2027-01-12",
    });
    expect(nightRate(winter, "2027-01-12").rate).not.toBe(winter.base);
    // Closed past every season: the base rate, from the night after.
    const closed = { ...deluxe, closed: [{ from: "2026-01-01", to: "2028-01-01" }] };
    expect(fromPrice(closed, "2026-12-01")).toEqual({
      rate: 249,
      varies: false,
      opensOn: "2028-01-02",
    });
    // One open night in the window is enough for a plain price.
    expect(fromPrice(winter, "2026-12-01", 45).opensOn).toBeUndefined();
  });

  it('says whether the coming nights differ, so a page writes "from" only then', () => {
    // Six weeks before winter: every night at the base rate.
    expect(fromPrice(deluxe, "2026-10-01")).toEqual({ rate: 249, varies: false });
    // Winter's weekday and weekend rates.
    expect(fromPrice(deluxe, "2026-12-16")).toEqual({ rate: 279, varies: true });
    // November's base rate, and winter within six weeks.
    expect(fromPrice(deluxe, "2026-11-28")).toEqual({ rate: 249, varies: true });
    expect(fromPrice(flatRates(99), "2030-01-01")).toEqual({ rate: 99, varies: false });
  });
});

describe("figures that follow the guest's day", () => {
  const schedule = fromPriceSchedule(deluxe, "2026-11-28");

  it("give every day from the build on the price that day would have", () => {
    for (const day of nightsOf("2026-11-28", "2027-06-01"))
      expect(valueOn(schedule, day), day).toEqual(fromPrice(deluxe, day));
  });

  it("give the first open night on the days whose coming weeks are all closed", () => {
    const shut = { ...deluxe, closed: [{ from: "2026-12-20", to: "2027-02-20" }] };
    const shutSchedule = fromPriceSchedule(shut, "2026-11-28");
    for (const day of nightsOf("2026-11-28", "2027-04-01"))
      expect(valueOn(shutSchedule, day), day).toEqual(fromPrice(shut, day));
    expect(valueOn(shutSchedule, "2027-01-05").opensOn).toBe("2027-02-21");
    expect(valueOn(shutSchedule, "2027-01-15").opensOn).toBeUndefined();
  });

  it("hold the base rate for good after the last dated night, in a few entries", () => {
    expect(valueOn(schedule, "2028-06-01")).toEqual({ rate: 249, varies: false });
    expect(schedule.at(-1)![0] <= "2027-03-14").toBe(true);
    expect(schedule.length).toBeLessThan(10);
  });

  it("give tonight's rate on every day, weekends included", () => {
    const tonight = tonightSchedule(deluxe, "2026-11-28");
    for (const day of nightsOf("2026-11-28", "2027-04-01"))
      expect(valueOn(tonight, day), day).toBe(nightRate(deluxe, day).rate);
    expect(valueOn(tonight, "2028-06-01")).toBe(249);
  });
});

describe("the rates the hotel writes are checked", () => {
  it("find nothing wrong in sound rates", () => {
    expect(ratesProblems(deluxe)).toEqual([]);
  });

  it("name a season that ends before it starts, two that share a night, a rate of 0", () => {
    const problems = ratesProblems({
      base: 0,
      seasons: [
        { name: "Winter", from: "2026-12-01", to: "2027-02-28", nightly: 279, weekend: 0 },
        { name: "Eid", from: "2027-02-28", to: "2027-03-05", nightly: 0 },
        { name: "Summer", from: "2027-07-01", to: "2027-06-01", nightly: 229 },
      ],
      closed: [{ from: "2027-01-10", to: "2027-01-09" }],
    });
    expect(problems).toEqual([
      "the base rate is 0; it must be more than 0",
      "seasons[0] (Winter) has a weekend rate of 0",
      "seasons[1] (Eid) has a nightly rate of 0",
      "seasons[1] (Eid) overlaps seasons[0] (Winter)",
      "seasons[2] (Summer) ends (2027-06-01) before it starts",
      "closed[0] ends (2027-01-09) before it starts (2027-01-10)",
    ]);
  });

  it("let seasons meet without sharing a night", () => {
    const rates = {
      ...deluxe,
      seasons: [
        { name: "A", from: "2027-01-01", to: "2027-01-31", nightly: 1 },
        { name: "B", from: "2027-02-01", to: "2027-02-28", nightly: 1 },
      ],
    };
    expect(ratesProblems(rates)).toEqual([]);
  });
});
