// Calendar days, the one module that counts them. The hotel writes a day as `YYYY-MM-DD` (a day
// in Sylhet, with no time); a date picker hands over a local midnight. Counting milliseconds
// between local midnights is wrong on daylight-saving days (23 or 25 hours), so every day is
// counted as a UTC day number, where every day is 24 hours. Pure.

const MS_PER_DAY = 86_400_000;

/** A `YYYY-MM-DD` day as its count of days since 1970-01-01 (a Thursday, day 0). */
export function dayIndexOf(isoDay: string): number {
  const [year, month, day] = isoDay.split("-").map(Number);
  return Date.UTC(year!, month! - 1, day!) / MS_PER_DAY;
}

/** The `YYYY-MM-DD` day a count of days since 1970-01-01 stands for. */
export function isoDayAt(dayIndex: number): string {
  return new Date(dayIndex * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The `YYYY-MM-DD` day `days` after `isoDay` (before it when negative). */
export function isoDayPlus(isoDay: string, days: number): string {
  return isoDayAt(dayIndexOf(isoDay) + days);
}

/** Days from one `YYYY-MM-DD` day to another: a stay's nights; negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return dayIndexOf(to) - dayIndexOf(from);
}

/** The weekday of a `YYYY-MM-DD` day: 0 Sunday to 6 Saturday, as `Date.getUTCDay()` counts. */
export function weekdayOf(isoDay: string): number {
  return (dayIndexOf(isoDay) + 4) % 7;
}

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30, not 2026-2-3). */
export function isIsoDay(value: string): boolean {
  // A day past its month's end counts on into the next month, so it does not come back as itself.
  return /^\d{4}-\d\d-\d\d$/.test(value) && isoDayAt(dayIndexOf(value)) === value;
}

/** The day a local `Date` (a date picker's, the device's clock) falls on, as `YYYY-MM-DD`. */
export function isoDayOfLocal(date: Date): string {
  return isoDayAt(localDayIndexOf(date));
}

/** The local midnight that begins a `YYYY-MM-DD` day, as a date picker holds it. */
export function localMidnightOf(isoDay: string): Date {
  const [year, month, day] = isoDay.split("-").map(Number);
  return new Date(year!, month! - 1, day!);
}

/** The local midnight `days` after the day a local `Date` falls on (before it when negative). */
export function localDayPlus(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The day a local `Date` falls on, as its count of days since 1970-01-01. */
export function localDayIndexOf(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / MS_PER_DAY;
}
