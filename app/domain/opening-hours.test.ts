import { describe, expect, it } from "vitest";
import {
  anyDayTableTimes,
  clockTime,
  dayRuns,
  isAllDay,
  isClockTime,
  minutesOf,
  openingProblems,
  opensOn,
  seatsAt,
  tableTimes,
  weekDayOf,
  type Opening,
  lastTableAt,
} from "./opening-hours";

// Shapla Fine Dining as the spec has it: dinner Tuesday to Sunday, 5:30 to 10:30 PM.
const fineDining: Opening = {
  days: ["tue", "wed", "thu", "fri", "sat", "sun"],
  opens: "17:30",
  closes: "22:30",
};
const everyDay = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const terrace: Opening[] = [
  { days: everyDay, opens: "11:30", closes: "14:30" },
  { days: everyDay, opens: "18:00", closes: "21:30" },
];
const hour = { lastSeating: 60 };

describe("the clock", () => {
  it("reads HH:MM, with 24:00 for the midnight that ends a day", () => {
    expect(["00:00", "09:05", "23:59", "24:00"].every(isClockTime)).toBe(true);
    expect(["24:01", "7:00", "12:60", "noon", "25:00", ""].some(isClockTime)).toBe(false);
    // Nothing before or after the time.
    expect(["112:00", "12:00pm", "124:00", "24:000", "at 24:00"].some(isClockTime)).toBe(false);
    expect(minutesOf("17:30")).toBe(1050);
    expect(clockTime(1050)).toBe("17:30");
    expect(clockTime(5)).toBe("00:05");
  });

  it("knows round the clock", () => {
    expect(isAllDay({ opens: "00:00", closes: "24:00" })).toBe(true);
    expect(isAllDay({ opens: "06:00", closes: "24:00" })).toBe(false);
    expect(isAllDay({ opens: "00:00", closes: "22:00" })).toBe(false);
  });
});

describe("an opening as the editor writes it", () => {
  it("is sound with days and a time that closes after it opens", () => {
    expect(openingProblems(fineDining)).toEqual([]);
    expect(openingProblems({ days: everyDay, opens: "12:00", closes: "24:00" })).toEqual([]);
  });

  it("names what is wrong", () => {
    expect(openingProblems({ days: [], opens: "10:00", closes: "11:00" })).toEqual([
      "no day chosen",
    ]);
    expect(openingProblems({ days: ["mon", "mon"], opens: "10:00", closes: "11:00" })).toEqual([
      "a day is listed twice",
    ]);
    expect(openingProblems({ days: ["mon"], opens: "22:00", closes: "00:00" })).toEqual([
      "it closes (00:00) before it opens (22:00); midnight is 24:00",
    ]);
    expect(openingProblems({ days: ["mon"], opens: "10:00", closes: "10:00" })).toHaveLength(1);
    expect(openingProblems({ days: ["mon"], opens: "7pm", closes: "23:00" })).toEqual([
      'the opening time "7pm" is not HH:MM',
    ]);
    expect(openingProblems({ days: ["mon"], opens: "19:00", closes: "late" })).toEqual([
      'the closing time "late" is not HH:MM',
    ]);
  });
});

describe("days of the week", () => {
  it("of a date", () => {
    expect(weekDayOf("2026-12-07")).toBe("mon");
    expect(weekDayOf("2026-12-13")).toBe("sun");
    expect(weekDayOf("2027-02-28")).toBe("sun");
  });

  it("group into runs from Monday, wrapping round the weekend", () => {
    expect(dayRuns(fineDining.days)).toEqual([["tue", "wed", "thu", "fri", "sat", "sun"]]);
    expect(dayRuns(everyDay)).toEqual([[...everyDay]]);
    expect(dayRuns(["sun", "mon", "tue", "wed", "thu"])).toEqual([
      ["sun", "mon", "tue", "wed", "thu"],
    ]);
    expect(dayRuns(["fri", "sat"])).toEqual([["fri", "sat"]]);
    expect(dayRuns(["mon", "wed", "thu", "sat"])).toEqual([["mon"], ["wed", "thu"], ["sat"]]);
    expect(dayRuns([])).toEqual([]);
  });
});

describe("the times a table can be booked", () => {
  it("runs every half hour from opening to an hour before closing", () => {
    // Tuesday 8 December 2026.
    expect(tableTimes([fineDining], "2026-12-08", hour)).toEqual([
      "17:30",
      "18:00",
      "18:30",
      "19:00",
      "19:30",
      "20:00",
      "20:30",
      "21:00",
      "21:30",
    ]);
  });

  it("is nothing on a closed day", () => {
    // Monday 7 December 2026: Shapla is closed on Mondays.
    expect(tableTimes([fineDining], "2026-12-07", hour)).toEqual([]);
    expect(opensOn([fineDining], "2026-12-07")).toBe(false);
    expect(opensOn([fineDining], "2026-12-08")).toBe(true);
  });

  it("is open on a day any one of its services runs", () => {
    const mondayBrunch: Opening = { days: ["mon"], opens: "10:00", closes: "12:00" };
    expect(opensOn([fineDining, mondayBrunch], "2026-12-07")).toBe(true);
  });

  it("joins a venue's services that day", () => {
    const times = tableTimes(terrace, "2026-12-07", hour);
    expect(times[0]).toBe("11:30");
    expect(times).toContain("13:30");
    expect(times).not.toContain("14:00");
    expect(times).not.toContain("15:00");
    expect(times).toContain("18:00");
    expect(times.at(-1)).toBe("20:30");
    expect(times).toHaveLength(5 + 6);
  });

  it("lists the times in the day's order, however the services are written", () => {
    const [lunch, dinner] = terrace;
    expect(tableTimes([dinner!, lunch!], "2026-12-07", hour)).toEqual(
      tableTimes([lunch!, dinner!], "2026-12-07", hour),
    );
    expect(tableTimes([dinner!, lunch!], "2026-12-07", hour)[0]).toBe("11:30");
  });

  it("seats only at those times (Monday at 11 PM and Sunday at 2 PM are refused)", () => {
    expect(seatsAt([fineDining], "2026-12-07", "23:00", hour)).toBe(false);
    expect(seatsAt([fineDining], "2026-12-13", "14:00", hour)).toBe(false);
    expect(seatsAt([fineDining], "2026-12-13", "22:00", hour)).toBe(false);
    expect(seatsAt([fineDining], "2026-12-13", "21:30", hour)).toBe(true);
    // The native time input may send seconds.
    expect(seatsAt([fineDining], "2026-12-13", "19:00:00", hour)).toBe(true);
    expect(seatsAt([fineDining], "2026-12-13", "19:15", hour)).toBe(false);
  });

  it("before a date is chosen, offers every time served on some day", () => {
    const weekdaysOnly: Opening = { days: ["mon"], opens: "08:00", closes: "10:00" };
    const sundays: Opening = { days: ["sun"], opens: "12:00", closes: "13:00" };
    expect(anyDayTableTimes([weekdaysOnly, sundays], { lastSeating: 30 })).toEqual([
      "08:00",
      "08:30",
      "09:00",
      "09:30",
      "12:00",
      "12:30",
    ]);
  });

  it("before a date is chosen, counts every day of the week, Friday and Saturday too", () => {
    for (const day of everyDay) {
      const once: Opening = { days: [day], opens: "12:00", closes: "13:00" };
      expect(anyDayTableTimes([once], { lastSeating: 30 }), day).toEqual(["12:00", "12:30"]);
    }
  });
});

describe("a restaurant's last table", () => {
  it("is its closing time less the last seating", () => {
    expect(lastTableAt({ closes: "14:30" }, 60)).toBe("13:30");
    expect(lastTableAt({ closes: "24:00" }, 45)).toBe("23:15");
    expect(lastTableAt({ closes: "22:30" }, 0)).toBe("22:30");
  });
});
