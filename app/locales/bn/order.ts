import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { order as en } from "../en/order";

/** Strings of the online order page in Bengali (the same keys as the English, checked by the compiler). */
export const order = {
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
} satisfies Catalogue<typeof en>;
