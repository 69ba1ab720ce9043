/**
 * The date calendar's language: react-day-picker's locale (months, weekdays, labels) and the digits
 * it writes. Loaded with the calendar, on first use.
 */
export { enGB as dateLocale } from "react-day-picker/locale";
export const numerals = "latn";
