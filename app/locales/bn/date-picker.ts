import type { Catalogue } from "~/lib/catalogue";
import type { datePicker as en } from "../en/date-picker";

/** তারিখ বাছাইয়ের একটিই ক্যালেন্ডারের কথা, যেখানেই থাকার তারিখ বেছে নেওয়া হয়। */
export const datePicker = {
  chooseDate: "তারিখ বেছে নিন",
  chooseCheckInFirst: "আগে চেক-ইনের তারিখ বেছে নিন",
  // Bengali has no letter case, so the field's label is used as it is.
  calendarLabel: (field: string) => `${field} বেছে নিন`,
  calendarLoading: "ক্যালেন্ডার লোড হচ্ছে…",
  calendarHint: "অ্যারো কী দিয়ে এক দিন থেকে অন্য দিনে যান, Enter চেপে বেছে নিন, Escape চেপে বন্ধ করুন।",
} satisfies Catalogue<typeof en>;
