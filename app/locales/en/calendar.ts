import { stayRules } from "./stay-words";
/**
 * The date calendar's language: react-day-picker's locale (months, weekdays, labels), the digits
 * it writes, and the words of its days' rates. Loaded with the calendar, on first use.
 */
export { enGB as dateLocale } from "react-day-picker/locale";
export const numerals = "latn";

export const calendarWords = {
  /** Added to a day's name for screen readers: what its night costs, or that it is closed. */
  night: (price: string) => `${price} a night`,
  from: (price: string) => `from ${price} a night`,
  closed: "closed",
  /** Why a day is not offered: the stay would be shorter than its season allows. */
  minStay: stayRules.minStay,
  /** Under the month. */
  roomRates: (room: string) => `${room}: each day shows that night's rate.`,
  lowestRates: "Each day shows our lowest rate that night. Choose a room to see its own.",
  /** How old the closed nights are: its age in days is said once it is more than a week. */
  asOf: (date: string, days: number) =>
    `Availability as of ${date}${days > 7 ? ` (${days} days ago)` : ""}; the hotel confirms every request.`,
};
