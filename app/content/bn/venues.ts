import type { Catalogue } from "../../lib/catalogue";
import type { venuesText as en } from "../en/venues";

/** The restaurants' words in Bengali (same keys as `../en/venues.ts`). */
export const venuesText = {
  "fine-dining": {
    name: "শাপলা ফাইন ডাইনিং",
    cuisine: "বাঙালি ফাইন ডাইনিং",
    imageAlt: "উষ্ণ, মৃদু আলোর নিচে সাজানো টেবিলসহ শাপলার ডাইনিং রুম",
  },
  "terrace-bistro": {
    name: "টেরেস বিস্ট্রো",
    cuisine: "স্ট্রিট ফুড ও ফিউশন",
    imageAlt: "উঁচু জানালার পাশে দুপুরের খাবারের জন্য সাজানো খোলা টেরেসের টেবিল",
  },
} satisfies Catalogue<typeof en>;
