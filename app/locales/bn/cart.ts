import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { cart as en } from "../en/cart";

/** Strings of the cart page in Bengali (the same keys as the English, checked by the compiler). */
export const cart = {
  emptyTitle: "আপনার কার্ট খালি",
  emptyText:
    "ডেলিভারির জন্য আমাদের রান্নাঘরের কোনো খাবার, কিংবা সিলেটে থাকার জন্য একটি রুম কার্টে যোগ করুন।",
  orderFood: "খাবার অর্ডার করুন",
  bookRoom: "রুম বুক করুন",

  itemsTitle: "কার্টে যা আছে",
  foodTitle: "খাবার",
  roomsTitle: "রুম বুকিং",
  columns: {
    item: "পদ",
    room: "রুম",
    price: "দাম",
    pricePerNight: "প্রতি রাতের ভাড়া",
    quantity: "পরিমাণ",
    total: "মোট",
    remove: "বাদ দিন",
  },
  each: (price: string) => `প্রতিটি ${price}`,
  // The item's name goes after a colon, so dish and room names are never inflected.
  decrease: (name: string) => `পরিমাণ কমান: ${name}`,
  increase: (name: string) => `পরিমাণ বাড়ান: ${name}`,
  quantityOf: (name: string) => `পরিমাণ: ${name}`,
  // Starts with the visible "বাদ দিন", so voice users can say what they see (WCAG 2.5.3).
  remove: (name: string) => `বাদ দিন: ${name}`,
  removedTitle: "কার্ট থেকে বাদ দেওয়া হয়েছে",
  removedText: (name: string) => `${name} আপনার কার্ট থেকে বাদ দেওয়া হয়েছে।`,

  summaryTitle: "অর্ডারের সারসংক্ষেপ",
  itemCount: (count: number) => `${bnDigits(count)}টি আইটেম`,
  subtotal: "উপমোট",
  deliveryFee: "ডেলিভারি চার্জ",
  total: "সর্বমোট",
  demoTitle: "শুধুই ডেমো",
  demoText: "কোনো পেমেন্ট নেওয়া হয় না, আর কোনো অর্ডার বা বুকিং হোটেলে পাঠানো হয় না।",
  checkout: "চেকআউটে যান",
  clear: "কার্ট খালি করুন",
  continueShopping: "কেনাকাটা চালিয়ে যান",

  dialog: {
    title: "চেকআউট",
    description:
      "অর্ডার দিতে আপনার তথ্য লিখুন। এটি একটি ডেমো: আপনি যা লিখবেন, তার কিছুই সংরক্ষণ করা বা কোথাও পাঠানো হয় না।",
    totalToPay: "মোট পরিশোধযোগ্য",
    name: "পুরো নাম",
    email: "ই-মেইল",
    phone: "ফোন",
    address: "ডেলিভারির ঠিকানা",
    card: "কার্ড নম্বর",
    cardHint: "যেকোনো নম্বর দিলেই চলবে; এটি কখনো সংরক্ষণ করা হয় না।",
    cancel: "বাতিল",
    close: "চেকআউট বন্ধ করুন",
    place: "অর্ডার দিন",
  },

  placedTitle: "অর্ডারের জন্য আপনাকে ধন্যবাদ!",
  placedText: (phone: string) =>
    `এই সাইট নিজে কিছু পাঠায় না: খাবারের ডেলিভারি আর রুম বুকিংয়ের জন্য আমাদের ${phone} নম্বরে ফোন করুন অথবা হোয়াটসঅ্যাপে লিখুন, আমাদের টিম নিশ্চিত করবে।`,
  returnHome: "হোমপেজে ফিরে যান",
  orderPlacedTitle: "আপনার অর্ডার সফলভাবে দেওয়া হয়েছে!",
  orderPlacedText: (phone: string) =>
    `আমাদের কাছে এখনো কিছু পৌঁছায়নি: ${phone} নম্বরে ফোন করুন অথবা হোয়াটসঅ্যাপে লিখুন।`,
} satisfies Catalogue<typeof en>;
