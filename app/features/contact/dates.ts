// Calendar dates as the native date input gives them (`YYYY-MM-DD`), in the guest's own time zone.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d(\.\d+)?)?$/;

/** The local calendar date of an instant, as `YYYY-MM-DD`. */
export function isoDate(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** A real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `HH:MM` as the native time input gives it (seconds allowed). */
export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** The calendar date `days` after a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The local instant of a `YYYY-MM-DD` date and `HH:MM` time. */
export function localInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(year, month - 1, day, hours, minutes);
}
