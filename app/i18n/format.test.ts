import { describe, expect, it } from "vitest";
import { formatArea, formatDate, formatMoney, formatNumber, formatTaka } from "./format";
import { withIntlCount } from "../../tests/fixtures/intl-count";

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
  it("writes Bengali digits for bn-BD, the sign first as in English", () => {
    expect(formatMoney(179, "bn-BD")).toBe("$১৭৯");
    expect(formatMoney(1267.4, "bn-BD")).toBe("$১,২৬৭.৪০");
    expect(formatMoney(-5, "bn-BD", { cents: true })).toBe("-$৫.০০");
  });
});

describe("dates", () => {
  it("formats calendar dates without time-zone drift", () => {
    expect(formatDate("2025-04-15", "en-GB")).toBe("15 April 2025");
    expect(formatDate("2025-01-01", "en-US")).toBe("January 1, 2025");
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

describe("formatNumber with fixed decimals", () => {
  it("writes a rating with one decimal in the page's digits", () => {
    expect(formatNumber(5, "en-GB", { fractionDigits: 1 })).toBe("5.0");
    expect(formatNumber(4.8, "bn-BD", { fractionDigits: 1 })).toBe("৪.৮");
    expect(formatNumber(4.75, "en-GB", { fractionDigits: 1 })).toBe("4.8");
  });
});

describe("formatYear", () => {
  it("writes a year without grouping, in the page's digits", () => {
    expect(formatYear(2023, "en-GB")).toBe("2023");
    expect(formatYear(2023, "bn-BD")).toBe("২০২৩");
  });
});

describe("numbers and money written out for en-GB and bn-BD", () => {
  // The two locales are formatted without Intl (its first number format costs 15-40 ms while a
  // page hydrates), so each must match what Intl writes.
  const values = [
    0,
    -0,
    1,
    7,
    12,
    99.5,
    100,
    999,
    1000,
    1234,
    12345,
    123456,
    1234567,
    12345678,
    1.005,
    2.675,
    4.75,
    0.1 + 0.2,
    22.9,
    3.99,
    1299,
    0.0004,
    0.0005,
    1.23456,
    -5,
    -1234.5,
    -0.001,
    1e12 + 0.5,
    987654321.125,
  ];
  const locales = ["en-GB", "bn-BD"];

  it("formatNumber matches Intl, with and without fixed decimals", () => {
    for (const locale of locales)
      for (const value of values) {
        expect(formatNumber(value, locale), `${locale} ${value}`).toBe(
          new Intl.NumberFormat(locale).format(value),
        );
        for (const fixed of [0, 1, 2])
          expect(formatNumber(value, locale, { fractionDigits: fixed })).toBe(
            new Intl.NumberFormat(locale, {
              minimumFractionDigits: fixed,
              maximumFractionDigits: fixed,
            }).format(value),
          );
      }
  });

  it("formatMoney matches Intl's narrow-symbol US dollars, whole and with cents", () => {
    for (const locale of locales)
      for (const value of values)
        for (const cents of [false, true]) {
          const digits = cents || !Number.isInteger(value) ? 2 : 0;
          const intl = new Intl.NumberFormat(locale, {
            style: "currency",
            currency: "USD",
            currencyDisplay: "narrowSymbol",
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          }).format(value);
          // Intl's Bengali puts the sign after the number ("১২৩$"); the pages put it first.
          const signFirst = intl.replace(/^(-?)(.+)\$$/, "$1$$$2");
          expect(formatMoney(value, locale, { cents }), `${locale} ${value} ${cents}`).toBe(
            signFirst,
          );
        }
  });

  it("formatYear matches Intl without grouping", () => {
    for (const locale of locales)
      for (const year of [1, 999, 2023, 2026, 12345])
        expect(formatYear(year, locale)).toBe(
          new Intl.NumberFormat(locale, { useGrouping: false }).format(year),
        );
  });

  it("builds no Intl number format for the two locales", () => {
    withIntlCount("NumberFormat", (built) => {
      for (const locale of locales) {
        formatMoney(1234.5, locale);
        formatNumber(4.8, locale, { fractionDigits: 1 });
        formatNumber(35, locale);
        formatYear(2023, locale);
        formatArea(35, locale);
      }
      expect(built()).toBe(0);
    });
    // Other locales still go to Intl.
    expect(formatNumber(1234567, "en-IN")).toBe("12,34,567");
  });
});

describe("formatTaka", () => {
  it("writes whole taka, grouped as each language groups them", () => {
    // "≈" and the figure joined by a no-break space: never apart at a line's end.
    expect(formatTaka(91_134.4, "en-GB")).toBe("≈\u00a0৳91,134");
    expect(formatTaka(91_134.5, "bn-BD")).toBe("≈\u00a0৳৯১,১৩৫");
    expect(formatTaka(12_345_678, "bn-BD")).toBe("≈\u00a0৳১,২৩,৪৫,৬৭৮");
  });
});
