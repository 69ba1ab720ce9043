import type { StayRefusal } from "~/domain/rates";
import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import { formatDate } from "~/i18n/format";
import type { stayRules as enRules, stayWords as en } from "../en/stay-words";

/** The hotel's two reasons for not taking a stay, in Bengali (the same keys as the English). */
export const stayRules = {
  minStay: (season: string, nights: number) =>
    `${season}-এ শুরু হওয়া থাকা অন্তত ${bnDigits(nights)} রাতের`,
  closed: (subject: string, nights: readonly string[], reason?: string) =>
    `${nights.map((night) => formatDate(night, "bn-BD")).join(", ")} রাতে ${subject} বুক করা যাবে না${reason ? ` (${reason})` : ""}`,
} satisfies Catalogue<typeof enRules>;

/** বুকিং ফর্ম ও অনুরোধের পাতা দুটোতেই লাগে এমন শব্দ। */
export const stayWords = {
  offerSaves: (offer: string, amount: string) => `${offer}: আপনার সাশ্রয় ${amount}`,
  priceLine: (nights: number, price: string) => `${bnDigits(nights)} রাত × ${price}`,
  priceParts: (parts: readonly { nights: number; price: string }[]) =>
    parts.map(({ nights, price }) => `${bnDigits(nights)} রাত × ${price}`).join(" + "),
  serviceCharge: (percent: number) => `সার্ভিস চার্জ (${bnDigits(percent)}%)`,
  vat: (percent: number) => `ভ্যাট (${bnDigits(percent)}%)`,
  chargesIncluded: (serviceCharge: string, vat: string) =>
    `সার্ভিস চার্জ ${serviceCharge} ও ভ্যাট ${vat} অন্তর্ভুক্ত।`,
  noCharges: "কোনো সার্ভিস চার্জ বা ভ্যাট নেই।",
  nightsClosed: (room: string, nights: readonly string[], reason?: string) =>
    `${stayRules.closed(room, nights, reason)}। অনুগ্রহ করে অন্য তারিখ বা অন্য রুম বেছে নিন।`,
  minStay: (season: string, nights: number) =>
    `${stayRules.minStay(season, nights)}। অনুগ্রহ করে পরের কোনো চেক-আউট বেছে নিন।`,
  refused(room: string, refusal: StayRefusal): string {
    return refusal.kind === "closed"
      ? this.nightsClosed(room, refusal.nights, refusal.reason)
      : this.minStay(refusal.season, refusal.minNights);
  },
  specialRequests: "বিশেষ অনুরোধ",
  summary: {
    room: "রুম",
    checkIn: "চেক-ইন",
    checkOut: "চেক-আউট",
    nights: "রাত",
    guests: "অতিথি",
    guest: "অতিথি",
    nightlyPrice: "ভাড়া",
    offer: "অফার",
    charges: "চার্জ",
    serviceCharge: "সার্ভিস চার্জ",
    vat: "ভ্যাট",
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
