import type { Catalogue } from "~/lib/catalogue";
import type { about as en } from "../en/about";

/** Strings of the about area in Bengali (the same keys as the English, checked by the compiler). */
export const about = {
  mission: {
    eyebrow: "কেন আমরা আছি",
    heading: "আমাদের লক্ষ্য",
  },
  journey: {
    eyebrow: (year: string) => `${year} থেকে`,
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
