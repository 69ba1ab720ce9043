import type { Catalogue } from "~/lib/catalogue";
import type { PageCopy } from "./en-pages";
import type { aboutMessages as en } from "./en-about";

/** Strings of the about area in Bengali (same keys as en-about.ts). */
export const aboutMessages = {
  mission: {
    eyebrow: "কেন আমরা আছি",
    heading: "আমাদের লক্ষ্য",
  },
  journey: {
    eyebrow: "২০২৩ থেকে",
    heading: "আমাদের পথচলা",
    intro: "সুরমার তীরে প্রথম দিন থেকে শুরু করে যে মাইলফলকগুলো আমাদের গড়ে তুলেছে।",
  },
  team: {
    eyebrow: "আপনার আতিথেয়তার পেছনের মানুষেরা",
    heading: "আমাদের টিমের সঙ্গে পরিচিত হোন",
    intro: "একদল সিলেটি মানুষ, যাঁরা প্রত্যেক অতিথিকে আপন করে নেন পরিবারের মতো।",
    photoAlt: (name: string, position: string) => `${name}, ${position}`,
  },
  values: {
    eyebrow: "যা আমাদের পথ দেখায়",
    heading: "আমাদের মূল্যবোধ",
    intro: "তিনটি প্রতিশ্রুতি, যা আমরা প্রতিদিন প্রত্যেক অতিথির জন্য রক্ষা করি।",
  },
} satisfies Catalogue<typeof en>;

export const aboutPage = {
  title: "আমাদের সম্পর্কে: আমাদের গল্প",
  description:
    "২০২৩ সালে সিলেটে নদীর ধারের এই হোটেলের যাত্রা যেভাবে শুরু: বাঙালি আতিথেয়তার লক্ষ্য, আমাদের পথচলা, আপনাকে স্বাগত জানানো টিম আর যে মূল্যবোধ আমরা মেনে চলি।",
  heading: "আমাদের গল্প",
  intro:
    "২০২৩ সালে দরজা খোলার পর থেকে সারা বাংলাদেশ আর পৃথিবীর নানা দেশের অতিথিদের আমরা স্বাগত জানিয়ে আসছি সেই উষ্ণতায়, যার জন্য সিলেট পরিচিত।",
} satisfies PageCopy;
