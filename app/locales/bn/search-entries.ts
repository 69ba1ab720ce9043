import type { Catalogue } from "~/lib/catalogue";
import type { searchEntriesText as en } from "../en/search-entries";

// Titles match the Bengali navigation's names, so a result reads like the link it leads to.
export const searchEntriesText = {
  pages: {
    home: { title: "হোম", description: "সিলেটে নদীর ধারে আমাদের হোটেলে স্বাগতম" },
    about: {
      title: "আমাদের সম্পর্কে",
      description: (year: string) => `${year} থেকে আমাদের গল্প, লক্ষ্য, দল ও মূল্যবোধ`,
    },
    rooms: { title: "রুম ও স্যুট", description: "দামসহ আমাদের সব রুম ও স্যুট দেখুন" },
    dining: { title: "ডাইনিং", description: "বাঙালি রান্না, রেস্তোরাঁ, শেফ ও মেনু" },
    gallery: { title: "গ্যালারি", description: "রুম, ডাইনিং, অন্দরসজ্জা ও অনুষ্ঠানের ছবি" },
    offers: { title: "বিশেষ অফার", description: "প্যাকেজ, ছাড় ও মৌসুমি অফার" },
    blog: { title: "ব্লগ", description: "সিলেটের খবর, অনুষ্ঠান ও গল্প" },
    contact: { title: "যোগাযোগ", description: "ঠিকানা, ফোন, ই-মেইল ও রিজার্ভেশনের অনুরোধ" },
    book: { title: "রুম বুক করুন", description: "তিনটি সহজ ধাপে আপনার থাকা নিশ্চিত করুন" },
    restaurant: {
      title: "রেস্তোরাঁ",
      description: "খাঁটি বাংলাদেশি ফাইন ডাইনিং আর টেরেস বিস্ট্রো",
    },
    privacy: { title: "গোপনীয়তা নীতি", description: "আপনার ব্যক্তিগত তথ্য আমরা কীভাবে ব্যবহার করি" },
    terms: { title: "শর্তাবলি", description: "এই ওয়েবসাইট ব্যবহার ও বুকিংয়ের শর্তাবলি" },
    order: {
      title: "অনলাইনে খাবার অর্ডার",
      description: "সিলেটে ঘরে বসে আমাদের বাঙালি খাবার অর্ডার করুন",
    },
    cart: { title: "আপনার কার্ট", description: "আপনার বেছে নেওয়া খাবার ও থাকার বুকিং" },
    requests: { title: "আমার অনুরোধ", description: "আপনার বুকিংয়ের অনুরোধ, এই ডিভাইসে রাখা" },
    accessibility: {
      title: "প্রবেশগম্যতা",
      description: "সিঁড়িহীন প্রবেশপথ, প্রবেশগম্য রুম ও পার্কিং, আর এই ওয়েবসাইট",
    },
  },
  rooms: {
    standard: (price: string) => `দুজনের জন্য কুইন বেডের আরামদায়ক রুম, প্রতি রাত ${price} থেকে`,
    deluxe: (price: string) => `শহরের দৃশ্যসহ কিং বেডের প্রশস্ত রুম, প্রতি রাত ${price} থেকে`,
    "executive-suite": (price: string) => `আলাদা বসার জায়গা ও কাজের ডেস্ক, প্রতি রাত ${price} থেকে`,
    "family-suite": (price: string) => `কিং ও টুইন বেডসহ চারজনের রুম, প্রতি রাত ${price} থেকে`,
    "presidential-suite": (price: string) =>
      `নদীর বিস্তৃত দৃশ্যসহ আমাদের সেরা স্যুট, প্রতি রাত ${price} থেকে`,
  },
  where: {
    room: (price: string) => `প্রতি রাত ${price} থেকে`,
    menu: (price: string) => `রেস্তোরাঁর মেনু, ${price}`,
    order: (price: string) => `অনলাইন অর্ডার, ${price}`,
    venue: "রেস্তোরাঁ",
    privateDining: (guests: string) => `প্রাইভেট ডাইনিং, সর্বোচ্চ ${guests} জন অতিথি`,
    facility: "হোটেলের সুবিধা",
    post: "ব্লগ",
    hours: "খোলার সময়",
    faq: "প্রশ্ন ও উত্তর",
  },
} satisfies Catalogue<typeof en>;
