/** The date calendar in Bengali: Bengali months, weekdays and digits. */
export { bn as dateLocale } from "react-day-picker/locale";
export const numerals = "beng";
