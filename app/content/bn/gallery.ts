import type { Catalogue } from "../../lib/catalogue";
import type { galleryText as en } from "../en/gallery";

/** The gallery in Bengali, keyed by gallery id like `../en/gallery.ts`. */
export const galleryText = {
  "riverside-facade": {
    title: "গোধূলিতে নদীর ধারের হোটেল",
    imageAlt: "গোধূলিতে আলো ঝলমলে হোটেলের সম্মুখভাগ ও পুল",
  },
  "grand-lobby": {
    title: "গ্র্যান্ড লবি",
    imageAlt: "মার্বেলের মেঝে আর উষ্ণ আলোর ঝুলন্ত বাতিতে সাজানো লবি",
  },
  "deluxe-room": {
    title: "ডিলাক্স রুম",
    imageAlt: "কিং বেড ও শহরের দৃশ্যসহ ডিলাক্স রুম",
  },
  "shapla-dining-room": {
    title: "শাপলা ফাইন ডাইনিং",
    imageAlt: "রাতের খাবারের জন্য টেবিল সাজানো শাপলার ডাইনিং রুম",
  },
  "infinity-pool": {
    title: "খোলা আকাশের নিচে পুল",
    imageAlt: "লাউঞ্জার আর পাম গাছে ঘেরা খোলা আকাশের নিচের পুল",
  },
  "boishakh-celebration": {
    title: "পহেলা বৈশাখ উদযাপন",
    imageAlt: "মরিচবাতির নিচে আঙিনায় উৎসবের নৈশভোজ",
  },
  "executive-suite": {
    title: "এক্সিকিউটিভ স্যুটের বসার ঘর",
    imageAlt: "সোফা ও আর্মচেয়ারসহ এক্সিকিউটিভ স্যুটের বসার ঘর",
  },
  "reading-lounge": {
    title: "রিডিং লাউঞ্জ",
    imageAlt: "আর্মচেয়ার আর বইয়ের তাকসহ নিরিবিলি একটি লাউঞ্জ",
  },
  "terrace-bistro": {
    title: "টেরেস বিস্ট্রো",
    imageAlt: "দুপুরের খাবারের জন্য সাজানো টেরেস বিস্ট্রোর টেবিল",
  },
  "spa-treatment-room": {
    title: "স্পা ট্রিটমেন্ট রুম",
    imageAlt: "মোমবাতি আর তোয়ালেতে সাজানো শান্ত স্পা ট্রিটমেন্ট রুম",
  },
  "garden-entrance": {
    title: "বাগানঘেরা প্রবেশপথ",
    imageAlt: "গ্রীষ্মমণ্ডলীয় গাছপালার বাগানে ঘেরা হোটেলের প্রবেশপথ",
  },
  "presidential-bedroom": {
    title: "প্রেসিডেনশিয়াল স্যুটের শোবার ঘর",
    imageAlt: "উঁচু জানালার পাশে লাউঞ্জ চেয়ারসহ একটি শোবার ঘর",
  },
  "kacchi-biryani": {
    title: "কাচ্চি বিরিয়ানি",
    imageAlt: "মাটির হাঁড়িতে পরিবেশন করা কাচ্চি বিরিয়ানি",
  },
  "fitness-centre": {
    title: "ফিটনেস সেন্টার",
    imageAlt: "ট্রেডমিল আর ফ্রি ওয়েটসহ ফিটনেস সেন্টার",
  },
  "wedding-reception": {
    title: "গ্র্যান্ড স্যালনে বিয়ের সংবর্ধনা",
    imageAlt: "বিয়ের সংবর্ধনার জন্য সাজানো গ্র্যান্ড স্যালন",
  },
  "marble-bathroom": {
    title: "মার্বেলের বাথরুম",
    imageAlt: "গভীর বাথটাবসহ মার্বেলের একটি বাথরুম",
  },
  staircase: {
    title: "প্রধান সিঁড়ি",
    imageAlt: "পিতলের রেলিং আর উষ্ণ আলোয় বাঁক নেওয়া প্রশস্ত সিঁড়ি",
  },
  "river-view": {
    title: "সুরমা থেকে দেখা হোটেল",
    imageAlt: "সন্ধ্যার পরিষ্কার আকাশের নিচে নদীর ধারে হোটেল",
  },
} satisfies Catalogue<typeof en>;
