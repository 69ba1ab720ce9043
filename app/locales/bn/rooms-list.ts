import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { roomsList as en } from "../en/rooms-list";

/** The rooms list's words in Bengali (the same keys as the English). */
export const roomsList = {
  listEyebrow: "আমাদের অতিথি হোন",
  listTitle: "আপনার পছন্দের রুম বেছে নিন",
  listIntro: "ছয়টি রুম ও স্যুট, প্রতিটিতেই থাকছে সকালের নাশতা, ওয়াই-ফাই আর আমাদের আন্তরিক অভ্যর্থনা।",
  tabsLabel: "রুমের ধরন",
  tabs: { all: "সব রুম", standard: "স্ট্যান্ডার্ড", suite: "স্যুট" },
  searchLabel: "রুম খুঁজুন",
  searchPlaceholder: "রুম খুঁজুন...",
  resultCount: (shown: number, total: number) =>
    shown === total
      ? `সব ${bnDigits(total)}টি রুম দেখানো হচ্ছে`
      : `${bnDigits(total)}টির মধ্যে ${bnDigits(shown)}টি রুম দেখানো হচ্ছে`,
  empty: "আপনার খোঁজের সঙ্গে মেলে এমন কোনো রুম পাওয়া যায়নি।",
  emptyHint: "অন্য কোনো শব্দ লিখে দেখুন, অথবা সব ধরনের রুম দেখুন।",
  reset: "ফিল্টার রিসেট করুন",
} satisfies Catalogue<typeof en>;
