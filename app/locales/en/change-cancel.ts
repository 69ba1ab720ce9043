import { formatTime } from "~/content/schemas/collections/hours-format";
import { formatWeekdayDate } from "~/i18n/format";

/** When, as the hotel's policy counts it: "Thu, 3 Dec 2026, 2:00 PM (Sylhet time)". */
const at = (day: string, time: string) =>
  `${formatWeekdayDate(day, "en-GB")}, ${formatTime(time, "en")} (Sylhet time)`;

/** What a late cancellation costs: "the first night", or "the first night of each of the 2 rooms". */
const firstNight = (rooms: number) =>
  rooms > 1 ? `the first night of each of the ${rooms} rooms` : "the first night";

/**
 * My requests' "Change" and "Cancel" of a kept stay, and the message that carries a cancellation
 * (`~/locale/change-cancel`): loaded with a request's card, never on a page's first load.
 */
export const changeCancel = {
  title: "Change or cancel",
  lead: "Plans changed? Change this request or cancel it; the hotel hears from you either way.",
  change: "Change",
  changeLabel: (ref: string) => `Change request ${ref}`,
  cancel: "Cancel",
  cancelLabel: (ref: string) => `Cancel request ${ref}`,
  confirmTitle: (ref: string) => `Cancel request ${ref}?`,
  /** What cancelling costs now, under the request's rate plan. */
  cost: {
    free: (day: string, time: string) =>
      `Cancelling now is free: on the flexible rate this stay can be cancelled free of charge until ${at(day, time)}.`,
    late: (amount: string, day: string, time: string, rooms: number) =>
      `Free cancellation ended on ${at(day, time)}: cancelling now costs ${amount}, ${firstNight(rooms)}.`,
    nonRefundable: (amount: string) =>
      `This stay is on the non-refundable rate: cancelling costs the whole ${amount}.`,
    unknown: "Our team will tell you what cancelling costs, if anything, when they reply.",
  },
  send: "Send the cancellation",
  keep: "Keep my request",
  /** Where a cancellation stands: the card's label. */
  states: {
    sent: "Cancellation sent to the hotel",
    waiting: "Cancellation waiting to send",
    unsent: "Cancellation not yet sent",
    whatsapp: "Cancellation sent on WhatsApp",
    email: "Cancellation sent by e-mail",
  },
  sendYourself:
    "Your cancellation is saved on this device, but nothing has reached the hotel yet. Send it with one of these buttons:",
  sentText: (time: string) =>
    `It reached our reservations team at ${time}; they will reply to confirm it.`,
  waitingText:
    "It is kept on this device and goes as soon as you are online. To reach us now, send it yourself:",
  refusedText: "The hotel's system did not take it. Please send it to us with one of these:",
  status: "Cancellation status",
  /** A request replaced by the guest's change of it. */
  changedBy: (ref: string) => `Changed: replaced by request ${ref}`,
  message: {
    greeting: (ref: string) =>
      `Hello Surma Riverside Hotel, I would like to cancel my reservation request ${ref}.`,
    closing: "Please confirm the cancellation. Thank you!",
    subject: (ref: string, what: string) => `Cancellation of reservation request ${ref}: ${what}`,
    cost: "Cost of cancelling",
    free: (day: string, time: string) => `Free (before ${at(day, time)})`,
    late: (amount: string, rooms: number) => `${amount} (${firstNight(rooms)})`,
    nonRefundable: (amount: string) => `${amount} (non-refundable rate)`,
    unknown: "To be confirmed by the hotel",
  },
} as const;
