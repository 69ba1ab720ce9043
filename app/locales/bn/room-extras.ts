import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { roomExtras as en } from "../en/room-extras";
import { rooms } from "./rooms";

/** The Amenities and Policies tabs of /rooms/:id in Bengali (the same keys as the English, checked by the compiler). */
export const roomExtras = {
  overviewTitle: "এক নজরে",
  overviewFacts: {
    bed: rooms.bed,
    occupancy: (count: number, adults: number) =>
      adults < count
        ? `সর্বোচ্চ ${bnDigits(count)} জন অতিথি, তাঁদের ${bnDigits(adults)} জন প্রাপ্তবয়স্ক`
        : `সর্বোচ্চ ${bnDigits(count)} জন অতিথি`,
    breakfast: "সকালের নাশতা অন্তর্ভুক্ত",
    nonSmoking: "ধূমপানমুক্ত",
    rateOn: (price: string, night: string) => `${night} রাতের ভাড়া ${price}`,
  },
  highlightsTitle: "রুমের বিশেষ দিক",
  whyBookDirectTitle: "কেন সরাসরি বুক করবেন",
  whyBookDirect: {
    rate: "সেরা ভাড়ার নিশ্চয়তা, কোনো বুকিং ফি ছাড়াই",
    breakfast: "প্রতিদিন সকালে প্রত্যেক অতিথির জন্য নাশতা",
    cancellation: (hours: number) =>
      `চেক-ইনের ${bnDigits(hours)} ঘণ্টা আগে পর্যন্ত বিনা খরচে বাতিলের সুযোগ`,
    gift: "‘বৈশাখী’ শব্দটি উল্লেখ করলেই ঐতিহ্যবাহী বাঙালি স্বাগত-উপহার",
    flexible: "সুযোগ থাকলে আগেভাগে চেক-ইন ও দেরিতে চেক-আউট",
  },
  amenitiesTitle: "রুমের ভেতরের সুবিধা",
  roomService: (time: string) => `রুম সার্ভিস, ${time}`,
  amenities: [
    "বিনামূল্যে হাই-স্পিড ওয়াই-ফাই",
    "চা ও কফি তৈরির ব্যবস্থা",
    "শীতাতপ নিয়ন্ত্রণ ব্যবস্থা",
    "ফ্ল্যাট-স্ক্রিন টিভি",
    "সংযুক্ত বাথরুম",
  ],
  complimentaryTitle: "বিনামূল্যে যা পাচ্ছেন",
  complimentary: [
    "প্রতিদিন রুম পরিষ্কার",
    "সন্ধ্যায় বিছানা গুছিয়ে দেওয়া",
    "বোতলজাত পানি",
    "স্বাগত ফলের ঝুড়ি",
    "সন্ধ্যার নাশতা",
    "প্রতিদিনের খবরের কাগজ",
  ],
  policiesTitle: "হোটেলের নিয়মাবলি",
  policyLabels: {
    checkIn: "চেক-ইন",
    checkOut: "চেক-আউট",
    minimumStay: "সর্বনিম্ন থাকা",
    cancellation: "বুকিং বাতিল",
    children: "শিশু ও অতিরিক্ত বেড",
    pets: "পোষা প্রাণী",
  },
  // Times and charges come from the policies content; bnDigits guards against Latin digits.
  policyText: {
    checkIn: (time: string) => `${bnDigits(time)} থেকে`,
    checkOut: (time: string) => `${bnDigits(time)} পর্যন্ত`,
    minimumStay: (season: string, from: string, to: string, nights: number) =>
      `${season} (${from} থেকে ${to}): এই সময়ে শুরু হওয়া থাকা অন্তত ${bnDigits(nights)} রাতের।`,
    noMinimumStay: "নেই: এক রাতের জন্যও স্বাগত।",
    cancellation: (hours: number, charge: string) =>
      `চেক-ইনের ${bnDigits(hours)} ঘণ্টা আগে পর্যন্ত বিনা খরচে বাতিল করা যায়; এর পরে বাতিল করলে চার্জ হিসেবে ${bnDigits(charge)} কাটা হয়।`,
    pets: "পোষা প্রাণী সঙ্গে আনার অনুমতি নেই।",
  },
} satisfies Catalogue<typeof en>;
