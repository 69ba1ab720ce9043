// One place formats money, numbers and dates, so a second locale only changes the locale string.
//
// The site's two locales are written out here rather than asked of Intl: a page's first
// Intl.NumberFormat or Intl.DateTimeFormat loads the browser's ICU data, 15-40 ms of main thread on
// a desktop (measured in Chromium 156), four to six times that on a mid-range phone, in the middle
// of hydration. The tables follow CLDR as Intl gives it (format.test.ts compares every format with
// Intl over three years of dates and a range of amounts); any other locale goes to Intl.

import { bengaliDigits } from "~/lib/locale";

type Written = {
  /** The locale's digits 0-9, or null for ASCII digits. */
  digits: string | null;
  /** Indian grouping (12,34,567) rather than thousands (1,234,567). */
  indian: boolean;
  money: (sign: string, amount: string) => string;
  months: readonly string[];
  monthsShort: readonly string[];
  weekdays: readonly string[];
  weekdaysShort: readonly string[];
  date: (day: string, month: string, year: string) => string;
  monthYear: (month: string, year: string) => string;
  weekdayDate: (weekday: string, day: string, month: string, year: string) => string;
};

const english: Written = {
  digits: null,
  indian: false,
  money: (sign, amount) => `${sign}$${amount}`,
  months:
    "January February March April May June July August September October November December".split(
      " ",
    ),
  monthsShort: "Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec".split(" "),
  weekdays: "Sunday Monday Tuesday Wednesday Thursday Friday Saturday".split(" "),
  weekdaysShort: "Sun Mon Tue Wed Thu Fri Sat".split(" "),
  date: (day, month, year) => `${day} ${month} ${year}`,
  monthYear: (month, year) => `${month} ${year}`,
  weekdayDate: (weekday, day, month, year) => `${weekday}, ${day} ${month} ${year}`,
};

const bengali: Written = {
  digits: bengaliDigits,
  indian: true,
  money: (sign, amount) => `${sign}${amount}$`,
  months: "জানুয়ারি ফেব্রুয়ারি মার্চ এপ্রিল মে জুন জুলাই আগস্ট সেপ্টেম্বর অক্টোবর নভেম্বর ডিসেম্বর".split(" "),
  monthsShort: "জানু ফেব মার্চ এপ্রি মে জুন জুল আগ সেপ অক্টো নভে ডিসে".split(" "),
  weekdays: "রবিবার সোমবার মঙ্গলবার বুধবার বৃহস্পতিবার শুক্রবার শনিবার".split(" "),
  weekdaysShort: "রবি সোম মঙ্গল বুধ বৃহস্পতি শুক্র শনি".split(" "),
  date: (day, month, year) => `${day} ${month}, ${year}`,
  monthYear: (month, year) => `${month} ${year}`,
  weekdayDate: (weekday, day, month, year) => `${weekday}, ${day} ${month}, ${year}`,
};

const writtenLocales: Record<string, Written> = { "en-GB": english, "bn-BD": bengali };

/**
 * A finite number's magnitude rounded to `fractionDigits` decimals as Intl rounds it: half away
 * from zero on the shortest decimal that names the number (1.005 -> 1.01, where toFixed gives 1.00).
 */
function rounded(value: number, fractionDigits: number) {
  const magnitude = Math.abs(value);
  const shifted = Number(`${magnitude}e${fractionDigits}`);
  const units = Math.round(Number.isNaN(shifted) ? magnitude * 10 ** fractionDigits : shifted);
  const text = String(units).padStart(fractionDigits + 1, "0");
  const cut = text.length - fractionDigits;
  return { integer: text.slice(0, cut), fraction: text.slice(cut) };
}

/** A finite number with `fractionDigits` decimals, grouped and in the locale's digits. */
function decimal(value: number, fractionDigits: number, written: Written) {
  const { integer, fraction } = rounded(value, fractionDigits);
  // Thousands first, then (Indian) every two digits above them.
  let grouped = integer.slice(-3);
  const step = written.indian ? 2 : 3;
  for (let end = integer.length - 3; end > 0; end -= step)
    grouped = `${integer.slice(Math.max(0, end - step), end)},${grouped}`;
  return inDigits(fraction ? `${grouped}.${fraction}` : grouped, written);
}

/** ASCII digits in the locale's own. */
function inDigits(text: string, written: Written) {
  const digits = written.digits;
  return digits ? text.replace(/[0-9]/g, (digit) => digits[Number(digit)]!) : text;
}

/** The fewest decimals, up to three (Intl's default), that show the value once rounded. */
function plainFractionDigits(value: number) {
  return rounded(value, 3).fraction.replace(/0+$/, "").length;
}

/** Intl shows the minus sign of every negative number, -0 and those that round to zero included. */
function isNegative(value: number) {
  return value < 0 || Object.is(value, -0);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Prices are in US dollars (spec). Whole prices show no cents unless `cents` asks for two decimals. */
export function formatMoney(amount: number, locale: string, options: { cents?: boolean } = {}) {
  const digits = options.cents || !Number.isInteger(amount) ? 2 : 0;
  const written = writtenLocales[locale];
  if (written && Number.isFinite(amount)) {
    const text = decimal(amount, digits, written);
    return written.money(isNegative(amount) ? "-" : "", text);
  }
  const key = `${locale}:${digits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** A number as the locale writes it; `fractionDigits` fixes the decimals (a rating: "4.0", "৪.৮"). */
export function formatNumber(
  value: number,
  locale: string,
  options: { fractionDigits?: number } = {},
) {
  const written = writtenLocales[locale];
  if (written && Number.isFinite(value)) {
    const text = decimal(value, options.fractionDigits ?? plainFractionDigits(value), written);
    return isNegative(value) ? `-${text}` : text;
  }
  const fixed = options.fractionDigits;
  return new Intl.NumberFormat(
    locale,
    fixed === undefined ? {} : { minimumFractionDigits: fixed, maximumFractionDigits: fixed },
  ).format(value);
}

/** A year as the locale writes it: digits, no grouping ("2023", "২০২৩"). */
export function formatYear(year: number, locale: string) {
  const written = writtenLocales[locale];
  if (written && Number.isInteger(year)) return inDigits(String(year), written);
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

/** A content date, `YYYY-MM-DD`, as its parts: calendar dates, so read in UTC. */
function calendarDate(isoDate: string) {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** The parts a written locale needs, or null when the date is not a real one. */
function dateParts(isoDate: string, written: Written, width: "short" | "long") {
  const date = calendarDate(isoDate);
  if (Number.isNaN(date.getTime())) return null;
  return {
    day: inDigits(String(date.getUTCDate()), written),
    month: (width === "long" ? written.months : written.monthsShort)[date.getUTCMonth()]!,
    year: inDigits(String(date.getUTCFullYear()), written),
    weekday: (width === "long" ? written.weekdays : written.weekdaysShort)[date.getUTCDay()]!,
  };
}

/** Dates in content are ISO `YYYY-MM-DD`; they are calendar dates, so format them in UTC. */
export function formatDate(isoDate: string, locale: string) {
  const written = writtenLocales[locale];
  const parts = written && dateParts(isoDate, written, "long");
  if (written && parts) return written.date(parts.day, parts.month, parts.year);
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(calendarDate(isoDate));
}

export function formatMonthYear(isoDate: string, locale: string) {
  const written = writtenLocales[locale];
  const parts = written && dateParts(isoDate, written, "long");
  if (written && parts) return written.monthYear(parts.month, parts.year);
  return new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(calendarDate(isoDate));
}

/** A calendar date with its weekday, for stays: "Sat, 20 Jun 2026" (short) or "Saturday, 20 June 2026". */
export function formatWeekdayDate(
  isoDate: string,
  locale: string,
  width: "short" | "long" = "long",
) {
  const written = writtenLocales[locale];
  const parts = written && dateParts(isoDate, written, width);
  if (written && parts)
    return written.weekdayDate(parts.weekday, parts.day, parts.month, parts.year);
  return new Intl.DateTimeFormat(locale, {
    weekday: width,
    day: "numeric",
    month: width,
    year: "numeric",
    timeZone: "UTC",
  }).format(calendarDate(isoDate));
}
