import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { PageCopy } from "./en-pages";
import type { galleryMessages as en } from "./en-gallery";

/** Strings of the gallery area in Bengali (same keys as en-gallery.ts). */
export const galleryMessages = {
  heading: "ছবির গ্যালারি",
  filterLabel: "বিভাগ অনুযায়ী ছবি দেখুন",
  filters: {
    all: "সব",
    rooms: "রুম",
    dining: "ডাইনিং",
    amenities: "সুযোগ-সুবিধা",
    interior: "অন্দরসজ্জা",
    "exterior-events": "বাইরের দৃশ্য ও অনুষ্ঠান",
  },
  showing: (count: number, total: number) =>
    count === total
      ? `সব ${bnDigits(total)}টি ছবি দেখানো হচ্ছে`
      : `${bnDigits(total)}টির মধ্যে ${bnDigits(count)}টি ছবি দেখানো হচ্ছে`,
  empty: "এই বিভাগে কোনো ছবি পাওয়া যায়নি।",
  viewAll: "সব ছবি দেখুন",
  enlarge: (title: string) => `ছবি বড় করে দেখুন: ${title}`,
} satisfies Catalogue<typeof en>;

export const galleryPage = {
  photoAlt: "সূর্যাস্তে হোটেলের বাগান ও সুইমিং পুল",
  title: "ছবির গ্যালারি",
  description:
    "সিলেটে আমাদের রুম, রেস্তোরাঁ, সুযোগ-সুবিধা, অন্দরসজ্জা, নদীর ধারের বাইরের দৃশ্য আর নানা অনুষ্ঠানের ছবি দেখুন, পুরো স্ক্রিনে বড় করেও দেখতে পারবেন।",
  heading: "গ্যালারি",
  intro: "এক নজরে আমাদের রুম, আমাদের খাবার টেবিল আর নদীর সেই আলো, যা পুরো হোটেলকে ভরিয়ে রাখে।",
} satisfies PageCopy;
