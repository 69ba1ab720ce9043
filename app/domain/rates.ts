// A room's rates and availability as the hotel sets them (issue 38): today's nightly rate, named
// seasons with their own rate (and optionally a weekend rate and a minimum stay), and nights that
// cannot be booked. Pure: days are calendar days written YYYY-MM-DD, a night is the day it begins,
// and a season or a closed range runs from its first night to its last, both included.

import { scheduleOf, type DaySchedule } from "./day-schedule.ts";
import { dayIndexOf, isoDayAt, weekdayOf } from "./calendar-day.ts";

export type Season = {
  name: string;
  from: string;
  to: string;
  nightly: number;
  /** Friday and Saturday nights, when they cost more (or less). */
  weekend?: number;
  /** The fewest nights a stay arriving in the season may have. */
  minNights?: number;
};

export type ClosedNights = { from: string; to: string; reason?: string };

export type RoomRates = {
  /** The nightly rate outside every season: today's price. */
  base: number;
  seasons: readonly Season[];
  closed: readonly ClosedNights[];
};

/** A room with one price all year and every night open (a catalogue without rates). */
export const flatRates = (base: number): RoomRates => ({ base, seasons: [], closed: [] });

/** The nights of a stay: the night of check-in up to the night before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const first = dayIndexOf(checkIn);
  const count = Math.max(0, dayIndexOf(checkOut) - first);
  return Array.from({ length: count }, (_, index) => isoDayAt(first + index));
}

/** Friday and Saturday nights. */
export function isWeekendNight(night: string): boolean {
  const weekday = weekdayOf(night);
  return weekday === 5 || weekday === 6;
}

const within = (range: { from: string; to: string }, night: string) =>
  range.from <= night && night <= range.to;

/** The season a night falls in, if any. */
export const seasonOf = (rates: RoomRates, night: string): Season | undefined =>
  rates.seasons.find((season) => within(season, night));

/** What one night costs, and the season that sets it (null outside every season). */
export function nightRate(
  rates: RoomRates,
  night: string,
): { rate: number; season: string | null } {
  const season = seasonOf(rates, night);
  if (!season) return { rate: rates.base, season: null };
  const weekend = season.weekend !== undefined && isWeekendNight(night);
  return { rate: weekend ? season.weekend! : season.nightly, season: season.name };
}

/** The closed range a night is in, if it cannot be booked. */
export const closedRange = (rates: RoomRates, night: string): ClosedNights | undefined =>
  rates.closed.find((range) => within(range, night));

/** The first closed night on or after `night`, if any: the last day a stay from `night` may end. */
export function nextClosedNight(rates: RoomRates, night: string): string | undefined {
  let next: string | undefined;
  for (const range of rates.closed) {
    if (range.to < night) continue;
    const first = range.from > night ? range.from : night;
    if (next === undefined || first < next) next = first;
  }
  return next;
}

/** The season a stay arriving on `night` is in, when it asks for more than one night. */
export function minStayOn(
  rates: RoomRates,
  night: string,
): { season: string; minNights: number } | null {
  const season = seasonOf(rates, night);
  return season?.minNights && season.minNights > 1
    ? { season: season.name, minNights: season.minNights }
    : null;
}

/**
 * Whether a stay can begin on `night`: the night is open, and so is every night of the shortest
 * stay its season allows (a calendar offers no arrival from which every check-out is refused).
 */
export function canArriveOn(rates: RoomRates, night: string): boolean {
  const closed = nextClosedNight(rates, night);
  const fewest = minStayOn(rates, night)?.minNights ?? 1;
  return closed === undefined || dayIndexOf(closed) - dayIndexOf(night) >= fewest;
}

/** Why a stay cannot be asked for: a night it includes is closed, or it is shorter than allowed. */
export type StayRefusal =
  | { kind: "closed"; nights: string[]; reason?: string }
  | { kind: "minNights"; season: string; minNights: number };

/**
 * Whether the stay can be requested: every night open, and at least the minimum stay of the season
 * the guest arrives in. Null when it can.
 */
export function stayRefusal(
  rates: RoomRates,
  checkIn: string,
  checkOut: string,
): StayRefusal | null {
  const nights = nightsOf(checkIn, checkOut);
  const closed = nights.filter((night) => closedRange(rates, night));
  if (closed.length > 0) {
    const reason = closedRange(rates, closed[0]!)?.reason;
    return { kind: "closed", nights: closed, ...(reason ? { reason } : {}) };
  }
  const arrival = nights.length > 0 ? seasonOf(rates, nights[0]!) : undefined;
  if (arrival?.minNights !== undefined && nights.length < arrival.minNights)
    return { kind: "minNights", season: arrival.name, minNights: arrival.minNights };
  return null;
}

/**
 * A room's price before dates are chosen: its lowest open rate, and whether other nights cost more.
 * `opensOn` when no night of the coming weeks is open: the first open night after them, whose rate
 * `rate` is (a page says "open again on …", never a price for nights that cannot be had).
 */
export type FromPrice = { rate: number; varies: boolean; opensOn?: string };

/** The first night from `from` that is not closed (after the last closed range, every night is). */
function firstOpenNight(rates: RoomRates, from: string): string {
  let night = from;
  while (closedRange(rates, night)) night = isoDayAt(dayIndexOf(night) + 1);
  return night;
}

/**
 * The lowest nightly rate of the open nights from `today` for `days` days: a room's price before
 * dates are chosen, shown as "from $X" when those nights do not all cost the same. When every one of
 * those nights is closed: the first open night after them, and its rate.
 */
export function fromPrice(rates: RoomRates, today: string, days = 42): FromPrice {
  const nights = nightsOf(today, isoDayAt(dayIndexOf(today) + days));
  const open = nights
    .filter((night) => !closedRange(rates, night))
    .map((n) => nightRate(rates, n).rate);
  if (open.length === 0) {
    const opensOn = firstOpenNight(rates, today);
    return { rate: nightRate(rates, opensOn).rate, varies: false, opensOn };
  }
  const rate = Math.min(...open);
  return { rate, varies: open.some((other) => other !== rate) };
}

/** The lowest nightly rate of the open nights from `today` for `days` days (see fromPrice). */
export const fromRate = (rates: RoomRates, today: string, days = 42): number =>
  fromPrice(rates, today, days).rate;

/**
 * Every day from `first` on which a price can still change: up to the day after the last night any
 * season or closed range names. From then on every night costs the base rate.
 */
function pricedDays(rates: RoomRates, first: string): string[] {
  const ends = [...rates.seasons, ...rates.closed].map((range) => range.to);
  const last = ends.reduce((latest, end) => (end > latest ? end : latest), first);
  return nightsOf(first, isoDayAt(dayIndexOf(last) + 2));
}

/**
 * The room's from-price on every day from `first` (domain/day-schedule): the guest's day picks one.
 * Each night's rate is worked out once; each day's window of six weeks reads them (what
 * `fromPrice` gives for that day, checked night by night in rates.test.ts).
 */
export function fromPriceSchedule(
  rates: RoomRates,
  first: string,
  days = 42,
): DaySchedule<FromPrice> {
  const priced = pricedDays(rates, first);
  const nights = nightsOf(first, isoDayAt(dayIndexOf(first) + priced.length + days));
  const open = nights.map((night) =>
    closedRange(rates, night) ? null : nightRate(rates, night).rate,
  );
  return scheduleOf<FromPrice>(
    priced,
    (day, index): FromPrice => {
      const window = open.slice(index, index + days).filter((rate) => rate !== null);
      if (window.length === 0) {
        const opensOn = firstOpenNight(rates, day);
        return { rate: nightRate(rates, opensOn).rate, varies: false, opensOn };
      }
      const rate = Math.min(...window);
      return { rate, varies: window.some((other) => other !== rate) };
    },
    (a, b) => a.rate === b.rate && a.varies === b.varies && a.opensOn === b.opensOn,
  );
}

/** The rate of the night of each day from `first`: "tonight's rate" on the guest's day. */
export const tonightSchedule = (rates: RoomRates, first: string): DaySchedule<number> =>
  scheduleOf(pricedDays(rates, first), (day) => nightRate(rates, day).rate);

/**
 * What is wrong with a room's rates, for the content check (the build stops on any): a season or a
 * closed range that ends before it starts, two seasons that share a night, a rate of 0 or less.
 */
export function ratesProblems(rates: RoomRates): string[] {
  const problems: string[] = [];
  if (!(rates.base > 0)) problems.push(`the base rate is ${rates.base}; it must be more than 0`);
  rates.seasons.forEach((season, index) => {
    const at = `seasons[${index}] (${season.name})`;
    if (season.to < season.from) problems.push(`${at} ends (${season.to}) before it starts`);
    if (!(season.nightly > 0)) problems.push(`${at} has a nightly rate of ${season.nightly}`);
    if (season.weekend !== undefined && !(season.weekend > 0))
      problems.push(`${at} has a weekend rate of ${season.weekend}`);
    rates.seasons.slice(0, index).forEach((other, before) => {
      if (season.from <= other.to && other.from <= season.to)
        problems.push(`${at} overlaps seasons[${before}] (${other.name})`);
    });
  });
  rates.closed.forEach((range, index) => {
    if (range.to < range.from)
      problems.push(`closed[${index}] ends (${range.to}) before it starts (${range.from})`);
  });
  return problems;
}
