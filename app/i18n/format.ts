// One place formats money, numbers and dates, so a second locale only changes the locale string
// (the reviews' "March 2025" is the exception: app/locales/month-year.ts, so only the home page carries
// the month names).
// Relative, as the content schemas import this module outside Vite (the editor config, the build).
import { bnDigits } from "../lib/locale.ts";

// Numbers and money in the site's two locales are written out rather than asked of Intl: a page's
// first Intl.NumberFormat loads ICU number data, 15-40 ms of main thread on a desktop (measured in
// Chromium 156), four to six times that on a mid-range phone, in the middle of hydration. The rules
// follow CLDR as Intl gives it (format.test.ts compares them with Intl over a range of values), but
// for the place of the dollar sign in Bengali (formatMoney).
// Dates stay with Intl: no key page formats one while it loads, bar the home page's month and year.

/**
 * A finite value in en-GB ("1,234,567.5") or bn-BD ("১২,৩৪,৫৬৭.৫", Indian grouping), rounded as
 * Intl rounds: half away from zero on the shortest decimal naming the number (1.005 -> 1.01). Null
 * for other locales and for values too large to write out, which go to Intl.
 */
function written(value: number, locale: string, fractionDigits: number) {
  const bengali = locale === "bn-BD";
  const units = Math.round(Number(`${Math.abs(value)}e${fractionDigits}`));
  if ((!bengali && locale !== "en-GB") || !(units < 2 ** 53)) return null;
  const text = String(units).padStart(fractionDigits + 1, "0");
  const integer = text.slice(0, -fractionDigits || undefined);
  let grouped = integer.slice(-3);
  const step = bengali ? 2 : 3;
  for (let end = integer.length - 3; end > 0; end -= step)
    grouped = `${integer.slice(Math.max(0, end - step), end)},${grouped}`;
  const number = fractionDigits ? `${grouped}.${text.slice(-fractionDigits)}` : grouped;
  return bengali ? bnDigits(number) : number;
}

/** Intl writes a minus on every negative number, -0 and those that round to zero included. */
const minus = (value: number) => (value < 0 || Object.is(value, -0) ? "-" : "");

/**
 * Prices are in US dollars (spec). Whole prices show no cents unless `cents` asks for two decimals.
 * The sign comes first in both languages: "$249", "$২৪৯". CLDR's Bengali pattern puts it after
 * the number ("২৪৯$"), which is not how a Bangladeshi reader sees dollars written.
 */
export function formatMoney(amount: number, locale: string, options: { cents?: boolean } = {}) {
  const digits = options.cents || !Number.isInteger(amount) ? 2 : 0;
  const text = written(amount, locale, digits);
  if (text !== null) return `${minus(amount)}$${text}`;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/**
 * An amount of taka, whole, as a guide beside a dollar price: "≈ ৳91,134", in Bengali "≈ ৳৯১,১৩৪"
 * (Indian grouping).
 */
export function formatTaka(amount: number, locale: string) {
  const text = written(Math.round(amount), locale, 0);
  // A no-break space: "≈" never stands alone at a line's end (issue 49).
  return `≈\u00a0৳${text ?? new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount)}`;
}

/**
 * A number as the locale writes it; `fractionDigits` fixes the decimals (a rating: "4.0", "৪.৮"),
 * otherwise it shows as many as the value needs, up to three (Intl's default).
 */
export function formatNumber(
  value: number,
  locale: string,
  options: { fractionDigits?: number } = {},
) {
  const fixed = options.fractionDigits;
  const digits =
    fixed ??
    (written(value, locale, 3) ?? "").replace(/^.*?(\.|$)/, "").replace(/[0০]+$/, "").length;
  const text = written(value, locale, digits);
  if (text !== null) return `${minus(value)}${text}`;
  return new Intl.NumberFormat(
    locale,
    fixed === undefined ? {} : { minimumFractionDigits: fixed, maximumFractionDigits: fixed },
  ).format(value);
}

/** A year as the locale writes it: digits, no grouping ("2023", "২০২৩"). */
export function formatYear(year: number, locale: string) {
  if (Number.isInteger(year) && (locale === "en-GB" || locale === "bn-BD"))
    return locale === "bn-BD" ? bnDigits(year) : String(year);
  return new Intl.NumberFormat(locale, { useGrouping: false }).format(year);
}

/**
 * A floor area in square metres. Intl has no square-metre unit, so the unit is written per
 * language: "35 m²", and in Bengali "৩৫ বর্গমিটার", as Bengali property listings write it.
 */
export function formatArea(squareMetres: number, locale: string) {
  const unit = locale.startsWith("bn") ? "বর্গমিটার" : "m²";
  return `${formatNumber(squareMetres, locale)} ${unit}`;
}

/** Dates in content are ISO `YYYY-MM-DD`; they are calendar dates, so format them in UTC. */
export function formatDate(isoDate: string, locale: string) {
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A calendar date with its weekday, for stays: "Sat, 20 Jun 2026" (short) or "Saturday, 20 June 2026". */
export function formatWeekdayDate(
  isoDate: string,
  locale: string,
  width: "short" | "long" = "long",
) {
  return new Intl.DateTimeFormat(locale, {
    weekday: width,
    day: "numeric",
    month: width,
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A count on a badge (the header's cart and requests): none for 0, then up to "99+". */
export const formatBadge = (count: number, locale: string) =>
  count <= 0 ? "" : `${formatNumber(Math.min(count, 99), locale)}${count > 99 ? "+" : ""}`;
