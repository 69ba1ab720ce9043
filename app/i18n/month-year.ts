import { LOCALE, localeTags } from "~/lib/locale";

/**
 * English month names, for "March 2025" under a guest's review on the home page. Not Intl: a
 * page's first Intl.DateTimeFormat loads ICU data, about 20 ms of main thread on a desktop while
 * the home page hydrates (docs/decisions/0012). The Bengali build asks Intl: its twelve names cost
 * 0.3 KiB gzip, which put /bn over its weight budget. Other locales, and a date that is not one,
 * go to Intl too.
 */
const months =
  LOCALE === "en"
    ? "January February March April May June July August September October November December".split(
        " ",
      )
    : null;

/** A content date (`YYYY-MM-DD`) as its month and year: "March 2025" ("মার্চ ২০২৫" on Bengali pages). */
export function formatMonthYear(isoDate: string, locale: string) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (months && locale === localeTags[LOCALE] && !Number.isNaN(date.getTime()))
    return `${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}
