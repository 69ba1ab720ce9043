import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { diningMessages as en } from "./en-dining";
import type { PageCopy } from "./en-pages";

/** Strings of the dining area in Bengali (same keys as en-dining.ts). */
export const diningMessages = {
  venues: {
    eyebrow: "কোথায় খাবেন",
    heading: "আমাদের রেস্তোরাঁ",
    intro:
      "দুটি রান্নাঘর, একই ঐতিহ্য: বাঙালি ফাইন ডাইনিংয়ে একটি জমকালো সন্ধ্যা, অথবা নদীর ধারের টেরেসে খোলামেলা পরিবেশে নিশ্চিন্ত খাওয়াদাওয়া।",
    hours: "খোলা থাকার সময়",
    reserve: "টেবিল বুক করুন",
    // Starts with the visible text, so voice users can say what they see (WCAG 2.5.3).
    reserveAt: (venue: string) => `টেবিল বুক করুন: ${venue}`,
    rating: (rating: number) => `রেটিং: ৫-এর মধ্যে ${bnDigits(rating)}`,
  },
  chef: {
    eyebrow: "পরিচিত হোন আমাদের এক্সিকিউটিভ শেফের সঙ্গে",
    awards: "পুরস্কার ও স্বীকৃতি",
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
  info: {
    eyebrow: "আসার আগে যা জানবেন",
    heading: "রেস্তোরাঁর তথ্য",
    hours: "সময়সূচি",
    hoursLabels: {
      fineDining: "শাপলা ফাইন ডাইনিং, রাতের খাবার",
      terraceLunch: "টেরেস বিস্ট্রো, দুপুরের খাবার",
      terraceDinner: "টেরেস বিস্ট্রো, রাতের খাবার",
      bar: "বার ও লাউঞ্জ",
      breakfastWeekdays: "সকালের নাশতা, কর্মদিবসে",
      breakfastWeekends: "সকালের নাশতা, সাপ্তাহিক ছুটির দিনে",
    },
    meals: {
      fineDining: "রাতের খাবার",
      terraceLunch: "দুপুরের খাবার",
      terraceDinner: "রাতের খাবার",
    },
    reservations: "টেবিল বুকিং",
    reservationsText: (hours: number) =>
      `আগে থেকে টেবিল বুক করে রাখার পরামর্শ দিচ্ছি, বিশেষ করে সাপ্তাহিক ছুটির দিনে। অনুগ্রহ করে অন্তত ${bnDigits(hours)} ঘণ্টা আগে বুক করুন; খাবারের বিশেষ চাহিদার কথা জানালে আমরা সানন্দে ব্যবস্থা করব।`,
    call: "ফোন করুন",
    requestOnline: "অনলাইনে টেবিলের অনুরোধ পাঠান",
    location: "অবস্থান",
    locationText:
      "হোটেলের দোতলায় ও টেরেসে, সুরমা নদীর দিকে মুখ করে। রেস্তোরাঁর অতিথিদের জন্য ভ্যালে পার্কিংয়ের ব্যবস্থা আছে।",
    dressCode: "সন্ধ্যায় স্মার্ট ক্যাজুয়াল পোশাকে আসার অনুরোধ রইল।",
  },
  privateDining: {
    eyebrow: "উদযাপন ও বৈঠক",
    heading: "প্রাইভেট ডাইনিং",
    intro:
      "পারিবারিক অনুষ্ঠান, ব্যবসায়িক নৈশভোজ ও বিয়ের জন্য তিনটি আলাদা কক্ষ; প্রতিটির মেনু সাজানো হয় আমাদের শেফের সঙ্গে পরামর্শ করে।",
    guests: (count: number) => `সর্বোচ্চ ${bnDigits(count)} জন অতিথি`,
    enquire: "প্রাইভেট ডাইনিং নিয়ে খোঁজ নিন",
  },
} satisfies Catalogue<typeof en>;

/** The page's head and hero copy in Bengali (its route imports it; see en-pages.ts). */
export const diningPage = {
  photoAlt: "রাতের খাবারের জন্য সাজানো রেস্তোরাঁর ডাইনিং হল",
  title: "রেস্তোরাঁ: খাঁটি বাংলাদেশি খাবার",
  description:
    "সিলেটে বাঙালি ফাইন ডাইনিং ও টেরেস বিস্ট্রো: আমাদের শেফ, স্টার্টার থেকে ডেজার্ট ও পানীয় পর্যন্ত মৌসুমি মেনু, খোলার সময় আর প্রাইভেট ডাইনিংয়ের কক্ষ।",
  heading: "খাঁটি বাংলাদেশি স্বাদ",
  intro: "সিলেটি ঘরোয়া রান্নাঘরের রেসিপি, আমাদের এক্সিকিউটিভ শেফের যত্নে রান্না, পরিবেশন নদীর ধারে।",
} satisfies PageCopy;
