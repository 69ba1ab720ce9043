import { LOCALE, localeTags } from "~/lib/locale";
import { months as monthNames } from "~/locale/months";
import { formatYear } from "~/i18n/format";

/**
 * Month names of the build's language, for "March 2025" ("মার্চ ২০২৫") under a guest's review on the
 * home page. Not Intl: a page's first Intl.DateTimeFormat loads ICU data, about 20 ms of main
 * thread on a desktop while the home page hydrates (docs/decisions/0012). Each build carries its own
 * twelve names only. Other locales, and a date that is not one, go to Intl.
 */
const months = monthNames.split(" ");

/** A content date (`YYYY-MM-DD`) as its month and year: "March 2025" ("মার্চ ২০২৫" on Bengali pages). */
export function formatMonthYear(isoDate: string, locale: string) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (locale === localeTags[LOCALE] && !Number.isNaN(date.getTime()))
    return `${months[date.getUTCMonth()]} ${formatYear(date.getUTCFullYear(), locale)}`;
  return new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}
