import type { Catalogue } from "~/lib/catalogue";
import type { search as en } from "../en/search";

/** Labels of the search palette in Bengali (the same keys as the English). */
export const search = {
  label: "সাইটে খুঁজুন",
  placeholder: "সুরমা রিভারসাইড হোটেলে খুঁজুন...",
  empty: "কোনো ফলাফল পাওয়া যায়নি।",
  close: "খোঁজা বন্ধ করুন",
  categories: {
    Navigation: "সাইটের পাতা",
    Booking: "বুকিং",
    Rooms: "রুম",
    Dining: "ডাইনিং",
    Information: "তথ্য",
  },
} satisfies Catalogue<typeof en>;
