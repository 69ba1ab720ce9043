import type { Catalogue } from "~/lib/catalogue";
import type { hourNames as en } from "../en/hour-names";

export const hourNames = {
  frontDesk: "ফ্রন্ট ডেস্ক",
  concierge: "কনসিয়ার্জ",
  roomService: "রুম সার্ভিস",
  fineDining: "ফাইন ডাইনিং রেস্তোরাঁ, রাতের খাবার",
  terraceLunch: "টেরেস বিস্ট্রো, দুপুরের খাবার",
  terraceDinner: "টেরেস বিস্ট্রো, রাতের খাবার",
  bar: "বার ও লাউঞ্জ",
  breakfastWeekdays: "সকালের নাশতা, কর্মদিবসে",
  breakfastWeekends: "সকালের নাশতা, সাপ্তাহিক ছুটির দিনে",
} satisfies Catalogue<typeof en>;
