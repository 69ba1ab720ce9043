import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { PageCopy } from "./en-pages";
import type { orderMessages as en } from "./en-order";

/** Strings of the order area in Bengali (same keys as en-order.ts). */
export const orderMessages = {
  menuEyebrow: "সিলেটজুড়ে ডেলিভারি",
  menuTitle: "আমাদের রান্নাঘর থেকে অর্ডার করুন",
  menuIntro:
    "অর্ডার পেলেই আমাদের রেস্তোরাঁর রান্নাঘরে রান্না হয়, আর এমনভাবে প্যাক করা হয় যাতে গরম গরম পৌঁছায়। পছন্দের পদগুলো কার্টে যোগ করুন, তারপর সুবিধামতো চেকআউট করুন।",
  tabsLabel: "মেনুর বিভাগ",
  cartLink: (count: number) => `কার্ট (${bnDigits(count)})`,
  vegetarian: "নিরামিষ",
  popular: "জনপ্রিয়",
  spicePrefix: "ঝালের মাত্রা: ",
  spiceNames: { mild: "হালকা ঝাল", medium: "মাঝারি ঝাল", hot: "ঝাল", "extra-hot": "খুব ঝাল" },
  allergens: "অ্যালার্জেন:",
  addToCart: "কার্টে যোগ করুন",
  // Starts with the visible text, so voice users can say what they see (WCAG 2.5.3).
  addToCartOf: (dish: string) => `কার্টে যোগ করুন: ${dish}`,
  addedTitle: "কার্টে যোগ হয়েছে",
  addedText: (name: string) => `${name} আপনার কার্টে যোগ করা হয়েছে।`,
  infoEyebrow: "জেনে রাখুন",
  infoTitle: "ডেলিভারির তথ্য",
  areasTitle: "ডেলিভারি এলাকা",
  areasText: "সিলেটের এই এলাকাগুলোতে আমরা গরম গরম খাবার পৌঁছে দিই:",
  timesTitle: "ডেলিভারির সময়",
  lunch: "দুপুরের খাবার",
  dinner: "রাতের খাবার",
  allDays: "সপ্তাহের প্রতিদিন",
  average: (from: number, to: number) =>
    `ডেলিভারিতে গড়ে ${bnDigits(from)}–${bnDigits(to)} মিনিট লাগে`,
  paymentTitle: "পেমেন্টের উপায়",
  paymentText: "অর্ডার হাতে পাওয়ার সময় অথবা চেকআউটে, আপনার যেভাবে সুবিধা সেভাবে পেমেন্ট করুন:",
  payments: ["ক্রেডিট/ডেবিট কার্ড", "ক্যাশ অন ডেলিভারি", "বিকাশ", "নগদ", "রকেট"],
} satisfies Catalogue<typeof en>;

export const orderPage = {
  photoAlt: "তামার বাটিতে বাঙালি তরকারি",
  title: "অনলাইনে খাবার অর্ডার",
  description:
    "অনলাইনে বাঙালি খাবার অর্ডার করুন: অ্যাপেটাইজার, তরকারি, বিরিয়ানি, ডেজার্ট ও পানীয় পৌঁছে যাবে জিন্দাবাজার, উপশহর, আম্বরখানা, সুবিদবাজার ও টিলাগড়সহ সিলেটজুড়ে।",
  heading: "অনলাইনে খাবার অর্ডার",
  intro: "আমাদের রেস্তোরাঁর জনপ্রিয় সব পদ, সিলেটজুড়ে ৩০ থেকে ৪৫ মিনিটে গরম গরম পৌঁছে যায়।",
} satisfies PageCopy;
