import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { gallery as en } from "../en/gallery";

/** Strings of the gallery area in Bengali (the same keys as the English, checked by the compiler). */
export const gallery = {
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
