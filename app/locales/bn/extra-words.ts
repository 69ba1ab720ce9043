import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { extraWords as en } from "../en/extra-words";

/** থাকার সঙ্গে যা যোগ করা যায়: বিমানবন্দর ট্রান্সফার, দিনের ভ্রমণ। */
export const extraWords = {
  legend: "থাকার সঙ্গে যোগ করুন",
  intro: "ঐচ্ছিক। আমাদের টিম আপনার থাকার সঙ্গে প্রতিটি নিশ্চিত করবে।",
  price: {
    stay: (price: string) => `প্রতি থাকায় ${price}`,
    night: (price: string) => `প্রতি রাতে ${price}`,
    guest: (price: string) => `প্রতি অতিথি ${price}`,
    guestNight: (price: string) => `প্রতি অতিথি প্রতি রাতে ${price}`,
    vehicle: (price: string) => `প্রতি যাত্রা ${price} থেকে`,
  },
  add: (name: string) => `${name} যোগ করুন`,
  trips: {
    arrival: "পৌঁছানোর দিন বিমানবন্দর থেকে আনা",
    departure: "ফেরার দিন বিমানবন্দরে পৌঁছে দেওয়া",
  },
  flight: "ফ্লাইট নম্বর",
  flightExample: "BG 601",
  flightHint: "টিকিটে যেমন লেখা, যেমন BG 601।",
  time: { arrival: "অবতরণের সময়", departure: "ফ্লাইট ছাড়ার সময়" },
  bags: "স্যুটকেস",
  day: "দিন",
  guests: "অতিথি",
  chooseDay: "দিন বেছে নিন",
  vehicle: (name: string, seats: number, bags: number) =>
    `${name}, সর্বোচ্চ ${bnDigits(seats)} জন অতিথি ও ${bnDigits(bags)}টি স্যুটকেস`,
  noVehicle:
    "আপনার দল ও স্যুটকেসের জন্য একটি গাড়িতে জায়গা হবে না: আমাদের টিম ট্রান্সফারের ব্যবস্থা করে ভাড়া জানাবে।",
  incomplete:
    "অনুগ্রহ করে প্রতিটি যোগের তথ্য দিন: ট্রান্সফারের জন্য ফ্লাইট নম্বর (যেমন BG 601) ও সময়, ভ্রমণের জন্য দিন।",
  toConfirm: "ভাড়া পরে নিশ্চিত করা হবে",
  tripLine: (day: string, count: number) => `${day}, ${bnDigits(count)} জন অতিথি`,
  forGuests: (count: number) => `${bnDigits(count)} জন অতিথি`,
  transferLine: (way: string, flight: string, day: string, time: string) =>
    `${way}: ফ্লাইট ${flight}, ${day}, ${time}`,
  priced: (details: string, amount: string) => `${details}: ${amount}`,
} satisfies Catalogue<typeof en>;
