import { formatTime } from "~/content/schemas/collections/hours-format";
import { formatWeekdayDate } from "~/i18n/format";

/**
 * The two rate plans' words (the booking form, its summary, My requests and the messages to the
 * hotel): flexible (the cancellation policy) or non-refundable (a discount). Apart from the stay's
 * other words, which the cart's first load carries.
 */
export const ratePlanWords = {
  legend: "Rate",
  flexible: "Flexible",
  nonRefundable: "Non-refundable",
  /** The flexible rate's deadline, once check-in is chosen (a hotel day YYYY-MM-DD, HH:MM). */
  freeUntil: (day: string, time: string) =>
    `Free cancellation until ${formatWeekdayDate(day, "en-GB")}, ${formatTime(time, "en")} (Sylhet time).`,
  freeBefore: (hours: number) => `Free cancellation up to ${hours} hours before check-in.`,
  noRefund: (percent: number) => `${percent}% off. No refund if cancelled.`,
  saves: (percent: number, amount: string) =>
    `Non-refundable rate (${percent}% off): you save ${amount}`,
  /** The plan as a summary row states it. */
  flexibleRow: (term: string) => `Flexible. ${term}`,
  nonRefundableRow: (percent: number, saved: string) =>
    `Non-refundable (${percent}% off, you save ${saved}). No refund if cancelled.`,
  /** The row that names the plan in a summary or a message. */
  label: "Rate plan",
} as const;
