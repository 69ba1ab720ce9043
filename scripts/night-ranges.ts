// Nights as the booking sites' calendars and the rooms' own closed ranges have them (issue 38): a
// night is the day it begins, written YYYY-MM-DD in the hotel's time (Asia/Dhaka), and a range runs
// from its first night to its last, both included. Shared by the calendars read in
// (availability-core.ts) and written out (room-calendars.ts); no iCalendar parser here, so the
// build's calendars do not load one.

export type NightRange = { from: string; to: string };

/** The hotel's time zone: a timed event closes the nights it covers there. */
export const hotelTimeZone = "Asia/Dhaka";

export const MS_PER_DAY = 86_400_000;

/** A calendar day moved by `days` (UTC arithmetic on the date alone: no time zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

const hotelDayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: hotelTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The hotel's date (YYYY-MM-DD) at an instant. */
export const hotelDay = (instant: Date) => hotelDayFormat.format(instant);

/** Ranges sorted, overlapping and adjacent ones (the 24th–26th and the 27th–28th) made one. */
export function mergeRanges(ranges: readonly NightRange[]): NightRange[] {
  const sorted = [...ranges].sort((a, b) => a.from.localeCompare(b.from));
  const merged: NightRange[] = [];
  for (const { from, to } of sorted) {
    const last = merged.at(-1);
    if (last && from <= addDays(last.to, 1)) {
      if (to > last.to) last.to = to;
    } else merged.push({ from, to });
  }
  return merged;
}
