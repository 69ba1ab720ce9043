import { describe, expect, it, vi } from "vitest";
import { formatArea, formatDate, formatMoney, formatMonthYear, formatNumber } from "./format";

describe("formatMoney", () => {
  it("shows whole dollar prices without cents", () => {
    expect(formatMoney(179, "en-GB")).toBe("$179");
    expect(formatMoney(1299, "en-GB")).toBe("$1,299");
  });
  it("shows two decimals when asked or when the amount has cents", () => {
    expect(formatMoney(5, "en-GB", { cents: true })).toBe("$5.00");
    expect(formatMoney(3.99, "en-GB")).toBe("$3.99");
    expect(formatMoney(22.9, "en-GB", { cents: true })).toBe("$22.90");
  });
  it("rounds to cents", () => {
    expect(formatMoney(0.1 + 0.2, "en-GB", { cents: true })).toBe("$0.30");
  });
  it("uses Bengali digits for bn-BD", () => {
    expect(formatMoney(179, "bn-BD")).toMatch(/১৭৯/);
  });
});

describe("dates", () => {
  it("formats calendar dates without time-zone drift", () => {
    expect(formatDate("2025-04-15", "en-GB")).toBe("15 April 2025");
    expect(formatDate("2025-01-01", "en-US")).toBe("January 1, 2025");
  });
  it("formats month and year", () => {
    expect(formatMonthYear("2024-12-09", "en-GB")).toBe("December 2024");
  });
});

describe("formatNumber", () => {
  it("groups thousands per locale", () => {
    expect(formatNumber(12345, "en-GB")).toBe("12,345");
  });
});

// Appended with formatWeekdayDate (reservations); kept below so the file only grows at the end.
import { formatWeekdayDate, formatYear } from "./format";

describe("formatArea", () => {
  it("writes square metres as m² in English and বর্গমিটার with Bengali digits in Bengali", () => {
    expect(formatArea(35, "en-GB")).toBe("35 m²");
    expect(formatArea(120, "en-GB")).toBe("120 m²");
    expect(formatArea(35, "bn-BD")).toBe("৩৫ বর্গমিটার");
  });
});

describe("formatWeekdayDate", () => {
  it("names the weekday of a calendar date, short or long, without time-zone drift", () => {
    expect(formatWeekdayDate("2026-06-20", "en-GB")).toBe("Saturday, 20 June 2026");
    expect(formatWeekdayDate("2026-06-20", "en-GB", "short")).toBe("Sat, 20 Jun 2026");
    expect(formatWeekdayDate("2028-02-29", "en-GB", "short")).toBe("Tue, 29 Feb 2028");
    expect(formatWeekdayDate("2027-01-01", "en-US")).toBe("Friday, January 1, 2027");
  });
});

describe("the written locales agree with Intl", () => {
  // format.ts writes en-GB and bn-BD out to spare a page the cost of loading ICU; Intl is the oracle.
  const locales = ["en-GB", "bn-BD"];
  const money = (locale: string, digits: number) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const amounts = [
    0,
    1,
    5,
    9.5,
    12.99,
    22.9,
    99,
    100,
    179,
    999,
    1000,
    1299,
    12_345,
    99_999.99,
    100_000,
    1_234_567,
    12_345_678.9,
    -5,
    -1234.5,
    0.1 + 0.2,
    1.005,
    2.675,
    0.004,
    -0.004,
    -0,
  ];

  it.each(locales)("money and numbers in %s", (locale) => {
    for (const amount of amounts) {
      const digits = Number.isInteger(amount) ? 0 : 2;
      expect(formatMoney(amount, locale), `${amount}`).toBe(money(locale, digits).format(amount));
      expect(formatMoney(amount, locale, { cents: true }), `${amount} cents`).toBe(
        money(locale, 2).format(amount),
      );
      expect(formatNumber(amount, locale), `${amount} plain`).toBe(
        new Intl.NumberFormat(locale).format(amount),
      );
    }
  });

  it.each(locales)("every date of 2026-2028 in %s", (locale) => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    const date = intl({ day: "numeric", month: "long", year: "numeric" });
    const monthYear = intl({ month: "long", year: "numeric" });
    const long = intl({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
    const short = intl({ weekday: "short", day: "numeric", month: "short", year: "numeric" });
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      const day = new Date(time);
      expect(formatDate(iso, locale), iso).toBe(date.format(day));
      expect(formatMonthYear(iso, locale), iso).toBe(monthYear.format(day));
      expect(formatWeekdayDate(iso, locale), iso).toBe(long.format(day));
      expect(formatWeekdayDate(iso, locale, "short"), iso).toBe(short.format(day));
    }
  });

  it("leaves other locales to Intl", () => {
    expect(formatMoney(1299, "en-IN")).toBe("$1,299");
    expect(formatNumber(1_234_567, "en-IN")).toBe("12,34,567");
    expect(formatDate("2025-01-01", "en-US")).toBe("January 1, 2025");
  });
});

describe("what a page's first render costs", () => {
  it("formats the written locales without building an Intl formatter (ICU data costs tens of ms)", () => {
    const numberFormat = vi.spyOn(Intl, "NumberFormat");
    const dateFormat = vi.spyOn(Intl, "DateTimeFormat");
    try {
      for (const locale of ["en-GB", "bn-BD"]) {
        formatMoney(1299, locale);
        formatMoney(5, locale, { cents: true });
        formatNumber(35, locale);
        formatArea(35, locale);
        formatDate("2026-04-14", locale);
        formatMonthYear("2026-04-14", locale);
        formatWeekdayDate("2026-04-14", locale, "short");
      }
      expect(numberFormat).not.toHaveBeenCalled();
      expect(dateFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
      dateFormat.mockRestore();
    }
  });
});

describe("formatNumber with fixed decimals", () => {
  it("writes a rating with one decimal in the page's digits", () => {
    expect(formatNumber(5, "en-GB", { fractionDigits: 1 })).toBe("5.0");
    expect(formatNumber(4.8, "bn-BD", { fractionDigits: 1 })).toBe("৪.৮");
    expect(formatNumber(4.75, "en-US", { fractionDigits: 1 })).toBe("4.8");
  });
});

describe("formatYear", () => {
  it("writes a year without grouping, in the page's digits", () => {
    expect(formatYear(2023, "en-GB")).toBe("2023");
    expect(formatYear(2023, "bn-BD")).toBe("২০২৩");
    expect(formatYear(2023, "en-US")).toBe("2023");
  });
});
