import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { home as en } from "../en/home";

/** Strings of the home area in Bengali (the same keys as the English, checked by the compiler). */
export const home = {
  hero: {
    exploreRooms: "রুমগুলো দেখুন",
    viewDining: "ডাইনিং দেখুন",
  },
  story: {
    eyebrow: (year: string) => `যাত্রা শুরু ${year}-এ`,
    heading: "আমাদের গল্প",
    cta: "আমাদের সম্পর্কে আরও জানুন",
  },
  featured: {
    eyebrow: "আমাদের অতিথি হোন",
    heading: "অতিথিদের প্রিয় রুম",
    intro:
      "অতিথিদের সবচেয়ে পছন্দের তিনটি রুম, প্রতিটিই সিলেটি বুননের কাপড়ে সাজানো, নিশ্চিন্ত বিশ্রামের জন্য তৈরি।",
    perNight: "প্রতি রাত",
    amenities: "সুযোগ-সুবিধা",
    viewDetails: "বিস্তারিত দেখুন",
    // Starts with the visible text, so voice users can say what they see (WCAG 2.5.3).
    viewDetailsOf: (name: string) => `বিস্তারিত দেখুন: ${name}`,
    viewAll: "সব রুম দেখুন",
  },
  dining: {
    eyebrow: "আমাদের রেস্তোরাঁ",
    heading: "খাঁটি বাংলাদেশি স্বাদ",
    viewMenu: "মেনু দেখুন",
    reserve: "টেবিল বুক করুন",
  },
  testimonials: {
    eyebrow: "অতিথিদের ভালো লাগা",
    heading: "অতিথিদের অভিজ্ঞতা",
    intro: "আমাদের এখানে থাকার যে স্মৃতি অতিথিরা সঙ্গে নিয়ে যান।",
    label: "অতিথিদের মতামত",
    slide: (position: number, total: number) => `${bnDigits(total)}টির মধ্যে ${bnDigits(position)}`,
    previous: "আগের মতামত",
    next: "পরের মতামত",
    show: (position: number) => `${bnDigits(position)} নম্বর মতামত দেখুন`,
    dots: "একটি মতামত বেছে নিন",
    stayed: "থেকেছেন",
  },
  closing: {
    eyebrow: "আপনার অপেক্ষায় আমরা",
    heading: "সুরমার তীরে, নিজের ঘরে",
    book: "সিলেটে আপনার অবকাশ বুক করুন",
    dine: "ডাইনিংয়ের জন্য টেবিল বুক করুন",
    stop: "।",
  },
} satisfies Catalogue<typeof en>;
