import { formatTime } from "~/content/schemas/collections/hours-format";
import { formatWeekdayDate } from "~/i18n/format";
import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { ratePlanWords as en } from "../en/rate-plans";

export const ratePlanWords = {
  legend: "ভাড়ার ধরন",
  flexible: "নমনীয়",
  nonRefundable: "অফেরতযোগ্য",
  freeUntil: (day: string, time: string) =>
    `${formatWeekdayDate(day, "bn-BD")}, ${formatTime(time, "bn")} (সিলেটের সময়) পর্যন্ত বিনা খরচে বাতিল করা যায়।`,
  freeBefore: (hours: number) =>
    `চেক-ইনের ${bnDigits(hours)} ঘণ্টা আগে পর্যন্ত বিনা খরচে বাতিল করা যায়।`,
  noRefund: (percent: number) => `${bnDigits(percent)}% ছাড়। বাতিল করলে টাকা ফেরত দেওয়া হয় না।`,
  saves: (percent: number, amount: string) =>
    `অফেরতযোগ্য ভাড়া (${bnDigits(percent)}% ছাড়): আপনার সাশ্রয় ${amount}`,
  flexibleRow: (term: string) => `নমনীয়। ${term}`,
  nonRefundableRow: (percent: number, saved: string) =>
    `অফেরতযোগ্য (${bnDigits(percent)}% ছাড়, আপনার সাশ্রয় ${saved})। বাতিল করলে টাকা ফেরত দেওয়া হয় না।`,
  label: "ভাড়ার ধরন",
} satisfies Catalogue<typeof en>;
