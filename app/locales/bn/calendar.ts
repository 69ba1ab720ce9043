import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { calendarWords as en } from "../en/calendar";
import { stayRules } from "./stay-words";

/** The date calendar in Bengali: Bengali months, weekdays and digits, and its days' rates. */
export { bn as dateLocale } from "react-day-picker/locale";
export const numerals = "beng";

export const calendarWords = {
  night: (price: string) => `প্রতি রাত ${price}`,
  from: (price: string) => `প্রতি রাত ${price} থেকে`,
  closed: "বন্ধ",
  minStay: stayRules.minStay,
  roomRates: (room: string) => `${room}: প্রতিটি দিনে সেই রাতের ভাড়া দেখানো হয়েছে।`,
  lowestRates:
    "প্রতিটি দিনে সেই রাতে আমাদের সবচেয়ে কম ভাড়া দেখানো হয়েছে। কোনো রুমের নিজের ভাড়া দেখতে রুমটি বেছে নিন।",
  asOf: (date: string, days: number) =>
    `${date} পর্যন্ত হালনাগাদ প্রাপ্যতা${days > 7 ? ` (${bnDigits(days)} দিন আগের)` : ""}; প্রতিটি অনুরোধ হোটেল নিশ্চিত করে।`,
} satisfies Catalogue<typeof en>;
