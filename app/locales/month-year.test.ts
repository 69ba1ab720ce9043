import { afterEach, describe, expect, it, vi } from "vitest";
import { withIntlCount } from "../../tests/fixtures/intl-count";

/** The module as each language's build has it (LOCALE is fixed at build time). */
async function monthYearIn(locale: "en" | "bn") {
  vi.resetModules();
  vi.stubEnv("VITE_LOCALE", locale);
  // The build points ~/locale at its own language's tree; tests run with the English one.
  vi.doMock("~/locale/months", () => import(`./${locale}/months.ts`));
  return (await import("./month-year")).formatMonthYear;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.doUnmock("~/locale/months");
  // The files after this one share its module registry: they import month-year afresh.
  vi.resetModules();
});

describe("formatMonthYear", () => {
  const intl = (isoDate: string, locale: string) =>
    new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${isoDate}T00:00:00Z`),
    );
  const dates = Array.from(
    { length: 36 },
    (_, i) => `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}-15`,
  );

  it("writes every month of three years as Intl does, in each build's own language", async () => {
    for (const [build, locale] of [
      ["en", "en-GB"],
      ["bn", "bn-BD"],
    ] as const) {
      const formatMonthYear = await monthYearIn(build);
      for (const date of dates)
        expect(formatMonthYear(date, locale), date).toBe(intl(date, locale));
    }
    expect((await monthYearIn("en"))("2024-12-09", "en-GB")).toBe("December 2024");
    expect((await monthYearIn("bn"))("2025-03-01", "bn-BD")).toBe("মার্চ ২০২৫");
  });

  it("builds no Intl date format for its own language, and asks Intl for any other", async () => {
    for (const [build, locale, expected] of [
      ["en", "en-GB", "March 2025"],
      ["bn", "bn-BD", "মার্চ ২০২৫"],
    ] as const) {
      const formatMonthYear = await monthYearIn(build);
      withIntlCount("DateTimeFormat", (built) => {
        expect(formatMonthYear("2025-03-01", locale)).toBe(expected);
        expect(built(), build).toBe(0);
        expect(formatMonthYear("2025-03-01", "en-US")).toBe("March 2025");
        expect(built(), build).toBe(1);
      });
    }
  });
});
