import type { Catalogue } from "~/lib/catalogue";
import type { contactSectionMessages as en } from "./en-contact-sections";

/** Strings of the contact page's static sections in Bengali (same keys as en-contact-sections.ts). */
export const contactSectionMessages = {
  // Contact details
  detailsEyebrow: "যোগাযোগ করুন",
  detailsTitle: "আপনার কথা শুনতে আমরা সবসময় আগ্রহী",
  detailsIntro:
    "ফোন করুন, লিখুন কিংবা সরাসরি চলে আসুন: আমাদের ফ্রন্ট ডেস্ক দিনরাত খোলা, আর প্রতিটি বার্তার উত্তর আমরা দিই।",
  address: "ঠিকানা",
  phone: "ফোন",
  email: "ই-মেইল",

  // Hours
  hoursTitle: "খোলার সময়",
  hoursGroups: { hotel: "হোটেলে", dining: "রেস্তোরাঁ ও বার" },
  hoursLabels: {
    frontDesk: "ফ্রন্ট ডেস্ক",
    concierge: "কনসিয়ার্জ",
    roomService: "রুম সার্ভিস",
    breakfastWeekdays: "সকালের নাশতা, কর্মদিবসে",
    breakfastWeekends: "সকালের নাশতা, সাপ্তাহিক ছুটির দিনে",
    bar: "বার ও লাউঞ্জ",
  },
  // Bengali has no letter case, so the meal is used as it is (English lower-cases it mid-phrase).
  venueMeal: (venue: string, meal: string) => `${venue}, ${meal}`,

  // Map placeholder
  mapEyebrow: "কীভাবে আসবেন",
  mapTitle: "শহরের প্রাণকেন্দ্রে",
  mapText: "সুরমা নদীর তীর আর শহরের কেন্দ্রের দোকানপাট ও ক্যাফে থেকে অল্প একটু হাঁটাপথ।",
  openInMaps: "গুগল ম্যাপসে খুলুন",
  opensInNewTab: "(নতুন ট্যাবে খুলবে)",
  mapRiver: "সুরমা নদী",

  // FAQ heading (the questions and answers are content: content/faq.ts)
  faqEyebrow: "জেনে রাখা ভালো",
  faqTitle: "সচরাচর জিজ্ঞাসিত প্রশ্ন",
  faqIntro:
    "আপনার থাকা আর খাওয়াদাওয়া নিয়ে প্রশ্নের চটজলদি উত্তর। আর কিছু জানার থাকলে নির্দ্বিধায় জিজ্ঞেস করুন।",
} satisfies Catalogue<typeof en>;
