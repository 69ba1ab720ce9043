import type { Catalogue } from "~/lib/catalogue";
import type { diningMessages as en } from "./en-dining";
import type { PageCopy } from "./en-pages";

/** Strings of the dining area in Bengali (same keys as en-dining.ts). */
export const diningMessages = {
  venues: {
    eyebrow: "কোথায় খাবেন",
    heading: "আমাদের রেস্তোরাঁ",
    intro:
      "দুটি রান্নাঘর, একই ঐতিহ্য: বাঙালি ফাইন ডাইনিংয়ে একটি জমকালো সন্ধ্যা, অথবা নদীর ধারের টেরেসে খোলামেলা পরিবেশে নিশ্চিন্ত খাওয়াদাওয়া।",
  },
  menu: {
    eyebrow: "মেনু",
    heading: "সিলেটের স্বাদ",
    intro:
      "মৌসুমি বাঙালি ও সিলেটি পদ, রাস্তার ধারের জনপ্রিয় নাশতা থেকে শুরু করে জাতীয় মাছ ইলিশ পর্যন্ত। সব দাম মার্কিন ডলারে।",
    tabsLabel: "মেনুর বিভাগ",
    categories: {
      starters: "স্টার্টার",
      mains: "মূল পদ",
      desserts: "ডেজার্ট",
      beverages: "পানীয়",
    },
    tagsLabel: "বৈশিষ্ট্য",
    tags: {
      Vegetarian: "নিরামিষ",
      "Gluten-Free": "গ্লুটেনমুক্ত",
      Seafood: "সি-ফুড",
      Shareable: "ভাগ করে খাওয়ার মতো",
      Signature: "সিগনেচার পদ",
      "National Dish": "জাতীয় পদ",
      Premium: "প্রিমিয়াম",
      Traditional: "ঐতিহ্যবাহী",
      Cultural: "সাংস্কৃতিক",
      Sweet: "মিষ্টি",
      Seasonal: "মৌসুমি",
      "Non-Alcoholic": "অ্যালকোহলমুক্ত",
    },
    priceLabel: "দাম",
  },
  enlarge: (name: string) => `ছবি বড় করে দেখুন: ${name}`,
} satisfies Catalogue<typeof en>;

/** The page's head and hero copy in Bengali (its route imports it; see en-pages.ts). */
export const diningPage = {
  photoAlt: "রাতের খাবারের জন্য সাজানো রেস্তোরাঁর ডাইনিং হল",
  title: "রেস্তোরাঁ: বাংলাদেশি খাবার",
  description:
    "সিলেটে বাঙালি ফাইন ডাইনিং ও টেরেস বিস্ট্রো: আমাদের শেফ, স্টার্টার থেকে ডেজার্ট ও পানীয় পর্যন্ত মৌসুমি মেনু, খোলার সময় আর প্রাইভেট ডাইনিংয়ের কক্ষ।",
  heading: "খাঁটি বাংলাদেশি স্বাদ",
  intro: "সিলেটি ঘরোয়া রান্নাঘরের রেসিপি, আমাদের এক্সিকিউটিভ শেফের যত্নে রান্না, পরিবেশন নদীর ধারে।",
} satisfies PageCopy;
