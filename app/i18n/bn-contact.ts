import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { PageCopy } from "./en-pages";
import type { contactMessages as en } from "./en-contact";

/** Strings of the contact area in Bengali (same keys as en-contact.ts). */
export const contactMessages = {
  // Contact details
  detailsEyebrow: "যোগাযোগ করুন",
  detailsTitle: "আপনার কথা শুনতে আমরা সবসময় আগ্রহী",
  detailsIntro:
    "ফোন করুন, লিখুন কিংবা সরাসরি চলে আসুন: আমাদের ফ্রন্ট ডেস্ক দিনরাত খোলা, আর প্রতিটি বার্তার উত্তর আমরা দিই।",
  address: "ঠিকানা",
  phone: "ফোন",
  email: "ই-মেইল",
  callUs: (phone: string) => `${phone} নম্বরে আমাদের ফোন করুন`,
  emailUs: (email: string) => `${email} ঠিকানায় আমাদের ই-মেইল করুন`,

  // Hours
  hoursTitle: "খোলার সময়",
  hoursGroups: { hotel: "হোটেলে", dining: "রেস্তোরাঁ ও বার" },
  hoursLabels: {
    frontDesk: "ফ্রন্ট ডেস্ক",
    concierge: "কনসিয়ার্জ",
    roomService: "রুম সার্ভিস",
    breakfastWeekdays: "সকালের নাশতা, কর্মদিবসে",
    breakfastWeekends: "সকালের নাশতা, সাপ্তাহিক ছুটির দিনে",
    bar: "বার ও লাউঞ্জ",
  },
  meals: {
    fineDining: "রাতের খাবার",
    terraceLunch: "দুপুরের খাবার",
    terraceDinner: "রাতের খাবার",
  },
  // Bengali has no letter case, so the meal is used as it is (English lower-cases it mid-phrase).
  venueMeal: (venue: string, meal: string) => `${venue}, ${meal}`,

  // Map placeholder
  mapEyebrow: "কীভাবে আসবেন",
  mapTitle: "শহরের প্রাণকেন্দ্রে",
  mapText: "সুরমা নদীর তীর আর শহরের কেন্দ্রের দোকানপাট ও ক্যাফে থেকে অল্প একটু হাঁটাপথ।",
  openInMaps: "গুগল ম্যাপসে খুলুন",
  opensInNewTab: "(নতুন ট্যাবে খুলবে)",
  mapRiver: "সুরমা নদী",

  // Forms
  formEyebrow: "আমাদের লিখুন",
  formTitle: "বার্তা পাঠান বা রিজার্ভেশনের অনুরোধ করুন",
  tabsLabel: "আপনি কী করতে চান?",
  tabs: { contact: "যোগাযোগ করুন", reservation: "রিজার্ভেশন করুন" },
  reservationKindLabel: "রিজার্ভেশনের ধরন",
  reservationKinds: { hotel: "হোটেল", restaurant: "রেস্তোরাঁ" },
  reservationIntro:
    "আপনি কী চান আমাদের জানান, জায়গা খালি আছে কি না আমরা ই-মেইল বা ফোনে নিশ্চিত করব। এর জন্য কোনো টাকা নেওয়া হয় না।",
  requiredNote: "‘ঐচ্ছিক’ লেখা ঘরগুলো ছাড়া বাকি সব ঘর পূরণ করা আবশ্যক।",
  optional: "ঐচ্ছিক",
  noScript:
    "এই ফর্মগুলো ব্যবহার করতে জাভাস্ক্রিপ্ট চালু থাকা দরকার। চাইলে যেকোনো সময় ফোন বা ই-মেইলেও যোগাযোগ করতে পারেন; বিস্তারিত তথ্য এই পাতাতেই আছে।",

  fields: {
    name: "পুরো নাম",
    email: "ই-মেইল",
    phone: "ফোন",
    subject: "বিষয়",
    message: "বার্তা",
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
  placeholders: {
    email: "you@example.com",
    message: "কীভাবে আপনাকে সাহায্য করতে পারি?",
    requests: "খাবার নিয়ে বিশেষ চাহিদা, কোনো উদ্‌যাপন, নিরিবিলি একটি টেবিল...",
  },
  hints: {
    phone: "বাংলাদেশের বাইরে থাকলে দেশের কোডসহ লিখুন।",
    // bnDigits leaves already-Bengali times alone and converts digits of times still written "2:00 PM".
    checkIn: (time: string) => `চেক-ইন ${bnDigits(time)} থেকে।`,
    checkOut: (time: string) => `চেক-আউট ${bnDigits(time)}-এর মধ্যে।`,
    roomType: "দাম প্রতি রাতের হিসাবে, সকালের নাশতাসহ।",
    servingTimes: (slots: readonly { meal: string; days: string; time: string }[]) =>
      slots.map((slot) => `${slot.meal}: ${slot.days}, ${bnDigits(slot.time)}।`).join(" "),
    date: (hours: number) => `অনুগ্রহ করে অন্তত ${bnDigits(hours)} ঘণ্টা আগে বুক করুন।`,
  },
  subjects: {
    general: "সাধারণ জিজ্ঞাসা",
    reservation: "রিজার্ভেশন",
    feedback: "মতামত",
    other: "অন্যান্য",
  },
  roomOption: (name: string, price: string) => `${name} · ${price}`,
  // Bengali counts take no plural ending, so one phrase serves 1, 2 and "5+".
  guestOption: (value: string) => `${bnDigits(value)} জন অতিথি`,
  partyOption: (value: string) => `${bnDigits(value)} জন`,

  sendMessage: "বার্তা পাঠান",
  sendHotelRequest: "রুমের অনুরোধ পাঠান",
  sendDiningRequest: "টেবিলের অনুরোধ পাঠান",

  errors: {
    nameRequired: "অনুগ্রহ করে আপনার নাম লিখুন।",
    nameTooLong: "অনুগ্রহ করে নামটি ছোট করে ১০০ অক্ষরের মধ্যে রাখুন।",
    emailRequired: "অনুগ্রহ করে আপনার ই-মেইল ঠিকানা লিখুন।",
    emailInvalid: "অনুগ্রহ করে একটি সঠিক ই-মেইল ঠিকানা লিখুন (যেমন name@example.com)।",
    phoneRequired: "রিজার্ভেশন নিশ্চিত করার জন্য অনুগ্রহ করে একটি ফোন নম্বর দিন।",
    phoneInvalid:
      "অনুগ্রহ করে একটি সঠিক ফোন নম্বর লিখুন: ৭ থেকে ১৫টি অঙ্ক, চাইলে শুরুতে + চিহ্ন দিতে পারেন।",
    messageRequired: "অনুগ্রহ করে আপনার বার্তা লিখুন।",
    messageTooLong: "অনুগ্রহ করে বার্তাটি ছোট করে ৫,০০০ অক্ষরের মধ্যে রাখুন।",
    requestsTooLong: "অনুগ্রহ করে বিশেষ অনুরোধটি ছোট করে ১,০০০ অক্ষরের মধ্যে রাখুন।",
    checkInRequired: "অনুগ্রহ করে চেক-ইনের তারিখ বেছে নিন।",
    checkInPast: "চেক-ইনের তারিখ অতীতের হতে পারে না। অনুগ্রহ করে আজকের বা পরের কোনো তারিখ বেছে নিন।",
    checkOutRequired: "অনুগ্রহ করে চেক-আউটের তারিখ বেছে নিন।",
    checkOutBeforeCheckIn: "চেক-আউটের তারিখ চেক-ইনের অন্তত এক দিন পরে হতে হবে।",
    dateRequired: "অনুগ্রহ করে কোন তারিখে আসবেন তা বেছে নিন।",
    datePast: "এই তারিখটি পেরিয়ে গেছে। অনুগ্রহ করে আজকের বা পরের কোনো তারিখ বেছে নিন।",
    // The date and time checks (dates.ts) accept only ASCII digits, so the examples keep them.
    dateFormat:
      "অনুগ্রহ করে তারিখটি বছর-মাস-দিন (YYYY-MM-DD) আকারে ইংরেজি অঙ্কে লিখুন, যেমন 2026-05-14।",
    timeRequired: "অনুগ্রহ করে একটি সময় বেছে নিন।",
    timeFormat:
      "অনুগ্রহ করে সময়টি ২৪ ঘণ্টার হিসাবে ঘণ্টা:মিনিট (HH:MM) আকারে ইংরেজি অঙ্কে লিখুন, যেমন 19:30।",
    tooSoon: (hours: number) =>
      `টেবিল বুক করতে অন্তত ${bnDigits(hours)} ঘণ্টা আগে জানাতে হয়। অনুগ্রহ করে পরের কোনো তারিখ বা সময় বেছে নিন, অথবা আমাদের ফোন করুন।`,
    choice: "অনুগ্রহ করে বিকল্পগুলোর মধ্য থেকে একটি বেছে নিন।",
    unavailable:
      "এই মুহূর্তে ফর্মটি যাচাই করা গেল না। অনুগ্রহ করে আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন; আপনার লেখা কিছুই হারায়নি।",
  },

  success: {
    message: {
      title: "বার্তা সফলভাবে পাঠানো হয়েছে!",
      text: "আমাদের সঙ্গে যোগাযোগ করার জন্য ধন্যবাদ। খুব শিগগিরই আমরা আপনাকে উত্তর দেব।",
    },
    reservation: {
      title: "রিজার্ভেশনের অনুরোধ পেয়েছি!",
      text: "খুব শিগগিরই আমরা ই-মেইল বা ফোনে আপনার রিজার্ভেশনের বিস্তারিত নিশ্চিত করব।",
    },
  },

  // FAQ
  faqEyebrow: "জেনে রাখা ভালো",
  faqTitle: "সচরাচর জিজ্ঞাসিত প্রশ্ন",
  faqIntro:
    "আপনার থাকা আর খাওয়াদাওয়া নিয়ে প্রশ্নের চটজলদি উত্তর। আর কিছু জানার থাকলে নির্দ্বিধায় জিজ্ঞেস করুন।",
} satisfies Catalogue<typeof en>;

export const contactPage = {
  photoAlt: "রাতের আলোয় হোটেলের প্রবেশপথ",
  title: "যোগাযোগ ও রিজার্ভেশনের অনুরোধ",
  description:
    "সিলেটের জিন্দাবাজারে সুরমা রিভারসাইড হোটেলে ফোন বা ই-মেইল করুন, কিংবা চলে আসুন। বার্তা পাঠান, রুম বা টেবিলের অনুরোধ করুন, আর সাধারণ প্রশ্নের উত্তর জেনে নিন।",
  heading: "যোগাযোগ করুন",
  intro:
    "আমাদের টিম দিনরাত আপনার পাশে আছে। বার্তা পাঠান, কিংবা রুম বা টেবিলের অনুরোধ করুন, আমরা শিগগিরই উত্তর দেব।",
} satisfies PageCopy;
