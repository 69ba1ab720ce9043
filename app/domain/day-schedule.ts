// A figure that changes on some days (a room's from-price, its rate tonight), worked out at build
// for every day it can change and read in the browser for the guest's day: a list of the days it
// changes on, each with its value from that day on. The last value holds for every later day.

/** [first day, value from that day on], in day order; days are YYYY-MM-DD. Never empty. */
export type DaySchedule<T> = readonly (readonly [day: string, value: T])[];

/** The value on `day`: the last change on or before it (the first value for an earlier day). */
export function valueOn<T>(schedule: DaySchedule<T>, day: string): T {
  let value = schedule[0]![1];
  for (const [from, next] of schedule) {
    if (from > day) break;
    value = next;
  }
  return value;
}

/**
 * The schedule of `valueFor` over the days `days` (in order): one entry where the value changes
 * (compared with `same`), so a figure constant for a year is one entry.
 */
export function scheduleOf<T>(
  days: readonly string[],
  valueFor: (day: string, index: number) => T,
  same: (a: T, b: T) => boolean = Object.is,
): DaySchedule<T> {
  const schedule: (readonly [string, T])[] = [];
  for (const [index, day] of days.entries()) {
    const value = valueFor(day, index);
    const last = schedule.at(-1);
    if (!last || !same(last[1], value)) schedule.push([day, value]);
  }
  return schedule;
}

/** `schedule` with each value mapped (such as prices into the words a page shows). */
export const mapSchedule = <T, U>(schedule: DaySchedule<T>, map: (value: T) => U): DaySchedule<U> =>
  schedule.map(([day, value]) => [day, map(value)] as const);
