// When a flexible booking may still be cancelled free: the hotel's policy counts its hours back
// from check-in (the check-in day at the time check-in starts), in the hotel's time (Sylhet,
// UTC+6 all year, so a day is always 24 hours). Pure: days YYYY-MM-DD, times HH:MM.

import { dayIndexOf, isoDayAt } from "./calendar-day.ts";

const MINUTES_PER_DAY = 24 * 60;

/** A time as the policy writes it in English, "2:00 PM", as HH:MM ("14:00"); null if it is not one. */
export function clockTime(text: string): string | null {
  const match = /^(1[0-2]|[1-9]):([0-5]\d) ?([AP])M$/i.exec(text.trim());
  if (!match) return null;
  const hours = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === "P" ? 12 : 0);
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

/**
 * The last moment the stay may be cancelled free: `hours` before check-in on `checkIn` at
 * `checkInTime`, as a hotel day and time.
 */
export function freeCancellationUntil(
  checkIn: string,
  checkInTime: string,
  hours: number,
): { day: string; time: string } {
  const [h, m] = checkInTime.split(":").map(Number);
  const at = dayIndexOf(checkIn) * MINUTES_PER_DAY + h! * 60 + m! - Math.round(hours * 60);
  const day = Math.floor(at / MINUTES_PER_DAY);
  const minutes = at - day * MINUTES_PER_DAY;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return { day: isoDayAt(day), time };
}

/** What cancelling a stay costs at a moment (docs/spec-decisions.md, "Parties and extras"). */
export type CancellationCost =
  /** The flexible rate before its deadline: nothing, until then. */
  | { kind: "free"; until: { day: string; time: string } }
  /** The flexible rate after its deadline: the late charge, one night (the first night's share of the price). */
  | { kind: "late"; amount: number; since: { day: string; time: string } }
  /** The non-refundable rate: the whole price, at any time. */
  | { kind: "nonRefundable"; amount: number };

/**
 * What cancelling costs `now` (the hotel's day and time): on the flexible rate nothing up to and
 * at the policy's deadline, then one night, the first night's part of the price the guest was
 * quoted (its rate's share of the nights' rates, after the discounts, with the charges); on the
 * non-refundable rate the whole price.
 */
export function cancellationCost({
  plan,
  checkIn,
  now,
  policy,
  quote,
}: {
  plan: "flexible" | "nonRefundable";
  checkIn: string;
  now: { day: string; time: string };
  policy: { hours: number; checkInTime: string };
  quote: { nightly: readonly { rate: number }[]; base: number; total: number };
}): CancellationCost {
  if (plan === "nonRefundable") return { kind: "nonRefundable", amount: quote.total };
  const until = freeCancellationUntil(checkIn, policy.checkInTime, policy.hours);
  if (`${now.day}T${now.time}` <= `${until.day}T${until.time}`) return { kind: "free", until };
  const first = quote.nightly[0]?.rate ?? 0;
  const share = quote.base > 0 ? (quote.total * first) / quote.base : 0;
  return { kind: "late", amount: Math.round(share * 100) / 100, since: until };
}
