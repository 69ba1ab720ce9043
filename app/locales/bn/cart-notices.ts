import type { Catalogue } from "~/lib/catalogue";
import type { cartNotices as en } from "../en/cart-notices";

/** The cart's notices in Bengali (the same keys as the English). */
export const cartNotices = {
  full: {
    title: "আপনার কার্ট ভরে গেছে",
    description:
      "কার্টে সর্বোচ্চ ১০০টি আলাদা আইটেম রাখা যায়। এই অর্ডারটি দিন অথবা কিছু সরিয়ে ফেলুন, তারপর আবার যোগ করুন।",
  },
  most: {
    title: "এক অর্ডারে এর বেশি নেওয়া যায় না",
    description: "আপনার কার্টে এটি ৯৯টি আছে। আরও লাগলে অনুগ্রহ করে আমাদের ফোন করুন।",
  },
  notKept:
    "এই ব্রাউজার আপনার কার্ট মনে রাখছে না (এর স্টোরেজ ভরা বা প্রাইভেট মোডে): পাতাটি বন্ধ করা পর্যন্ত এটি থাকবে।",
} satisfies Catalogue<typeof en>;
