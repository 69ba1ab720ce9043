import type { Catalogue } from "~/lib/catalogue";
import type { cartRefusals as en } from "../en/cart-refusals";
import { stayRules } from "./stay-words";

/** Why a room's stay in the cart cannot be ordered, in Bengali (the same keys as the English). */
export const cartRefusals = {
  passed: "এই তারিখগুলো পেরিয়ে গেছে: লাইনটি সরিয়ে নতুন তারিখে রুমটি আবার যোগ করুন।",
  closed: (nights: readonly string[], reason?: string) =>
    `${stayRules.closed("রুমটি", nights, reason)}: লাইনটি সরিয়ে অন্য তারিখে রুমটি আবার যোগ করুন।`,
  minNights: (season: string, nights: number) =>
    `${stayRules.minStay(season, nights)}: লাইনটি সরিয়ে আরও বেশি রাতের জন্য রুমটি আবার যোগ করুন।`,
  checkout: {
    passed:
      "আপনার কার্টে থাকা একটি রুমের তারিখ পেরিয়ে গেছে। লাইনটি সরিয়ে রুমের পাতা থেকে নতুন তারিখে আবার যোগ করুন।",
    stay: "আপনার কার্টে থাকা একটি রুম তার তারিখে বুক করা যাবে না: কারণ তার লাইনে লেখা আছে। লাইনটি সরিয়ে রুমের পাতা থেকে অন্য তারিখে আবার যোগ করুন।",
  },
} satisfies Catalogue<typeof en>;
