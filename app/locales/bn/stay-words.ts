import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { stayWords as en } from "../en/stay-words";

/** বুকিং ফর্ম ও অনুরোধের পাতা দুটোতেই লাগে এমন শব্দ। */
export const stayWords = {
  offerSaves: (offer: string, amount: string) => `${offer}: আপনার সাশ্রয় ${amount}`,
  priceLine: (nights: number, price: string) => `${bnDigits(nights)} রাত × ${price}`,
  specialRequests: "বিশেষ অনুরোধ",
  summary: {
    room: "রুম",
    checkIn: "চেক-ইন",
    checkOut: "চেক-আউট",
    nights: "রাত",
    guests: "অতিথি",
    guest: "অতিথি",
    nightlyPrice: "প্রতি রাতের ভাড়া",
    offer: "অফার",
    total: "সর্বমোট",
  },
  fromTime: (time: string) => `${bnDigits(time)} থেকে`,
  byTime: (time: string) => `${bnDigits(time)} পর্যন্ত`,
  guestsSummary: (adults: number, children: number) =>
    [`${bnDigits(adults)} জন প্রাপ্তবয়স্ক`, children === 0 ? "" : `${bnDigits(children)} জন শিশু`]
      .filter(Boolean)
      .join(", "),
  payment: { "credit-card": "ক্রেডিট কার্ড", "pay-later": "পরে পরিশোধ" },
} satisfies Catalogue<typeof en>;
