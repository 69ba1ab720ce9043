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
  stayDates: (checkIn: string, checkOut: string) => `${checkIn} থেকে ${checkOut}`,
  roomGuests: (party: string) => `প্রতি রুমে অতিথি: ${party}`,
  roomOn: (name: string, stay: string) => `${name}, ${stay}`,
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
  roomServiceCharge: "রুমের সার্ভিস চার্জ",
  roomVat: "রুমের ভ্যাট",
  roomChargesIncluded: (serviceCharge: string, vat: string) =>
    `রুমের দামে সার্ভিস চার্জ ${serviceCharge} ও ভ্যাট ${vat} অন্তর্ভুক্ত।`,
  total: "সর্বমোট",
  demoTitle: "আপনার অর্ডার যেভাবে আমাদের কাছে পৌঁছায়।",
  demoText: (parts: number) =>
    parts === 1
      ? "অর্ডার দিলে আপনি একটি রেফারেন্স পাবেন, কিছুই পাঠানো হয় না: আপনি নিজে হোয়াটসঅ্যাপ বা ই-মেইলে আমাদের পাঠান।"
      : "অর্ডার দিলে খাবার আর প্রতিটি রুম আলাদা রেফারেন্স পাবে, কিছুই পাঠানো হয় না: আপনি নিজে হোয়াটসঅ্যাপ বা ই-মেইলে আমাদের পাঠান।",
  demoTextSent: (parts: number) =>
    parts === 1
      ? "অর্ডার দিলে তা আপনার হয়ে আমাদের কাছে পাঠানো হবে, আর আমার অনুরোধে দেখার জন্য একটি রেফারেন্স পাবেন।"
      : "অর্ডার দিলে খাবার আর প্রতিটি রুম আপনার হয়ে আমাদের কাছে পাঠানো হবে, প্রতিটির নিজের রেফারেন্সসহ।",
  demoTextSome:
    "অর্ডার দিলে খাবার আর প্রতিটি রুম আলাদা রেফারেন্স পাবে; পরের পাতায় লেখা থাকবে কোনটি কীভাবে আমাদের কাছে পৌঁছায়।",
  checkout: "চেকআউটে যান",
  clear: "কার্ট খালি করুন",
  continueShopping: "কেনাকাটা চালিয়ে যান",

  paysFood: "খাবারের দাম ডেলিভারির সময়।",
  paysStay: "রুম বুকিংয়ের অনুরোধ: আমরা নিশ্চিত করলে হোটেলে পরিশোধ।",

  placed: {
    ready: {
      order: "আপনার অর্ডার পাঠানোর জন্য তৈরি",
      stay: "আপনার অনুরোধ পাঠানোর জন্য তৈরি",
      many: "আপনার অনুরোধগুলো পাঠানোর জন্য তৈরি",
    },
    sending: {
      order: "আপনার অর্ডার হোটেলে পাঠানো হচ্ছে",
      stay: "আপনার অনুরোধ হোটেলে পাঠানো হচ্ছে",
      many: "আপনার অনুরোধগুলো হোটেলে পাঠানো হচ্ছে",
    },
    some: "আপনার অনুরোধগুলো, আর প্রতিটি কীভাবে আমাদের কাছে পৌঁছাবে",
  },
  placedMany: (count: number) =>
    `আপনার অর্ডারে ${bnDigits(count)}টি অনুরোধ, প্রতিটির নিজের রেফারেন্স: খাবার পৌঁছে দেওয়া হবে, প্রতিটি রুম হোটেল নিশ্চিত করবে।`,
  reference: "রেফারেন্স",
  openInRequests: "আমার অনুরোধে দেখুন",
  returnHome: "হোমপেজে ফিরে যান",
  orderFailedTitle: "অর্ডার দেওয়া গেল না",
  orderFailedText:
    "অর্ডারটি দেওয়া গেল না: অনুগ্রহ করে ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন। আপনার কার্ট ও তথ্য রাখা আছে।",
} satisfies Catalogue<typeof en>;
