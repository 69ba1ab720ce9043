// Times as the native time input gives them, and a day and a time as the guest's own instant (the
// days themselves: domain/calendar-day.ts).

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d(\.\d+)?)?$/;

/** `HH:MM` as the native time input gives it (seconds allowed). */
export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** The local instant of a `YYYY-MM-DD` date and `HH:MM` time. */
export function localInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(year, month - 1, day, hours, minutes);
}
