import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import { formatNumber } from "~/i18n/format";
import type { contactRequests as en } from "../en/contact-requests";

const count = (value: number) => formatNumber(value, "bn-BD");

/** Labels of the request forms and the validation messages in Bengali (the same keys as the English). */
export const contactRequests = {
  reservationKindLabel: "রিজার্ভেশনের ধরন",
  reservationKinds: { hotel: "হোটেল", restaurant: "রেস্তোরাঁ" },
  reservationIntro:
    "আপনি কী চান আমাদের জানান, জায়গা খালি আছে কি না আমরা ই-মেইল বা ফোনে নিশ্চিত করব। এর জন্য কোনো টাকা নেওয়া হয় না।",
  fields: {
    checkIn: "চেক-ইনের তারিখ",
    checkOut: "চেক-আউটের তারিখ",
    roomType: "রুমের ধরন",
    guests: "অতিথি",
    date: "তারিখ",
    time: "সময়",
    restaurant: "রেস্তোরাঁ",
    partySize: "অতিথির সংখ্যা",
    requests: "বিশেষ অনুরোধ",
  },
  hints: {
    // bnDigits leaves already-Bengali times alone and converts digits of times still written "2:00 PM".
    checkIn: (time: string) => `চেক-ইন ${bnDigits(time)} থেকে।`,
    checkOut: (time: string) => `চেক-আউট ${bnDigits(time)}-এর মধ্যে।`,
    roomType: "দাম প্রতি রাতের হিসাবে, সকালের নাশতাসহ।",
    guests: (room: string, capacity: number) =>
      `${room}-এ সর্বোচ্চ ${bnDigits(capacity)} জন থাকতে পারেন। বেশি হলে বড় রুম বেছে নিন, অথবা দলের বাকিদের কথা আমাদের জানান।`,
    servingTimes: (slots: readonly { meal: string; days: string; time: string }[]) =>
      slots.map((slot) => `${slot.meal}: ${slot.days}, ${bnDigits(slot.time)}।`).join(" "),
    date: (hours: number) => `অনুগ্রহ করে অন্তত ${bnDigits(hours)} ঘণ্টা আগে বুক করুন।`,
    closedOn: (venue: string, day: string) => `প্রতি ${day} ${venue} বন্ধ থাকে।`,
  },
  chooseTime: "সময় বেছে নিন",
  closedTime: "সেদিন বন্ধ",
  roomOption: (name: string, price: string) => `${name} · ${price}`,
  // Bengali counts take no plural ending, so one phrase serves every number.
  guestOption: (value: string) => `${bnDigits(value)} জন অতিথি`,
  partyOption: (value: string) => `${bnDigits(value)} জন`,
  guestsLowered: (room: string, capacity: number) =>
    `${room}-এ সর্বোচ্চ ${bnDigits(capacity)} জন থাকতে পারেন, তাই অতিথির সংখ্যা এখন ${bnDigits(capacity)}।`,
  sendHotelRequest: "রুমের অনুরোধ পাঠান",
  sendDiningRequest: "টেবিলের অনুরোধ পাঠান",

  errors: {
    nameRequired: "অনুগ্রহ করে আপনার নাম লিখুন।",
    nameTooLong: (max: number) => `অনুগ্রহ করে নামটি ছোট করে ${count(max)} অক্ষরের মধ্যে রাখুন।`,
    emailRequired: "অনুগ্রহ করে আপনার ই-মেইল ঠিকানা লিখুন।",
    emailInvalid: "অনুগ্রহ করে একটি সঠিক ই-মেইল ঠিকানা লিখুন (যেমন name@example.com)।",
    phoneRequired: "রিজার্ভেশন নিশ্চিত করার জন্য অনুগ্রহ করে একটি ফোন নম্বর দিন।",
    phoneInvalid:
      "অনুগ্রহ করে একটি সঠিক ফোন নম্বর লিখুন: ৭ থেকে ১৫টি অঙ্ক, চাইলে শুরুতে + চিহ্ন দিতে পারেন।",
    messageRequired: "অনুগ্রহ করে আপনার বার্তা লিখুন।",
    messageTooLong: (max: number) => `অনুগ্রহ করে বার্তাটি ছোট করে ${count(max)} অক্ষরের মধ্যে রাখুন।`,
    requestsTooLong: (max: number) =>
      `অনুগ্রহ করে বিশেষ অনুরোধটি ছোট করে ${count(max)} অক্ষরের মধ্যে রাখুন।`,
    checkInRequired: "অনুগ্রহ করে চেক-ইনের তারিখ বেছে নিন।",
    checkInPast: "চেক-ইনের তারিখ অতীতের হতে পারে না। অনুগ্রহ করে আজকের বা পরের কোনো তারিখ বেছে নিন।",
    checkOutRequired: "অনুগ্রহ করে চেক-আউটের তারিখ বেছে নিন।",
    checkOutBeforeCheckIn: "চেক-আউটের তারিখ চেক-ইনের অন্তত এক দিন পরে হতে হবে।",
    stayTooLong: (nights: number) =>
      `এখানে সর্বোচ্চ ${bnDigits(nights)} রাতের অবস্থানের অনুরোধ নেওয়া হয়। এর চেয়ে দীর্ঘ অবস্থানের জন্য অনুগ্রহ করে ফোন করুন বা মেসেজ দিন।`,
    dateRequired: "অনুগ্রহ করে কোন তারিখে আসবেন তা বেছে নিন।",
    datePast: "এই তারিখটি পেরিয়ে গেছে। অনুগ্রহ করে আজকের বা পরের কোনো তারিখ বেছে নিন।",
    // The date check (dates.ts) accepts only ASCII digits, so its example keeps them. The time is
    // chosen from a list of the times served (no time is written here: a time is the hours' fact).
    dateFormat:
      "অনুগ্রহ করে তারিখটি বছর-মাস-দিন (YYYY-MM-DD) আকারে ইংরেজি অঙ্কে লিখুন, যেমন 2026-05-14।",
    timeRequired: "অনুগ্রহ করে একটি সময় বেছে নিন।",
    timeFormat: "অনুগ্রহ করে তালিকা থেকে একটি সময় বেছে নিন।",
    closedDay: "সেদিন রেস্তোরাঁটি বন্ধ থাকে। অনুগ্রহ করে অন্য কোনো তারিখ বেছে নিন।",
    timeNotServed: "অনুগ্রহ করে সেদিন রেস্তোরাঁটি যে সময়গুলোতে অতিথি বসায়, তার একটি বেছে নিন।",
    tooSoon: (hours: number) =>
      `টেবিল বুক করতে অন্তত ${bnDigits(hours)} ঘণ্টা আগে জানাতে হয়। অনুগ্রহ করে পরের কোনো তারিখ বা সময় বেছে নিন, অথবা আমাদের ফোন করুন।`,
    choice: "অনুগ্রহ করে বিকল্পগুলোর মধ্য থেকে একটি বেছে নিন।",
    roomTooSmall: "এই রুমে এত জন অতিথি থাকতে পারেন না। অনুগ্রহ করে বড় রুম বা কম অতিথি বেছে নিন।",
  },
} satisfies Catalogue<typeof en>;
