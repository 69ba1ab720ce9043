import type { Catalogue } from "~/lib/catalogue";
import type { arrival as en } from "../en/arrival";

/** আগমনের দিনের তথ্য, আমার অনুরোধ পাতায়। */
export const arrival = {
  title: "আপনার আগমন",
  intro: "এই ডিভাইসে রাখা আছে: পাতাটি সংযোগ ছাড়াও খোলে, আর এক পাতায় প্রিন্ট হয়।",
  address: "ঠিকানা",
  map: "গুগল ম্যাপে খুলুন",
  desk: "ফ্রন্ট ডেস্ক",
  whatsapp: "হোয়াটসঅ্যাপে লিখুন",
  hello: (reference: string) => `হ্যালো, আমার রিজার্ভেশন অনুরোধ ${reference} সম্পর্কে: `,
} satisfies Catalogue<typeof en>;
