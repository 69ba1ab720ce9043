import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { site as en } from "../en/site";

/** The Bengali site-wide words (same keys as the English): shell, navigation and shared widgets. */
export const site = {
  locale: "bn-BD",
  skipToContent: "মূল অংশে চলে যান",
  stickyBar: "সরাসরি বুক করলেই সেরা ভাড়া",
  notFound: {
    title: "পাতাটি খুঁজে পাওয়া যায়নি",
    description: "আপনি যে পাতাটি খুঁজছেন, সেটি আমাদের ওয়েবসাইটে নেই।",
    code: "৪০৪",
  },
  errors: {
    title: "দুঃখিত, কোথাও একটা সমস্যা হয়েছে",
    text: "পাতাটি আবার লোড করুন, অথবা হোম পেজে ফিরে যান। আপনার লেখা কোনো তথ্য কোথাও পাঠানো হয়নি।",
  },
  nav: {
    label: "প্রধান",
    mobileLabel: "সাইটের মেনু",
    home: "হোম",
    about: "আমাদের সম্পর্কে",
    rooms: "রুম",
    dining: "ডাইনিং",
    gallery: "গ্যালারি",
    blog: "ব্লগ",
    offers: "অফার",
    contact: "যোগাযোগ",
    reservations: "রিজার্ভেশন",
    order: "খাবার অর্ডার",
    cart: "কার্ট",
    requests: "আমার অনুরোধ",
    cartButton: (count: number) =>
      count === 0 ? "কার্ট, খালি" : `কার্ট, ${bnDigits(count)}টি আইটেম`,
    requestsButton: (count: number) =>
      count === 0 ? "আমার অনুরোধ" : `আমার অনুরোধ, এই ডিভাইসে ${bnDigits(count)}টি`,
    privacy: "গোপনীয়তা নীতি",
    terms: "শর্তাবলি",
    bookNow: "এখনই বুক করুন",
    openMenu: "মেনু খুলুন",
    closeMenu: "মেনু বন্ধ করুন",
    homeLink: "হোম পেজ",
  },
  // English on purpose: the switch carries lang="en" and names the other language in that language.
  language: {
    switchTo: "English",
    switchLabel: "English: read this page in English",
  },
  search: {
    open: "সাইটে খুঁজুন",
    // The key names on the keyboard, printed in Latin letters there too.
    shortcut: "Ctrl K",
  },
  chat: {
    open: "আমাদের সঙ্গে চ্যাট করুন",
    close: "চ্যাট বন্ধ করুন",
    region: "চ্যাট",
  },
  footer: {
    blurb: (year: string) =>
      `সিলেটের প্রাণকেন্দ্রে, নদীর ধারে এক প্রশান্ত আশ্রয়। ${year} সাল থেকে এখানে মিলেছে বাঙালি আতিথেয়তা, রুচিশীল রুম আর খাঁটি দেশি রান্না।`,
    social: "আমাদের অনুসরণ করুন",
    opensInNewTab: "(নতুন ট্যাবে খুলবে)",
    quickLinks: "দরকারি লিংক",
    contact: "যোগাযোগ",
    address: "ঠিকানা",
    phone: "ফোন",
    email: "ই-মেইল",
    legal: "আইনি তথ্য",
    copyright: (year: number) =>
      `© ${bnDigits(year)} সুরমা রিভারসাইড হোটেল, সিলেট। সর্বস্বত্ব সংরক্ষিত।`,
    accessibility: "প্রবেশগম্যতা",
  },
  newsletter: {
    heading: "নিউজলেটার",
    text: "বছরে কয়েকবার হোটেলের মৌসুমি অফার আর খবরাখবর, সরাসরি আপনার ইনবক্সে।",
    label: "আপনার ই-মেইল ঠিকানা",
    placeholder: "you@example.com",
    submit: "সাবস্ক্রাইব করুন",
    invalid: "অনুগ্রহ করে একটি সঠিক ই-মেইল ঠিকানা লিখুন, যেমন: name@example.com",
    successTitle: "সাবস্ক্রাইব করার জন্য ধন্যবাদ!",
    successText: (email: string) => `আমাদের খবর আর অফারগুলো আমরা ${email} ঠিকানায় পাঠাব।`,
  },
  common: {
    perNight: "প্রতি রাত",
    priceFrom: (price: string) => `${price} থেকে শুরু`,
    priceOpensOn: (day: string, price: string) => `${day} থেকে আবার খোলা: ${price}`,
    learnMore: "আরও জানুন",
    // Empty in English; parity asks for a real word in case a page ever shows it.
    comingSoon: "শিগগিরই আসছে",
  },
} satisfies Catalogue<typeof en>;
