import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { rooms as en } from "../en/rooms";

/** Strings of the rooms area in Bengali (the same keys as the English, checked by the compiler). */
export const rooms = {
  detailDescription: (short: string, size: string, bed: string, price: string) =>
    `${short} ${size}, ${bed} বেড, প্রতি রাত ${price} থেকে।`,
  bed: (bed: string) => `${bed} বেড`,
  notFoundTitle: "রুমটি পাওয়া যায়নি",
  notFoundText: "আপনি যে রুমটি খুঁজছেন, সেটি আমাদের তালিকায় নেই।",
  viewAll: "সব রুম দেখুন",

  viewDetails: "বিস্তারিত দেখুন",
  // Starts with the visible text, so voice users can say what they see (WCAG 2.5.3).
  viewDetailsOf: (room: string) => `বিস্তারিত দেখুন: ${room}`,
  perNight: "প্রতি রাত",
  guests: (count: number) => `${bnDigits(count)} জন অতিথি`,
  capacityLabel: "ধারণক্ষমতা",
  sizeLabel: "আয়তন",

  // In-page detail view
  back: "সব রুমে ফিরে যান",

  // Room detail page (/rooms/:id)
  detailEyebrow: "রুম ও স্যুট",
  tabsAria: "এই রুম সম্পর্কে",
  detailTabs: { overview: "এক নজরে", amenities: "সুযোগ-সুবিধা", policies: "নিয়মাবলি" },
  sideCard: {
    title: "রুমটি বুক করে রাখুন",
    maxPeople: (count: number) => `সর্বোচ্চ ${bnDigits(count)} জন`,
    addToCart: "কার্টে যোগ করুন",
    bookWithDetails: "বিস্তারিত তথ্য দিয়ে বুক করুন",
    viewCart: (count: number) => `কার্ট দেখুন (${bnDigits(count)})`,
    note: "এই ওয়েবসাইটে কোনো পেমেন্ট নেওয়া হয় না।",
    datesLegend: "থাকার তারিখ",
    checkIn: "চেক-ইনের তারিখ",
    checkOut: "চেক-আউটের তারিখ",
    guestsLegend: "এই রুমের অতিথি",
    adults: "প্রাপ্তবয়স্ক",
    children: "শিশু",
    stayPrice: (nights: string, total: string) => `${nights} = ${total}`,
    errors: {
      checkInRequired: "রুমটি কার্টে যোগ করতে অনুগ্রহ করে চেক-ইনের তারিখ বেছে নিন।",
      checkInPast:
        "চেক-ইনের তারিখ অতীতের হতে পারে না। অনুগ্রহ করে আজকের বা পরের কোনো তারিখ বেছে নিন।",
      checkOutRequired: "রুমটি কার্টে যোগ করতে অনুগ্রহ করে চেক-আউটের তারিখ বেছে নিন।",
      checkOutOrder: "চেক-আউটের তারিখ চেক-ইনের অন্তত এক রাত পরে হতে হবে।",
      stayTooLong: (nights: number) =>
        `এখানে সর্বোচ্চ ${bnDigits(nights)} রাতের বুকিং নেওয়া হয়। এর চেয়ে দীর্ঘ অবস্থানের জন্য অনুগ্রহ করে ফোন করুন বা মেসেজ দিন।`,
    },
  },
  roomAddedTitle: "রুমটি কার্টে যোগ হয়েছে",
  roomAddedText: (name: string) => `${name} আপনার বুকিং কার্টে যোগ করা হয়েছে।`,
  otherRoomsTitle: "আপনার পছন্দ হতে পারে আরও কিছু রুম",
  notFoundSuggestions: "আমাদের রুম ও স্যুট",
} satisfies Catalogue<typeof en>;
