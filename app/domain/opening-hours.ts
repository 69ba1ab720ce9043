// When a service or a restaurant is open: days of the week and a time from–to, as the hotel
// writes them once in content/policies.yaml. The pages state them (formatted per language by
// app/content/schemas/collections/hours-format.ts), and the table request offers only the times a restaurant seats guests on the
// chosen day. Pure rules: no language, no clock of its own.

/** The days of the week, in the order `Date.getUTCDay()` counts them (Sunday 0). */
export const weekDays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type WeekDay = (typeof weekDays)[number];

/** One service's hours: the days it runs, and from–to in 24-hour `HH:MM` ("24:00" is midnight). */
export type Opening = {
  days: readonly WeekDay[];
  opens: string;
  closes: string;
};

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** A time of day written `HH:MM` on the 24-hour clock, "24:00" for the midnight that ends a day. */
export function isClockTime(value: string): boolean {
  return TIME.test(value);
}

/** Minutes since midnight of an `HH:MM` time. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** `HH:MM` of minutes since midnight. */
export function clockTime(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Round the clock: opens at midnight and closes at the next. */
export function isAllDay({ opens, closes }: Pick<Opening, "opens" | "closes">): boolean {
  return minutesOf(opens) === 0 && minutesOf(closes) === 24 * 60;
}

/** What is wrong with an opening, in words for the editor; empty when it is sound. */
export function openingProblems({ days, opens, closes }: Opening): string[] {
  const problems: string[] = [];
  if (days.length === 0) problems.push("no day chosen");
  if (new Set(days).size !== days.length) problems.push("a day is listed twice");
  if (!isClockTime(opens)) problems.push(`the opening time "${opens}" is not HH:MM`);
  if (!isClockTime(closes)) problems.push(`the closing time "${closes}" is not HH:MM`);
  else if (isClockTime(opens) && minutesOf(closes) <= minutesOf(opens))
    problems.push(`it closes (${closes}) before it opens (${opens}); midnight is 24:00`);
  return problems;
}

/** The day of the week of a `YYYY-MM-DD` date. */
export function weekDayOf(date: string): WeekDay {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return weekDays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
}

/** The last time a restaurant seats a table: `lastSeating` minutes before it closes. */
export const lastTableAt = ({ closes }: Pick<Opening, "closes">, lastSeating: number) =>
  clockTime(minutesOf(closes) - lastSeating);

/** Whether any of `openings` runs on that date. */
export function opensOn(openings: readonly Opening[], date: string): boolean {
  const day = weekDayOf(date);
  return openings.some((opening) => opening.days.includes(day));
}

/**
 * The times a table can be booked on a date, every `step` minutes from opening to the last
 * seating (`lastSeating` minutes before closing), across the venue's services that day, in order.
 * Empty on a day it is closed.
 */
export function tableTimes(
  openings: readonly Opening[],
  date: string,
  { lastSeating, step = 30 }: { lastSeating: number; step?: number },
): string[] {
  const day = weekDayOf(date);
  const times = new Set<number>();
  for (const { days, opens, closes } of openings) {
    if (!days.includes(day)) continue;
    for (let at = minutesOf(opens); at <= minutesOf(closes) - lastSeating; at += step)
      times.add(at);
  }
  return [...times].sort((a, b) => a - b).map(clockTime);
}

/** Every time a table can be booked on some day: what to offer before a date is chosen. */
export function anyDayTableTimes(
  openings: readonly Opening[],
  options: { lastSeating: number; step?: number },
): string[] {
  // 2026-11-01 was a Sunday: the seven dates from it are one of each day of the week.
  const week = weekDays.map((_, index) => `2026-11-0${index + 1}`);
  const all = new Set(week.flatMap((date) => tableTimes(openings, date, options)));
  return [...all].sort();
}

/** Whether a table can be booked at `time` (`HH:MM`) on `date` (`YYYY-MM-DD`). */
export function seatsAt(
  openings: readonly Opening[],
  date: string,
  time: string,
  options: { lastSeating: number; step?: number },
): boolean {
  return tableTimes(openings, date, options).includes(time.slice(0, 5));
}

/**
 * The days grouped into runs in the week's order from Monday, a run wrapping round the weekend
 * (Tuesday to Sunday is one run): what a page writes as "Tuesday – Sunday".
 */
export function dayRuns(days: readonly WeekDay[]): WeekDay[][] {
  const order: WeekDay[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
  const open = order.map((day) => days.includes(day));
  // Stryker disable next-line ConditionalExpression: a shortcut; the loop below, from a start of -1, gives the same one run
  if (open.every(Boolean)) return [order];
  // Start after a closed day, so a run that wraps from Sunday to Monday is not cut in two.
  // Stryker disable next-line ArithmeticOperator: starting after any closed day cuts no run either
  const start = open.findIndex((isOpen, index) => !isOpen && open[(index + 1) % 7]);
  const runs: WeekDay[][] = [];
  // Stryker disable next-line EqualityOperator: the seventh step comes back to the closed start day
  for (let step = 1; step <= 7; step++) {
    const index = (start + step) % 7;
    if (!open[index]) continue;
    const previous = (index + 6) % 7;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: at step 1 the day before is the closed start day
    if (open[previous] && runs.length && step > 1) runs.at(-1)!.push(order[index]!);
    else runs.push([order[index]!]);
  }
  // In the week's order, by the day each run starts.
  return runs.sort((a, b) => order.indexOf(a[0]!) - order.indexOf(b[0]!));
}
