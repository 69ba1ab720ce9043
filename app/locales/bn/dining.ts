import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { dining as en } from "../en/dining";

/** Strings of the dining area in Bengali (the same keys as the English, checked by the compiler). */
export const dining = {
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
    tagsLabel: "বৈশিষ্ট্য",
    priceLabel: "দাম",
  },
  enlarge: (name: string) => `ছবি বড় করে দেখুন: ${name}`,
  venue: {
    reserve: "টেবিল বুক করুন",
    // Starts with the visible text, so voice users can say what they see (WCAG 2.5.3).
    reserveAt: (venue: string) => `টেবিল বুক করুন: ${venue}`,
    meals: {
      fineDining: "রাতের খাবার",
      terraceLunch: "দুপুরের খাবার",
      terraceDinner: "রাতের খাবার",
    },
  },
  chef: {
    eyebrow: "পরিচিত হোন আমাদের এক্সিকিউটিভ শেফের সঙ্গে",
    awards: "পুরস্কার ও স্বীকৃতি",
  },
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
    lastTable: (time: string) => `শেষ টেবিল ${time}`,
    reservations: "টেবিল বুকিং",
    reservationsText: (hours: number) =>
      `আগে থেকে টেবিল বুক করে রাখার পরামর্শ দিচ্ছি, বিশেষ করে সাপ্তাহিক ছুটির দিনে। অনুগ্রহ করে অন্তত ${bnDigits(hours)} ঘণ্টা আগে বুক করুন; খাবারের বিশেষ চাহিদার কথা জানালে আমরা সানন্দে ব্যবস্থা করব।`,
    call: "ফোন করুন",
    requestOnline: "অনলাইনে টেবিলের অনুরোধ পাঠান",
    location: "অবস্থান",
    locationText: "হোটেলের দোতলায় ও টেরেসে, সুরমা নদীর দিকে মুখ করে।",
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
