import type { Catalogue } from "~/lib/catalogue";
import { bnDigits } from "~/lib/locale";
import type { roomView as en } from "../en/room-view";

export const roomView = {
  carousel: {
    label: (room: string) => `ছবি: ${room}`,
    previous: "আগের ছবি",
    next: "পরের ছবি",
    dots: "ছবি বেছে নিন",
    goTo: (index: number, total: number) =>
      `${bnDigits(total)}টির মধ্যে ${bnDigits(index)} নম্বর ছবি`,
    slide: (index: number, total: number) => `${bnDigits(total)}টির মধ্যে ${bnDigits(index)}`,
  },
  facts: {
    price: "ভাড়া",
    size: "আয়তন",
    bed: "বেডের ধরন",
    capacity: "ধারণক্ষমতা",
    view: "দৃশ্য",
  },
  featuresTitle: "রুমের বৈশিষ্ট্য",
  bookThisRoom: "এই রুমটি বুক করুন",
  amenitiesAndPolicies: "সুযোগ-সুবিধা ও নিয়মাবলি",
  // Closing call to action
  ctaTitle: "বুকিং দিতে প্রস্তুত?",
  ctaText: (hours: number) =>
    `সরাসরি আমাদের কাছে বুক করলে পাবেন সেরা ভাড়া, প্রতিদিন সকালের নাশতা আর চেক-ইনের ${bnDigits(hours)} ঘণ্টা আগে পর্যন্ত বিনা খরচে বাতিলের সুযোগ।`,
  bookNow: "এখনই বুক করুন",
} satisfies Catalogue<typeof en>;
