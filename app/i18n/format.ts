// One place formats money, numbers and dates, so a second locale only changes the locale string.

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Prices are in US dollars (spec). Whole prices show no cents unless `cents` asks for two decimals. */
export function formatMoney(amount: number, locale: string, options: { cents?: boolean } = {}) {
  const digits = options.cents || !Number.isInteger(amount) ? 2 : 0;
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
  const fixed = options.fractionDigits;
  return new Intl.NumberFormat(
    locale,
    fixed === undefined ? {} : { minimumFractionDigits: fixed, maximumFractionDigits: fixed },
  ).format(value);
}

/** A year as the locale writes it: digits, no grouping ("2023", "২০২৩"). */
export function formatYear(year: number, locale: string) {
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

export function formatMonthYear(isoDate: string, locale: string) {
  return new Intl.DateTimeFormat(locale, {
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
