import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { reservations as en } from "../en/reservations";
import { stayWords } from "./stay-words";

/** Strings of the reservations area in Bengali (the same keys as the English, checked by the compiler). */
export const reservations = {
  changing: (ref: string) =>
    `আপনি অনুরোধ ${ref} বদলাচ্ছেন: এর তথ্য নিচে দেওয়া আছে। নিশ্চিত করলে এর বদলে নতুন অনুরোধটি যাবে।`,
  ...stayWords,
  paymentText: {
    "credit-card":
      "এখনই আপনার বুকিং পাকা করে রাখুন; নিশ্চিতকরণের সঙ্গে আমরা একটি নিরাপদ পেমেন্ট লিংক পাঠাব।",
    "pay-later": "হোটেলে পৌঁছে ফ্রন্ট ডেস্কে পরিশোধ করুন।",
  },
  steps: {
    label: "বুকিংয়ের ধাপসমূহ",
    names: ["রুম বাছাই", "অতিথির তথ্য", "নিশ্চিতকরণ"],
    completed: "সম্পন্ন",
    stepOf: (step: number, total: number) =>
      `${bnDigits(total)}টির মধ্যে ${bnDigits(step)} নম্বর ধাপ`,
  },

  // Step 1
  datesLegend: "থাকার তারিখ",
  checkIn: "চেক-ইনের তারিখ",
  checkOut: "চেক-আউটের তারিখ",
  nightsChosen: (nights: number) => `${bnDigits(nights)} রাত`,
  guestsLegend: "অতিথি",
  adults: "প্রাপ্তবয়স্ক",
  children: "শিশু",
  roomLegend: "রুমের ধরন",
  roomHint: "প্রতিটি রুমে সকালের নাশতা, ওয়াই-ফাই আর আমাদের আন্তরিক অভ্যর্থনা অন্তর্ভুক্ত।",
  perNight: "প্রতি রাত",
  sleeps: (count: number) => `সর্বোচ্চ ${bnDigits(count)} জন অতিথি`,
  tooSmall: (guests: number) => `${bnDigits(guests)} জন অতিথির জন্য ছোট`,
  roomCleared: (room: string, capacity: number, guests: number) =>
    `${room}-এ সর্বোচ্চ ${bnDigits(capacity)} জন থাকতে পারেন, তাই ${bnDigits(guests)} জন অতিথির জন্য এটি আর চলবে না। অনুগ্রহ করে অন্য একটি রুম বেছে নিন।`,
  noRoomFits: (guests: number, largest: number) =>
    `একটি রুমে ${bnDigits(guests)} জন অতিথি থাকতে পারেন না; আমাদের সবচেয়ে বড় রুমে থাকতে পারেন ${bnDigits(largest)} জন। দলের একাংশের জন্য একটি রুম বুক করুন আর বাকিদের কথা বিশেষ অনুরোধে লিখুন, অথবা আমাদের ফোন করুন।`,
  selected: "নির্বাচিত",
  offerChosen: (offer: string) => `${offer} অফারে বুকিং করছেন।`,
  offerNotApplied: (offer: string) => `এই তারিখ বা এই রুমে ${offer} অফারটি প্রযোজ্য নয়।`,
  offerRules: {
    advance: (percent: number, days: number, nights: number) =>
      `চেক-ইনের অন্তত ${bnDigits(days)} দিন আগে বুক করলে, ${bnDigits(nights)} রাত বা তার বেশি থাকায় ${bnDigits(percent)}% ছাড়।`,
    weekend: (percent: number) => `শুক্র ও শনিবার রাতে ${bnDigits(percent)}% ছাড়।`,
    length: (percent: number, nights: number) =>
      `${bnDigits(nights)} রাত বা তার বেশি থাকলে ${bnDigits(percent)}% ছাড়।`,
    none: "তারিখ ও রুম বেছে নিন; বুকিং নিশ্চিত করার সময় আমাদের টিম অফারটি যোগ করে দেবে।",
  },
  continueToDetails: "পরের ধাপে যান: ব্যক্তিগত তথ্য",
  step1Missing: "এগিয়ে যেতে অনুগ্রহ করে তারিখ ও একটি রুম বেছে নিন।",
  step3Missing: "নিশ্চিত করতে অনুগ্রহ করে ওপরের বাক্সে টিক দিন।",
  validationUnavailable:
    "এই মুহূর্তে ফর্মটি যাচাই করা গেল না। অনুগ্রহ করে আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন; আপনার লেখা কিছুই হারায়নি।",

  // Step 2
  detailsIntro:
    "এই তথ্য আমরা শুধু আপনার বুকিং নিশ্চিত করতেই ব্যবহার করি। ‘ঐচ্ছিক’ লেখা ঘর ছাড়া বাকি সব ঘর পূরণ করা আবশ্যক।",
  firstName: "নামের প্রথম অংশ",
  lastName: "নামের শেষ অংশ",
  email: "ই-মেইল",
  phone: "ফোন",
  phoneHint: "দেশের কোডসহ লিখুন, যেমন +৮৮০ ১৭১২ ৩৪৫৬৭৮।",
  optional: "ঐচ্ছিক",
  specialRequestsHint:
    "খাবারের বিশেষ চাহিদা, চলাফেরায় সহায়তা, আগেভাগে পৌঁছানো কিংবা কোনো উদযাপন: জানিয়ে রাখুন, আমরা সব প্রস্তুত রাখব।",
  continueToReview: "পরের ধাপে যান: যাচাই",

  // Step 3
  summaryTitle: "আপনার বুকিং",
  takaNote: (taka: string, rate: string, date: string) =>
    `প্রতি ডলার ৳${rate} হিসেবে ${taka} (আমাদের ${date} তারিখের হার)।`,
  paymentLegend: "পেমেন্টের পদ্ধতি",
  // The label reads: agree + termsLink (a link) + agreeCancellation, as one Bengali sentence.
  agree: "আমি",
  termsLink: "শর্তাবলি",
  agreeCancellation: (hours: number) =>
    `এবং বাতিলের নীতি (চেক-ইনের ${bnDigits(hours)} ঘণ্টা আগে পর্যন্ত বিনা খরচে) মেনে নিচ্ছি।`,
  agreeNoRefund: "এবং মেনে নিচ্ছি যে অফেরতযোগ্য ভাড়ায় বাতিল করলে টাকা ফেরত দেওয়া হয় না।",
  demoNote:
    "এখানে কোনো পেমেন্ট নেওয়া হয় না। নিশ্চিত করলে আপনার অনুরোধ এই ডিভাইসে রাখা হয়, আর আপনি হোয়াটসঅ্যাপ বা ই-মেইলে আমাদের পাঠাতে পারেন।",
  demoNoteDelivered:
    "এখানে কোনো পেমেন্ট নেওয়া হয় না। নিশ্চিত করলে আপনার অনুরোধ আমাদের রিজার্ভেশন টিমের কাছে পাঠানো হয়, তাঁরা উত্তর দিয়ে আপনার রুম নিশ্চিত করবেন; একটি কপি এই ডিভাইসে থাকে।",
  confirm: "বুকিং নিশ্চিত করুন",
  back: "ফিরে যান",

  // Validation
  errors: {
    checkInRequired: "অনুগ্রহ করে চেক-ইনের তারিখ বেছে নিন।",
    checkInPast: "চেক-ইনের তারিখ অতীতের হতে পারে না। অনুগ্রহ করে আজকের বা পরের কোনো তারিখ বেছে নিন।",
    checkOutRequired: "অনুগ্রহ করে চেক-আউটের তারিখ বেছে নিন।",
    checkOutOrder: "চেক-আউটের তারিখ চেক-ইনের অন্তত এক রাত পরে হতে হবে।",
    stayTooLong: (nights: number) =>
      `এখানে সর্বোচ্চ ${bnDigits(nights)} রাতের বুকিং নেওয়া হয়। এর চেয়ে দীর্ঘ অবস্থানের জন্য অনুগ্রহ করে ফোন করুন বা মেসেজ দিন।`,
    roomRequired: "অনুগ্রহ করে একটি রুম বেছে নিন।",
    roomTooSmall: (capacity: number) =>
      `এই রুমে সর্বোচ্চ ${bnDigits(capacity)} জন থাকতে পারেন। অনুগ্রহ করে বড় রুম বা কম অতিথি বেছে নিন।`,
    adults: (max: number) =>
      `অনুগ্রহ করে প্রাপ্তবয়স্কের সংখ্যা ${bnDigits(1)} থেকে ${bnDigits(max)}-এর মধ্যে বেছে নিন।`,
    children: (max: number) =>
      `অনুগ্রহ করে শিশুর সংখ্যা ${bnDigits(0)} থেকে ${bnDigits(max)}-এর মধ্যে বেছে নিন।`,
    firstName: "অনুগ্রহ করে নামের প্রথম অংশ লিখুন।",
    lastName: "অনুগ্রহ করে নামের শেষ অংশ লিখুন।",
    email: "অনুগ্রহ করে একটি সঠিক ই-মেইল ঠিকানা লিখুন, যেমন name@example.com",
    phone: "অনুগ্রহ করে ৭ থেকে ১৫ অঙ্কের একটি ফোন নম্বর লিখুন, যেমন +৮৮০ ১৭১২ ৩৪৫৬৭৮।",
    tooLong: (max: number) => `অনুগ্রহ করে সর্বোচ্চ ${bnDigits(max)} অক্ষরের মধ্যে লিখুন।`,
    payment: "অনুগ্রহ করে পেমেন্টের একটি পদ্ধতি বেছে নিন।",
    agreed: "বুকিং নিশ্চিত করতে অনুগ্রহ করে শর্তাবলিতে সম্মতি দিন।",
  },

  // Booking information (policies from content/policies.yaml)
  infoEyebrow: "আসার আগে জেনে নিন",
  infoTitle: "বুকিং-সংক্রান্ত তথ্য",
  info: {
    cancellationTitle: "বুকিং বাতিল",
    cancellation: (hours: number, charge: string) =>
      `চেক-ইনের ${bnDigits(hours)} ঘণ্টা আগে পর্যন্ত বিনা খরচে বুকিং বাতিল করতে পারবেন। এর পরে বাতিল করলে চার্জ হিসেবে ${bnDigits(charge)} কাটা হয়।`,
    checkInOutTitle: "চেক-ইন ও চেক-আউট",
    checkInOut: (checkIn: string, checkOut: string) =>
      `চেক-ইন শুরু হয় ${bnDigits(checkIn)} থেকে, আর চেক-আউটের শেষ সময় ${bnDigits(checkOut)}। আগেভাগে চেক-ইন বা দেরিতে চেক-আউট রুম খালি থাকা সাপেক্ষে।`,
    frontDesk: (hours: string) => `আমাদের ফ্রন্ট ডেস্ক ${bnDigits(hours)} খোলা থাকে।`,
    requestsTitle: "বিশেষ অনুরোধ",
    requests:
      "খাবারের বিশেষ চাহিদা, চলাফেরায় সহায়তা, শিশুর খাট বা কোনো উদযাপনের কথা ‘বিশেষ অনুরোধ’ ঘরে লিখে জানান। আপনি পৌঁছানোর আগেই প্রতিটি অনুরোধ আমরা ই-মেইলে নিশ্চিত করি।",
    gift: "ঐতিহ্যবাহী বাঙালি স্বাগত-উপহার পেতে ‘বৈশাখী’ শব্দটি উল্লেখ করুন।",
  },
} satisfies Catalogue<typeof en>;
